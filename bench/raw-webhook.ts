import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { Pool, types, type PoolClient } from 'pg';
import { formatMinor } from '../rules/money';

/*
 * The webhook benchmark's yardstick (bench/webhooks.ts): bare node:http + pg taking the provider's
 * `checkout.session.completed` exactly once, with the guarantees of the project's POST /api/payments/webhook
 * and the same rows written, in ONE transaction answered 200 only after COMMIT:
 *
 *   Stripe-Signature (t=…,v1=…) checked as Stripe's SDK checks it: HMAC-SHA256 of `${t}.${raw body}` with the
 *   webhook secret, compared in constant time, timestamp no older than 300 s; otherwise 401, nothing read or written.
 *   BEGIN
 *   the event id inserted into payment_events (ON CONFLICT DO NOTHING: a replay, or the other instance's copy
 *     waiting on the key until the first commits, answers 200 "duplicate" and changes nothing)
 *   the booking row locked (FOR UPDATE), then the payment link (the project's lock order: booking, link, payment)
 *   the payment inserted (one per checkout session: provider_session_id is unique)
 *   the link marked complete
 *   the step rule checked: amount and currency the link's, booking accepted, step requested, not yet received —
 *     then booking and invoice updated (the "received" time) and two audit rows (the booking's tick, the payment);
 *     otherwise the payment is an attention item and only the payment's audit row is written
 *   the event's outcome written
 *   COMMIT, then 200 {"received":true,"outcome":…}
 *
 * No framework, no ORM: the floor a Node process reaches for this work on this machine. It handles what the bench
 * sends (checkout.session.completed; any other type is recorded once as "ignored"), not the project's every event.
 * Run by bench/webhooks.ts in processes of its own: DATABASE_URL, PORT and STRIPE_WEBHOOK_SECRET.
 *
 *   GET  /healthz   {"status":"ok"}
 *   POST /webhook   the provider's event
 */

types.setTypeParser(1082, (v) => v); // date stays yyyy-MM-dd, as the project reads it

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'd-office-raw' });
const SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? '';
const TOLERANCE_SECONDS = 300;
const ACTOR = 'Online payment';

/** Stripe's scheme: `t=<unix seconds>,v1=<hex>[,v1=…]`; true when one v1 is ours over this body and t is recent. */
function signed(raw: Buffer, header: string | undefined): boolean {
  if (!header || !SECRET) return false;
  let t = NaN;
  const given: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const k = part.slice(0, eq);
    const v = part.slice(eq + 1);
    if (k === 't') t = Number(v);
    else if (k === 'v1') given.push(Buffer.from(v, 'hex'));
  }
  if (!Number.isInteger(t) || !given.length) return false;
  const expected = createHmac('sha256', SECRET).update(`${t}.`).update(raw).digest();
  if (!given.some((g) => g.length === expected.length && timingSafeEqual(g, expected))) return false;
  return Math.floor(Date.now() / 1000) - t <= TOLERANCE_SECONDS;
}

interface Session {
  id: string;
  payment_status?: string;
  amount_total?: number;
  currency?: string;
  payment_intent?: string | null;
  metadata?: Record<string, string>;
}

interface BookingRow {
  id: number;
  memberId: number;
  roomId: number;
  startDate: string;
  durationMonths: number;
  status: string;
  rejectionReason: string | null;
  reviewedBy: number | null;
  depositRequestedAt: Date | null;
  depositReceivedAt: Date | null;
  fullPaymentRequestedAt: Date | null;
  fullPaymentReceivedAt: Date | null;
}

/** Per purpose: the step's columns and the audit log's words (rules/payment-steps.ts has the same labels). */
const STEPS = {
  deposit: { requested: 'depositRequestedAt', received: 'depositReceivedAt', bookingColumn: 'deposit_received_at', paid: 'deposit_paid', paidDate: 'deposit_paid_date', label: 'Deposit received', action: 'booking.deposit_received', tick: 'DEPOSIT_RECEIVED', word: 'deposit' },
  balance: { requested: 'fullPaymentRequestedAt', received: 'fullPaymentReceivedAt', bookingColumn: 'full_payment_received_at', paid: 'paid_in_full', paidDate: 'paid_in_full_date', label: 'Payment received', action: 'booking.payment_received', tick: 'PAYMENT_RECEIVED', word: 'full payment' },
} as const;

const BOOKING_COLUMNS = `id, member_id AS "memberId", room_id AS "roomId", start_date AS "startDate", duration_months AS "durationMonths", status,
  rejection_reason AS "rejectionReason", reviewed_by AS "reviewedBy", deposit_requested_at AS "depositRequestedAt",
  deposit_received_at AS "depositReceivedAt", full_payment_requested_at AS "fullPaymentRequestedAt", full_payment_received_at AS "fullPaymentReceivedAt"`;

const q = <T>(c: PoolClient, name: string, text: string, values: unknown[]) => c.query<T & object>({ name, text, values }).then((r) => r.rows);

/** One event applied in one transaction; answers its outcome. */
async function apply(event: { id: string; type: string; data?: { object?: Session } }): Promise<string> {
  const s = event.data?.object;
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const outcome = await (async () => {
      const claimed = await q(c, 'rw-claim', `INSERT INTO payment_events (id, type, object_id, outcome) VALUES ($1, $2, $3, 'received') ON CONFLICT (id) DO NOTHING RETURNING id`, [
        event.id,
        event.type,
        typeof s?.id === 'string' ? s.id : null,
      ]);
      if (!claimed.length) return 'duplicate';
      if (event.type !== 'checkout.session.completed' || !s) return 'ignored';
      // Lock order: the booking first (an admin's tick takes it first too), then the link.
      const [booking] = await q<BookingRow>(c, 'rw-lock-booking',
        `SELECT ${BOOKING_COLUMNS} FROM room_bookings WHERE id = (SELECT booking_id FROM payment_links WHERE provider_session_id = $1) FOR UPDATE`, [s.id]);
      const [link] = await q<{ id: number; bookingId: number | null; purpose: 'deposit' | 'balance'; amountMinor: number; currency: string }>(c, 'rw-lock-link',
        `SELECT id, booking_id AS "bookingId", purpose, amount_minor AS "amountMinor", currency FROM payment_links WHERE provider_session_id = $1 FOR UPDATE`, [s.id]);
      if (!link) return 'unknown session: recorded, nothing changed';
      const step = STEPS[link.purpose];
      const paid = s.payment_status === 'paid';
      const amount = s.amount_total ?? link.amountMinor;
      const currency = (s.currency ?? link.currency).toUpperCase();
      // The step rule (rules/payments.ts planOnlinePayment, rules/payment-steps.ts planStep): the link's amount,
      // an accepted booking, its step requested and not yet received.
      const attention = !paid
        ? null
        : !booking
          ? 'Paid for a booking that has since been deleted'
          : booking.status !== 'accepted'
            ? `Paid for a booking that is ${booking.status}, not accepted`
            : amount !== link.amountMinor || currency !== link.currency
              ? `Paid ${formatMinor(amount, currency)} where the invoice asks ${formatMinor(link.amountMinor, link.currency)}`
              : booking[step.received] !== null
                ? `Paid online after "${step.label}" was already ticked`
                : booking[step.requested] === null
                  ? `Paid online although "${step.label.replace('received', 'requested')}" is no longer requested`
                  : null;
      const tick = paid && !attention;
      const [payment] = await q<{ id: number }>(c, 'rw-payment',
        `INSERT INTO payments (link_id, booking_id, member_id, purpose, invoice_number, amount_minor, currency, provider_session_id, provider_payment_id,
                               status, received_at, ticked, attention)
         VALUES ($1, $2, $3, $4, (SELECT invoice_number FROM invoices WHERE booking_id = $2), $5, $6, $7, $8,
                 CASE WHEN $9 THEN 'succeeded' ELSE 'pending' END, CASE WHEN $9 THEN now() END, $10, $11)
         ON CONFLICT (provider_session_id) DO NOTHING RETURNING id`,
        [link.id, link.bookingId, booking?.memberId ?? (Number(s.metadata?.member_id) || null), link.purpose, amount, currency, s.id, s.payment_intent ?? null, paid, tick, attention]);
      await q(c, 'rw-link-complete', `UPDATE payment_links SET status = 'complete', updated_at = now() WHERE id = $1 AND status <> 'complete'`, [link.id]);
      // Another event of this session recorded its payment already: forward only, nothing more to do.
      if (!payment) return 'no change (payment recorded)';
      if (!paid) return 'payment pending';
      const at = new Date();
      if (tick) {
        await q(c, `rw-booking-${link.purpose}`, `UPDATE room_bookings SET ${step.bookingColumn} = $2 WHERE id = $1`, [booking!.id, at]);
        await q(c, `rw-invoice-${link.purpose}`, `UPDATE invoices SET ${step.paid} = true, ${step.paidDate} = $2 WHERE booking_id = $1`, [booking!.id, at]);
      }
      const money = formatMinor(amount, currency);
      const paymentSummary = `Received ${money} (${step.word}) for booking #${link.bookingId}${attention ? `: needs attention — ${attention}` : ''}`;
      const paymentAfter = JSON.stringify({ amountMinor: amount, currency, method: null, providerPaymentId: s.payment_intent ?? null, attention });
      if (tick) {
        const b = booking!;
        const state = (x: BookingRow) => JSON.stringify({ memberId: x.memberId, roomId: x.roomId, startDate: x.startDate, durationMonths: x.durationMonths, status: x.status,
          rejectionReason: x.rejectionReason, reviewedBy: x.reviewedBy, depositRequestedAt: x.depositRequestedAt, depositReceivedAt: x.depositReceivedAt,
          fullPaymentRequestedAt: x.fullPaymentRequestedAt, fullPaymentReceivedAt: x.fullPaymentReceivedAt });
        await q(c, 'rw-audit-two',
          `INSERT INTO audit_log (actor_id, actor_name, action, entity_type, entity_id, summary, before, after)
           VALUES (NULL, $1, $2, 'booking', $3, $4, $5::jsonb, $6::jsonb), (NULL, $1, 'payment.received', 'payment', $7, $8, NULL, $9::jsonb)`,
          [ACTOR, step.action, b.id, `Ticked "${step.label}" on booking #${b.id}`, state(b), state({ ...b, [step.received]: at }), payment.id, paymentSummary, paymentAfter]);
      } else {
        await q(c, 'rw-audit-one', `INSERT INTO audit_log (actor_id, actor_name, action, entity_type, entity_id, summary, after) VALUES (NULL, $1, 'payment.received', 'payment', $2, $3, $4::jsonb)`,
          [ACTOR, payment.id, paymentSummary, paymentAfter]);
      }
      return tick ? `ticked ${step.tick}` : `payment recorded, needs attention: ${attention}`;
    })();
    if (outcome !== 'duplicate') await q(c, 'rw-outcome', `UPDATE payment_events SET outcome = $2 WHERE id = $1`, [event.id, outcome.slice(0, 500)]);
    await c.query('COMMIT');
    return outcome;
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/healthz') return send(res, 200, { status: 'ok' });
  if (req.method !== 'POST' || req.url !== '/webhook') return send(res, 404, { error: 'Not found' });
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks);
    const header = req.headers['stripe-signature'];
    if (!signed(raw, Array.isArray(header) ? header[0] : header)) return send(res, 401, { error: 'Invalid or missing webhook signature' });
    let event: Parameters<typeof apply>[0];
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      return send(res, 401, { error: 'Invalid or missing webhook signature' });
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string') return send(res, 400, { error: 'Not an event' });
    apply(event).then(
      (outcome) => send(res, 200, { received: true, outcome }),
      (err: unknown) => {
        process.stderr.write(`raw webhook: ${err instanceof Error ? err.stack : String(err)}\n`);
        if (!res.headersSent) send(res, 500, { error: 'Internal error' });
      },
    );
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('raw webhook server ready\n'));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
