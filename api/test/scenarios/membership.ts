import dayjs from 'dayjs';
import {
  AdminAssignMembershipDocument,
  AdminChangeMembershipPlanDocument,
  AdminCreateMembershipPlanDocument,
  AdminMembershipCandidatesDocument,
  AdminDeleteMembershipPlanDocument,
  AdminMarkDuesPaidDocument,
  AdminMarkDuesUnpaidDocument,
  AdminMembershipPlansDocument,
  AdminMembershipsDocument,
  AdminMembershipSettingsDocument,
  AdminUpdateMembershipPlanDocument,
  AdminUpdateMembershipSettingsDocument,
  AdminVoidDuesDocument,
  ProfileMyMembershipDocument,
} from '../../../web/src/gql/graphql';
import {
  addDays,
  ALREADY_A_MEMBER,
  periodAt,
  PLAN_IN_USE,
  PLAN_INACTIVE,
  PLAN_NAME_TAKEN,
  SAME_PLAN,
  START_DATE_PAST,
  VOID_REASON_REQUIRED,
} from '../../../rules/memberships';
import { localDay } from '../../../rules/today';
import { AMOUNT_POSITIVE, GRACE_DAYS_RANGE } from '../../../validation/memberships';
import type { Answer } from './junior-section';
import type { OfficeSend, OfficeWorld, Person } from './office';

/**
 * Membership plans and dues (issue 36) told through the web client's own operations, run against the real server
 * (api/test/membership-scenario.test.ts) and the demo backend (web/src/mocks/demo/membership.scenario.test.ts): plans
 * and their refusals, a membership from today billed at once, one starting later, marking paid, undoing and waiving, a
 * plan change waiting for the next period, and the settings. Both must pass, so neither backend decides alone. The
 * story's members start without a membership (each backend prepares that its own way). Without a moving clock it
 * cannot reach "lapsed": the API's tests move the clock, the demo's tests seed a lapsed member.
 */

export interface MembershipStep {
  name: string;
  run(send: OfficeSend, world: OfficeWorld, memo: Record<string, string>): Promise<void>;
}

const today = () => localDay();
const dayFrom = (n: number) => dayjs(today()).add(n, 'day').format('YYYY-MM-DD');

function refused<Q>(res: Answer<Q>, code: string, message: string, field?: string) {
  expect(res.errors?.[0]).toMatchObject({ message, extensions: { code, ...(field ? { field } : {}) } });
}
function ok<Q>(res: Answer<Q>): Q {
  expect(res.errors).toBeUndefined();
  return res.data!;
}

/** The story's people as the admin's list shows them (found by email: the backends name them differently). */
async function membershipOf(send: OfficeSend, world: OfficeWorld, who: Person) {
  const all = ok(await send('admin', AdminMembershipsDocument, { filter: null })).memberships;
  return all.find((m) => m.member.email === world.emails[who]);
}
const plan = (name: string, amount: string, period: 'monthly' | 'quarterly' | 'yearly') => ({ name, amount, period });

export const MEMBERSHIP_SCENARIO: MembershipStep[] = [
  {
    name: 'an admin creates plans; a zero amount and a duplicate name (any case) get field messages',
    async run(send, _w, memo) {
      memo.monthly = ok(await send('admin', AdminCreateMembershipPlanDocument, { input: plan('Story Monthly', '30', 'monthly') })).createMembershipPlan.id;
      memo.quarterly = ok(await send('admin', AdminCreateMembershipPlanDocument, { input: plan('Story Quarterly', '80.5', 'quarterly') })).createMembershipPlan.id;
      memo.yearly = ok(await send('admin', AdminCreateMembershipPlanDocument, { input: plan('Story Yearly', '300', 'yearly') })).createMembershipPlan.id;
      refused(await send('admin', AdminCreateMembershipPlanDocument, { input: plan('Story Free', '0', 'monthly') }), 'BAD_USER_INPUT', AMOUNT_POSITIVE, 'amount');
      // (A negative amount never reaches the plan's rule over GraphQL: the Money scalar refuses it first, so not here.)
      refused(await send('admin', AdminCreateMembershipPlanDocument, { input: plan('  story MONTHLY ', '10', 'monthly') }), 'CONFLICT', PLAN_NAME_TAKEN, 'name');
      const plans = ok(await send('admin', AdminMembershipPlansDocument, {})).membershipPlans.filter((p) => p.name.startsWith('Story '));
      expect(plans.map((p) => [p.name, p.amount, p.period, p.isActive, p.memberCount, p.inUse])).toEqual([
        ['Story Monthly', '30.00', 'monthly', true, 0, false],
        ['Story Quarterly', '80.50', 'quarterly', true, 0, false],
        ['Story Yearly', '300.00', 'yearly', true, 0, false],
      ]);
    },
  },
  {
    name: 'a deactivated plan cannot be given; a start in the past is refused',
    async run(send, w, memo) {
      ok(await send('admin', AdminUpdateMembershipPlanDocument, { id: memo.yearly!, input: { ...plan('Story Yearly', '300.00', 'yearly'), isActive: false } }));
      const memberId = memo.memberId = await idOf(send, w, 'member');
      refused(await send('admin', AdminAssignMembershipDocument, { input: { memberId, planId: memo.yearly!, startDate: today() } }), 'CONFLICT', PLAN_INACTIVE, 'planId');
      refused(await send('admin', AdminAssignMembershipDocument, { input: { memberId, planId: memo.monthly!, startDate: dayFrom(-1) } }), 'BAD_USER_INPUT', START_DATE_PAST, 'startDate');
      expect(await membershipOf(send, w, 'member')).toBeUndefined();
    },
  },
  {
    name: 'a membership from today bills its first period at once: the member is due, nothing paid yet',
    async run(send, w, memo) {
      const first = periodAt(today(), 'monthly', 0);
      const m = ok(await send('admin', AdminAssignMembershipDocument, { input: { memberId: memo.memberId!, planId: memo.monthly!, startDate: today() } })).assignMembership;
      expect(m).toMatchObject({ status: 'due', startDate: today(), paidThrough: null, owedSince: today(), lapsesOn: addDays(today(), 15), currentPeriodStart: first.start, currentPeriodEnd: first.end });
      expect(m.invoices.map((i) => [i.periodStart, i.periodEnd, i.totalAmount, i.paidInFull, i.plan?.name])).toEqual([[first.start, first.end, '30.00', false, 'Story Monthly']]);
      memo.invoice = m.invoices[0]!.id;
      const mine = ok(await send('member', ProfileMyMembershipDocument, {})).myMembership!;
      expect(mine).toMatchObject({ status: 'due', plan: { name: 'Story Monthly', amount: '30.00', period: 'monthly' }, paidThrough: null });
      expect(mine.invoices.map((i) => i.id)).toEqual([memo.invoice]);
      // The other member has none of their own.
      expect(ok(await send('other', ProfileMyMembershipDocument, {})).myMembership).toBeNull();
    },
  },
  {
    name: 'a started membership is not assigned again; one starting later is upcoming, and changes plan at once',
    async run(send, w, memo) {
      refused(await send('admin', AdminAssignMembershipDocument, { input: { memberId: memo.memberId!, planId: memo.quarterly!, startDate: today() } }), 'CONFLICT', ALREADY_A_MEMBER, 'memberId');
      const otherId = memo.otherId = await idOf(send, w, 'other');
      const later = ok(await send('admin', AdminAssignMembershipDocument, { input: { memberId: otherId, planId: memo.monthly!, startDate: dayFrom(10) } })).assignMembership;
      expect(later).toMatchObject({ status: 'upcoming', startDate: dayFrom(10), invoices: [], owedSince: null, currentPeriodStart: null });
      // Nothing billed yet: the new plan replaces the old from the same start.
      const changed = ok(await send('admin', AdminChangeMembershipPlanDocument, { memberId: otherId, planId: memo.quarterly! })).changeMembershipPlan;
      expect(changed).toMatchObject({ plan: { name: 'Story Quarterly' }, nextPlan: null, startDate: dayFrom(10), status: 'upcoming' });
      const upcoming = ok(await send('admin', AdminMembershipsDocument, { filter: { status: 'upcoming' } })).memberships.map((m) => m.member.email);
      expect(upcoming).toContain(w.emails.other);
      expect(upcoming).not.toContain(w.emails.member);
    },
  },
  {
    name: 'a plan in use is deactivated, never deleted; an unused one is deleted',
    async run(send, _w, memo) {
      refused(await send('admin', AdminDeleteMembershipPlanDocument, { id: memo.monthly! }), 'CONFLICT', PLAN_IN_USE);
      const plans = ok(await send('admin', AdminMembershipPlansDocument, {})).membershipPlans;
      expect(plans.find((p) => p.id === memo.monthly)).toMatchObject({ memberCount: 1, inUse: true });
      expect(ok(await send('admin', AdminDeleteMembershipPlanDocument, { id: memo.yearly! })).deleteMembershipPlan).toBe(memo.yearly);
      expect(ok(await send('admin', AdminMembershipPlansDocument, {})).membershipPlans.map((p) => p.id)).not.toContain(memo.yearly);
    },
  },
  {
    name: 'marked paid, the member is active through the period’s last day; marking again changes nothing',
    async run(send, w, memo) {
      const end = periodAt(today(), 'monthly', 0).end;
      expect(ok(await send('admin', AdminMarkDuesPaidDocument, { invoiceId: memo.invoice! })).markDuesPaid.paidInFull).toBe(true);
      expect(await membershipOf(send, w, 'member')).toMatchObject({ status: 'active', paidThrough: end, owedSince: null, lapsesOn: null });
      expect(ok(await send('admin', AdminMarkDuesPaidDocument, { invoiceId: memo.invoice! })).markDuesPaid.paidInFull).toBe(true);
      expect(ok(await send('member', ProfileMyMembershipDocument, {})).myMembership).toMatchObject({ status: 'active', paidThrough: end });
    },
  },
  {
    name: 'a paid invoice is not voided; undone it is owed again; waived with a reason it counts as settled',
    async run(send, w, memo) {
      const end = periodAt(today(), 'monthly', 0).end;
      refused(await send('admin', AdminVoidDuesDocument, { invoiceId: memo.invoice!, reason: 'Hardship' }), 'CONFLICT', 'A paid invoice cannot be voided: mark it unpaid first');
      expect(ok(await send('admin', AdminMarkDuesUnpaidDocument, { invoiceId: memo.invoice! })).markDuesUnpaid.paidInFull).toBe(false);
      expect(await membershipOf(send, w, 'member')).toMatchObject({ status: 'due', paidThrough: null, owedSince: today() });
      refused(await send('admin', AdminVoidDuesDocument, { invoiceId: memo.invoice!, reason: '  ' }), 'BAD_USER_INPUT', VOID_REASON_REQUIRED, 'reason');
      const voided = ok(await send('admin', AdminVoidDuesDocument, { invoiceId: memo.invoice!, reason: 'Hardship' })).voidDuesInvoice;
      expect(voided).toMatchObject({ paidInFull: false, voidReason: 'Hardship' });
      expect(voided.voidedAt).toBeTruthy();
      expect(await membershipOf(send, w, 'member')).toMatchObject({ status: 'active', paidThrough: end, owedSince: null });
    },
  },
  {
    name: 'a change of plan waits for the next period and leaves issued invoices alone; the current plan again drops it',
    async run(send, w, memo) {
      const next = periodAt(today(), 'monthly', 1).start;
      const changed = ok(await send('admin', AdminChangeMembershipPlanDocument, { memberId: memo.memberId!, planId: memo.quarterly! })).changeMembershipPlan;
      expect(changed).toMatchObject({ plan: { name: 'Story Monthly' }, nextPlan: { name: 'Story Quarterly' }, nextPlanFrom: next });
      expect(changed.invoices.map((i) => [i.plan?.name, i.totalAmount])).toEqual([['Story Monthly', '30.00']]);
      expect(ok(await send('member', ProfileMyMembershipDocument, {})).myMembership).toMatchObject({ nextPlan: { name: 'Story Quarterly' }, nextPlanFrom: next });
      const back = ok(await send('admin', AdminChangeMembershipPlanDocument, { memberId: memo.memberId!, planId: memo.monthly! })).changeMembershipPlan;
      expect(back).toMatchObject({ plan: { name: 'Story Monthly' }, nextPlan: null, nextPlanFrom: null });
      refused(await send('admin', AdminChangeMembershipPlanDocument, { memberId: memo.memberId!, planId: memo.monthly! }), 'CONFLICT', SAME_PLAN, 'planId');
      expect((await membershipOf(send, w, 'member'))!.invoices).toHaveLength(1);
    },
  },
  {
    name: 'the settings: grace days from 0 to 365, saved and read back',
    async run(send) {
      refused(await send('admin', AdminUpdateMembershipSettingsDocument, { input: { graceDays: 400, lapsedMembersMayRequestRooms: true } }), 'BAD_USER_INPUT', GRACE_DAYS_RANGE, 'graceDays');
      refused(await send('admin', AdminUpdateMembershipSettingsDocument, { input: { graceDays: -1, lapsedMembersMayRequestRooms: true } }), 'BAD_USER_INPUT', GRACE_DAYS_RANGE, 'graceDays');
      expect(ok(await send('admin', AdminUpdateMembershipSettingsDocument, { input: { graceDays: 30, lapsedMembersMayRequestRooms: false } })).updateMembershipSettings).toMatchObject({
        graceDays: 30,
        lapsedMembersMayRequestRooms: false,
      });
      expect(ok(await send('admin', AdminMembershipSettingsDocument, {})).membershipSettings).toMatchObject({ graceDays: 30, lapsedMembersMayRequestRooms: false });
      ok(await send('admin', AdminUpdateMembershipSettingsDocument, { input: { graceDays: 14, lapsedMembersMayRequestRooms: true } }));
    },
  },
  {
    name: 'members reach their own membership only',
    async run(send) {
      expect((await send('member', AdminMembershipsDocument, { filter: null })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect((await send('member', AdminMembershipPlansDocument, {})).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect((await send('member', AdminMarkDuesPaidDocument, { invoiceId: '1' })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    },
  },
];

/** A story person's id, from the admin's list of users (found by email). */
async function idOf(send: OfficeSend, w: OfficeWorld, who: Person): Promise<string> {
  const users = ok(await send('admin', AdminMembershipCandidatesDocument, {})).users;
  return users.find((u) => u.email === w.emails[who])!.id;
}
