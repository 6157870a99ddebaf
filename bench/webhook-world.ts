import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import Stripe from 'stripe';
import { createDataSource } from '../api/src/database';
import { CUSTOMER_ACTION, eventObject, sessionObject } from '../api/src/modules/payments/fake/objects';

/*
 * The data of the webhook benchmark (bench/webhooks.ts): accepted bookings with their invoices, the deposit requested
 * and an open payment link each (a `cs_…` session id per link, as the provider would have made it; no payment intent,
 * so no server asks the provider for the payment method), the provider's signed checkout.session.completed for each,
 * and the check afterwards that each booking was ticked exactly once.
 */

/** One booking's open deposit link, as the events are made from it. */
export interface Paying {
  bookingId: number;
  memberId: number;
  email: string;
  linkId: number;
  sessionId: string;
  amountMinor: number;
  currency: string;
}

/**
 * Migrates `url` with the project's own migrations and seeds `count` accepted bookings, set-based (the services would
 * take minutes and are not what is measured): booking i on room i % rooms, in its own month, so accepted periods never
 * overlap; its invoice (total = month + deposit), the deposit requested on both, an open link for the deposit.
 * VACUUM ANALYZE afterwards so the clone starts with the same statistics. Answers the links in booking order.
 */
export async function seedPayingBookings(url: string, count: number): Promise<Paying[]> {
  const ds = createDataSource({ url, poolSize: 2 });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const rooms = 50;
    await ds.transaction(async (m) => {
      // Nobody signs in: the password hash is never checked.
      await m.query(`INSERT INTO users (username, email, password_hash, full_name, is_admin) VALUES ('bench.admin@d-office.local', 'bench.admin@d-office.local', 'x', 'Bench Admin', true)`);
      await m.query(
        `INSERT INTO users (username, email, password_hash, full_name)
         SELECT 'bench.payer' || i || '@d-office.local', 'bench.payer' || i || '@d-office.local', 'x', 'Bench Payer ' || i FROM generate_series(1, 50) i`,
      );
      await m.query(
        `INSERT INTO meeting_rooms (name, capacity, location, price_per_month, deposit, minimum_booking_months)
         SELECT 'Pay Room ' || lpad(i::text, 3, '0'), 4, 'Level 1', 500 + 10 * i, 250, 1 FROM generate_series(1, $1) i`,
        [rooms],
      );
      await m.query(
        `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, purpose, status, reviewed_by, reviewed_at, deposit_requested_at)
         SELECT rs.a[1 + b.i % $2], ms.a[1 + b.i % array_length(ms.a, 1)],
                (date_trunc('month', current_date) + make_interval(months => 1 + b.i / $2))::date, 1, 'Bench payment ' || b.i,
                'accepted', (SELECT id FROM users WHERE is_admin), now(), now()
           FROM generate_series(0, $1 - 1) AS b(i)
          CROSS JOIN (SELECT array_agg(id ORDER BY id) AS a FROM meeting_rooms) rs
          CROSS JOIN (SELECT array_agg(id ORDER BY id) AS a FROM users WHERE NOT is_admin) ms`,
        [count, rooms],
      );
      await m.query(
        `INSERT INTO invoices (booking_id, total_amount, deposit_amount, monthly_amount, deposit_request_sent_at)
         SELECT b.id, r.price_per_month * b.duration_months + r.deposit, r.deposit, r.price_per_month * b.duration_months, b.deposit_requested_at
           FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id`,
      );
      await m.query(
        `INSERT INTO payment_links (booking_id, purpose, amount_minor, currency, status, provider_session_id, url, expires_at)
         SELECT i.booking_id, 'deposit', round(i.deposit_amount * 100)::int, 'USD', 'open', s.id, 'https://checkout.stripe.com/c/pay/' || s.id, now() + interval '1 day'
           FROM invoices i CROSS JOIN LATERAL (SELECT 'cs_test_bench' || lpad(i.booking_id::text, 8, '0') || substr(md5(i.booking_id::text), 1, 24) AS id) s`,
      );
    });
    await ds.query('VACUUM ANALYZE');
    await ds.query('CHECKPOINT').catch(() => undefined);
    return await ds.query(
      `SELECT b.id AS "bookingId", b.member_id AS "memberId", u.email, l.id AS "linkId", l.provider_session_id AS "sessionId",
              l.amount_minor AS "amountMinor", l.currency
         FROM room_bookings b JOIN users u ON u.id = b.member_id JOIN payment_links l ON l.booking_id = b.id ORDER BY b.id`,
    );
  } finally {
    await ds.destroy();
  }
}

/** A copy of `url`'s database on the same server (CREATE DATABASE … TEMPLATE: same rows, same statistics); nobody may be connected to it. */
export async function cloneDatabase(url: string): Promise<{ url: string; dispose(): Promise<void> }> {
  const source = new URL(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const name = `${source.pathname.slice(1)}_raw`;
  const c = new Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${source.pathname.slice(1)}`);
  } finally {
    await c.end();
  }
  const clone = new URL(url);
  clone.pathname = `/${name}`;
  return {
    url: clone.toString(),
    async dispose() {
      const a = new Client({ connectionString: admin.toString() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => a.end());
    },
  };
}

export const WEBHOOK_SECRET = `whsec_bench_${randomBytes(16).toString('hex')}`;
const stripe = new Stripe('sk_test_bench_unused');
const now = () => Math.floor(Date.now() / 1000);

/** The provider's checkout.session.completed for a paid link, as the fake (and Stripe) shapes it: its id and body, unsigned. */
export function completedEvent(p: Paying): { id: string; body: string } {
  const session = sessionObject({
    now: now(),
    url: (id) => `https://checkout.stripe.com/c/pay/${id}`,
    amount: p.amountMinor,
    currency: p.currency.toLowerCase(),
    metadata: { link_id: String(p.linkId), booking_id: String(p.bookingId), purpose: 'deposit', member_id: String(p.memberId) },
    expiresAt: now() + 86_400,
    successUrl: null,
    cancelUrl: null,
    customerEmail: p.email,
    clientReferenceId: null,
    methods: ['card'],
    allowed: ['card', 'sepa_debit', 'ideal', 'bancontact'],
  });
  Object.assign(session, { id: p.sessionId, url: null, status: 'complete', payment_status: 'paid' });
  const event = eventObject({ type: 'checkout.session.completed', object: session, now: now(), apiVersion: Stripe.API_VERSION, cause: CUSTOMER_ACTION, pendingWebhooks: 1 });
  return { id: event.id, body: JSON.stringify(event) };
}

/** Stripe-Signature for a body, signed now (the receivers allow 300 s). */
export const signature = (body: string) => stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });

/**
 * Each booking ticked exactly once, by "Online payment": deposit received on the booking and its invoice, one
 * succeeded and ticked payment without attention, one `booking.deposit_received` and one `payment.received` audit row,
 * the link complete, and `eventIds` stored once each with the tick as outcome. Answers what is wrong, or [].
 */
export async function tickedOnce(url: string, bookingIds: number[], eventIds: string[]): Promise<string[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const one = async (label: string, sql: string, values: unknown[]) => {
      const { rows } = await c.query<{ bad: string | null }>(sql, values);
      return rows.filter((r) => r.bad !== null).slice(0, 3).map((r) => `${label}: ${r.bad}`);
    };
    const ids = [bookingIds];
    const problems = [
      ...(await one('booking', `SELECT CASE WHEN b.deposit_received_at IS NULL THEN '#' || b.id || ' deposit not received'
                                 WHEN NOT i.deposit_paid OR i.deposit_paid_date IS DISTINCT FROM b.deposit_received_at THEN '#' || b.id || ' invoice not paid alike' END AS bad
                               FROM room_bookings b JOIN invoices i ON i.booking_id = b.id WHERE b.id = ANY($1::int[])`, ids)),
      ...(await one('payments', `SELECT CASE WHEN count(p.id) <> 1 THEN '#' || b.id || ' has ' || count(p.id) || ' payments'
                                  WHEN NOT bool_and(p.status = 'succeeded' AND p.ticked AND p.attention IS NULL) THEN '#' || b.id || ' payment not ticked cleanly' END AS bad
                                FROM room_bookings b LEFT JOIN payments p ON p.booking_id = b.id WHERE b.id = ANY($1::int[]) GROUP BY b.id`, ids)),
      ...(await one('audit', `SELECT CASE WHEN count(a.id) FILTER (WHERE a.action = 'booking.deposit_received' AND a.actor_name = 'Online payment') <> 1
                                    THEN '#' || b.id || ' has ' || count(a.id) FILTER (WHERE a.action = 'booking.deposit_received') || ' deposit_received rows' END AS bad
                             FROM room_bookings b LEFT JOIN audit_log a ON a.entity_type = 'booking' AND a.entity_id = b.id WHERE b.id = ANY($1::int[]) GROUP BY b.id`, ids)),
      ...(await one('audit', `SELECT CASE WHEN count(a.id) <> 1 THEN 'payment #' || p.id || ' has ' || count(a.id) || ' payment.received rows' END AS bad
                             FROM payments p LEFT JOIN audit_log a ON a.entity_type = 'payment' AND a.entity_id = p.id AND a.action = 'payment.received'
                            WHERE p.booking_id = ANY($1::int[]) GROUP BY p.id`, ids)),
      ...(await one('link', `SELECT '#' || booking_id || ' link ' || status AS bad FROM payment_links WHERE booking_id = ANY($1::int[]) AND status <> 'complete'`, ids)),
      ...(await one('events', `SELECT CASE WHEN count(e.id) <> cardinality($1::text[]) THEN count(e.id) || ' of ' || cardinality($1::text[]) || ' event ids stored'
                                    WHEN count(*) FILTER (WHERE e.outcome = 'ticked DEPOSIT_RECEIVED') <> count(e.id) THEN 'outcomes other than the tick: ' ||
                                      string_agg(DISTINCT e.outcome, '; ') FILTER (WHERE e.outcome <> 'ticked DEPOSIT_RECEIVED') END AS bad
                               FROM payment_events e WHERE e.id = ANY($1::text[])`, [eventIds])),
    ];
    return problems;
  } finally {
    await c.end();
  }
}
