import type { PlanPeriod } from '../../../../rules/memberships';
import type { PaymentPurpose } from '../../../../rules/payments';

/**
 * The records of the demo world's payments and memberships, apart from the files that answer for them
 * (payments.ts, memberships.ts), so the world (store.ts) can hold them without importing any handler file.
 */

export interface DemoRefund {
  id: string;
  amountMinor: number;
  reason: string;
  reference: string;
  requestedBy: string | null;
  createdAt: string;
}

export interface DemoPayment {
  id: string;
  /** Null once the booking was deleted, and for dues. */
  bookingId: string | null;
  /** The dues invoice a dues payment paid (demo/memberships.ts). */
  invoiceId?: string | null;
  invoiceNumber: string | null;
  memberId: string | null;
  purpose: PaymentPurpose | 'dues';
  amountMinor: number;
  currency: string;
  method: string | null;
  reference: string;
  status: 'pending' | 'succeeded' | 'failed';
  ticked: boolean;
  attention: string | null;
  resolvedAt: string | null;
  resolution: string | null;
  receivedAt: string | null;
  createdAt: string;
  /** The demo's refunds succeed at once. */
  refunds: DemoRefund[];
}

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
