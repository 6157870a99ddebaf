import { createTestContext, type TestContext } from '../../../test/harness';
import type { Viewer } from '../../core/auth/viewer';
import { answerRefusal, isEventVisibleTo, promotionPlan, waitlistRefusal } from '../../../../rules/events';
import { isRelevantToChild } from '../../../../rules/junior';
import { EventsRepository } from './events.repository';
import { eventViewer } from './events.policy';
import { day, insertEvent } from '../../../test/factories/events';

/**
 * rules/events.ts and rules/junior.ts beside their SQL twins, fed the same cases: who sees which event (the lists' scope
 * with its family condition, and a child's events), the capacity and waiting-list triggers, and the promotion.
 */
let t: TestContext;
let repo: EventsRepository;
beforeAll(async () => {
  t = await createTestContext();
  repo = new EventsRepository(t.ds);
});
afterAll(() => t.close());

const refusedBy = async (work: () => Promise<unknown>): Promise<string | null> => {
  try {
    await work();
    return null;
  } catch (err) {
    return (err as { driverError?: { constraint?: string } }).driverError?.constraint ?? String(err);
  }
};
const user = async (isParent = false) => (await t.createUser({ isParent })).id;

describe('who sees which event: isEventVisibleTo (with concerns) ↔ the list scope, and isRelevantToChild ↔ a child’s events', () => {
  it('agrees for every viewer on every event of a grid of statuses, days, teams and relevance', async () => {
    await t.ds.query(`DELETE FROM events`);
    const [{ id: u12 }] = await t.ds.query(`INSERT INTO leagues (name, age_group) VALUES ('Twin U12', 'U12') RETURNING id`);
    const [{ id: a }] = await t.ds.query(`INSERT INTO teams (name, league_id) VALUES ('Twin A', $1) RETURNING id`, [u12]);
    const [{ id: b }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Twin B') RETURNING id`);
    // Office events in every status, yesterday, today and tomorrow; team events (tomorrow) in every shape.
    for (const status of ['confirmed', 'pending', 'cancelled']) for (const d of [-1, 0, 1]) await insertEvent(t, { status, date: day(d), title: `${status} ${d}` });
    for (const teamId of [null, a, b])
      for (const involved of [[], [a], [b]])
        for (const [relevance, group] of [[null, null], ['all', null], ['age_group', 'U12'], ['age_group', 'U14'], ['team', null]])
          await t.ds.query(
            `INSERT INTO events (title, type, date, start_time, location, team_id, teams_involved, relevance_type, age_group_relevance)
             VALUES ('Team', 'match', $1, '10:00', 'Pitch', $2, $3, $4, $5)`,
            [day(1), teamId, involved, relevance, group],
          );
    // The viewers: a member, an admin, parents with no child, a child on A (U12 by its league), a U14 child with no team,
    // children on B and on A; a member (no parent) named as a child's parent, whose child does not count.
    const child = async (parent: number, group: string | null, teams: number[]) => {
      const [{ id }] = await t.ds.query(`INSERT INTO children (name, date_of_birth, parent_id, age_group) VALUES ($1, '2014-01-01', $2, $3) RETURNING id`, [
        `Twin kid ${Math.random()}`,
        parent,
        group,
      ]);
      for (const team of teams) await t.ds.query(`INSERT INTO team_members (team_id, child_id) VALUES ($1, $2)`, [team, id]);
      return id as number;
    };
    const viewers: Viewer[] = [];
    const add = (id: number, isAdmin: boolean, isParent: boolean) => viewers.push({ id, isAdmin, isParent, sessionId: '' });
    add(await user(), false, false);
    add(await user(), true, false);
    add(await user(true), false, true);
    const onA = await user(true);
    await child(onA, null, [a]);
    add(onA, false, true);
    const u14 = await user(true);
    await child(u14, 'U14', []);
    add(u14, false, true);
    const two = await user(true);
    await child(two, null, [b]);
    await child(two, 'U12', [a]);
    add(two, false, true);
    const notParent = await user(false);
    await child(notParent, 'U12', [a, b]);
    add(notParent, false, false);

    const all = await repo.list({});
    const today = t.services.clock.today();
    for (const v of viewers) {
      const listed = new Set((await t.services.events.list(v, null, 500)).map((e) => e.id));
      const calendar = new Set((await t.services.calendar.range(v, day(-1), day(1))).events.map((e) => e.id));
      const ruleViewer = { isAdmin: v.isAdmin, children: v.isParent && !v.isAdmin ? await repo.familyOf(v.id) : [] };
      for (const e of all) {
        const rule = isEventVisibleTo(ruleViewer, e, today);
        expect([v, e.id, listed.has(e.id)]).toEqual([v, e.id, rule]);
        expect([v, e.id, calendar.has(e.id)]).toEqual([v, e.id, rule]);
        // One event at a time (event(id), RSVPs) the rule itself decides, with the family read only when it matters.
        expect(isEventVisibleTo(await eventViewer(v, e, (m) => repo.familyOf(m)), e, today)).toBe(rule);
      }
    }

    // A child's events (ChildrenRepository.relevantEvents, in SQL) are the visible ones the rule finds relevant to it.
    for (const parent of [onA, u14, two]) {
      const v: Viewer = { id: parent, isAdmin: false, isParent: true, sessionId: '' };
      for (const c of await t.services.children.list(v)) {
        const sql = new Set((await t.services.children.events(v, c.id)).map((x) => x.event.id));
        const [own] = await t.ds.query(
          `SELECT array_remove(array_agg(tm.team_id), NULL) AS teams, array_remove(array_agg(l.age_group), NULL) AS groups
             FROM children c LEFT JOIN team_members tm ON tm.child_id = c.id LEFT JOIN teams tt ON tt.id = tm.team_id
             LEFT JOIN leagues l ON l.id = tt.league_id WHERE c.id = $1 GROUP BY c.id`,
          [c.id],
        );
        const place = { teamIds: own.teams as number[], ageGroups: [...(own.groups as string[]), ...(c.ageGroup ? [c.ageGroup] : [])] };
        for (const e of all.filter((x) => x.status === 'confirmed' && x.date >= today)) {
          expect([c.name, e.id, sql.has(e.id)]).toEqual([c.name, e.id, isRelevantToChild(e, place)]);
        }
      }
    }
  });
});

describe('answerRefusal ↔ the capacity trigger event_rsvps_capacity', () => {
  const cases: [number | null, number, boolean, string][] = [
    [2, 1, false, 'attending'],
    [2, 2, false, 'attending'],
    [2, 2, true, 'attending'],
    [2, 2, false, 'maybe'],
    [1, 3, false, 'attending'],
    [null, 5, false, 'attending'],
  ];
  it.each(cases)('max %j, %i attending, caller attending already: %s, answers %s', async (max, attending, already, status) => {
    const id = await insertEvent(t, { maxAttendees: null });
    const people = await Promise.all(Array.from({ length: attending }, () => user()));
    for (const p of people) await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'attending')`, [id, p]);
    await t.ds.query(`UPDATE events SET max_attendees = $2 WHERE id = $1`, [id, max]);
    const caller = already ? people[0]! : await user();
    const db = await refusedBy(() =>
      t.ds.query(
        `INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, $3) ON CONFLICT (event_id, member_id) DO UPDATE SET status = EXCLUDED.status`,
        [id, caller, status],
      ),
    );
    const rule = answerRefusal({ maxAttendees: max, attendeeCount: attending }, already, status);
    expect(rule === null).toBe(db === null);
    if (db) expect(db).toBe('event_rsvps_capacity');
  });
});

describe('waitlistRefusal ↔ the trigger event_waitlist_guard', () => {
  const cases: [number | null, number, boolean][] = [
    [2, 2, false],
    [2, 1, false],
    [2, 2, true],
    [null, 3, false],
  ];
  it.each(cases)('max %j, %i attending, caller attending: %s', async (max, attending, callerAttends) => {
    const id = await insertEvent(t, { maxAttendees: max });
    const people = await Promise.all(Array.from({ length: attending }, () => user()));
    for (const p of people) await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'attending')`, [id, p]);
    const caller = callerAttends ? people[0]! : await user();
    const db = await refusedBy(() => t.ds.query(`INSERT INTO event_waitlist (event_id, member_id) VALUES ($1, $2)`, [id, caller]));
    const rule = waitlistRefusal({ maxAttendees: max, attendeeCount: attending }, callerAttends);
    expect(rule === null).toBe(db === null);
    if (rule) expect(db).toBe(callerAttends ? 'event_waitlist_attending' : 'event_waitlist_not_full');
  });
});

describe('promotionPlan ↔ event_waitlist_promote (run by the events trigger when places, status or day change)', () => {
  const cases: [string, { max: number | null; status: string; date: number }][] = [
    ['one more place', { max: 3, status: 'confirmed', date: 2 }],
    ['three more places for two waiting', { max: 5, status: 'confirmed', date: 2 }],
    ['no limit any more', { max: null, status: 'confirmed', date: 2 }],
    ['cancelled', { max: 5, status: 'cancelled', date: 2 }],
    ['unconfirmed', { max: 5, status: 'pending', date: 2 }],
    ['moved into the past', { max: 5, status: 'confirmed', date: -1 }],
    ['moved to today', { max: 4, status: 'confirmed', date: 0 }],
  ];
  it.each(cases)('%s', async (_name, after) => {
    const id = await insertEvent(t, { maxAttendees: 2, date: day(3) });
    for (const p of [await user(), await user()]) await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'attending')`, [id, p]);
    const waiting = [await user(), await user()];
    for (const p of waiting) await t.ds.query(`INSERT INTO event_waitlist (event_id, member_id) VALUES ($1, $2)`, [id, p]);
    await t.ds.query(`UPDATE events SET max_attendees = $2, status = $3, date = $4 WHERE id = $1`, [id, after.max, after.status, day(after.date)]);
    const promoted: number[] = (await t.ds.query(`SELECT member_id FROM event_waitlist WHERE event_id = $1 AND promoted_at IS NOT NULL ORDER BY id`, [id])).map(
      (r: { member_id: number }) => r.member_id,
    );
    const plan = promotionPlan({ status: after.status, date: day(after.date), maxAttendees: after.max, attendeeCount: 2 }, waiting, t.services.clock.today());
    expect(promoted).toEqual(plan);
  });
});
