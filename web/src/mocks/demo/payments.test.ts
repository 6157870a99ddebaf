import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type OperationDefinitionNode } from 'graphql';
import { server } from '../../../test/msw';
import {
  AdminAcceptBookingDocument,
  AdminDeleteBookingDocument,
  AdminPaymentsDocument,
  AdminRefundPaymentDocument,
  AdminSetBookingStepDocument,
  AuthLoginDocument,
  OfficeSettingsDocument,
  RoomsMyBookingRequestsDocument,
  RoomsStartPaymentDocument,
} from '../../gql/graphql';
import { createDemoBackend } from '../demo-backend';

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
const mine = async (id: string) => (await send(RoomsMyBookingRequestsDocument)).data!.myRoomBookings.find((b) => b.id === id)!;

beforeEach(() => {
  sessionStorage.clear();
  server.use(...createDemoBackend().handlers);
});

describe('online payment in the demo', () => {
  it('is on, in USD, with sample payments: the sample parent owes the full payment and paid the deposit', async () => {
    await as('parent@example.org');
    expect((await send(OfficeSettingsDocument)).data?.officeSettings).toMatchObject({ currency: 'USD', onlinePayments: true });
    const paid = await mine('103');
    expect(paid.paymentDue).toMatchObject({ purpose: 'BALANCE', amount: '4500.00', settling: false });
    expect(paid.payments.map((p) => [p.status, p.tickedStep, p.refundedAmount])).toEqual([
      ['SUCCEEDED', true, '0.00'],
      ['SUCCEEDED', false, '500.00'],
    ]);
    await as('admin@example.org');
    const attention = (await send(AdminPaymentsDocument, { filter: { attention: true } })).data!.payments;
    expect(attention.map((p) => p.attention)).toEqual(['Paid for a booking that has since been deleted']);
    expect((await send(AdminPaymentsDocument, { filter: { status: 'PENDING' } })).data!.payments.map((p) => p.method)).toEqual(['sepa_debit']);
  });

  it('pays a requested deposit at once, as the webhook would tick it; refunds and a deleted booking follow the API’s rules', async () => {
    await as('admin@example.org');
    await send(AdminAcceptBookingDocument, { id: '100' });
    await send(AdminSetBookingStepDocument, { id: '100', step: 'DEPOSIT_REQUESTED', done: true });

    await as('member@example.org');
    expect((await mine('100')).paymentDue).toMatchObject({ purpose: 'DEPOSIT', amount: '500.00' });
    const started = await send(RoomsStartPaymentDocument, { bookingId: '100' });
    expect(started.data?.startPayment).toMatchObject({ url: '/meeting-rooms?payment=success&booking=100', amount: '500.00' });
    const after = await mine('100');
    expect(after.depositReceivedAt).not.toBeNull();
    expect(after.paymentDue).toBeNull();
    expect(after.payments).toMatchObject([{ status: 'SUCCEEDED', method: 'card', tickedStep: true, amount: '500.00' }]);
    expect((await send(RoomsStartPaymentDocument, { bookingId: '100' })).errors?.[0]).toMatchObject({
      message: 'Nothing to pay online for this booking now',
      extensions: { code: 'CONFLICT' },
    });

    await as('admin@example.org');
    const paymentId = after.payments[0]!.id;
    const tooMuch = await send(AdminRefundPaymentDocument, { paymentId, input: { amount: '600.00', reason: 'Damages' } });
    expect(tooMuch.errors?.[0]).toMatchObject({ message: 'At most $500 is left to refund', extensions: { field: 'amount' } });
    const refunded = await send(AdminRefundPaymentDocument, { paymentId, input: { amount: '100.00', reason: 'Deposit less damages' } });
    expect(refunded.data?.refundPayment).toMatchObject({ refundedAmount: '100.00', refunds: [{ amount: '100.00', reason: 'Deposit less damages', status: 'SUCCEEDED' }] });

    await send(AdminDeleteBookingDocument, { id: '100' });
    const kept = (await send(AdminPaymentsDocument, { filter: { attention: true } })).data!.payments.find((p) => p.id === paymentId);
    expect(kept).toMatchObject({ bookingId: null, attention: 'Paid for a booking that has since been deleted', refundedAmount: '100.00' });
  });

  it('refuses another member’s booking as the API does', async () => {
    await as('sam@example.org');
    expect((await send(RoomsStartPaymentDocument, { bookingId: '103' })).errors?.[0]).toMatchObject({ message: 'Booking request not found', extensions: { code: 'NOT_FOUND' } });
  });
});
