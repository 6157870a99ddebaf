import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';
import type { GraphQLContext } from '../../context';

const present = <T>(value: T | null, what: string): T => {
  // Foreign keys make these impossible; say so loudly rather than return a broken object.
  if (value === null) throw new Error(`${what} is missing`);
  return value;
};

/** A member's membership with its standing today, from the request's loaders (null without one). */
async function membershipOf(memberId: number, ctx: GraphQLContext) {
  const [row, settings] = await Promise.all([ctx.loaders.membershipRowByMemberId.load(memberId), ctx.loaders.membershipSettings.load(true)]);
  return row ? ctx.services.memberships.view(row, settings.graceDays) : null;
}

export const membershipsResolvers: Resolvers = {
  Query: {
    membershipPlans: (_p, _a, ctx) => ctx.services.memberships.plans(ctx.viewer),
    memberships: (_p, { filter, limit, offset }, ctx) => ctx.services.memberships.list(ctx.viewer, filter, limit, offset),
    myMembership: (_p, _a, ctx) => ctx.services.memberships.mine(ctx.viewer),
    membershipSettings: (_p, _a, ctx) => ctx.services.memberships.settings(ctx.viewer),
  },
  Mutation: {
    createMembershipPlan: (_p, { input }, ctx) => ctx.services.memberships.createPlan(ctx.viewer, input),
    updateMembershipPlan: (_p, { id, input }, ctx) => ctx.services.memberships.updatePlan(ctx.viewer, parseId(id, 'Plan'), input),
    deleteMembershipPlan: async (_p, { id }, ctx) => String(await ctx.services.memberships.deletePlan(ctx.viewer, parseId(id, 'Plan'))),
    assignMembership: (_p, { input }, ctx) => ctx.services.memberships.assign(ctx.viewer, input),
    changeMembershipPlan: (_p, { memberId, planId }, ctx) => ctx.services.memberships.changePlan(ctx.viewer, parseId(memberId, 'Member'), { planId }),
    markDuesPaid: (_p, { invoiceId }, ctx) => ctx.services.dues.markPaid(ctx.viewer, parseId(invoiceId, 'Invoice')),
    markDuesUnpaid: (_p, { invoiceId }, ctx) => ctx.services.dues.markUnpaid(ctx.viewer, parseId(invoiceId, 'Invoice')),
    voidDuesInvoice: (_p, { invoiceId, reason }, ctx) => ctx.services.dues.void(ctx.viewer, parseId(invoiceId, 'Invoice'), { reason }),
    updateMembershipSettings: (_p, { input }, ctx) => ctx.services.memberships.saveSettings(ctx.viewer, input),
  },
  MembershipPlan: {
    inUse: (p) => p.uses > 0,
  },
  Membership: {
    member: (v, _a, ctx) => ctx.loaders.personById.load(v.memberId).then((u) => present(u, 'Member')),
    plan: (v, _a, ctx) => ctx.loaders.planById.load(v.planId).then((p) => present(p, 'Plan')),
    startDate: (v) => v.anchorDate,
    nextPlan: (v, _a, ctx) => (v.nextPlanId === null ? null : ctx.loaders.planById.load(v.nextPlanId)),
    status: (v) => v.standing.status,
    paidThrough: (v) => v.standing.paidThrough,
    owedSince: (v) => v.standing.owedSince,
    lapsesOn: (v) => v.standing.lapsesOn,
    currentPeriodStart: (v) => v.standing.currentPeriod?.start ?? null,
    currentPeriodEnd: (v) => v.standing.currentPeriod?.end ?? null,
    invoices: (v, _a, ctx) => ctx.loaders.duesInvoicesByMemberId.load(v.memberId),
  },
  Invoice: {
    plan: (i, _a, ctx) => (i.planId === null || i.planId === undefined ? null : ctx.loaders.planById.load(i.planId)),
  },
  RoomBooking: {
    // RoomBooking objects reach only their member and admins: the member's own status, or an admin reviewing requests.
    memberMembershipStatus: async (b, _a, ctx) => (await membershipOf(b.memberId, ctx))?.standing.status ?? null,
  },
};
