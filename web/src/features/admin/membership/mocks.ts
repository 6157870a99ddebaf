import type { AdminDuesInvoice, AdminMembership, AdminPlan } from './operations';

/** Plans and memberships as the admin's Membership screen receives them (tests' fixtures). */

export const plan = (over: Partial<AdminPlan> & Pick<AdminPlan, 'id' | 'name'>): AdminPlan => ({
  __typename: 'MembershipPlan',
  amount: '40.00',
  period: 'monthly',
  isActive: true,
  memberCount: 0,
  inUse: false,
  ...over,
});

export const duesInvoice = (over: Partial<AdminDuesInvoice> & Pick<AdminDuesInvoice, 'id' | 'invoiceNumber' | 'periodStart' | 'periodEnd'>): AdminDuesInvoice => ({
  __typename: 'Invoice',
  totalAmount: '40.00',
  paidInFull: false,
  paidInFullDate: null,
  voidedAt: null,
  voidReason: null,
  pdfUrl: `/api/invoices/${over.id}/pdf`,
  plan: { __typename: 'MembershipPlan', id: '1', name: 'Standard' },
  ...over,
});

export const STANDARD = plan({ id: '1', name: 'Standard', memberCount: 2, inUse: true });
export const FAMILY = plan({ id: '2', name: 'Family', amount: '100.00', period: 'quarterly' });
export const FOUNDING = plan({ id: '3', name: 'Founding member', amount: '25.00', isActive: false, inUse: true });

/** Mia: June unpaid (due until Jun 16), May paid. */
export const miaDue: AdminMembership = {
  __typename: 'Membership',
  id: '11',
  member: { __typename: 'User', id: '2', fullName: 'Mia Member', email: 'member@example.org' },
  plan: { __typename: 'MembershipPlan', id: '1', name: 'Standard', amount: '40.00', period: 'monthly' },
  startDate: '2026-05-01',
  nextPlan: null,
  nextPlanFrom: null,
  status: 'due',
  paidThrough: '2026-05-31',
  owedSince: '2026-06-01',
  lapsesOn: '2026-06-16',
  currentPeriodStart: '2026-06-01',
  currentPeriodEnd: '2026-06-30',
  invoices: [
    duesInvoice({ id: '120', invoiceNumber: 'INV-2026-000120', periodStart: '2026-06-01', periodEnd: '2026-06-30' }),
    duesInvoice({ id: '110', invoiceNumber: 'INV-2026-000110', periodStart: '2026-05-01', periodEnd: '2026-05-31', paidInFull: true, paidInFullDate: '2026-05-03T10:00:00.000Z' }),
  ],
};

/** Sam: paid through June, one invoice. */
export const samActive: AdminMembership = {
  ...miaDue,
  id: '12',
  member: { __typename: 'User', id: '3', fullName: 'Sam Second', email: 'sam@example.org' },
  startDate: '2026-06-01',
  status: 'active',
  paidThrough: '2026-06-30',
  owedSince: null,
  lapsesOn: null,
  invoices: [duesInvoice({ id: '121', invoiceNumber: 'INV-2026-000121', periodStart: '2026-06-01', periodEnd: '2026-06-30', paidInFull: true, paidInFullDate: '2026-06-02T10:00:00.000Z' })],
};
