import {
  AdminAssignMembershipDocument,
  AdminChangeMembershipPlanDocument,
  AdminCreateMembershipPlanDocument,
  AdminDeleteMembershipPlanDocument,
  AdminMarkDuesPaidDocument,
  AdminMarkDuesUnpaidDocument,
  AdminMembershipCandidatesDocument,
  AdminMembershipPlansDocument,
  AdminMembershipSettingsDocument,
  AdminMembershipsDocument,
  AdminUpdateMembershipPlanDocument,
  AdminUpdateMembershipSettingsDocument,
  AdminVoidDuesDocument,
  ProfileMyMembershipDocument,
  ProfileStartDuesPaymentDocument,
  type AdminMembershipFieldsFragment,
  type DuesInvoiceFieldsFragment,
  type MembershipPlanFieldsFragment,
  type MembershipStatus,
  type ProfileMyMembershipQuery,
} from '../../gql/graphql';
import { fromMinor, toMinor } from '../../../../rules/money';
import { alreadyPaidRefusal, duesDuePlan } from '../../../../rules/payments';
import {
  addDays,
  addMonths,
  assignRefusal,
  changePlanPlan,
  deletePlanRefusal,
  duesFacts,
  lapsedRequestRefusal,
  markDuesRefusal,
  MEMBER_NOT_FOUND,
  membershipStanding,
  periodsToIssue,
  planDuesPayment,
  planNameRefusal,
  PLAN_NOT_FOUND,
  startDuesPaymentRefusal,
  termsOn,
  voidDuesRefusal,
  type MembershipTerms,
  type PlanPeriod,
} from '../../../../rules/memberships';
import type { Refusal } from '../../../../rules/refusal';
import { assignMembershipSchema, changePlanSchema, membershipFilterSchema, membershipPlanSchema, membershipSettingsSchema, voidDuesSchema } from '../../../../validation/memberships';
import { DEMO_CURRENCY } from './payments';
import { DemoError, found, mutation, query, refuse, requireAdmin, requireUser, validSync, type DemoContext } from './respond';
import type { DemoStore } from './store';
import { userById } from './views';

/**
 * Membership plans and dues in the demo (issue 36), decided by rules/memberships.ts as the API decides them. The
 * API's job issues dues as periods start; here every read first issues what is owed by today (the same rule), so the
 * demo's dues are always up to date. Dues paid online are paid at once, by card, as on the provider's page.
 */

export interface DemoPlan {
  id: string;
  name: string;
  amount: string;
  period: PlanPeriod;
  isActive: boolean;
}

export interface DemoMembership {
  id: string;
  memberId: string;
  planId: string;
  anchorDate: string;
  nextPlanId: string | null;
  nextPlanFrom: string | null;
}

export interface DemoDues {
  id: string;
  memberId: string;
  planId: string;
  invoiceNumber: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
  paidInFull: boolean;
  paidInFullDate: string | null;
  voidedAt: string | null;
  voidReason: string | null;
}

export interface DemoMembershipWorld {
  plans: DemoPlan[];
  memberships: DemoMembership[];
  dues: DemoDues[];
  settings: { graceDays: number; lapsedMembersMayRequestRooms: boolean };
}

export const emptyMembershipWorld = (): DemoMembershipWorld => ({ plans: [], memberships: [], dues: [], settings: { graceDays: 14, lapsedMembersMayRequestRooms: true } });

type Profile = NonNullable<ProfileMyMembershipQuery['myMembership']>;
type MembershipView = AdminMembershipFieldsFragment & Profile;

const planOf = (s: DemoStore, id: string | null) => (id === null ? undefined : s.membership.plans.find((p) => p.id === id));

function terms(s: DemoStore, m: DemoMembership): MembershipTerms {
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

const duesOf = (s: DemoStore, memberId: string) => s.membership.dues.filter((d) => d.memberId === memberId);
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

function planView(s: DemoStore, p: DemoPlan): MembershipPlanFieldsFragment {
  const members = s.membership.memberships.filter((m) => m.planId === p.id || m.nextPlanId === p.id).length;
  const invoices = s.membership.dues.filter((d) => d.planId === p.id).length;
  return { __typename: 'MembershipPlan', id: p.id, name: p.name, amount: p.amount, period: p.period, isActive: p.isActive, memberCount: members, inUse: members + invoices > 0 };
}

function invoiceView(s: DemoStore, d: DemoDues): DuesInvoiceFieldsFragment & Profile['invoices'][number] {
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

function membershipView(s: DemoStore, m: DemoMembership): MembershipView {
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
 * The demo office's plans and members: the sample parent (demo mode's account) with dues due, Mia paid up and moving
 * to another plan at her next quarter, Sam lapsed, Rita starting next month; and a plan no longer offered.
 */
export function seedMemberships(s: DemoStore) {
  const w = s.membership;
  // Plan ids are digits, as the API's are: the shared schemas (validation/memberships.ts) refuse any other.
  const first = `${s.today.slice(0, 8)}01`;
  w.plans.push(
    { id: '1', name: 'Standard', amount: '40.00', period: 'monthly', isActive: true },
    { id: '2', name: 'Family', amount: '100.00', period: 'quarterly', isActive: true },
    { id: '3', name: 'Supporter', amount: '300.00', period: 'yearly', isActive: true },
    { id: '4', name: 'Founding member', amount: '25.00', period: 'monthly', isActive: false },
  );
  const add = (memberId: string, planId: string, anchorDate: string, paid: number) => {
    if (!s.users.some((u) => u.id === memberId)) return;
    w.memberships.push({ id: `membership-${memberId}`, memberId, planId, anchorDate, nextPlanId: null, nextPlanFrom: null });
    issueDemoDues(s);
    duesOf(s, memberId)
      .sort((a, b) => a.periodStart.localeCompare(b.periodStart))
      .slice(0, paid)
      .forEach((d) => Object.assign(d, { paidInFull: true, paidInFullDate: `${d.periodStart}T10:00:00.000Z` }));
  };
  add('p1', '1', addMonths(addDays(s.today, -2), -1), 1);
  add('2', '2', addMonths(first, -4), 2);
  add('3', '1', addMonths(addDays(s.today, -20), -2), 1);
  add('4', '3', addMonths(first, 1), 0);
  const mia = w.memberships.find((m) => m.memberId === '2');
  const change = mia && changePlanPlan({ ...terms(s, mia), memberId: '2' }, { ...w.plans[0]!, id: '1' }, s.today, 1);
  if (mia && change && !change.refused && change.change.kind === 'scheduled') Object.assign(mia, { nextPlanId: '1', nextPlanFrom: change.change.from });
}

/** The Membership screen, the member's profile card and paying dues, as the API answers them. */
export function membershipHandlers(ctx: DemoContext) {
  const s = ctx.store;
  const w = () => s.membership;
  const plan = (id: string | number) => w().plans.find((p) => p.id === String(id)) ?? null;
  const planFacts = (p: DemoPlan | null) => (p ? { id: p.id, name: p.name, amount: p.amount, period: p.period, isActive: p.isActive } : null);
  const membershipOf = (memberId: string) => w().memberships.find((m) => m.memberId === memberId) ?? null;
  const issued = (memberId: string) => duesOf(s, memberId).length;
  const savePlan = (input: unknown, except: string | null) => {
    const data = validSync(membershipPlanSchema, input);
    refuse(planNameRefusal(data.name, w().plans.filter((p) => p.id !== except)));
    return data;
  };
  const invoice = (id: string | number) => w().dues.find((d) => d.id === String(id)) ?? null;
  const invoiceFacts = (d: DemoDues | null) => (d ? { memberId: d.memberId, kind: 'dues', paidInFull: d.paidInFull, voidedAt: d.voidedAt } : null);

  return [
    query(AdminMembershipPlansDocument)(() => {
      requireAdmin(ctx);
      issueDemoDues(s);
      const plans = [...w().plans].sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name));
      return { __typename: 'Query', membershipPlans: plans.map((p) => planView(s, p)) };
    }),
    query(AdminMembershipsDocument)(({ filter }) => {
      requireAdmin(ctx);
      issueDemoDues(s);
      const f = validSync(membershipFilterSchema, filter ?? null);
      const views = w()
        .memberships.filter((m) => userById(s, m.memberId))
        .map((m) => membershipView(s, m))
        .filter((v) => !f?.status || v.status === f.status)
        .sort((a, b) => a.member.fullName.localeCompare(b.member.fullName));
      return { __typename: 'Query', memberships: views };
    }),
    query(AdminMembershipSettingsDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', membershipSettings: { __typename: 'MembershipSettings', ...w().settings } };
    }),
    query(AdminMembershipCandidatesDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', users: s.users.map((u) => ({ __typename: 'User' as const, id: u.id, fullName: u.fullName, email: u.email })) };
    }),
    mutation(AdminCreateMembershipPlanDocument)(({ input }) => {
      requireAdmin(ctx);
      const data = savePlan(input, null);
      const p: DemoPlan = { id: s.nextId(), name: data.name, amount: data.amount, period: data.period, isActive: data.isActive };
      w().plans.push(p);
      return { __typename: 'Mutation', createMembershipPlan: planView(s, p) };
    }),
    mutation(AdminUpdateMembershipPlanDocument)(({ id, input }) => {
      requireAdmin(ctx);
      const p = found(plan(id) ?? undefined, PLAN_NOT_FOUND);
      const data = savePlan(input, p.id);
      Object.assign(p, { name: data.name, amount: data.amount, period: data.period, isActive: data.isActive });
      return { __typename: 'Mutation', updateMembershipPlan: planView(s, p) };
    }),
    mutation(AdminDeleteMembershipPlanDocument)(({ id }) => {
      requireAdmin(ctx);
      const p = found(plan(id) ?? undefined, PLAN_NOT_FOUND);
      const view = planView(s, p);
      refuse(deletePlanRefusal(view.inUse ? 1 : 0));
      w().plans = w().plans.filter((x) => x.id !== p.id);
      return { __typename: 'Mutation', deleteMembershipPlan: p.id };
    }),
    mutation(AdminAssignMembershipDocument)(({ input }) => {
      requireAdmin(ctx);
      const data = validSync(assignMembershipSchema(() => s.today), input);
      const memberId = String(data.memberId);
      if (!userById(s, memberId)) throw new DemoError('NOT_FOUND', MEMBER_NOT_FOUND);
      const existing = membershipOf(memberId);
      const p = plan(data.planId);
      refuse(assignRefusal(planFacts(p), existing ? { ...terms(s, existing), memberId } : null, data.startDate, s.today, issued(memberId)));
      if (existing) Object.assign(existing, { planId: p!.id, anchorDate: data.startDate, nextPlanId: null, nextPlanFrom: null });
      else w().memberships.push({ id: s.nextId(), memberId, planId: p!.id, anchorDate: data.startDate, nextPlanId: null, nextPlanFrom: null });
      issueDemoDues(s);
      return { __typename: 'Mutation', assignMembership: membershipView(s, membershipOf(memberId)!) };
    }),
    mutation(AdminChangeMembershipPlanDocument)(({ memberId, planId }) => {
      requireAdmin(ctx);
      const { planId: wanted } = validSync(changePlanSchema, { planId });
      issueDemoDues(s);
      const m = membershipOf(String(memberId));
      const p = plan(wanted);
      const decided = changePlanPlan(m ? { ...terms(s, m), memberId: m.memberId } : null, planFacts(p), s.today, m ? issued(m.memberId) : 0);
      if (decided.refused) throw new DemoError(decided.refused.code, decided.refused.message, decided.refused.field);
      const c = decided.change;
      if (c.kind === 'now') Object.assign(m!, { planId: p!.id, nextPlanId: null, nextPlanFrom: null });
      else if (c.kind === 'scheduled') Object.assign(m!, { nextPlanId: p!.id, nextPlanFrom: c.from });
      else Object.assign(m!, { nextPlanId: null, nextPlanFrom: null });
      return { __typename: 'Mutation', changeMembershipPlan: membershipView(s, m!) };
    }),
    mutation(AdminMarkDuesPaidDocument)(({ invoiceId }) => {
      requireAdmin(ctx);
      const d = invoice(invoiceId);
      refuse(markDuesRefusal(invoiceFacts(d)));
      if (!d!.paidInFull) Object.assign(d!, { paidInFull: true, paidInFullDate: new Date().toISOString() });
      return { __typename: 'Mutation', markDuesPaid: invoiceView(s, d!) };
    }),
    mutation(AdminMarkDuesUnpaidDocument)(({ invoiceId }) => {
      requireAdmin(ctx);
      const d = invoice(invoiceId);
      refuse(markDuesRefusal(invoiceFacts(d)));
      Object.assign(d!, { paidInFull: false, paidInFullDate: null });
      return { __typename: 'Mutation', markDuesUnpaid: invoiceView(s, d!) };
    }),
    mutation(AdminVoidDuesDocument)(({ invoiceId, reason }) => {
      requireAdmin(ctx);
      const d = invoice(invoiceId);
      const data = validSync(voidDuesSchema, { reason });
      refuse(voidDuesRefusal(invoiceFacts(d), data.reason));
      Object.assign(d!, { voidedAt: new Date().toISOString(), voidReason: data.reason });
      return { __typename: 'Mutation', voidDuesInvoice: invoiceView(s, d!) };
    }),
    mutation(AdminUpdateMembershipSettingsDocument)(({ input }) => {
      requireAdmin(ctx);
      const data = validSync(membershipSettingsSchema, input);
      w().settings = { graceDays: data.graceDays, lapsedMembersMayRequestRooms: data.lapsedMembersMayRequestRooms };
      return { __typename: 'Mutation', updateMembershipSettings: { __typename: 'MembershipSettings', ...w().settings } };
    }),

    query(ProfileMyMembershipDocument)(() => {
      const user = requireUser(ctx);
      issueDemoDues(s);
      const m = membershipOf(user.id);
      return { __typename: 'Query', myMembership: m ? membershipView(s, m) : null };
    }),
    mutation(ProfileStartDuesPaymentDocument)(({ invoiceId }) => {
      const user = requireUser(ctx);
      const d = invoice(invoiceId);
      refuse(startDuesPaymentRefusal(invoiceFacts(d), user.id, true));
      const dues = d!;
      refuse(alreadyPaidRefusal(s.payments.filter((p) => p.invoiceId === dues.id).map((p) => ({ ...p, refundedMinor: 0 })), 'dues'));
      const expected = toMinor(dues.amount) ?? 0;
      // Paid at once, by card, for exactly the invoice's amount: the rule marks it paid as the API's webhook would.
      const plan = planDuesPayment({ paidInFull: dues.paidInFull, voidedAt: dues.voidedAt }, { amountMinor: expected, currency: DEMO_CURRENCY, expectedMinor: expected, expectedCurrency: DEMO_CURRENCY });
      const now = new Date().toISOString();
      if (plan.markPaid) Object.assign(dues, { paidInFull: true, paidInFullDate: now });
      const id = s.nextId();
      s.payments.push({
        id,
        bookingId: null,
        invoiceId: dues.id,
        invoiceNumber: dues.invoiceNumber,
        memberId: user.id,
        purpose: 'dues',
        amountMinor: expected,
        currency: DEMO_CURRENCY,
        method: 'card',
        reference: `pi_demo_${id}`,
        status: 'succeeded',
        ticked: plan.markPaid,
        attention: plan.attention,
        resolvedAt: null,
        resolution: null,
        receivedAt: now,
        createdAt: now,
        refunds: [],
      });
      return {
        __typename: 'Mutation',
        startDuesPayment: {
          __typename: 'PaymentCheckout',
          purpose: 'DUES',
          // Where the provider would send the member back after paying.
          url: `/profile?payment=success&invoice=${dues.id}`,
          amount: fromMinor(expected),
          currency: DEMO_CURRENCY,
        },
      };
    }),
  ];
}
