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
} from '../../gql/graphql';
import { fromMinor, toMinor } from '../../../../rules/money';
import { alreadyPaidRefusal } from '../../../../rules/payments';
import {
  assignRefusal,
  changePlanPlan,
  deletePlanRefusal,
  markDuesRefusal,
  MEMBER_NOT_FOUND,
  planDuesPayment,
  planNameRefusal,
  PLAN_NOT_FOUND,
  startDuesPaymentRefusal,
  voidDuesRefusal,
} from '../../../../rules/memberships';
import { assignMembershipSchema, changePlanSchema, membershipFilterSchema, membershipPlanSchema, membershipSettingsSchema, voidDuesSchema } from '../../../../validation/memberships';
import { duesOf, invoiceView, issueDemoDues, membershipView, planView, terms } from './memberships';
import type { DemoDues, DemoPlan } from './world-types';
import { DEMO_CURRENCY } from './payments';
import { DemoError, found, mutation, query, refuse, requireAdmin, requireUser, validSync, type DemoContext } from './respond';
import { userById } from './views';

/**
 * The demo's answers to the Membership screen, the member's profile card and paying dues (issue 36), deciding with
 * rules/memberships.ts as the API does. Dues paid online are paid at once, by card, as on the provider's page.
 */

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
