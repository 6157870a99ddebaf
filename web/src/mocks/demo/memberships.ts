import type {
  AdminMembershipFieldsFragment,
  DuesInvoiceFieldsFragment,
  MembershipPlanFieldsFragment,
  MembershipStatus,
  ProfileMyMembershipQuery,
} from '../../gql/graphql';
import { duesDuePlan } from '../../../../rules/payments';
import {
  addDays,
  addMonths,
  changePlanPlan,
  duesFacts,
  lapsedRequestRefusal,
  membershipStanding,
  periodsToIssue,
  termsOn,
  type MembershipTerms,
  type PlanPeriod,
} from '../../../../rules/memberships';
import type { Refusal } from '../../../../rules/refusal';
import { DEMO_CURRENCY } from './payments';
import type { DemoStore } from './store';
import type { DemoDues, DemoMembership, DemoPlan } from './world-types';
import { userById } from './views';
import { DEMO_MEMBERSHIPS, DEMO_PLANS } from '../../../../sample/world';
import { demoUserIdOf } from '../handlers';

/**
 * Membership plans and dues in the demo (issue 36), decided by rules/memberships.ts as the API decides them. The
 * API's job issues dues as periods start; here every read first issues what is owed by today (the same rule), so the
 * demo's dues are always up to date. The screens' operations are answered in membership-handlers.ts.
 */

type Profile = NonNullable<ProfileMyMembershipQuery['myMembership']>;
type MembershipView = AdminMembershipFieldsFragment & Profile;

const planOf = (s: DemoStore, id: string | null) => (id === null ? undefined : s.membership.plans.find((p) => p.id === id));

export function terms(s: DemoStore, m: DemoMembership): MembershipTerms {
  const plan = planOf(s, m.planId)!;
  const next = planOf(s, m.nextPlanId);
  return {
    planId: m.planId,
    period: plan.period,
    amount: plan.amount,
    anchorDate: m.anchorDate,
    nextPlanId: next ? next.id : null,
    nextPeriod: next?.period ?? null,
    nextAmount: next?.amount ?? null,
    nextPlanFrom: next ? m.nextPlanFrom : null,
  };
}

export const duesOf = (s: DemoStore, memberId: string) => s.membership.dues.filter((d) => d.memberId === memberId);
const factsOf = (s: DemoStore, memberId: string) =>
  duesFacts(duesOf(s, memberId).map((d) => ({ periodStart: d.periodStart, periodEnd: d.periodEnd, paid: d.paidInFull, voided: d.voidedAt !== null })));

/** What the API's dues job does, up to today: the periods started and not issued, then a plan change whose day has come. */
export function issueDemoDues(s: DemoStore) {
  for (const m of s.membership.memberships) {
    const t = terms(s, m);
    const due = periodsToIssue(t, factsOf(s, m.memberId).lastIssuedStart, s.today);
    const now = termsOn(t, s.today);
    if (now !== t) Object.assign(m, { planId: String(now.planId), anchorDate: now.anchorDate, nextPlanId: null, nextPlanFrom: null });
    for (const d of due) {
      const id = s.nextId();
      s.membership.dues.push({
        id,
        memberId: m.memberId,
        planId: String(d.planId),
        invoiceNumber: `INV-DEMO-D${id}`,
        periodStart: d.start,
        periodEnd: d.end,
        amount: d.amount,
        paidInFull: false,
        paidInFullDate: null,
        voidedAt: null,
        voidReason: null,
      });
    }
  }
}

/** A member's standing today (null without a membership): the booking cards' warning and the request gate read it. */
export function demoMembershipStatus(s: DemoStore, memberId: string): MembershipStatus | null {
  issueDemoDues(s);
  const m = s.membership.memberships.find((x) => x.memberId === memberId);
  return m ? membershipStanding(terms(s, m), factsOf(s, memberId), s.today, s.membership.settings.graceDays).status : null;
}

/** Why this member may not request a room (lapsed, where the office says so): the API's gate on booking requests. */
export function demoRequestRefusal(s: DemoStore, memberId: string): Refusal | null {
  return lapsedRequestRefusal(demoMembershipStatus(s, memberId), s.membership.settings.lapsedMembersMayRequestRooms);
}

export function planView(s: DemoStore, p: DemoPlan): MembershipPlanFieldsFragment {
  const members = s.membership.memberships.filter((m) => m.planId === p.id || m.nextPlanId === p.id).length;
  const invoices = s.membership.dues.filter((d) => d.planId === p.id).length;
  return { __typename: 'MembershipPlan', id: p.id, name: p.name, amount: p.amount, period: p.period, isActive: p.isActive, memberCount: members, inUse: members + invoices > 0 };
}

export function invoiceView(s: DemoStore, d: DemoDues): DuesInvoiceFieldsFragment & Profile['invoices'][number] {
  const plan = planOf(s, d.planId);
  const payments = s.payments.filter((p) => p.invoiceId === d.id).map((p) => ({ purpose: p.purpose, status: p.status, amountMinor: p.amountMinor, refundedMinor: p.refunds.reduce((n, r) => n + r.amountMinor, 0) }));
  const due = duesDuePlan({ kind: 'dues', paidInFull: d.paidInFull, voidedAt: d.voidedAt }, payments);
  return {
    __typename: 'Invoice',
    id: d.id,
    invoiceNumber: d.invoiceNumber,
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    totalAmount: d.amount,
    paidInFull: d.paidInFull,
    paidInFullDate: d.paidInFullDate,
    voidedAt: d.voidedAt,
    voidReason: d.voidReason,
    // The demo has no PDFs to serve.
    pdfUrl: null,
    plan: plan ? { __typename: 'MembershipPlan', id: plan.id, name: plan.name } : null,
    paymentDue: due ? { __typename: 'PaymentDue', purpose: 'DUES', amount: d.amount, currency: DEMO_CURRENCY, preparing: false, settling: due.settling } : null,
  };
}

export function membershipView(s: DemoStore, m: DemoMembership): MembershipView {
  const member = userById(s, m.memberId);
  const plan = planOf(s, m.planId)!;
  const next = planOf(s, m.nextPlanId);
  const standing = membershipStanding(terms(s, m), factsOf(s, m.memberId), s.today, s.membership.settings.graceDays);
  return {
    __typename: 'Membership',
    id: m.id,
    member: { __typename: 'User', id: m.memberId, fullName: member?.fullName ?? 'Deleted member', email: member?.email ?? '' },
    plan: { __typename: 'MembershipPlan', id: plan.id, name: plan.name, amount: plan.amount, period: plan.period },
    startDate: m.anchorDate,
    nextPlan: next ? { __typename: 'MembershipPlan', id: next.id, name: next.name } : null,
    nextPlanFrom: next ? m.nextPlanFrom : null,
    status: standing.status,
    paidThrough: standing.paidThrough,
    owedSince: standing.owedSince,
    lapsesOn: standing.lapsesOn,
    currentPeriodStart: standing.currentPeriod?.start ?? null,
    currentPeriodEnd: standing.currentPeriod?.end ?? null,
    invoices: duesOf(s, m.memberId)
      .sort((a, b) => b.periodStart.localeCompare(a.periodStart))
      .map((d) => invoiceView(s, d)),
  };
}

/**
 * The sample's plans and memberships (sample/history.ts, as the seed writes them): memberships as history from the
 * sample's start, their dues issued to today, the oldest `waived` voided and the next up to `paid` paid, and a change of
 * plan waiting for the next period; a membership that `startsLater` begins on the first of next month.
 */
export function seedMemberships(s: DemoStore) {
  const w = s.membership;
  // Plan ids are digits, as the API's are: the shared schemas (validation/memberships.ts) refuse any other.
  w.plans.push(...DEMO_PLANS.map((p, i) => ({ id: String(i + 1), ...p })));
  const planId = (name: string) => w.plans.find((p) => p.name === name)!.id;
  const first = `${s.today.slice(0, 8)}01`;
  for (const m of DEMO_MEMBERSHIPS) {
    const memberId = demoUserIdOf(m.member);
    const anchorDate = m.startsLater ? addMonths(first, 1) : addMonths(addDays(m.daysAgo ? s.today : first, -m.daysAgo), -m.monthsAgo);
    w.memberships.push({ id: `membership-${memberId}`, memberId, planId: planId(m.plan), anchorDate, nextPlanId: null, nextPlanFrom: null });
  }
  issueDemoDues(s);
  for (const m of DEMO_MEMBERSHIPS) {
    const memberId = demoUserIdOf(m.member);
    const dues = duesOf(s, memberId).sort((a, b) => a.periodStart.localeCompare(b.periodStart));
    const paid = m.paid === 'all' ? dues.length : m.paid;
    dues.forEach((d, i) => {
      if (i < (m.waived ?? 0)) Object.assign(d, { voidedAt: `${d.periodStart}T10:00:00.000Z`, voidReason: 'First month waived on joining' });
      else if (i < paid) Object.assign(d, { paidInFull: true, paidInFullDate: `${d.periodStart}T10:00:00.000Z` });
    });
    const membership = w.memberships.find((x) => x.memberId === memberId)!;
    const next = m.changeTo ? w.plans.find((p) => p.name === m.changeTo) : undefined;
    const change = next && changePlanPlan({ ...terms(s, membership), memberId }, next, s.today, dues.length);
    if (change && !change.refused && change.change.kind === 'scheduled') Object.assign(membership, { nextPlanId: next!.id, nextPlanFrom: change.change.from });
  }
}
