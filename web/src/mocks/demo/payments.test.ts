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
import { formatMinor } from '../../../../rules/money';

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
  it('is on, in USD, with the seed’s sample payments: refunded in part, ticked online, settling, paid twice', async () => {
    // The sample member's accepted booking (Budget review mornings, Harbour View Suite) has its deposit asked for.
    await as('amelia.tan@d-office.local');
    expect((await send(OfficeSettingsDocument)).data?.officeSettings).toMatchObject({ currency: 'USD', onlinePayments: true });
    expect((await mine('105')).paymentDue).toMatchObject({ purpose: 'DEPOSIT', amount: '1000.00', settling: false });
    // Events committee HQ: deposit and rent paid online, ticked so, $50 of the deposit kept back.
    await as('chloe.martin@d-office.local');
    const paid = await mine('109');
    expect(paid.paymentDue).toBeNull();
    expect(paid.payments.map((p) => [p.purpose, p.status, p.tickedStep, p.refundedAmount]).sort()).toEqual([
      ['BALANCE', 'SUCCEEDED', true, '0.00'],
      ['DEPOSIT', 'SUCCEEDED', true, '50.00'],
    ]);
    await as('admin@d-office.local');
    const attention = (await send(AdminPaymentsDocument, { filter: { attention: true } })).data!.payments;
    expect(attention.map((p) => p.attention)).toEqual(['Paid online after "Deposit received" was already ticked']);
    expect((await send(AdminPaymentsDocument, { filter: { status: 'PENDING' } })).data!.payments.map((p) => p.method)).toEqual(['sepa_debit']);
  });

  it('pays a requested deposit at once, as the webhook would tick it; refunds and a deleted booking follow the API’s rules', async () => {
    await as('admin@d-office.local');
    // The sample member's pending request: Quarterly planning sessions in the Boardroom (deposit $1500).
    await send(AdminAcceptBookingDocument, { id: '101' });
    await send(AdminSetBookingStepDocument, { id: '101', step: 'DEPOSIT_REQUESTED', done: true });

    await as('amelia.tan@d-office.local');
    expect((await mine('101')).paymentDue).toMatchObject({ purpose: 'DEPOSIT', amount: '1500.00' });
    const started = await send(RoomsStartPaymentDocument, { bookingId: '101' });
    expect(started.data?.startPayment).toMatchObject({ url: '/meeting-rooms?payment=success&booking=101', amount: '1500.00' });
    const after = await mine('101');
    expect(after.depositReceivedAt).not.toBeNull();
    expect(after.paymentDue).toBeNull();
    expect(after.payments).toMatchObject([{ status: 'SUCCEEDED', method: 'card', tickedStep: true, amount: '1500.00' }]);
    expect((await send(RoomsStartPaymentDocument, { bookingId: '101' })).errors?.[0]).toMatchObject({
      message: 'Nothing to pay online for this booking now',
      extensions: { code: 'CONFLICT' },
    });

    await as('admin@d-office.local');
    const paymentId = after.payments[0]!.id;
    const tooMuch = await send(AdminRefundPaymentDocument, { paymentId, input: { amount: '1600.00', reason: 'Damages' } });
    expect(tooMuch.errors?.[0]).toMatchObject({ message: `At most ${formatMinor(150000, 'USD')} is left to refund`, extensions: { field: 'amount' } });
    const refunded = await send(AdminRefundPaymentDocument, { paymentId, input: { amount: '100.00', reason: 'Deposit less damages' } });
    expect(refunded.data?.refundPayment).toMatchObject({ refundedAmount: '100.00', refunds: [{ amount: '100.00', reason: 'Deposit less damages', status: 'SUCCEEDED' }] });

    await send(AdminDeleteBookingDocument, { id: '101' });
    const kept = (await send(AdminPaymentsDocument, { filter: { attention: true } })).data!.payments.find((p) => p.id === paymentId);
    expect(kept).toMatchObject({ bookingId: null, attention: 'Paid for a booking that has since been deleted', refundedAmount: '100.00' });
  });

  it('refuses another member’s booking as the API does', async () => {
    await as('ben.okafor@d-office.local');
    expect((await send(RoomsStartPaymentDocument, { bookingId: '105' })).errors?.[0]).toMatchObject({ message: 'Booking request not found', extensions: { code: 'NOT_FOUND' } });
  });
});
