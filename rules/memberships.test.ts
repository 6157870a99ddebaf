import {
  addDays,
  assignRefusal,
  changePlanPlan,
  daysBetween,
  duesFacts,
  lapsedRequestRefusal,
  membershipStanding,
  periodAt,
  periodIndexOn,
  periodsToIssue,
  planDuesPayment,
  planNameRefusal,
  startDuesPaymentRefusal,
  termsOn,
  voidDuesRefusal,
  type MembershipFacts,
  type PlanFacts,
} from './memberships';

const monthly: MembershipFacts = {
  memberId: 7,
  planId: 1,
  period: 'monthly',
  amount: '50.00',
  anchorDate: '2026-01-31',
  nextPlanId: null,
  nextPeriod: null,
  nextAmount: null,
  nextPlanFrom: null,
};
const plan = (over: Partial<PlanFacts> = {}): PlanFacts => ({ id: 2, name: 'Family', amount: '120.00', period: 'quarterly', isActive: true, ...over });
const none = { oldestUnpaidStart: null, paidThrough: null, lastIssuedStart: null };

describe('periods', () => {
  it('are counted from the anchor each time, kept on the anchor day unless the month is shorter', () => {
    expect([0, 1, 2].map((k) => periodAt('2026-01-31', 'monthly', k))).toEqual([
      { start: '2026-01-31', end: '2026-02-27' },
      { start: '2026-02-28', end: '2026-03-30' },
      { start: '2026-03-31', end: '2026-04-29' },
    ]);
    expect(periodAt('2026-03-01', 'quarterly', 1)).toEqual({ start: '2026-06-01', end: '2026-08-31' });
    expect(periodAt('2024-02-29', 'yearly', 1)).toEqual({ start: '2025-02-28', end: '2026-02-27' });
  });

  it('finds the period holding a day, -1 before the first', () => {
    expect(periodIndexOn('2026-01-31', 'monthly', '2026-01-30')).toBe(-1);
    expect(periodIndexOn('2026-01-31', 'monthly', '2026-02-27')).toBe(0);
    expect(periodIndexOn('2026-01-31', 'monthly', '2026-02-28')).toBe(1);
    expect(periodIndexOn('2026-01-15', 'quarterly', '2026-04-14')).toBe(0);
    expect(periodIndexOn('2026-01-15', 'quarterly', '2026-04-15')).toBe(1);
    expect(periodIndexOn('2026-01-01', 'yearly', '2030-06-01')).toBe(4);
  });

  it('adds days and counts them across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(14);
  });
});

describe('dues to issue', () => {
  const m = { ...monthly, anchorDate: '2026-03-01' };

  it('issues each period once it starts, catching up missed ones, never twice', () => {
    expect(periodsToIssue(m, null, '2026-02-28')).toEqual([]);
    expect(periodsToIssue(m, null, '2026-03-01')).toEqual([{ planId: 1, start: '2026-03-01', end: '2026-03-31', amount: '50.00' }]);
    expect(periodsToIssue(m, '2026-03-01', '2026-03-31')).toEqual([]);
    expect(periodsToIssue(m, '2026-03-01', '2026-06-10').map((p) => p.start)).toEqual(['2026-04-01', '2026-05-01', '2026-06-01']);
  });

  it('bills the old plan until the change day and the new plan from it', () => {
    const changing = { ...m, nextPlanId: 2, nextPeriod: 'quarterly' as const, nextAmount: '120.00', nextPlanFrom: '2026-05-01' };
    expect(periodsToIssue(changing, '2026-03-01', '2026-08-01')).toEqual([
      { planId: 1, start: '2026-04-01', end: '2026-04-30', amount: '50.00' },
      { planId: 2, start: '2026-05-01', end: '2026-07-31', amount: '120.00' },
      { planId: 2, start: '2026-08-01', end: '2026-10-31', amount: '120.00' },
    ]);
    expect(termsOn(changing, '2026-04-30').planId).toBe(1);
    expect(termsOn(changing, '2026-05-01')).toMatchObject({ planId: 2, anchorDate: '2026-05-01', nextPlanId: null });
  });
});

describe('standing', () => {
  const m = { ...monthly, anchorDate: '2026-03-01' };
  const inv = (periodStart: string, periodEnd: string, paid: boolean, voided = false) => ({ periodStart, periodEnd, paid, voided });

  it('is upcoming before the first period, due within the grace days, lapsed after, active once paid', () => {
    expect(membershipStanding(m, none, '2026-02-20', 14)).toMatchObject({ status: 'upcoming', paidThrough: null, currentPeriod: null });
    const unpaid = duesFacts([inv('2026-03-01', '2026-03-31', false)]);
    expect(membershipStanding(m, unpaid, '2026-03-15', 14)).toMatchObject({ status: 'due', owedSince: '2026-03-01', lapsesOn: '2026-03-16' });
    expect(membershipStanding(m, unpaid, '2026-03-16', 14)).toMatchObject({ status: 'lapsed' });
    expect(membershipStanding(m, unpaid, '2026-03-02', 0)).toMatchObject({ status: 'lapsed' });
    const paid = duesFacts([inv('2026-03-01', '2026-03-31', true)]);
    expect(membershipStanding(m, paid, '2026-03-20', 14)).toMatchObject({ status: 'active', paidThrough: '2026-03-31', owedSince: null });
  });

  it('counts a period not issued yet as owed, and the oldest unpaid period as the one that lapses', () => {
    const paidMarch = duesFacts([inv('2026-03-01', '2026-03-31', true)]);
    expect(membershipStanding(m, paidMarch, '2026-04-01', 14)).toMatchObject({ status: 'due', owedSince: '2026-04-01', paidThrough: '2026-03-31' });
    const aprilUnpaidMayPaid = duesFacts([inv('2026-03-01', '2026-03-31', true), inv('2026-04-01', '2026-04-30', false), inv('2026-05-01', '2026-05-31', true)]);
    expect(aprilUnpaidMayPaid).toEqual({ oldestUnpaidStart: '2026-04-01', paidThrough: '2026-03-31', lastIssuedStart: '2026-05-01' });
    expect(membershipStanding(m, aprilUnpaidMayPaid, '2026-05-02', 14).status).toBe('lapsed');
  });

  it('counts a voided (waived) period as settled', () => {
    const waived = duesFacts([inv('2026-03-01', '2026-03-31', false, true), inv('2026-04-01', '2026-04-30', true)]);
    expect(membershipStanding(m, waived, '2026-04-10', 14)).toMatchObject({ status: 'active', paidThrough: '2026-04-30' });
  });
});

describe('assigning and changing plans', () => {
  it('assigns an active plan from today on to a member without a started membership', () => {
    expect(assignRefusal(null, null, '2026-03-01', '2026-03-01', 0)?.code).toBe('NOT_FOUND');
    expect(assignRefusal(plan({ isActive: false }), null, '2026-03-01', '2026-03-01', 0)).toMatchObject({ code: 'CONFLICT', field: 'planId' });
    expect(assignRefusal(plan(), null, '2026-02-28', '2026-03-01', 0)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'startDate' });
    expect(assignRefusal(plan(), null, '2026-03-01', '2026-03-01', 0)).toBeNull();
    expect(assignRefusal(plan(), { ...monthly, anchorDate: '2026-04-01' }, '2026-05-01', '2026-03-01', 0)).toBeNull();
    expect(assignRefusal(plan(), { ...monthly, anchorDate: '2026-03-01' }, '2026-05-01', '2026-03-01', 1)?.message).toBe(
      'This member already has a membership: change their plan instead',
    );
  });

  it('changes at the next period, at once before the start, and drops a scheduled change when asked for the current plan', () => {
    const m = { ...monthly, anchorDate: '2026-03-01' };
    expect(changePlanPlan(m, plan(), '2026-03-10', 1)).toEqual({ refused: null, change: { kind: 'scheduled', from: '2026-04-01' } });
    expect(changePlanPlan({ ...m, anchorDate: '2026-04-01' }, plan(), '2026-03-10', 0)).toEqual({ refused: null, change: { kind: 'now' } });
    const scheduled = { ...m, nextPlanId: 2, nextPeriod: 'quarterly' as const, nextAmount: '120.00', nextPlanFrom: '2026-04-01' };
    expect(changePlanPlan(scheduled, plan({ id: 1 }), '2026-03-10', 1)).toEqual({ refused: null, change: { kind: 'cancel' } });
    expect(changePlanPlan(m, plan({ id: 1 }), '2026-03-10', 1)).toMatchObject({ refused: { code: 'CONFLICT', message: 'The member is already on this plan' } });
    expect(changePlanPlan(m, plan({ isActive: false }), '2026-03-10', 1)).toMatchObject({ refused: { field: 'planId' } });
    expect(changePlanPlan(null, plan(), '2026-03-10', 0)).toMatchObject({ refused: { code: 'NOT_FOUND' } });
  });

  it('refuses a plan name another plan has, ignoring case and spaces', () => {
    expect(planNameRefusal(' family ', [{ name: 'Family' }])).toMatchObject({ code: 'CONFLICT', field: 'name' });
    expect(planNameRefusal('Family plus', [{ name: 'Family' }])).toBeNull();
  });
});

describe('dues invoices', () => {
  const open = { memberId: 7, kind: 'dues', paidInFull: false, voidedAt: null };

  it('are paid online by their member only, while unpaid and not void', () => {
    expect(startDuesPaymentRefusal(open, 7, false)?.code).toBe('CONFLICT');
    expect(startDuesPaymentRefusal(open, 8, true)?.code).toBe('NOT_FOUND');
    expect(startDuesPaymentRefusal({ ...open, kind: 'booking' }, 7, true)?.code).toBe('NOT_FOUND');
    expect(startDuesPaymentRefusal({ ...open, paidInFull: true }, 7, true)?.message).toBe('This invoice is paid already');
    expect(startDuesPaymentRefusal(open, '7', true)).toBeNull();
  });

  it('a payment marks its invoice paid, or needs attention: voided, paid by hand, another amount', () => {
    const paid = { amountMinor: 5000, currency: 'usd', expectedMinor: 5000, expectedCurrency: 'USD' };
    expect(planDuesPayment(open, paid)).toEqual({ markPaid: true, attention: null });
    expect(planDuesPayment({ ...open, voidedAt: new Date() }, paid).attention).toBe('Paid for a dues invoice that has since been voided');
    expect(planDuesPayment({ ...open, paidInFull: true }, paid).attention).toBe('Paid online after the dues invoice was already marked paid');
    expect(planDuesPayment(open, { ...paid, amountMinor: 4000 }).attention).toBe('Paid $40 where the invoice asks $50');
  });

  it('voids only unpaid ones, with a reason', () => {
    expect(voidDuesRefusal({ ...open, paidInFull: true }, 'x')?.code).toBe('CONFLICT');
    expect(voidDuesRefusal(open, ' ')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    expect(voidDuesRefusal(open, 'Waived: hardship')).toBeNull();
  });
});

it('refuses a lapsed member a room only where the office says so', () => {
  expect(lapsedRequestRefusal('lapsed', true)).toBeNull();
  expect(lapsedRequestRefusal('due', false)).toBeNull();
  expect(lapsedRequestRefusal(null, false)).toBeNull();
  expect(lapsedRequestRefusal('lapsed', false)).toMatchObject({ code: 'CONFLICT', message: 'Your membership has lapsed: please pay your dues before requesting a room' });
});
