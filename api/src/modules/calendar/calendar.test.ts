import { countStatements, createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { day, insertEvent } from '../../../test/factories/events';
import { CalendarRepository } from './calendar.repository';

let t: TestContext;
let admin: { user: { id: number }; agent: Agent };
let member: { user: { id: number; fullName: string }; agent: Agent };

beforeAll(async () => {
  t = await createTestContext({ countQueries: true });
  admin = await t.signedIn({ isAdmin: true });
  member = await t.signedIn({ fullName: 'Bea Booker' });
});
afterAll(() => t.close());

/** Rooms and bookings go straight into the tables: the calendar reads them, the bookings module writes them. */
async function room(name: string, location: string | null = 'Level 2', capacity = 8): Promise<number> {
  const [{ id }] = await t.ds.query(`INSERT INTO meeting_rooms (name, location, capacity) VALUES ($1, $2, $3) RETURNING id`, [name, location, capacity]);
  return id;
}

async function booking(roomId: number, startDate: string, months: number, status = 'accepted', purpose: string | null = null): Promise<number> {
  const [{ id }] = await t.ds.query(
    `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, purpose, rejection_reason)
     VALUES ($1, $2, $3, $4, $5::varchar, $6, CASE WHEN $5::varchar = 'rejected' THEN 'Full' END) RETURNING id`,
    [roomId, member.user.id, startDate, months, status, purpose],
  );
  return id;
}

const CALENDAR = `query($from: Date!, $to: Date!) {
  calendar(from: $from, to: $to) {
    events { id title date startTime status attendeeCount currentUserRsvp { status } }
    bookings { id date startTime endTime status purpose room { name location capacity } member { id fullName } }
  }
}`;

interface CalendarData {
  calendar: {
    events: { id: string; title: string; date: string; status: string; currentUserRsvp: { status: string } | null }[];
    bookings: { id: string; date: string; room: { name: string } }[];
  };
}

describe('bookings on the calendar', () => {
  let a: number;
  let b: number;
  beforeAll(async () => {
    const r1 = await room('Alpha');
    const r2 = await room('Beta', null, 4);
    const r3 = await room('Gamma');
    a = await booking(r1, '2030-01-01', 1, 'accepted', 'Start-up office');
    b = await booking(r2, '2030-02-05', 2);
    await booking(r3, '2030-01-15', 1, 'pending');
    await booking(r3, '2030-01-10', 1, 'rejected');
    await booking(r1, '2030-03-01', 1);
  });

  it('shows every day of each accepted booking inside the range, as confirmed all-day entries', async () => {
    const { data, errors } = await t.gql<CalendarData>(member.agent, CALENDAR, { from: '2030-01-20', to: '2030-02-10' });
    expect(errors).toBeUndefined();
    const days = data!.calendar.bookings;
    const ofA = days.filter((d) => d.id === String(a)).map((d) => d.date);
    const ofB = days.filter((d) => d.id === String(b)).map((d) => d.date);
    // [2030-01-01, 2030-02-01): the last booked day is Jan 31.
    expect(ofA).toEqual(Array.from({ length: 12 }, (_, i) => `2030-01-${String(20 + i)}`));
    expect(ofB).toEqual(['2030-02-05', '2030-02-06', '2030-02-07', '2030-02-08', '2030-02-09', '2030-02-10']);
    expect(days).toHaveLength(18);
    expect(days[0]).toEqual({
      id: String(a),
      date: '2030-01-20',
      startTime: '00:00',
      endTime: '23:59',
      status: 'confirmed',
      purpose: 'Start-up office',
      room: { name: 'Alpha', location: 'Level 2', capacity: 8 },
      member: { id: String(member.user.id), fullName: 'Bea Booker' },
    });
    expect(days.find((d) => d.id === String(b))!.room).toEqual({ name: 'Beta', location: null, capacity: 4 });
  });

  it('handles a one-day range at the edges of a booked period', async () => {
    const first = await t.gql<CalendarData>(member.agent, CALENDAR, { from: '2030-01-01', to: '2030-01-01' });
    expect(first.data!.calendar.bookings.map((d) => [d.id, d.date])).toEqual([[String(a), '2030-01-01']]);
    const after = await t.gql<CalendarData>(member.agent, CALENDAR, { from: '2030-02-01', to: '2030-02-01' });
    expect(after.data!.calendar.bookings).toEqual([]);
  });
});

describe('booking days (CalendarRepository.acceptedBookingDays)', () => {
  /** How the days were read before: one row per booked day from generate_series, sorted by PostgreSQL. */
  const PER_DAY = `SELECT b.id, to_char(d, 'YYYY-MM-DD') AS date, b.purpose,
         r.name AS room_name, r.location AS room_location, r.capacity AS room_capacity, u.id AS member_id, u.full_name AS member_full_name
    FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id JOIN users u ON u.id = b.member_id
   CROSS JOIN LATERAL generate_series(greatest(lower(b.period), $1::date)::timestamp, least(upper(b.period) - 1, $2::date)::timestamp, interval '1 day') AS d
   WHERE b.status = 'accepted' AND b.period && daterange($1::date, $2::date, '[]')
   ORDER BY d, r.name, b.id`;

  it('lists the same days in the same order as one row per day sorted by day, room name and id', async () => {
    // Rooms whose names sort differently by byte and by case, two bookings of one room, periods across month and year ends.
    const rooms = [await room('zeta'), await room('Zeta'), await room('alpha 2'), await room('Alpha 10'), await room('ÄRM')];
    const periods: [number, string, number][] = [
      [0, '2031-11-15', 2],
      [1, '2031-12-31', 1],
      [2, '2032-01-01', 3],
      [3, '2031-10-01', 1],
      [3, '2031-12-01', 2],
      [4, '2032-02-28', 1],
    ];
    for (const [r, start, months] of periods) await booking(rooms[r], start, months, 'accepted', `p${start}`);
    const repo = new CalendarRepository(t.ds);
    const ranges = [
      ['2031-09-01', '2031-12-09'],
      ['2031-12-20', '2032-01-10'],
      ['2032-02-27', '2032-03-31'],
      ['2031-12-31', '2031-12-31'],
      ['2031-11-01', '2031-11-30'],
      ['2033-01-01', '2033-01-31'],
    ];
    for (const [from, to] of ranges) {
      const rows = (await t.ds.query(PER_DAY, [from, to])) as Record<string, unknown>[];
      const expected = rows.map((r) => ({
        id: r.id,
        date: r.date,
        startTime: '00:00',
        endTime: '23:59',
        status: 'confirmed',
        purpose: r.purpose,
        room: { name: r.room_name, location: r.room_location, capacity: r.room_capacity },
        member: { id: r.member_id, fullName: r.member_full_name },
      }));
      const days = await repo.acceptedBookingDays(from, to);
      expect(JSON.stringify(days)).toBe(JSON.stringify(expected));
      if (from < '2033') expect(days.length).toBeGreaterThan(0);
    }
  });
});

describe('events on the calendar', () => {
  it('shows members confirmed events from today on with their RSVP; admins every event in the range', async () => {
    const confirmed = await insertEvent(t, { title: 'Mixer', date: day(2) });
    await insertEvent(t, { title: 'Cancelled talk', date: day(3), status: 'cancelled' });
    await insertEvent(t, { title: 'Yesterday', date: day(-1) });
    await insertEvent(t, { title: 'Far away', date: day(40) });
    await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'maybe')`, [confirmed, member.user.id]);

    const range = { from: day(-3), to: day(5) };
    const mine = await t.gql<CalendarData>(member.agent, CALENDAR, range);
    expect(mine.data!.calendar.events).toEqual([
      expect.objectContaining({ title: 'Mixer', date: day(2), currentUserRsvp: { status: 'maybe' } }),
    ]);
    const all = await t.gql<CalendarData>(admin.agent, CALENDAR, range);
    expect(all.data!.calendar.events.map((e) => e.title)).toEqual(['Yesterday', 'Mixer', 'Cancelled talk']);
  });
});

describe('range rules', () => {
  it.each<[string, string, string]>([
    ['from after to', '2030-01-10', '2030-01-09'],
    ['more than 100 days', '2030-01-01', '2030-04-11'],
  ])('refuses %s with BAD_USER_INPUT', async (_name, from, to) => {
    const { errors } = await t.gql(member.agent, CALENDAR, { from, to });
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0].message).toMatch(/from must not be after to|at most 100 days/);
  });

  it('accepts exactly 100 days', async () => {
    const { errors } = await t.gql(member.agent, CALENDAR, { from: '2030-01-01', to: '2030-04-10' });
    expect(errors).toBeUndefined();
  });

  it('refuses impossible days and anonymous callers', async () => {
    const bad = await t.gql(member.agent, CALENDAR, { from: '2030-02-30', to: '2030-03-01' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const anon = await t.gql(t.agent(), CALENDAR, { from: '2030-01-01', to: '2030-01-02' });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('statement counts (no N+1)', () => {
  async function measure(n: number): Promise<number> {
    await t.ds.query(`DELETE FROM room_bookings`);
    await t.ds.query(`DELETE FROM events`);
    // n rooms, each with one accepted booking covering the two-day window, and n events in it.
    await t.ds.query(
      `WITH r AS (INSERT INTO meeting_rooms (name) SELECT 'Room ' || g FROM generate_series(1, $1::int) g RETURNING id)
       INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status)
       SELECT id, $2, $3, 3, 'accepted' FROM r`,
      [n, member.user.id, day(1)],
    );
    await t.ds.query(
      `INSERT INTO events (title, date, start_time, location, created_by)
       SELECT 'E' || g, $2::date + (g % 2), '10:00', 'Hall', $3 FROM generate_series(1, $1::int) g`,
      [n, day(1), admin.user.id],
    );
    return countStatements(t, async () => {
      const { data, errors } = await t.gql<CalendarData>(member.agent, CALENDAR, { from: day(1), to: day(2) });
      expect(errors).toBeUndefined();
      expect(data!.calendar.events).toHaveLength(n);
      expect(data!.calendar.bookings).toHaveLength(n * 2);
    });
  }

  it('runs the same number of statements for 10 and 500 events and bookings', async () => {
    const small = await measure(10);
    const large = await measure(500);
    expect(large).toBe(small);
    // session lookup + events with their attendee counts and own RSVPs + booking days
    expect(small).toBeLessThanOrEqual(3);
   }, 30_000);
});
