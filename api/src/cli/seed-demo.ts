import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../core/auth/viewer';
import { AppError } from '../core/errors';
import { loadConfig } from '../core/config';
import { openDatabase } from '../database';
import { createLogger } from '../core/logger';
import { PAYMENT_STEPS } from '../../../rules/payment-steps';
import { localDay } from '../../../rules/today';
import { createServices, type Services } from '../services';
import {
  BOOKING_STATES,
  DEMO_ADMIN,
  DEMO_ANNOUNCEMENTS,
  DEMO_BOOKINGS,
  DEMO_CHILDREN,
  DEMO_PARENT,
  DEMO_TEAM_EVENTS,
  DEMO_EVENTS,
  DEMO_EXTENSIONS,
  DEMO_HISTORY_DAYS,
  DEMO_PAST_BOOKINGS,
  DEMO_PAYMENTS,
  DEMO_PAST_EVENTS,
  DEMO_MEMBERSHIPS,
  DEMO_PLANS,
  DEMO_LEAGUES,
  DEMO_MEMBER_PASSWORD,
  DEMO_MEMBERS,
  DEMO_ROOMS,
  DEMO_TEAMS,
  STEPS_TICKED,
  eventFields,
  type DemoBooking,
  type DemoBookingState,
  type DemoExtension,
  type DemoPastBooking,
  type DemoPayment,
} from '../../../sample/world';
import { PURPOSE_STEPS } from '../../../rules/payments';
import { addDays as addDaysTo, addMonths as addMonthsTo } from '../../../rules/memberships';
import { ONLINE_PAYMENT } from '../modules/payments/payments.webhook';
import { InvoicesRepository } from '../modules/bookings/invoices.repository';

export interface SeedSummary {
  /** What each kind holds after the run, and how many of those this run created. */
  counts: Record<
    'users' | 'rooms' | 'bookings' | 'payments' | 'events' | 'rsvps' | 'waitlist' | 'leagues' | 'teams' | 'children' | 'announcements' | 'plans' | 'memberships',
    { total: number; created: number }
  >;
  adminCreated: boolean;
  /** Items the rules refused because of data added since (e.g. a room now taken): left out, named here. */
  skipped: string[];
}

const day = localDay;
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** The first day of the month `n` months after next month's first (local time, like the services' "today"). */
const monthStart = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth() + 1 + n, 1);

/** Seeds hold this lock, so two runs at once cannot both find a name missing and insert it twice. */
const SEED_LOCK = 724_242_001;

/**
 * Fills the demo set through the services (so every rule holds: invoices, order of payment
 * steps, capacity, creator and author ids), with SQL only where no service exists (leagues,
 * teams, profile extras, past RSVPs, back-dating). Idempotent: every item is keyed on a
 * natural key and left alone when it exists, so a second run creates nothing.
 */
export async function seedDemo(ds: DataSource, services: Services, opts: { now?: Date; directUrl?: string } = {}): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  // A session's lock, so on its own direct connection (DATABASE_DIRECT_URL): behind a pooler in transaction mode the
  // pooled URL's lock and unlock could land on two server connections, leaving the lock held on one of them.
  const lock = new Client({ connectionString: opts.directUrl ?? (ds.options as { url: string }).url, application_name: 'd-office-seed' });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock($1)`, [SEED_LOCK]);
    return await seedLocked(ds, services, now);
  } finally {
    // Ending the session releases the lock.
    await lock.end().catch(() => undefined);
  }
}

async function seedLocked(ds: DataSource, services: Services, at: Date): Promise<SeedSummary> {
  // Days count from the office's today (the services' "today"), at local midnight for the date arithmetic below.
  const [y, m, d] = services.clock.wallClock(at).slice(0, 10).split('-').map(Number) as [number, number, number];
  const now = new Date(y, m - 1, d, at.getHours(), at.getMinutes(), at.getSeconds(), at.getMilliseconds());
  const created = { users: 0, rooms: 0, bookings: 0, payments: 0, events: 0, rsvps: 0, waitlist: 0, leagues: 0, teams: 0, children: 0, announcements: 0, plans: 0, memberships: 0 };
  const skipped: string[] = [];
  /** A rule refusing one demo item (a full event, a room taken meanwhile) skips that item, not the whole seed. */
  const orSkip = async (what: string, work: () => Promise<unknown>): Promise<boolean> => {
    try {
      await work();
      return true;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      skipped.push(`${what}: ${err.message}`);
      return false;
    }
  };
  const one = async <T>(sql: string, params: unknown[]): Promise<T | undefined> => ((await ds.query(sql, params)) as T[])[0];
  /** Accounts and rooms this run makes are dated back to the club's opening, so a year of history fits them. */
  const opened = new Date(at.getTime() - DEMO_HISTORY_DAYS * 86_400_000).toISOString();
  const backDate = (table: 'users' | 'meeting_rooms', id: number) =>
    ds.query(`UPDATE ${table} SET ${table === 'users' ? 'joined_at' : 'created_at'} = $2 WHERE id = $1`, [id, opened]);

  // ---- people
  const adminResult = await services.users.ensureAdmin(DEMO_ADMIN);
  if (adminResult.created) {
    created.users++;
    await backDate('users', Number(adminResult.user.id));
  }
  const admin: Viewer = { id: Number(adminResult.user.id), isAdmin: true, sessionId: 'seed-demo' };

  const memberIds = new Map<string, number>();
  for (const m of DEMO_MEMBERS) {
    const found = await one<{ id: number }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [m.email]);
    if (found) {
      memberIds.set(m.key, found.id);
      continue;
    }
    const user = await services.users.create(admin, {
      username: m.email,
      email: m.email,
      password: DEMO_MEMBER_PASSWORD,
      fullName: m.fullName,
      isAdmin: false,
    });
    // The admin form has no profile fields; members fill these in themselves, so SQL stands in.
    await ds.query(`UPDATE users SET phone = $2, membership_number = $3, role = $4, bio = $5 WHERE id = $1`, [
      user.id,
      m.phone,
      m.membershipNumber,
      m.role,
      m.bio,
    ]);
    memberIds.set(m.key, Number(user.id));
    await backDate('users', Number(user.id));
    created.users++;
  }
  const memberViewer = (key: string): Viewer => {
    const id = memberIds.get(key);
    if (!id) throw new Error(`demo data names an unknown member: ${key}`);
    return { id, isAdmin: false, sessionId: 'seed-demo' };
  };

  // ---- rooms
  const roomIds = new Map<string, number>();
  for (const r of DEMO_ROOMS) {
    const found = await one<{ id: number }>(`SELECT id FROM meeting_rooms WHERE name = $1 ORDER BY id LIMIT 1`, [r.name]);
    if (found) {
      roomIds.set(r.name, found.id);
      continue;
    }
    const room = await services.rooms.create(admin, r);
    await backDate('meeting_rooms', room.id);
    roomIds.set(r.name, room.id);
    created.rooms++;
  }

  // ---- bookings: requested by the member, then taken through the workflow by the admin
  for (const b of DEMO_BOOKINGS) {
    const memberId = memberViewer(b.member).id;
    const found = await one<{ id: number }>(`SELECT id FROM room_bookings WHERE member_id = $1 AND purpose = $2 LIMIT 1`, [
      memberId,
      b.purpose,
    ]);
    if (found) continue;
    if (await orSkip(`booking "${b.purpose}"`, () => createBooking(ds, services, admin, memberViewer(b.member), roomIds, b, now))) {
      created.bookings++;
    }
  }

  // ---- money paid online for some of them, as the provider reported it (its references are made up: cs_demo_…)
  for (const p of DEMO_PAYMENTS) {
    if (await one(`SELECT 1 FROM payments WHERE provider_session_id = $1`, [`cs_demo_${p.key}`])) continue;
    const booking = await one<{ id: number; member_id: number }>(`SELECT id, member_id FROM room_bookings WHERE purpose = $1 AND status = 'accepted' LIMIT 1`, [p.booking]);
    if (!booking) {
      skipped.push(`payment "${p.key}": its booking "${p.booking}" is not accepted`);
      continue;
    }
    await createPayment(ds, booking, p, now);
    created.payments++;
  }

  // ---- a year of finished bookings (no service takes a past start date, so SQL writes the history)
  for (const b of DEMO_PAST_BOOKINGS) {
    const memberId = memberViewer(b.member).id;
    if (await one(`SELECT 1 FROM room_bookings WHERE member_id = $1 AND purpose = $2`, [memberId, b.purpose])) continue;
    if (await orSkipSql(`booking "${b.purpose}"`, skipped, () => createPastBooking(ds, admin, memberId, roomIds, b, now))) created.bookings++;
  }

  // ---- extensions (issue 36): each continues the latest booking of its chain; a chain already that long is left alone
  const chainLength = new Map<string, number>();
  for (const e of DEMO_EXTENSIONS) {
    const n = (chainLength.get(e.of) ?? 0) + 1;
    chainLength.set(e.of, n);
    const chain = await chainOf(ds, e.of);
    if (!chain.length || chain.length > n) continue;
    if (await orSkip(`extension of "${e.of}"`, () => createExtension(ds, services, admin, chain.at(-1)!, e))) created.bookings++;
  }

  // ---- events and RSVPs
  const today = day(now);
  for (const e of [...DEMO_EVENTS, ...DEMO_PAST_EVENTS]) {
    let eventId = (await one<{ id: number }>(`SELECT id FROM events WHERE title = $1 ORDER BY id LIMIT 1`, [e.title]))?.id;
    if (!eventId) {
      // No service dates a new event in the past (rules/events.ts#eventDateRefusal): past ones are made today, then moved back.
      const date = day(addDays(now, e.inDays));
      const event = await services.events.create(admin, { ...eventFields(e), date: date < today ? today : date });
      eventId = event.id;
      if (date < today) await ds.query(`UPDATE events SET date = $2 WHERE id = $1`, [eventId, date]);
      created.events++;
    }
    const [{ date }] = (await ds.query(`SELECT to_char(date, 'YYYY-MM-DD') AS date FROM events WHERE id = $1`, [eventId])) as {
      date: string;
    }[];
    for (const [key, status] of Object.entries(e.rsvps)) {
      const member = memberViewer(key);
      const answered = await one(`SELECT 1 FROM event_rsvps WHERE event_id = $1 AND member_id = $2`, [eventId, member.id]);
      if (answered) continue;
      if (date >= today) {
        if (!(await orSkip(`RSVP of ${key} to "${e.title}"`, () => services.rsvps.respond(member, eventId, status)))) continue;
      } else {
        // The service (rightly) refuses answers to past events; history is written directly,
        // dated two days before the event. The capacity trigger still checks it.
        await ds.query(
          `INSERT INTO event_rsvps (event_id, member_id, status, responded_at)
           VALUES ($1, $2, $3, ($4::date - 2) + time '12:00')
           ON CONFLICT (event_id, member_id) DO NOTHING`,
          [eventId, member.id, status, date],
        );
      }
      created.rsvps++;
    }
    for (const key of e.waitlist ?? []) {
      const member = memberViewer(key);
      if (await one(`SELECT 1 FROM event_waitlist WHERE event_id = $1 AND member_id = $2`, [eventId, member.id])) continue;
      if (await orSkip(`waiting place of ${key} at "${e.title}"`, () => services.waitlist.join(member, eventId))) created.waitlist++;
    }
  }

  // ---- junior section: leagues, teams, the sample parent, children with rosters, team events
  const leagueIds = new Map<string, number>();
  for (const l of DEMO_LEAGUES) {
    let id = (await one<{ id: number }>(`SELECT id FROM leagues WHERE name = $1 ORDER BY id LIMIT 1`, [l.name]))?.id;
    if (!id) {
      id = (await services.teams.createLeague(admin, l)).id;
      created.leagues++;
    }
    leagueIds.set(l.name, id);
  }
  const teamIds = new Map<string, number>();
  for (const t of DEMO_TEAMS) {
    let id = (await one<{ id: number }>(`SELECT id FROM teams WHERE name = $1 ORDER BY id LIMIT 1`, [t.name]))?.id;
    if (!id) {
      id = (await services.teams.createTeam(admin, { name: t.name, leagueId: leagueIds.get(t.league) ?? null })).id;
      created.teams++;
    }
    teamIds.set(t.name, id);
  }
  let parentId = (await one<{ id: number }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [DEMO_PARENT.email]))?.id;
  if (!parentId) {
    const user = await services.users.create(admin, {
      username: DEMO_PARENT.email,
      email: DEMO_PARENT.email,
      password: DEMO_PARENT.password,
      fullName: DEMO_PARENT.fullName,
      isParent: true,
    });
    parentId = Number(user.id);
    await backDate('users', parentId);
    created.users++;
  }
  const parent: Viewer = { id: parentId, isAdmin: false, isParent: true, sessionId: 'seed-demo' };
  for (const c of DEMO_CHILDREN) {
    if (await one(`SELECT 1 FROM children WHERE lower(btrim(name)) = lower($1) AND date_of_birth = $2`, [c.name, c.dateOfBirth])) continue;
    const child = await services.children.add(c.parent ? parent : admin, { name: c.name, dateOfBirth: c.dateOfBirth, ageGroup: c.ageGroup ?? null });
    for (const team of c.teams) await services.teams.addMember(admin, { teamId: teamIds.get(team), childId: child.id });
    created.children++;
  }
  for (const e of DEMO_TEAM_EVENTS) {
    if (await one(`SELECT 1 FROM events WHERE title = $1`, [e.title])) continue;
    await services.events.create(admin, {
      title: e.title,
      type: e.type,
      date: day(addDays(now, e.inDays)),
      startTime: e.startTime,
      endTime: e.endTime ?? null,
      location: e.location,
      description: e.description,
      teamId: e.team ? teamIds.get(e.team) : null,
      teamsInvolved: (e.teamsInvolved ?? []).map((name) => teamIds.get(name)),
      relevanceType: e.relevanceType ?? null,
      ageGroupRelevance: e.ageGroupRelevance ?? null,
    });
    created.events++;
  }

  // ---- announcements, back-dated so the dashboard's "recent" order looks lived-in
  for (const a of DEMO_ANNOUNCEMENTS) {
    if (await one(`SELECT 1 FROM announcements WHERE title = $1`, [a.title])) continue;
    const item = await services.announcements.create(admin, {
      title: a.title,
      content: a.content,
      teamId: a.team ? teamIds.get(a.team) : null,
      leagueId: a.league ? leagueIds.get(a.league) : null,
      sendWhatsapp: a.sendWhatsapp ?? false,
    });
    await ds.query(`UPDATE announcements SET created_at = $2::timestamptz - make_interval(days => $3) WHERE id = $1`, [
      item.id,
      at.toISOString(),
      a.daysAgo,
    ]);
    created.announcements++;
  }

  // ---- membership plans, members on each, and dues in every status (issue 36)
  await seedMemberships(ds, services, admin, (key) => (key === 'parent' ? parentId! : memberViewer(key).id), day(now), created);

  // ---- the inbox: what the job queue would put there now (recent reviews and payment steps, new
  // announcements, reminders, the waiting-list promotion), so every member's bell has something to show.
  for (const key of await services.notifications.due(at)) {
    if (key.channel === 'inbox') await services.notifications.deliver(key);
  }

  const count = async (sql: string) => Number((await one<{ n: number }>(sql, []))!.n);
  const demoEmails = [DEMO_ADMIN.email, DEMO_PARENT.email, ...DEMO_MEMBERS.map((m) => m.email)];
  const total = {
    users: Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE lower(email) = ANY($1)`, [demoEmails]))!.n),
    rooms: await count(`SELECT count(*)::int AS n FROM meeting_rooms`),
    bookings: await count(`SELECT count(*)::int AS n FROM room_bookings`),
    payments: await count(`SELECT count(*)::int AS n FROM payments`),
    events: await count(`SELECT count(*)::int AS n FROM events`),
    rsvps: await count(`SELECT count(*)::int AS n FROM event_rsvps`),
    waitlist: await count(`SELECT count(*)::int AS n FROM event_waitlist WHERE promoted_at IS NULL`),
    leagues: await count(`SELECT count(*)::int AS n FROM leagues`),
    teams: await count(`SELECT count(*)::int AS n FROM teams`),
    children: await count(`SELECT count(*)::int AS n FROM children`),
    announcements: await count(`SELECT count(*)::int AS n FROM announcements`),
    plans: await count(`SELECT count(*)::int AS n FROM membership_plans`),
    memberships: await count(`SELECT count(*)::int AS n FROM memberships`),
  };
  const counts = Object.fromEntries(
    Object.entries(total).map(([k, n]) => [k, { total: n, created: created[k as keyof typeof created] }]),
  ) as SeedSummary['counts'];
  return { counts, adminCreated: adminResult.created, skipped };
}

/**
 * Plans through the service; memberships as history (no service takes a start in the past): written with SQL, then the
 * dues job issues their invoices up to today and the admin marks the paid ones paid and voids the waived ones, through
 * the services, as an office would have. A member who has a membership already is left alone.
 */
async function seedMemberships(
  ds: DataSource,
  services: Services,
  admin: Viewer,
  memberId: (key: string) => number,
  today: string,
  created: { plans: number; memberships: number },
): Promise<void> {
  const planIds = new Map<string, number>();
  for (const p of DEMO_PLANS) {
    const [found] = await ds.query(`SELECT id FROM membership_plans WHERE lower(name) = lower($1)`, [p.name]);
    if (found) {
      planIds.set(p.name, found.id);
      continue;
    }
    planIds.set(p.name, (await services.memberships.createPlan(admin, p)).id);
    created.plans++;
  }
  const fresh: { id: number; m: (typeof DEMO_MEMBERSHIPS)[number] }[] = [];
  for (const m of DEMO_MEMBERSHIPS) {
    const id = memberId(m.member);
    if ((await ds.query(`SELECT 1 FROM memberships WHERE user_id = $1`, [id])).length) continue;
    const planId = planIds.get(m.plan)!;
    if (m.startsLater) {
      await services.memberships.assign(admin, { memberId: id, planId, startDate: addMonthsTo(today.slice(0, 8) + '01', 1) });
    } else {
      const anchor = addMonthsTo(addDaysTo(m.daysAgo ? today : today.slice(0, 8) + '01', -m.daysAgo), -m.monthsAgo);
      await ds.query(`INSERT INTO memberships (user_id, plan_id, anchor_date) VALUES ($1, $2, $3)`, [id, planId, anchor]);
    }
    fresh.push({ id, m });
    created.memberships++;
  }
  if (!fresh.length) return;
  await services.dues.issueDue(today);
  for (const { id, m } of fresh) {
    const dues: { id: number }[] = await ds.query(`SELECT id FROM invoices WHERE kind = 'dues' AND member_id = $1 ORDER BY period_start`, [id]);
    const paid = m.paid === 'all' ? dues.length : m.paid;
    for (const [i, d] of dues.entries()) {
      if (i < (m.waived ?? 0)) await services.dues.void(admin, d.id, { reason: 'First month waived on joining' });
      else if (i < paid) await services.dues.markPaid(admin, d.id);
    }
    if (m.changeTo) await services.memberships.changePlan(admin, id, { planId: planIds.get(m.changeTo)! });
  }
}

/** A database refusal of one history item (a room taken meanwhile: 23P01) skips it, named, like a rule's refusal. */
async function orSkipSql(what: string, skipped: string[], work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    const code = (err as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (err as { code?: string }).code;
    if (code !== '23P01') throw err;
    skipped.push(`${what}: the room is booked for that period`);
    return false;
  }
}

/**
 * A booking that already ran: requested, reviewed and paid on dates around its start (sample/history.ts's
 * DEMO_PAST_BOOKINGS), with its invoice computed by the same statement acceptance uses.
 */
async function createPastBooking(ds: DataSource, admin: Viewer, memberId: number, roomIds: Map<string, number>, b: DemoPastBooking, now: Date) {
  const roomId = roomIds.get(b.room);
  if (!roomId) throw new Error(`demo booking names an unknown room: ${b.room}`);
  const start = day(new Date(now.getFullYear(), now.getMonth() - b.monthsAgo, 1));
  const at = (days: number) => `($1::date + ${days}) + time '10:00'`;
  await ds.transaction(async (m) => {
    const rejected = b.outcome === 'rejected';
    const paid = b.outcome === 'paid';
    const [row] = (await m.query(
      `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, purpose, status, rejection_reason, reviewed_by,
         reviewed_at, created_at, deposit_requested_at, deposit_received_at, full_payment_requested_at, full_payment_received_at)
       VALUES ($2, $3, $1::date, $4, $5, $6, $7, $8, ${at(-15)}, ${at(-20)},
         CASE WHEN $9 THEN ${at(-14)} END, CASE WHEN $9 THEN ${at(-10)} END, CASE WHEN $9 THEN ${at(-7)} END, CASE WHEN $10 THEN ${at(5)} END)
       RETURNING id`,
      [start, roomId, memberId, b.durationMonths, b.purpose, rejected ? 'rejected' : 'accepted', rejected ? 'The room was taken for that period.' : null, admin.id, !rejected, paid],
    )) as { id: number }[];
    if (rejected) return;
    await new InvoicesRepository(ds).createForBooking(row.id, m);
    await m.query(
      `UPDATE invoices i SET created_at = b.reviewed_at, deposit_request_sent_at = b.deposit_requested_at,
              deposit_paid = true, deposit_paid_date = b.deposit_received_at, full_payment_request_sent_at = b.full_payment_requested_at,
              paid_in_full = b.full_payment_received_at IS NOT NULL, paid_in_full_date = b.full_payment_received_at
         FROM room_bookings b WHERE b.id = i.booking_id AND b.id = $1`,
      [row.id],
    );
  });
}

/**
 * A demo payment's rows as the webhook would have written them: its link (complete), the payment (ticked or
 * waiting for attention) and its refund. Amounts come from the booking's invoice, like a real link's.
 */
async function createPayment(ds: DataSource, booking: { id: number; member_id: number }, p: DemoPayment, now: Date) {
  await ds.transaction(async (m) => {
    const [link] = await m.query(
      `INSERT INTO payment_links (booking_id, purpose, amount_minor, currency, status, provider_session_id, expires_at, created_at)
       SELECT b.id, $2::varchar, round(CASE WHEN $2::varchar = 'deposit' THEN i.deposit_amount ELSE i.monthly_amount END * 100)::int, 'USD', 'complete', $3, $4, $4
         FROM room_bookings b JOIN invoices i ON i.booking_id = b.id WHERE b.id = $1
       RETURNING id, amount_minor, currency`,
      [booking.id, p.purpose, `cs_demo_${p.key}`, now],
    );
    const [payment] = await m.query(
      `INSERT INTO payments (link_id, booking_id, member_id, purpose, invoice_number, amount_minor, currency, method, provider_session_id,
                             provider_payment_id, status, ticked, attention, received_at, created_at)
       VALUES ($1, $2, $3, $4, (SELECT invoice_number FROM invoices WHERE booking_id = $2), $5, $6, $7, $8, $9, $10::varchar, $11, $12,
               CASE WHEN $10::varchar = 'succeeded' THEN $13::timestamptz END, $13)
       RETURNING id`,
      [link.id, booking.id, booking.member_id, p.purpose, link.amount_minor, link.currency, p.method, `cs_demo_${p.key}`, `pi_demo_${p.key}`, p.status, p.ticked, p.attention ?? null, now],
    );
    if (p.refund) {
      const minor = Math.round(Number(p.refund.amount) * 100);
      await m.query(`UPDATE payments SET refunded_minor = $2 WHERE id = $1`, [payment.id, minor]);
      await m.query(
        `INSERT INTO refunds (payment_id, amount_minor, reason, status, provider_refund_id, created_at, updated_at) VALUES ($1, $2, $3, 'succeeded', $4, $5, $5)`,
        [payment.id, minor, p.refund.reason, `re_demo_${p.key}`, now],
      );
    }
  });
}

/** The demo booking named `purpose` (the first of its chain) and its open extensions, in order: empty when it is not there. */
async function chainOf(ds: DataSource, purpose: string): Promise<{ id: number; member_id: number }[]> {
  return ds.query(
    `WITH RECURSIVE chain AS (
       SELECT id, member_id, 1 AS n FROM room_bookings WHERE purpose = $1 AND extends_booking_id IS NULL AND status = 'accepted'
       UNION ALL
       SELECT b.id, b.member_id, c.n + 1 FROM chain c JOIN room_bookings b ON b.extends_booking_id = c.id AND b.status IN ('pending', 'accepted')
     )
     SELECT id, member_id FROM chain ORDER BY n`,
    [purpose],
  );
}

/**
 * An extension of booking `of`: asked now by its member through the service ('requested'), or one that already ran
 * ('accepted': no service dates a review in the past, so SQL writes it as acceptance would have, the deposit carried
 * over, with its invoice by the statement acceptance uses and its full payment asked for at its start).
 */
async function createExtension(ds: DataSource, services: Services, admin: Viewer, of: { id: number; member_id: number }, e: DemoExtension): Promise<void> {
  if (e.state === 'requested') {
    await services.bookings.extend({ id: of.member_id, isAdmin: false, sessionId: 'seed-demo' }, of.id, { months: e.months });
    return;
  }
  await ds.transaction(async (m) => {
    const at = (days: number) => `(upper(o.period) + ${days}) + time '10:00'`;
    const [row] = (await m.query(
      `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, purpose, status, reviewed_by, reviewed_at, created_at,
         extends_booking_id, deposit_carried_over, deposit_requested_at, deposit_received_at, full_payment_requested_at)
       SELECT o.room_id, o.member_id, upper(o.period), $2, o.purpose, 'accepted', $3, ${at(-5)}, ${at(-10)}, o.id, true, ${at(-5)}, ${at(-5)}, ${at(0)}
         FROM room_bookings o WHERE o.id = $1
       RETURNING id`,
      [of.id, e.months, admin.id],
    )) as { id: number }[];
    await new InvoicesRepository(ds).createForBooking(row.id, m);
    await m.query(
      `UPDATE invoices i SET created_at = b.reviewed_at, deposit_request_sent_at = b.deposit_requested_at, deposit_paid = true,
              deposit_paid_date = b.deposit_received_at, full_payment_request_sent_at = b.full_payment_requested_at
         FROM room_bookings b WHERE b.id = i.booking_id AND b.id = $1`,
      [row.id],
    );
  });
}

/** Requests the booking as its member, then reviews it and ticks its payment steps as the admin (or as "Online payment" where a demo payment did). */
async function createBooking(
  ds: DataSource,
  services: Services,
  admin: Viewer,
  member: Viewer,
  roomIds: Map<string, number>,
  b: DemoBooking,
  now: Date,
): Promise<void> {
  const roomId = roomIds.get(b.room);
  if (!roomId) throw new Error(`demo booking names an unknown room: ${b.room}`);
  const booking = await services.bookings.request(member, {
    roomId,
    startDate: day(b.start === 'today' ? now : monthStart(now, b.start)),
    durationMonths: b.durationMonths,
    purpose: b.purpose,
  });
  if (b.state === 'pending') return;
  if (b.state === 'rejected') {
    await services.bookings.reject(admin, booking.id, { reason: b.rejectionReason ?? 'Not available for that period.' });
    return;
  }
  await services.bookings.accept(admin, booking.id);
  for (const step of PAYMENT_STEPS.slice(0, STEPS_TICKED[b.state]).map((s) => s.step)) {
    const online = DEMO_PAYMENTS.some((p) => p.booking === b.purpose && p.ticked && PURPOSE_STEPS[p.purpose].received === step);
    if (!online) {
      await services.bookings.setStep(admin, booking.id, step, true);
      continue;
    }
    await ds.transaction(async (m) => {
      const locked = (await services.bookings.lockForUpdate(booking.id, m))!;
      await services.bookings.tickAsSystem(m, locked, step, ONLINE_PAYMENT);
    });
  }
  if (b.askedDaysAgo) {
    // Asked days ago and still unpaid (issue 36): the inbox below gets its reminder, the Overdue tab lists it once past the last day.
    const asked = b.state === 'payment requested' ? 'full_payment_requested_at' : 'deposit_requested_at';
    await ds.query(`UPDATE room_bookings SET ${asked} = $2::timestamptz - make_interval(days => $3) WHERE id = $1`, [booking.id, now.toISOString(), b.askedDaysAgo]);
  }
}

/** The state a booking row is in, named as the demo data names them (for the summary and the test). */
export function bookingState(row: {
  status: string;
  deposit_requested_at: unknown;
  deposit_received_at: unknown;
  full_payment_requested_at: unknown;
  full_payment_received_at: unknown;
}): DemoBookingState | string {
  if (row.status !== 'accepted') return row.status;
  if (row.full_payment_received_at) return 'payment complete';
  if (row.full_payment_requested_at) return 'payment requested';
  if (row.deposit_received_at) return 'deposit received';
  if (row.deposit_requested_at) return 'deposit requested';
  return 'accepted';
}

export { BOOKING_STATES };

// ---------------------------------------------------------------- the command

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

export const USAGE = 'Usage: npm run seed:demo [-- --allow-production]';

function printSummary(s: SeedSummary, out: Output): void {
  const rows = Object.entries(s.counts).map(([kind, { total, created }]) => `  ${kind.padEnd(14)} ${String(total).padStart(4)}   (${created} new)`);
  const createdAny = Object.values(s.counts).some((c) => c.created > 0);
  out.log(createdAny ? 'Demo data seeded:' : 'Demo data already present; nothing changed:');
  for (const row of rows) out.log(row);
  for (const line of s.skipped) out.log(`  skipped ${line}`);
  out.log('');
  out.log('Sign in with:');
  out.log(
    `  admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}${s.adminCreated ? '' : '  (account existed before: its password was not changed)'}`,
  );
  out.log(`  members ${DEMO_MEMBERS.map((m) => m.email).join(', ')}`);
  out.log(`          password ${DEMO_MEMBER_PASSWORD} (for members this command created)`);
  out.log(`  parent  ${DEMO_PARENT.email} / ${DEMO_PARENT.password} (junior section: My Children)`);
}

/**
 * `npm run seed:demo`: opens the database exactly as the server does (attaching to the
 * server's embedded PostgreSQL when it is running), seeds, prints the summary. Returns the exit code.
 */
export async function seedDemoCommand(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  let allowProduction = false;
  try {
    const { values } = parseArgs({ args: argv, options: { 'allow-production': { type: 'boolean' } }, strict: true, allowPositionals: false });
    allowProduction = !!values['allow-production'];
  } catch (err) {
    out.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  if (config.env === 'production' && !allowProduction) {
    out.error('Refusing to add demo accounts with published passwords to a production database. Pass --allow-production if you mean it.');
    return 2;
  }
  const logger = createLogger(env.LOG_LEVEL || 'warn');
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    db = await openDatabase(config, logger, { attach: true });
    // Signs no sessions, so the secret is never used.
    const services = createServices({ ds: db.ds, config, logger, secret: 'seed-demo-signs-no-sessions' });
    printSummary(await seedDemo(db.ds, services, { directUrl: config.databaseDirectUrl }), out);
    return 0;
  } catch (err) {
    out.error(`Could not seed the demo data: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await db?.close().catch(() => undefined);
  }
}

if (require.main === module) {
  seedDemoCommand(process.argv.slice(2), process.env, {
    log: (line) => process.stdout.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
  }).then((code) => process.exit(code));
}
