import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Pool, types } from 'pg';
import { LITERAL_LIMITS } from '../api/src/speed/db/prepared';
import { localDay, localMinute } from '../rules/today';
import { officeEventSql } from '../api/src/modules/events/concerns.sql';
import { sessionCheck, type Viewer } from './raw-session';
import { NotInBench, rawMix } from './raw-mix';
import { bodyOf, rawBookingRequest, rawRefusal, rawRsvp } from './raw-writes';

/*
 * The benchmark's yardstick: bare node:http + pg doing the same real work as the project for
 * the same viewer — the session cookie's JWT (HS256) verified, the session and its user checked
 * in SQL on every request (revoked or expired sessions refused), then the answer from ONE
 * prepared statement per list. No framework, no ORM, no GraphQL: what is left is the floor a
 * Node process on this machine can reach for these answers. Run by bench/run.ts in its own
 * process: DATABASE_URL, PORT and JWT_SECRET as the project's server gets them.
 *
 *   GET /healthz                         {"status":"ok"} (a bare node:http answer)
 *   GET /events?limit=N                  {"data":{"events":[…]}}: the fields the GraphQL case asks, ids as GraphQL's strings
 *   GET /events?limit=N&shape=rest       the project's whole REST event shape (EventDto), key for key: also the
 *                                        team fields (team joined) and the waiting list's count and the viewer's place
 *   GET /calendar?from=&to=              {"data":{"calendar":{…}}}: events in the range + accepted booking days
 *   GET /admin/bookings?limit=N          {"data":{"roomBookings":[…]}}: bookings with room, member and invoice (admins only)
 *   GET /dashboard                       the dashboard's page (bench/mix.ts): the web build's prerendered dashboard.html
 *                                        with the same reads as the project's page in it (the viewer, the inbox's unread
 *                                        count, the next 10 events not yet ended with the card's fields, the 3 newest
 *                                        announcements), byte for byte the project's (bench/mix.ts compares them)
 *   GET /mix/…                           the twins of the mix's client documents (bench/raw-mix.ts)
 *   POST /rsvp, POST /bookings           the mix's writes: bench/raw-writes.ts's paths, on this server's pool
 *
 * Each answer is the project's, byte for byte (bench/run.ts compares the bodies before timing), made the fastest honest
 * way (issue 42 item 7): timestamps and ids formatted by PostgreSQL (no Date made and stringified), one flat object
 * literal per row, stringified once.
 */

types.setTypeParser(1082, (v) => v); // date stays yyyy-MM-dd, as the project reads it

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'd-office-raw' });

/**
 * A list's statement with its LIMIT (the last parameter) written in for the usual page sizes, as the project does
 * (api/src/speed/db/prepared firstPageLimit): for `LIMIT $n` PostgreSQL re-plans the statement on every run.
 */
const limitedTexts = new Map<string, string>();
function limited(q: { name: string; text: string; values: unknown[] }): { name: string; text: string; values: unknown[] } {
  const limit = q.values[q.values.length - 1] as number;
  if (!LITERAL_LIMITS.has(limit)) return q;
  const name = `${q.name}-limit${limit}`;
  let text = limitedTexts.get(name);
  if (text === undefined) {
    const param = `LIMIT $${q.values.length}`;
    if (!q.text.trimEnd().endsWith(param)) throw new Error(`${q.name}: the limit is not the last parameter`);
    text = `${q.text.trimEnd().slice(0, -param.length)}LIMIT ${limit}`;
    limitedTexts.set(name, text);
  }
  return { name, text, values: q.values.slice(0, -1) };
}

const viewerOf = sessionCheck(pool);

/**
 * A timestamp as the project's JSON has it (Date#toJSON: UTC, milliseconds), written by PostgreSQL: no Date object is
 * made for it here, and none is stringified (issue 42 item 7: the fastest honest raw answer).
 */
const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An event's columns with its attendee count and the viewer's ($1) RSVP: the REST shape reads them all. The count is
 * the events' attending_count column, which PostgreSQL keeps (the project's migration EventAttendingCount): the same
 * read as the project's, so the ratios measure what each process does with the same rows.
 */
const EVENT_COLUMNS = `e.id, e.title, e.type, e.date, to_char(e.start_time, 'HH24:MI') AS "startTime", to_char(e.end_time, 'HH24:MI') AS "endTime",
         e.location, e.location_detail AS "locationDetail", e.description, e.max_attendees AS "maxAttendees", e.status,
         e.created_by AS "createdBy", ${iso('e.created_at')} AS "createdAt",
         e.attending_count AS "attendeeCount",
         m.status AS rsvp_status, ${iso('m.responded_at')} AS rsvp_at`;

/**
 * The GraphQL cases' event statements read what their queries' fields need, no more (as the project does): the
 * events list `id title type date startTime location maxAttendees attendeeCount currentUserRsvp { status respondedAt }`,
 * the calendar `id title type date startTime attendeeCount currentUserRsvp { status }`. Members: confirmed events from
 * today on (spec §4); admins: all. One statement per role (and with/without a range), so each is planned for what it
 * filters on: with the role as a parameter, PostgreSQL's generic plan after five runs may not be.
 */
const LIST_COLUMNS = `e.id::text AS id, e.title, e.type, e.date, to_char(e.start_time, 'HH24:MI') AS "startTime", e.location,
         e.max_attendees AS "maxAttendees",
         e.attending_count AS "attendeeCount",
         m.status AS rsvp_status, ${iso('m.responded_at')} AS rsvp_at`;
const CALENDAR_COLUMNS = `e.id::text AS id, e.title, e.type, e.date, to_char(e.start_time, 'HH24:MI') AS "startTime",
         e.attending_count AS "attendeeCount",
         m.status AS rsvp_status`;
/**
 * $1 viewer, then for members $2 today; a range adds the next two parameters; the list ends with its limit. Members
 * (the bench's are no parents) see the office's events only, as the project decides (rules/events.ts#concerns).
 */
function eventsSql(columns: string, admin: boolean, range: boolean): string {
  const where = admin ? [] : [`e.status = 'confirmed'`, `e.date >= $2::date`, officeEventSql('e')];
  const n = admin ? 2 : 3;
  if (range) where.push(`e.date >= $${n}::date`, `e.date <= $${n + 1}::date`);
  return `SELECT ${columns}
    FROM events e
    LEFT JOIN event_rsvps m ON m.event_id = e.id AND m.member_id = $1
   ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
   ORDER BY e.date, e.start_time, e.id${range ? '' : `\n   LIMIT $${n}`}`;
}
const LIST_SQL = { member: eventsSql(LIST_COLUMNS, false, false), admin: eventsSql(LIST_COLUMNS, true, false) };
const CALENDAR_SQL = { member: eventsSql(CALENDAR_COLUMNS, false, true), admin: eventsSql(CALENDAR_COLUMNS, true, true) };

/**
 * The whole REST event shape (the project's EventDto): the columns above plus the team fields (team
 * joined for its name) and the waiting list's count and the viewer's place. One statement for members
 * ($2 = today) and one for admins, each planned for what it filters on.
 */
const restEventsSql = (admin: boolean) => `
  SELECT ${EVENT_COLUMNS},
         e.team_id AS "teamId", t.name AS team_name, e.teams_involved AS "teamsInvolved", e.relevance_type AS "relevanceType",
         e.age_group_relevance AS "ageGroupRelevance",
         (SELECT count(*)::int FROM event_waitlist w WHERE w.event_id = e.id AND w.promoted_at IS NULL) AS "waitlistCount",
         (SELECT count(*)::int FROM event_waitlist w WHERE w.event_id = e.id AND w.promoted_at IS NULL
             AND w.id <= (SELECT q.id FROM event_waitlist q WHERE q.event_id = e.id AND q.member_id = $1 AND q.promoted_at IS NULL)) AS waitlist_place
    FROM events e
    LEFT JOIN event_rsvps m ON m.event_id = e.id AND m.member_id = $1
    LEFT JOIN teams t ON t.id = e.team_id
   ${admin ? '' : `WHERE e.status = 'confirmed' AND e.date >= $2::date AND ${officeEventSql('e')}`}
   ORDER BY e.date, e.start_time, e.id
   LIMIT $${admin ? 2 : 3}`;
const REST_EVENTS_SQL = { member: restEventsSql(false), admin: restEventsSql(true) };

type EventRow = Record<string, unknown> & { rsvp_status: string | null; rsvp_at: string | null };
type RestEventRow = EventRow & { teamId: number | null; team_name: string | null; teamsInvolved: number[]; relevanceType: string | null;
  ageGroupRelevance: string | null; waitlistCount: number; waitlist_place: number };

/** The viewer's variant of an eventsSql statement: $1 the viewer, for members $2 today, then `rest`, then the list's limit. */
async function roleRows(v: Viewer, name: string, sql: Record<'member' | 'admin', string>, rest: unknown[], limit?: number): Promise<EventRow[]> {
  const role = v.isAdmin ? 'admin' : 'member';
  const values = v.isAdmin ? [v.id, ...rest] : [v.id, localDay(), ...rest];
  const q = { name: `${name}-${role}`, text: sql[role], values };
  return (await pool.query<EventRow>(limit === undefined ? q : limited({ ...q, values: [...values, limit] }))).rows;
}

/** The GraphQL events list, key for key as the query asks, in GraphQL's envelope (ids as strings, as GraphQL's ID). */
async function events(v: Viewer, limit: number) {
  const rows = await roleRows(v, 'raw-events', LIST_SQL, [], limit);
  return { data: { events: rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    date: r.date,
    startTime: r.startTime,
    location: r.location,
    maxAttendees: r.maxAttendees,
    attendeeCount: r.attendeeCount,
    currentUserRsvp: r.rsvp_status ? { status: r.rsvp_status, respondedAt: r.rsvp_at } : null,
  })) } };
}

/** The calendar's events in a range of days, key for key as the query asks. */
async function calendarEvents(v: Viewer, from: string, to: string) {
  const rows = await roleRows(v, 'raw-calendar-events', CALENDAR_SQL, [from, to]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    date: r.date,
    startTime: r.startTime,
    attendeeCount: r.attendeeCount,
    currentUserRsvp: r.rsvp_status ? { status: r.rsvp_status } : null,
  }));
}

/** The REST list: every field of the project's EventDto, in its key order. */
async function restEvents(v: Viewer, limit: number) {
  const { rows } = await pool.query<RestEventRow>(
    limited(
      v.isAdmin
        ? { name: 'raw-events-rest-admin', text: REST_EVENTS_SQL.admin, values: [v.id, limit] }
        : { name: 'raw-events-rest-member', text: REST_EVENTS_SQL.member, values: [v.id, localDay(), limit] },
    ),
  );
  // One flat object literal per event, every key of EventDto in its order (Object.assign onto another object made
  // each row twice and left it in a slower shape).
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime,
    location: r.location,
    locationDetail: r.locationDetail,
    description: r.description,
    maxAttendees: r.maxAttendees,
    status: r.status,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    attendeeCount: r.attendeeCount,
    currentUserRsvp: r.rsvp_status ? { status: r.rsvp_status, respondedAt: r.rsvp_at } : null,
    teamId: r.teamId,
    team: r.teamId === null ? null : { id: r.teamId, name: r.team_name },
    teamsInvolved: r.teamsInvolved,
    relevanceType: r.relevanceType,
    ageGroupRelevance: r.ageGroupRelevance,
    waitlistCount: r.waitlistCount,
    waitlistPosition: r.waitlist_place > 0 ? r.waitlist_place : null,
  }));
}

/** Every day of every accepted booking in the range, as the project's calendar expands them, key for key as the query asks. */
async function bookingDays(from: string, to: string) {
  const { rows } = await pool.query({
    name: 'raw-booking-days',
    text: `SELECT b.id::text AS id, to_char(d, 'YYYY-MM-DD') AS date, r.name AS room_name, r.capacity AS room_capacity, u.full_name AS member_full_name
             FROM room_bookings b
             JOIN meeting_rooms r ON r.id = b.room_id
             JOIN users u ON u.id = b.member_id
            CROSS JOIN LATERAL generate_series(greatest(lower(b.period), $1::date)::timestamp,
                                               least(upper(b.period) - 1, $2::date)::timestamp, interval '1 day') AS d
            WHERE b.status = 'accepted' AND b.period && daterange($1::date, $2::date, '[]')
            ORDER BY d, r.name, b.id`,
    values: [from, to],
  });
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    status: 'confirmed',
    room: { name: r.room_name, capacity: r.room_capacity },
    member: { fullName: r.member_full_name },
  }));
}

async function roomBookings(limit: number) {
  const { rows } = await pool.query(limited({
    name: 'raw-room-bookings',
    text: `SELECT b.id::text AS id, b.status, b.start_date AS "startDate", b.duration_months AS "durationMonths",
                  json_build_object('id', r.id::text, 'name', r.name, 'pricePerMonth', r.price_per_month::text, 'deposit', r.deposit::text) AS room,
                  json_build_object('id', u.id::text, 'fullName', u.full_name, 'email', u.email) AS member,
                  CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('invoiceNumber', i.invoice_number, 'totalAmount', i.total_amount::text,
                       'depositPaid', i.deposit_paid, 'paidInFull', i.paid_in_full) END AS invoice
             FROM room_bookings b
             JOIN meeting_rooms r ON r.id = b.room_id
             JOIN users u ON u.id = b.member_id
             LEFT JOIN invoices i ON i.booking_id = b.id
            ORDER BY b.created_at DESC, b.id DESC
            LIMIT $1`,
    values: [limit],
  }));
  return { data: { roomBookings: rows } };
}

/** The web build's prerendered dashboard page, read once (bench/mix.ts's raw dashboard loads). */
let dashboardHtml: string | undefined;
const DASHBOARD_SQL = {
  me: `SELECT id::text AS id, username, email, full_name AS "fullName", is_admin AS "isAdmin", is_parent AS "isParent", language FROM users WHERE id = $1`,
  unread: `SELECT count(*)::int AS n FROM notification_deliveries WHERE recipient_id = $1 AND channel = 'inbox' AND status = 'sent' AND read_at IS NULL`,
  // The dashboard's events: those not yet ended ($3, the office's minute now: rules/events.ts#hasEnded), as the page's
  // query asks (notEnded), with the viewer's place on each waiting list.
  events: `SELECT e.id::text AS id, e.title, e.type, e.date, e.status, to_char(e.start_time, 'HH24:MI') AS "startTime",
                  to_char(e.end_time, 'HH24:MI') AS "endTime", e.location, e.location_detail AS "locationDetail", e.max_attendees AS "maxAttendees",
                  e.attending_count AS "attendeeCount", m.status AS rsvp_status, ${iso('m.responded_at')} AS rsvp_at,
                  (SELECT count(*)::int FROM event_waitlist w WHERE w.event_id = e.id AND w.promoted_at IS NULL) AS "waitlistCount",
                  (SELECT count(*)::int FROM event_waitlist w WHERE w.event_id = e.id AND w.promoted_at IS NULL
                      AND w.id <= (SELECT q.id FROM event_waitlist q WHERE q.event_id = e.id AND q.member_id = $1 AND q.promoted_at IS NULL)) AS waitlist_place
             FROM events e LEFT JOIN event_rsvps m ON m.event_id = e.id AND m.member_id = $1
            WHERE e.status = 'confirmed' AND e.date >= $2::date AND (e.date > $2::date OR COALESCE(e.end_time, e.start_time) >= $3::time)
              AND ${officeEventSql('e')}
            ORDER BY e.date, e.start_time, e.id LIMIT 10`,
  announcements: `SELECT a.id::text AS id, a.title, a.content, ${iso('a.created_at')} AS "createdAt",
                         json_build_object('id', u.id::text, 'fullName', u.full_name, '__typename', 'Person') AS author,
                         CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id::text, 'name', t.name, '__typename', 'Team') END AS team,
                         CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id::text, 'name', l.name, '__typename', 'League') END AS league
                    FROM announcements a LEFT JOIN users u ON u.id = a.author_id LEFT JOIN teams t ON t.id = a.team_id LEFT JOIN leagues l ON l.id = a.league_id
                   ORDER BY a.created_at DESC, a.id DESC LIMIT 3`,
};

/** The dashboard's page with its answers in it, as the project's first page carries them (api/src/speed/first-page). */
async function dashboardPage(v: Viewer): Promise<string> {
  dashboardHtml ??= fs.readFileSync(path.join(process.env.WEB_DIST ?? path.join(__dirname, '../web/dist'), 'prerendered/dashboard.html'), 'utf8');
  const [me, unread, events, announcements] = await Promise.all([
    pool.query({ name: 'raw-dash-me', text: DASHBOARD_SQL.me, values: [v.id] }),
    pool.query({ name: 'raw-dash-unread', text: DASHBOARD_SQL.unread, values: [v.id] }),
    pool.query<EventRow & { waitlistCount: number; waitlist_place: number }>({ name: 'raw-dash-events', text: DASHBOARD_SQL.events, values: [v.id, localDay(), localMinute()] }),
    pool.query({ name: 'raw-dash-announcements', text: DASHBOARD_SQL.announcements }),
  ]);
  const safe = (x: unknown) => JSON.stringify(x).replace(/</g, '\\u003c');
  const others = {
    InboxUnreadCount: { unreadNotificationCount: unread.rows[0].n },
    DashboardUpcomingEvents: { events: events.rows.map((r) => ({
      id: r.id, title: r.title, type: r.type, date: r.date, status: r.status, startTime: r.startTime, endTime: r.endTime, location: r.location,
      locationDetail: r.locationDetail, maxAttendees: r.maxAttendees, attendeeCount: r.attendeeCount,
      currentUserRsvp: r.rsvp_status ? { status: r.rsvp_status, respondedAt: r.rsvp_at, __typename: 'Rsvp' } : null,
      waitlistCount: r.waitlistCount, waitlistPosition: r.waitlist_place > 0 ? r.waitlist_place : null, __typename: 'Event',
    })) },
    DashboardAnnouncements: { announcements: announcements.rows.map((r) => ({ ...r, __typename: 'Announcement' })) },
  };
  const block = `<script type="application/json" id="session-answer">${safe({ me: { ...me.rows[0], __typename: 'User' } })}</script>` +
    `<script type="application/json" id="page-answers">${safe(others)}</script>`;
  const at = dashboardHtml.indexOf('</head>');
  return dashboardHtml.slice(0, at) + block + dashboardHtml.slice(at);
}

/** `gql`: a GraphQL-shaped answer, which Apollo ends with a newline (the same bytes). */
function send(res: http.ServerResponse, status: number, body: unknown, gql = false): void {
  const json = gql ? `${JSON.stringify(body)}\n` : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

/** JSON text made elsewhere (the writes' answers). */
function sendJson(res: http.ServerResponse, status: number, json: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const mix = rawMix(pool);

const limitOf = (q: URLSearchParams, fallback: number) => Math.min(Math.max(Number(q.get('limit') ?? fallback) || fallback, 1), 1000);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://raw');
  if (url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
  void (async () => {
    const viewer = await viewerOf(req);
    if (!viewer) return send(res, 401, { error: 'Authentication required' });
    const q = url.searchParams;
    switch (url.pathname) {
      case '/events':
        return q.get('shape') === 'rest' ? send(res, 200, await restEvents(viewer, limitOf(q, 100))) : send(res, 200, await events(viewer, limitOf(q, 100)), true);
      case '/calendar': {
        const from = q.get('from') ?? '';
        const to = q.get('to') ?? '';
        const [ev, days] = await Promise.all([calendarEvents(viewer, from, to), bookingDays(from, to)]);
        return send(res, 200, { data: { calendar: { events: ev, bookings: days } } }, true);
      }
      case '/dashboard': {
        const html = await dashboardPage(viewer);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'cache-control': 'private, no-cache' });
        return res.end(html);
      }
      // The morning's mix (bench/mix.ts): its writes (bench/raw-writes.ts's paths) and the client documents' twins.
      case '/rsvp':
      case '/bookings': {
        if (req.method !== 'POST') return send(res, 404, { error: 'Not found' });
        const a = await (url.pathname === '/rsvp' ? rawRsvp : rawBookingRequest)(pool, viewer.id, await bodyOf(req));
        return sendJson(res, a.status, a.json);
      }
      case '/mix/events':
        return send(res, 200, await mix.events(viewer), true);
      case '/mix/calendar':
        return send(res, 200, await mix.calendar(viewer, q.get('from') ?? '', q.get('to') ?? ''), true);
      case '/mix/my-bookings':
        return send(res, 200, await mix.myBookings(viewer), true);
      case '/mix/users':
        if (!viewer.isAdmin) return send(res, 403, { error: 'Access denied' });
        return send(res, 200, await mix.users(), true);
      case '/mix/admin-bookings':
        if (!viewer.isAdmin) return send(res, 403, { error: 'Access denied' });
        return send(res, 200, await mix.adminBookings(), true);
      case '/mix/insights':
        if (!viewer.isAdmin) return send(res, 403, { error: 'Access denied' });
        return send(res, 200, await mix.insights(q.get('months')), true);
      case '/admin/bookings':
        if (!viewer.isAdmin) return send(res, 403, { error: 'Access denied' });
        return send(res, 200, await roomBookings(limitOf(q, 100)), true);
      default:
        return send(res, 404, { error: 'Not found' });
    }
  })().catch((err: unknown) => {
    if (res.headersSent) return;
    if (err instanceof NotInBench) return send(res, 501, { error: err.message });
    const refused = rawRefusal(err);
    if (refused) return sendJson(res, refused.status, refused.json);
    process.stderr.write(`raw server: ${err instanceof Error ? err.stack : String(err)}\n`);
    send(res, 500, { error: 'Internal error' });
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('raw server ready\n'));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
