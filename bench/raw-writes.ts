import http from 'node:http';
import { Pool, types } from 'pg';
import { localDay } from '../rules/today';
import { officeEventSql } from '../api/src/modules/events/concerns.sql';
import { sessionCheck } from './raw-session';

/*
 * The writes benchmark's yardstick (issue 42 item 1, bench/writes.ts): bare node:http + pg making the same rows as the
 * project in one transaction with the same guarantees — the session checked in SQL, the same rule checks (folded into
 * the writing statement where PostgreSQL can decide them), the same triggers and constraints (the RSVP capacity trigger
 * under the event row's lock, the bookings' exclusion constraint and identical-request index), the webhook outbox row
 * and its deliveries, the audit entry, the invoice. Each path is the fewest round trips that keeps those:
 *
 *   POST /rsvp {eventId, status}          1 statement: the event's rule (confirmed, not past, an office event) + upsert
 *                                         + outbox, one CTE (a single statement is its own transaction)
 *   POST /bookings {roomId, startDate, durationMonths, purpose}
 *                                         1 statement: room active, long enough, no identical open request, no accepted
 *                                         overlap, the membership gate's setting; insert + outbox
 *   POST /bookings/:id/accept             BEGIN; booking and room locked, overlap read; update + invoice + outbox + audit;
 *                                         COMMIT
 *   POST /bookings/:id/request-deposit    BEGIN; booking locked; update + invoice + outbox + audit; COMMIT
 *
 * Answers: the written row (the project answers its whole booking / RSVP shape). Refusals: 404 / 409 with a message.
 * Only what the bench sends: an extension's accept (deposit carried over) and a closed membership gate answer 501.
 */

types.setTypeParser(1082, (v) => v); // date stays yyyy-MM-dd, as the project reads it

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'd-office-raw' });
const viewerOf = sessionCheck(pool);

/** An ISO timestamp as JSON writes a Date (UTC, milliseconds). */
const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The outbox row and one delivery per endpoint that wants `type`, for the rows of CTE `src` (payload: a jsonb expression). */
const outbox = (type: string, src: string, payload: string) => `
  wanting AS (SELECT id FROM webhook_endpoints WHERE enabled AND '${type}' = ANY (events)),
  event AS (INSERT INTO webhook_events (type, payload)
            SELECT '${type}', jsonb_build_object('type', '${type}', 'timestamp', ${iso('clock_timestamp()')}, 'data', ${payload})
              FROM ${src} WHERE EXISTS (SELECT 1 FROM wanting) RETURNING id),
  delivery AS (INSERT INTO webhook_deliveries (event_id, endpoint_id) SELECT event.id, wanting.id FROM event, wanting)`;

const RSVP_SQL = `
  WITH e AS (SELECT e.id FROM events e WHERE e.id = $2 AND e.status = 'confirmed' AND e.date >= $4::date AND ${officeEventSql('e')}),
  r AS (INSERT INTO event_rsvps (event_id, member_id, status) SELECT e.id, $1, $3 FROM e
          ON CONFLICT (event_id, member_id) DO UPDATE SET status = EXCLUDED.status, responded_at = now()
        RETURNING id, event_id, member_id, status, responded_at, notes, (xmax = 0) AS created),
  ${outbox('rsvp.changed', 'r', `jsonb_build_object('rsvp', jsonb_build_object('id', r.id, 'eventId', r.event_id, 'memberId', r.member_id,
      'status', r.status, 'respondedAt', ${iso('r.responded_at')}, 'notes', r.notes))`)}
  SELECT id, event_id AS "eventId", status, ${iso('responded_at')} AS "respondedAt", notes, created FROM r`;

/** A booking's columns under the project's property names (the webhook payload's `booking` and the answer). */
const BOOKING_JSON = (b: string) => `jsonb_build_object('id', ${b}.id, 'roomId', ${b}.room_id, 'memberId', ${b}.member_id,
  'startDate', to_char(${b}.start_date, 'YYYY-MM-DD'), 'durationMonths', ${b}.duration_months, 'purpose', ${b}.purpose, 'status', ${b}.status,
  'reviewedBy', ${b}.reviewed_by, 'reviewedAt', ${iso(`${b}.reviewed_at`)}, 'rejectionReason', ${b}.rejection_reason,
  'depositRequestedAt', ${iso(`${b}.deposit_requested_at`)}, 'depositReceivedAt', ${iso(`${b}.deposit_received_at`)},
  'fullPaymentRequestedAt', ${iso(`${b}.full_payment_requested_at`)}, 'fullPaymentReceivedAt', ${iso(`${b}.full_payment_received_at`)},
  'createdAt', ${iso(`${b}.created_at`)}, 'extendsBookingId', ${b}.extends_booking_id, 'depositCarriedOver', ${b}.deposit_carried_over,
  'endDate', to_char(upper(${b}.period) - 1, 'YYYY-MM-DD'))`;

const REQUEST_SQL = `
  WITH room AS (SELECT r.id FROM meeting_rooms r WHERE r.id = $1 AND r.is_active AND r.minimum_booking_months <= $4
                 AND (SELECT o.lapsed_may_request_rooms FROM office_settings o)),
  blocked AS (SELECT 1 FROM room_bookings WHERE room_id = $1
                AND ((member_id = $2 AND start_date = $3::date AND duration_months = $4 AND status IN ('pending', 'accepted'))
                  OR (status = 'accepted' AND period && daterange($3::date, ($3::date + make_interval(months => $4))::date, '[)')))),
  b AS (INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, purpose, status)
        SELECT room.id, $2, $3::date, $4, $5, 'pending' FROM room WHERE NOT EXISTS (SELECT 1 FROM blocked) RETURNING *),
  ${outbox('booking.requested', 'b', `jsonb_build_object('booking', ${BOOKING_JSON('b')})`)}
  SELECT ${BOOKING_JSON('b')}::text AS json FROM b`;

/** The booking locked (then its room: accepts of one room queue there), with what the accept rule reads. */
const LOCK_SQL = `
  SELECT b.id, b.status, b.member_id, b.room_id, to_char(b.start_date, 'YYYY-MM-DD') AS start_date, b.duration_months, b.extends_booking_id,
         b.reviewed_by, b.rejection_reason, b.deposit_carried_over, b.deposit_requested_at, b.deposit_received_at,
         b.full_payment_requested_at, b.full_payment_received_at, r.name AS room_name, r.price_per_month, r.deposit,
         EXISTS (SELECT 1 FROM room_bookings o WHERE o.room_id = b.room_id AND o.status = 'accepted' AND o.id <> b.id AND o.period && b.period) AS overlaps
    FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id WHERE b.id = $1 FOR UPDATE OF b, r`;

const INVOICE_VALUES = `r.price_per_month * b.duration_months, r.deposit, r.price_per_month * b.duration_months + r.deposit, b.member_id,
  r.name || ', ' || to_char(b.start_date, 'Mon FMDD, YYYY') || ' – ' || to_char(upper(b.period) - 1, 'Mon FMDD, YYYY')
    || ' (' || b.duration_months || CASE WHEN b.duration_months = 1 THEN ' month' ELSE ' months' END || ')'`;

const audit = (action: string) => `audit AS (INSERT INTO audit_log (actor_id, actor_name, action, entity_type, entity_id, summary, before, after)
  SELECT $2, (SELECT full_name FROM users WHERE id = $2), '${action}', 'booking', b.id, $4, $5::jsonb, $6::jsonb FROM b)`;

const ACCEPT_SQL = `
  WITH b AS (UPDATE room_bookings SET status = 'accepted', reviewed_by = $2, reviewed_at = $3, rejection_reason = NULL WHERE id = $1 RETURNING *),
  invoice AS (INSERT INTO invoices (booking_id, monthly_amount, deposit_amount, total_amount, member_id, description)
              SELECT b.id, ${INVOICE_VALUES} FROM b JOIN meeting_rooms r ON r.id = b.room_id
              ON CONFLICT (booking_id) DO UPDATE SET (monthly_amount, deposit_amount, total_amount, member_id, description) =
                (EXCLUDED.monthly_amount, EXCLUDED.deposit_amount, EXCLUDED.total_amount, EXCLUDED.member_id, EXCLUDED.description),
                voided_at = NULL, void_reason = NULL, created_at = now()),
  ${audit('booking.accepted')},
  ${outbox('booking.accepted', 'b', `jsonb_build_object('booking', ${BOOKING_JSON('b')})`)}
  SELECT ${BOOKING_JSON('b')}::text AS json FROM b`;

const TICK_SQL = `
  WITH b AS (UPDATE room_bookings SET deposit_requested_at = $3 WHERE id = $1 RETURNING *),
  invoice AS (UPDATE invoices SET deposit_request_sent_at = $3 WHERE booking_id = $1),
  ${audit('booking.deposit_requested')},
  ${outbox('booking.payment_step', 'b', `jsonb_build_object('booking', ${BOOKING_JSON('b')}, 'step', 'DEPOSIT_REQUESTED', 'done', true)`)}
  SELECT ${BOOKING_JSON('b')}::text AS json FROM b`;

type Locked = Record<string, unknown> & { id: number; status: string; member_id: number; room_id: number; overlaps: boolean };

/** What the audit log keeps of a booking (the project's auditState), from a locked row and the change. */
function auditState(b: Locked, change: Record<string, unknown>) {
  const s = {
    memberId: b.member_id,
    roomId: b.room_id,
    startDate: b.start_date,
    durationMonths: b.duration_months,
    status: b.status,
    extendsBookingId: b.extends_booking_id,
    depositCarriedOver: b.deposit_carried_over,
    rejectionReason: b.rejection_reason,
    reviewedBy: b.reviewed_by,
    depositRequestedAt: b.deposit_requested_at,
    depositReceivedAt: b.deposit_received_at,
    fullPaymentRequestedAt: b.full_payment_requested_at,
    fullPaymentReceivedAt: b.full_payment_received_at,
  };
  for (const [k, v] of Object.entries(change)) if (k in s) (s as Record<string, unknown>)[k] = v;
  return JSON.stringify(s);
}

class Refused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** BEGIN, the booking locked, `decide` (throws Refused, or answers the write's values), the write, COMMIT. */
async function transition(id: number, decide: (b: Locked) => unknown[] | null, sql: string): Promise<string> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    try {
      const locked = (await c.query<Locked>({ name: 'raw-lock', text: LOCK_SQL, values: [id] })).rows[0];
      if (!locked) throw new Refused(404, 'Booking request not found');
      const values = decide(locked);
      const json = values ? (await c.query<{ json: string }>({ name: `raw-${sql.length}`, text: sql, values })).rows[0].json : null;
      await c.query('COMMIT');
      return json ?? '{}';
    } catch (err) {
      await c.query('ROLLBACK');
      throw err;
    }
  } finally {
    c.release();
  }
}

function accept(adminId: number, id: number): Promise<string> {
  return transition(id, (b) => {
    if (b.status !== 'pending') throw new Refused(409, 'Only a pending request can be accepted');
    if (b.price_per_month === null || b.deposit === null) throw new Refused(409, 'Set the room price and deposit first');
    if (b.extends_booking_id !== null) throw new Refused(501, 'extensions are not part of the bench');
    if (b.overlaps) throw new Refused(409, 'This room is already booked for part of that period');
    const now = new Date();
    const change = { status: 'accepted', reviewedBy: adminId, reviewedAt: now, rejectionReason: null };
    return [id, adminId, now, `Accepted booking #${id} (${String(b.room_name)})`, auditState(b, {}), auditState(b, change)];
  }, ACCEPT_SQL);
}

function requestDeposit(adminId: number, id: number): Promise<string> {
  return transition(id, (b) => {
    if (b.status !== 'accepted') throw new Refused(409, 'Payment steps need an accepted booking');
    if (b.deposit_requested_at !== null) return null; // already done: nothing changes
    const now = new Date();
    return [id, adminId, now, `Ticked "Deposit requested" on booking #${id}`, auditState(b, {}), auditState(b, { depositRequestedAt: now })];
  }, TICK_SQL);
}

function send(res: http.ServerResponse, status: number, json: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const error = (res: http.ServerResponse, status: number, message: string) => send(res, status, JSON.stringify({ error: message }));

/** A request's JSON body ({} when empty or not an object). */
export function bodyOf(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (text += c));
    req.on('end', () => {
      try {
        const v = (text ? JSON.parse(text) : {}) as unknown;
        resolve(v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });
}

const STATUSES = new Set(['attending', 'not_attending', 'maybe']);
const int = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : null);

/** An answer of a write path: its status and JSON text. */
export interface RawAnswer {
  status: number;
  json: string;
}

/** POST /rsvp (also the raw mix's RSVP, bench/raw-mix.ts): one statement. Errors (the capacity trigger's) are thrown. */
export async function rawRsvp(db: Pool, viewerId: number, body: Record<string, unknown>): Promise<RawAnswer> {
  const eventId = int(body.eventId);
  if (!eventId || typeof body.status !== 'string' || !STATUSES.has(body.status)) return { status: 400, json: JSON.stringify({ error: 'Please choose attending, not_attending or maybe' }) };
  const { rows } = await db.query({ name: 'raw-rsvp', text: RSVP_SQL, values: [viewerId, eventId, body.status, localDay()] });
  if (!rows[0]) return { status: 404, json: JSON.stringify({ error: 'Event not found' }) };
  const { created, ...rsvp } = rows[0] as { created: boolean };
  return { status: created ? 201 : 200, json: JSON.stringify(rsvp) };
}

/** POST /bookings (also the raw mix's booking request): one statement. */
export async function rawBookingRequest(db: Pool, viewerId: number, body: Record<string, unknown>): Promise<RawAnswer> {
  const roomId = int(body.roomId);
  const months = int(body.durationMonths);
  const start = typeof body.startDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.startDate) ? body.startDate : null;
  if (!roomId || !months || !start || start < localDay()) return { status: 400, json: JSON.stringify({ error: 'Please check the request' }) };
  const { rows } = await db.query<{ json: string }>({
    name: 'raw-request',
    text: REQUEST_SQL,
    values: [roomId, viewerId, start, months, typeof body.purpose === 'string' ? body.purpose : null],
  });
  return rows[0] ? { status: 201, json: rows[0].json } : { status: 409, json: JSON.stringify({ error: 'This request cannot be taken' }) };
}

/** The capacity trigger's refusal as the raw servers answer it; other constraints by name. Null: not a refusal. */
export function rawRefusal(err: unknown): RawAnswer | null {
  const e = err as { constraint?: string };
  if (e.constraint === 'event_rsvps_capacity') return { status: 409, json: JSON.stringify({ error: 'This event is full' }) };
  if (e.constraint) return { status: 409, json: JSON.stringify({ error: e.constraint }) };
  return null;
}

// Imported by bench/raw-server.ts for the paths above: the server runs only when this file is run.
if (require.main === module) serve();

function serve(): void {
  const server = http.createServer((req, res) => {
    if (req.url === '/healthz') return send(res, 200, '{"status":"ok"}');
    void (async () => {
      const [body, viewer] = await Promise.all([req.method === 'POST' ? bodyOf(req) : Promise.resolve({} as Record<string, unknown>), viewerOf(req)]);
      if (!viewer) return error(res, 401, 'Authentication required');
      const path = req.url ?? '/';
      if (path === '/rsvp' || path === '/bookings') {
        const a = await (path === '/rsvp' ? rawRsvp : rawBookingRequest)(pool, viewer.id, body);
        return send(res, a.status, a.json);
      }
      const m = /^\/bookings\/(\d+)\/(accept|request-deposit)$/.exec(path);
      if (m) {
        if (!viewer.isAdmin) return error(res, 403, 'Access denied');
        return send(res, 200, await (m[2] === 'accept' ? accept : requestDeposit)(viewer.id, Number(m[1])));
      }
      return error(res, 404, 'Not found');
    })().catch((err: unknown) => {
      if (res.headersSent) return;
      if (err instanceof Refused) return error(res, err.status, err.message);
      const refused = rawRefusal(err);
      if (refused) return send(res, refused.status, refused.json);
      process.stderr.write(`raw writes: ${err instanceof Error ? err.stack : String(err)}\n`);
      error(res, 500, 'Internal error');
    });
  });

  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('raw writes ready\n'));
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.end().then(() => process.exit(0));
  });
}
