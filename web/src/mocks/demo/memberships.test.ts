import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type OperationDefinitionNode } from 'graphql';
import { server } from '../../../test/msw';
import {
  AdminAssignMembershipDocument,
  AdminBookingRequestsDocument,
  AdminChangeMembershipPlanDocument,
  AdminCreateMembershipPlanDocument,
  AdminDeleteMembershipPlanDocument,
  AdminMarkDuesPaidDocument,
  AdminMembershipPlansDocument,
  AdminMembershipsDocument,
  AdminPaymentsDocument,
  AdminUpdateMembershipSettingsDocument,
  AuthLoginDocument,
  ProfileMyMembershipDocument,
  ProfileStartDuesPaymentDocument,
  RoomsActiveRoomsDocument,
  RoomsRequestBookingDocument,
} from '../../gql/graphql';
import { ALREADY_A_MEMBER, LAPSED_MAY_NOT_REQUEST, PLAN_IN_USE } from '../../../../rules/memberships';
import { AMOUNT_POSITIVE } from '../../../../validation/memberships';
import { createDemoBackend } from '../demo-backend';

/** The demo's membership plans and dues (issue 36): the sample member with dues due, and the admin's Membership screen. */

interface Answer<Q> {
  data?: Q | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}
async function send<Q, V>(doc: TypedDocumentNode<Q, V>, variables?: V): Promise<Answer<Q>> {
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const res = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: operation.name?.value, query: print(doc), variables: variables ?? {} }),
  });
  return (await res.json()) as Answer<Q>;
}
const as = (who: string) => send(AuthLoginDocument, { username: who, password: 'x' });
const refusal = (a: Answer<unknown>) => ({ message: a.errors?.[0]?.message, code: a.errors?.[0]?.extensions?.code, field: a.errors?.[0]?.extensions?.field });

// 15 March 2031: the sample parent's second month started two days ago (13 March), unpaid.
beforeEach(() => {
  sessionStorage.clear();
  server.use(...createDemoBackend({ now: new Date('2031-03-15T10:00:00') }).handlers);
});

it('the sample parent has dues due: plan, paid through, the unpaid invoice; paying online makes them active', async () => {
  await as('parent@d-office.local');
  const m = (await send(ProfileMyMembershipDocument)).data!.myMembership!;
  expect(m).toMatchObject({ plan: { name: 'Standard', amount: '40.00', period: 'monthly' }, status: 'due', paidThrough: '2031-03-12', owedSince: '2031-03-13', lapsesOn: '2031-03-28' });
  expect(m.invoices.map((i) => [i.periodStart, i.periodEnd, i.paidInFull])).toEqual([
    ['2031-03-13', '2031-04-12', false],
    ['2031-02-13', '2031-03-12', true],
  ]);
  const unpaid = m.invoices[0]!;
  expect(unpaid.paymentDue).toMatchObject({ purpose: 'DUES', amount: '40.00', currency: 'USD', settling: false });
  expect(m.invoices[1]!.paymentDue).toBeNull();

  const checkout = (await send(ProfileStartDuesPaymentDocument, { invoiceId: unpaid.id })).data!.startDuesPayment;
  expect(checkout).toMatchObject({ purpose: 'DUES', amount: '40.00', url: `/profile?payment=success&invoice=${unpaid.id}` });
  const after = (await send(ProfileMyMembershipDocument)).data!.myMembership!;
  expect(after).toMatchObject({ status: 'active', paidThrough: '2031-04-12', owedSince: null });
  expect(after.invoices[0]).toMatchObject({ paidInFull: true, paymentDue: null });
  // Paying again is refused, as the API refuses it.
  expect(refusal(await send(ProfileStartDuesPaymentDocument, { invoiceId: unpaid.id }))).toMatchObject({ code: 'CONFLICT', message: 'This invoice is paid already' });

  await as('admin@d-office.local');
  const payments = (await send(AdminPaymentsDocument, { filter: { purpose: 'DUES' }, limit: 26, offset: 0 })).data!.payments;
  expect(payments).toEqual([expect.objectContaining({ purpose: 'DUES', invoiceId: unpaid.id, bookingId: null, amount: '40.00', status: 'SUCCEEDED', member: expect.objectContaining({ fullName: 'Priya Parent' }) })]);
});

it('the admin sees every status, plans in use that cannot be deleted, and field messages on a bad plan', async () => {
  await as('admin@d-office.local');
  const list = (await send(AdminMembershipsDocument, { filter: null })).data!.memberships;
  expect(list.map((m) => [m.member.fullName, m.plan.name, m.status])).toEqual([
    ['Amelia Tan', 'Standard', 'active'],
    ['Ben Okafor', 'Family', 'active'],
    ['Chloe Martin', 'Standard', 'due'],
    ['Daniel Lim', 'Standard', 'lapsed'],
    ['Elena Rossi', 'Supporter', 'active'],
    ['Farid Hassan', 'Founding member', 'active'],
    ['Grace Wong', 'Standard', 'upcoming'],
    ['Priya Parent', 'Standard', 'due'],
  ]);
  // Ben moves to Standard when his next quarter starts.
  expect(list[1]).toMatchObject({ nextPlan: { name: 'Standard' }, nextPlanFrom: '2031-05-01' });
  expect((await send(AdminMembershipsDocument, { filter: { status: 'lapsed' } })).data!.memberships.map((m) => m.member.fullName)).toEqual(['Daniel Lim']);

  const plans = (await send(AdminMembershipPlansDocument)).data!.membershipPlans;
  expect(plans.map((p) => [p.name, p.isActive, p.memberCount, p.inUse])).toEqual([
    ['Family', true, 1, true],
    // Amelia, Chloe, Daniel, Grace and Priya, and Ben from his next quarter.
    ['Standard', true, 6, true],
    ['Supporter', true, 1, true],
    ['Founding member', false, 1, true],
  ]);
  // A plan no longer offered is still in use while Farid is on it.
  expect(refusal(await send(AdminDeleteMembershipPlanDocument, { id: plans.find((p) => p.name === 'Founding member')!.id }))).toEqual({ code: 'CONFLICT', message: PLAN_IN_USE, field: undefined });
  const unused = (await send(AdminCreateMembershipPlanDocument, { input: { name: 'Weekend', amount: '10', period: 'monthly' } })).data!.createMembershipPlan;
  expect((await send(AdminDeleteMembershipPlanDocument, { id: unused.id })).errors).toBeUndefined();
  expect(refusal(await send(AdminCreateMembershipPlanDocument, { input: { name: 'Free', amount: '0', period: 'monthly' } }))).toMatchObject({ code: 'BAD_USER_INPUT', message: AMOUNT_POSITIVE, field: 'amount' });
});

it('a plan assigned from today bills its first period at once; marked paid, the member is active', async () => {
  await as('admin@d-office.local');
  const plan = (await send(AdminCreateMembershipPlanDocument, { input: { name: 'Student', amount: '15', period: 'quarterly' } })).data!.createMembershipPlan;
  expect(plan).toMatchObject({ amount: '15.00', period: 'quarterly', isActive: true, inUse: false });
  const assigned = await send(AdminAssignMembershipDocument, { input: { memberId: '2', planId: plan.id, startDate: '2031-03-15' } });
  // Amelia's membership has started: she changes plan instead.
  expect(refusal(assigned)).toMatchObject({ code: 'CONFLICT', message: ALREADY_A_MEMBER });

  const dana = (await send(AdminAssignMembershipDocument, { input: { memberId: '1', planId: plan.id, startDate: '2031-03-15' } })).data!.assignMembership;
  expect(dana).toMatchObject({ status: 'due', startDate: '2031-03-15', paidThrough: null, owedSince: '2031-03-15', currentPeriodEnd: '2031-06-14' });
  expect(dana.invoices.map((i) => [i.periodStart, i.periodEnd, i.totalAmount])).toEqual([['2031-03-15', '2031-06-14', '15.00']]);
  const paid = (await send(AdminMarkDuesPaidDocument, { invoiceId: dana.invoices[0]!.id })).data!.markDuesPaid;
  expect(paid.paidInFull).toBe(true);
  const now = (await send(AdminMembershipsDocument, { filter: null })).data!.memberships.find((m) => m.member.id === '1')!;
  expect(now).toMatchObject({ status: 'active', paidThrough: '2031-06-14' });

  // A change waits for the next period; issued invoices keep their plan.
  const changed = (await send(AdminChangeMembershipPlanDocument, { memberId: '1', planId: '1' })).data!.changeMembershipPlan;
  expect(changed).toMatchObject({ plan: { name: 'Student' }, nextPlan: { name: 'Standard' }, nextPlanFrom: '2031-06-15' });
  expect(changed.invoices[0]!.plan?.name).toBe('Student');
});

it('a lapsed member’s request is flagged to admins, or refused when the office says so', async () => {
  await as('daniel.lim@d-office.local');
  const room = (await send(RoomsActiveRoomsDocument)).data!.meetingRooms[0]!;
  const ask = (startDate: string) => send(RoomsRequestBookingDocument, { input: { roomId: room.id, startDate, durationMonths: room.minimumBookingMonths, purpose: null } });
  const made = await ask('2032-09-01');
  expect(made.errors).toBeUndefined();

  await as('admin@d-office.local');
  const flagged = (await send(AdminBookingRequestsDocument)).data!.roomBookings.find((b) => b.id === made.data!.requestRoomBooking.id)!;
  expect(flagged.memberMembershipStatus).toBe('lapsed');
  await send(AdminUpdateMembershipSettingsDocument, { input: { graceDays: 14, lapsedMembersMayRequestRooms: false } });

  await as('daniel.lim@d-office.local');
  expect(refusal(await ask('2033-03-01'))).toMatchObject({ code: 'CONFLICT', message: LAPSED_MAY_NOT_REQUEST });
  // The parent is due, not lapsed: still welcome.
  await as('parent@d-office.local');
  expect((await ask('2033-09-01')).errors).toBeUndefined();
});
