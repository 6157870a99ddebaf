import { toInvoiceJson } from '../bookings/booking.mapper';
import type { InvoiceEntity } from '../bookings/invoice.entity';
import type { PlanRow } from './memberships.repository';
import type { MembershipView } from './memberships.service';

/** The REST shape of a plan (GraphQL's MembershipPlan, field for field). */
export function toPlanJson(p: PlanRow) {
  return { id: p.id, name: p.name, amount: p.amount, period: p.period, isActive: p.isActive, memberCount: p.memberCount, inUse: p.uses > 0, createdAt: p.createdAt };
}

/**
 * The REST shape of a membership (GraphQL's Membership; the member as id, name and email, plans as id and name). Its
 * dues invoices come with the member's own (GET /api/memberships/mine), not with the admin list.
 */
export function toMembershipJson(v: MembershipView, plans: Map<number, PlanRow>, invoices?: InvoiceEntity[]) {
  const plan = (id: number | null) => (id === null ? null : { id, name: plans.get(id)?.name ?? null, amount: plans.get(id)?.amount ?? null, period: plans.get(id)?.period ?? null });
  return {
    id: v.id,
    member: { id: v.memberId, fullName: v.memberName, email: v.memberEmail },
    plan: plan(v.planId),
    startDate: v.anchorDate,
    nextPlan: plan(v.nextPlanId),
    nextPlanFrom: v.nextPlanFrom,
    status: v.standing.status,
    paidThrough: v.standing.paidThrough,
    owedSince: v.standing.owedSince,
    lapsesOn: v.standing.lapsesOn,
    currentPeriodStart: v.standing.currentPeriod?.start ?? null,
    currentPeriodEnd: v.standing.currentPeriod?.end ?? null,
    ...(invoices ? { invoices: invoices.map(toInvoiceJson) } : {}),
  };
}
