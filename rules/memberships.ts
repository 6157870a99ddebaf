/**
 * Membership plans and dues (issue 36) as pure decisions: the periods a membership bills, which dues invoices are
 * still to issue, a member's status (active, due, lapsed; derived, never stored), what a plan change does, and what a
 * dues payment or an admin's "Mark paid" does. The API (api/src/modules/memberships, and the payments module for
 * dues paid online) and the demo backend (web/src/mocks/demo/memberships.ts) decide with these and only store the outcome.
 *
 * Database twins (api/src/modules/memberships/rule-twins.test.ts feeds both the same cases):
 *  - periodAt / periodsToIssue: one dues invoice per member and period, the unique index `invoices_dues_period_key`
 *    on (member_id, period_start) WHERE kind = 'dues', which decides between instances issuing at once;
 *  - changePlanPlan ("takes effect at the next period"): the trigger `memberships_terms_after_issued`, which refuses
 *    new terms (plan or anchor) covering a period already invoiced; `invoices_dues_terms_fixed` keeps an issued dues
 *    invoice's plan, period and amount as issued;
 *  - deletePlanRefusal: the foreign keys to membership_plans (ON DELETE RESTRICT) from memberships and invoices;
 *  - planNameRefusal: the unique index `membership_plans_name_key` on lower(name);
 *  - the plan's amount and period: the CHECKs `membership_plans_amount_positive` and `membership_plans_period_check`.
 */
import { bookingEndDate } from './bookings';
import { formatMinor } from './money';
import { refusal, type Refusal } from './refusal';

export type PlanPeriod = 'monthly' | 'quarterly' | 'yearly';
export const PLAN_PERIODS: readonly PlanPeriod[] = ['monthly', 'quarterly', 'yearly'];
export const PERIOD_MONTHS: Record<PlanPeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 };
export const PERIOD_LABELS: Record<PlanPeriod, string> = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' };

/** A member's standing: owes nothing (active), owes within the grace period (due), owes past it (lapsed), or starts later. */
export type MembershipStatus = 'active' | 'due' | 'lapsed' | 'upcoming';
export const MEMBERSHIP_STATUSES: readonly MembershipStatus[] = ['active', 'due', 'lapsed', 'upcoming'];
export const STATUS_LABELS: Record<MembershipStatus, string> = { active: 'Active', due: 'Due', lapsed: 'Lapsed', upcoming: 'Starts later' };

/** Days after a period starts that its dues may stay unpaid before the member lapses (office_settings' default). */
export const DEFAULT_GRACE_DAYS = 14;
export const MAX_GRACE_DAYS = 365;

export const PLAN_NOT_FOUND = 'Membership plan not found';
export const MEMBER_NOT_FOUND = 'Member not found';
export const MEMBERSHIP_NOT_FOUND = 'Membership not found';
export const DUES_INVOICE_NOT_FOUND = 'Invoice not found';
export const PLAN_NAME_TAKEN = 'A plan with this name already exists';
export const PLAN_IN_USE = 'This plan is in use (members or invoices) and cannot be deleted. Deactivate it instead.';
export const PLAN_INACTIVE = 'This plan is inactive: choose an active plan';
export const ALREADY_A_MEMBER = 'This member already has a membership: change their plan instead';
export const SAME_PLAN = 'The member is already on this plan';
export const START_DATE_PAST = 'Start date must be today or later';
export const INVOICE_VOID = 'This invoice is void';
export const VOID_REASON_REQUIRED = 'Please give a reason for voiding';
export const LAPSED_MAY_NOT_REQUEST = 'Your membership has lapsed: please pay your dues before requesting a room';
/** What admins see on a lapsed member's booking requests when lapsed members may still request rooms. */
export const LAPSED_WARNING = 'Membership lapsed';

const pad = (n: number) => String(n).padStart(2, '0');

/** `day` plus `n` days (yyyy-MM-dd, calendar arithmetic in UTC: no time zone can shift it). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${String(t.getUTCFullYear()).padStart(4, '0')}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** `day` plus `n` months as PostgreSQL adds them (the day kept unless the month is shorter). */
export const addMonths = (day: string, n: number): string => bookingEndDate(day, n);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const ms = (d: string) => {
    const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, dd);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/**
 * The k-th billing period (k ≥ 0) of a plan whose first period starts on `anchor`: its first and last day (inclusive).
 * Counted from the anchor each time, so a membership from 31 January bills 28 February, then 31 March (not the 28th).
 */
export function periodAt(anchor: string, period: PlanPeriod, k: number): { start: string; end: string } {
  const months = PERIOD_MONTHS[period];
  return { start: addMonths(anchor, k * months), end: addDays(addMonths(anchor, (k + 1) * months), -1) };
}

/** The index of the period holding `day`, or -1 before the first one. */
export function periodIndexOn(anchor: string, period: PlanPeriod, day: string): number {
  if (day < anchor) return -1;
  const [ay, am] = anchor.split('-').map(Number) as [number, number];
  const [dy, dm] = day.split('-').map(Number) as [number, number];
  let k = Math.floor(((dy - ay) * 12 + (dm - am)) / PERIOD_MONTHS[period]);
  // The month count may overshoot by one when the anchor's day is later in the month than `day`'s.
  while (k > 0 && periodAt(anchor, period, k).start > day) k--;
  while (periodAt(anchor, period, k + 1).start <= day) k++;
  return k;
}

/** A plan as the rules need it. */
export interface PlanFacts {
  id: string | number;
  name: string;
  /** Money string, "50.00". */
  amount: string;
  period: PlanPeriod;
  isActive: boolean;
}

/**
 * A membership's terms: the current plan from `anchorDate` (the first day of its first period), and a change of plan
 * that takes effect on `nextPlanFrom` (always a period boundary of the current plan).
 */
export interface MembershipTerms {
  planId: string | number;
  period: PlanPeriod;
  amount: string;
  anchorDate: string;
  nextPlanId: string | number | null;
  nextPeriod: PlanPeriod | null;
  nextAmount: string | null;
  nextPlanFrom: string | null;
}

/** The terms in force on `day`: a scheduled change whose day has come is the current plan (whether or not a backend has stored it yet). */
export function termsOn(m: MembershipTerms, day: string): MembershipTerms {
  if (m.nextPlanFrom === null || m.nextPlanId === null || m.nextPlanFrom > day) return m;
  return { planId: m.nextPlanId, period: m.nextPeriod!, amount: m.nextAmount!, anchorDate: m.nextPlanFrom, nextPlanId: null, nextPeriod: null, nextAmount: null, nextPlanFrom: null };
}

/** One dues invoice to issue: the plan it bills, its period (inclusive) and amount. */
export interface DuesPeriod {
  planId: string | number;
  start: string;
  end: string;
  amount: string;
}

/**
 * The dues invoices to issue on `today`: every period that has started (start ≤ today) after the last one issued
 * (`lastIssuedStart`, null when none), under the plan of its time — the current plan until the change day, the next
 * plan from it. Periods missed while nothing ran are all here (catch-up); at most `limit` (the oldest first).
 */
export function periodsToIssue(m: MembershipTerms, lastIssuedStart: string | null, today: string, limit = 240): DuesPeriod[] {
  const out: DuesPeriod[] = [];
  const segment = (planId: string | number, period: PlanPeriod, amount: string, anchor: string, until: string | null) => {
    const from = lastIssuedStart === null ? 0 : Math.max(0, periodIndexOn(anchor, period, lastIssuedStart) + 1);
    for (let k = from; out.length < limit; k++) {
      const p = periodAt(anchor, period, k);
      if (p.start > today || (until !== null && p.start >= until)) return;
      if (lastIssuedStart !== null && p.start <= lastIssuedStart) continue;
      out.push({ planId, start: p.start, end: p.end, amount });
    }
  };
  segment(m.planId, m.period, m.amount, m.anchorDate, m.nextPlanId !== null ? m.nextPlanFrom : null);
  if (m.nextPlanId !== null && m.nextPlanFrom !== null) segment(m.nextPlanId, m.nextPeriod!, m.nextAmount!, m.nextPlanFrom, null);
  return out;
}

/**
 * What the issued dues invoices say, as one backend reads them (each an aggregate, so a list of members costs one
 * statement): the oldest period unpaid (not paid, not voided), the last day paid for without a gap before it, and the
 * start of the last period issued.
 */
export interface DuesFacts {
  oldestUnpaidStart: string | null;
  paidThrough: string | null;
  lastIssuedStart: string | null;
}

/** The same facts from a member's dues invoices (the demo keeps them in a list; the API's SQL aggregates them alike). */
export function duesFacts(invoices: readonly { periodStart: string; periodEnd: string; paid: boolean; voided: boolean }[]): DuesFacts {
  const sorted = [...invoices].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const unpaid = sorted.find((i) => !i.paid && !i.voided) ?? null;
  let paidThrough: string | null = null;
  for (const i of sorted) {
    if (unpaid && i.periodStart >= unpaid.periodStart) break;
    if (!paidThrough || i.periodEnd > paidThrough) paidThrough = i.periodEnd;
  }
  return { oldestUnpaidStart: unpaid?.periodStart ?? null, paidThrough, lastIssuedStart: sorted.at(-1)?.periodStart ?? null };
}

export interface MembershipStanding {
  status: MembershipStatus;
  /** The last day paid for (voided periods count as settled); null when nothing was paid yet. */
  paidThrough: string | null;
  /** The first day of the oldest period not paid (issued or still to issue); null when nothing is owed. */
  owedSince: string | null;
  /** The first day the member is lapsed when nothing is paid meanwhile; null when nothing is owed. */
  lapsesOn: string | null;
  /** The period holding today under the terms in force (null before the membership starts). */
  currentPeriod: { start: string; end: string } | null;
}

/**
 * A member's standing on `today`: active when every period that has started is paid (paid through today or later),
 * due when the oldest unpaid one started at most `graceDays` days ago, lapsed after that. A period whose invoice the
 * job has not issued yet counts as unpaid: owed is owed. Before the first period starts: upcoming.
 */
export function membershipStanding(m: MembershipTerms, facts: DuesFacts, today: string, graceDays: number): MembershipStanding {
  const terms = termsOn(m, today);
  const k = periodIndexOn(terms.anchorDate, terms.period, today);
  const currentPeriod = k < 0 ? null : periodAt(terms.anchorDate, terms.period, k);
  const missing = periodsToIssue(m, facts.lastIssuedStart, today, 1)[0]?.start ?? null;
  const owedSince = [facts.oldestUnpaidStart, missing].filter((d): d is string => d !== null).sort()[0] ?? null;
  if (owedSince) {
    const lapsesOn = addDays(owedSince, graceDays + 1);
    return { status: today < lapsesOn ? 'due' : 'lapsed', paidThrough: facts.paidThrough, owedSince, lapsesOn, currentPeriod };
  }
  const status = terms.anchorDate > today && facts.lastIssuedStart === null ? 'upcoming' : 'active';
  return { status, paidThrough: facts.paidThrough, owedSince: null, lapsesOn: null, currentPeriod };
}

// ------------------------------------------------------------------ admins' writes

/** Plan names are compared ignoring case and surrounding spaces, as the unique index on lower(name) compares them. */
export const samePlanName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why a plan cannot take this name: another plan (`others`: the plan itself left out) has it. */
export function planNameRefusal(name: string, others: readonly { name: string }[]): Refusal | null {
  return others.some((o) => samePlanName(o.name, name)) ? refusal('CONFLICT', PLAN_NAME_TAKEN, 'name') : null;
}

/** A plan in use (a membership on it or changing to it, or an invoice billing it) is deactivated, never deleted. */
export function deletePlanRefusal(uses: number): Refusal | null {
  return uses > 0 ? refusal('CONFLICT', PLAN_IN_USE) : null;
}

/** An existing membership as assigning and changing care. */
export interface MembershipFacts extends MembershipTerms {
  memberId: string | number;
}

/**
 * Why this member cannot be given this plan from `startDate`, or null: the plan must exist and be active, the start
 * today or later, and the member must have no membership yet — or one that has not started (nothing billed), which this
 * replaces. A started membership changes plan instead (changePlanPlan).
 */
export function assignRefusal(
  plan: PlanFacts | null,
  existing: MembershipFacts | null,
  startDate: string,
  today: string,
  issuedInvoices: number,
): Refusal | null {
  if (!plan) return refusal('NOT_FOUND', PLAN_NOT_FOUND);
  if (!plan.isActive) return refusal('CONFLICT', PLAN_INACTIVE, 'planId');
  if (startDate < today) return refusal('BAD_USER_INPUT', START_DATE_PAST, 'startDate');
  if (existing && (existing.anchorDate <= today || issuedInvoices > 0)) return refusal('CONFLICT', ALREADY_A_MEMBER, 'memberId');
  return null;
}

/** What changing a member's plan does. */
export type PlanChange =
  /** Not started yet (nothing billed): the new plan replaces the old one from the same start. */
  | { kind: 'now' }
  /** The change takes effect when the next period starts; issued invoices stay as they are. */
  | { kind: 'scheduled'; from: string }
  /** Back to the current plan: the scheduled change is dropped. */
  | { kind: 'cancel' };

/**
 * What changing to `plan` does on `today`, or why not: an active plan other than the current one takes effect at the
 * start of the next period (the current period stays billed under the plan it was issued with); choosing the current
 * plan again drops a scheduled change.
 */
export function changePlanPlan(m: MembershipFacts | null, plan: PlanFacts | null, today: string, issuedInvoices: number): { refused: Refusal } | { refused: null; change: PlanChange } {
  if (!m) return { refused: refusal('NOT_FOUND', MEMBERSHIP_NOT_FOUND) };
  if (!plan) return { refused: refusal('NOT_FOUND', PLAN_NOT_FOUND) };
  const terms = termsOn(m, today);
  if (String(plan.id) === String(terms.planId)) {
    return terms.nextPlanId !== null ? { refused: null, change: { kind: 'cancel' } } : { refused: refusal('CONFLICT', SAME_PLAN, 'planId') };
  }
  if (!plan.isActive) return { refused: refusal('CONFLICT', PLAN_INACTIVE, 'planId') };
  if (terms.anchorDate > today && issuedInvoices === 0) return { refused: null, change: { kind: 'now' } };
  const k = periodIndexOn(terms.anchorDate, terms.period, today);
  return { refused: null, change: { kind: 'scheduled', from: periodAt(terms.anchorDate, terms.period, k + 1).start } };
}

// ------------------------------------------------------------------ dues invoices

/** A dues invoice as marking it paid or paying it cares. */
export interface DuesInvoiceFacts {
  memberId: string | number | null;
  kind: string;
  paidInFull: boolean;
  voidedAt: unknown;
}

/** Why an admin cannot mark this invoice paid or unpaid (a double click changes nothing and is not refused). */
export function markDuesRefusal(i: DuesInvoiceFacts | null): Refusal | null {
  if (!i || i.kind !== 'dues') return refusal('NOT_FOUND', DUES_INVOICE_NOT_FOUND);
  if (i.voidedAt) return refusal('CONFLICT', INVOICE_VOID);
  return null;
}

/** Why an admin cannot void this dues invoice (waive its period): it must be unpaid, with a reason. */
export function voidDuesRefusal(i: DuesInvoiceFacts | null, reason: string | null | undefined): Refusal | null {
  const r = markDuesRefusal(i);
  if (r) return r;
  if (i!.paidInFull) return refusal('CONFLICT', 'A paid invoice cannot be voided: mark it unpaid first');
  if (!reason || !reason.trim()) return refusal('BAD_USER_INPUT', VOID_REASON_REQUIRED, 'reason');
  return null;
}

/** Why a member cannot pay this dues invoice online now, or null. */
export function startDuesPaymentRefusal(i: DuesInvoiceFacts | null, memberId: string | number, online: boolean): Refusal | null {
  if (!online) return refusal('CONFLICT', 'Online payment is not available: please pay as the office tells you');
  if (!i || i.kind !== 'dues' || String(i.memberId) !== String(memberId)) return refusal('NOT_FOUND', DUES_INVOICE_NOT_FOUND);
  if (i.voidedAt) return refusal('CONFLICT', INVOICE_VOID);
  if (i.paidInFull) return refusal('CONFLICT', 'This invoice is paid already');
  return null;
}

/** Why a dues payment the provider reports cannot mark its invoice paid, and needs an admin instead. */
export const DUES_ATTENTION = {
  voided: 'Paid for a dues invoice that has since been voided',
  alreadyPaid: 'Paid online after the dues invoice was already marked paid',
  amountDiffers: (paid: string, due: string) => `Paid ${paid} where the invoice asks ${due}`,
} as const;

/**
 * What a succeeded dues payment does: mark its invoice paid as "Online payment", or, when that would be wrong (the
 * invoice voided or paid by hand meanwhile, another amount or currency), become an attention item for an admin.
 */
export function planDuesPayment(
  i: { paidInFull: boolean; voidedAt: unknown } | null,
  paid: { amountMinor: number; currency: string; expectedMinor: number; expectedCurrency: string },
): { markPaid: true; attention: null } | { markPaid: false; attention: string } {
  const attention = (reason: string) => ({ markPaid: false, attention: reason }) as const;
  if (!i || i.voidedAt) return attention(DUES_ATTENTION.voided);
  if (paid.amountMinor !== paid.expectedMinor || paid.currency.toUpperCase() !== paid.expectedCurrency.toUpperCase()) {
    return attention(DUES_ATTENTION.amountDiffers(formatMinor(paid.amountMinor, paid.currency.toUpperCase()), formatMinor(paid.expectedMinor, paid.expectedCurrency)));
  }
  if (i.paidInFull) return attention(DUES_ATTENTION.alreadyPaid);
  return { markPaid: true, attention: null };
}

// ------------------------------------------------------------------ booking requests

/** Why a member cannot request a room because of their membership: lapsed, where the office does not allow it. */
export function lapsedRequestRefusal(status: MembershipStatus | null, lapsedMayRequest: boolean): Refusal | null {
  return status === 'lapsed' && !lapsedMayRequest ? refusal('CONFLICT', LAPSED_MAY_NOT_REQUEST) : null;
}

/** What a dues invoice bills, in a line (its description): 'Membership dues: Standard, Mar 1, 2026 – Mar 31, 2026'. */
export function duesDescription(planName: string, start: string, end: string): string {
  return `Membership dues: ${planName}, ${dayText(start)} – ${dayText(end)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Mar 1, 2026', as the app writes days. */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
