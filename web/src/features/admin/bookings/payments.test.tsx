import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import { fill, gqlError } from '../../../../test/forms';
import { bookingsHandler } from '../../../../test/handlers/admin-bookings';
import { sessionAs } from '../../../../test/handlers/session';
import { renderWithProviders } from '../../../../test/render';
import type { RefundInput } from '../../../gql/graphql';
import { demoAdmin } from '../../../mocks/handlers';
import { demoPayment } from '../../../../test/fixtures/admin-payments';
import { AdminRefundPaymentDocument, type AdminPayment } from '../payments/operations';
import { BookingRequestsScreen } from './BookingRequestsScreen';
import { acceptedBooking, pendingBooking } from '../../../../test/fixtures/admin-bookings';
import type { AdminBooking } from './steps';

const paidBooking = (payments: AdminPayment[]): AdminBooking => ({
  ...acceptedBooking,
  depositReceivedAt: '2026-05-04T10:00:00.000Z',
  payments,
});

/** The server's refund: records the input, lowers what is left (or refuses with `refusal` once), answers the payment. */
function refundHandler(state: { bookings: AdminBooking[] }, asked: { paymentId: string; input: RefundInput }[], refusal?: { message: string; field: string }) {
  let refused = false;
  return graphql.mutation(AdminRefundPaymentDocument, ({ variables }) => {
    asked.push({ paymentId: String(variables.paymentId), input: variables.input });
    if (refusal && !refused) {
      refused = true;
      return HttpResponse.json({ data: null, errors: [{ message: refusal.message, extensions: { code: 'BAD_USER_INPUT', field: refusal.field } }] });
    }
    let answer: AdminPayment | undefined;
    state.bookings = state.bookings.map((b) => ({
      ...b,
      payments: b.payments.map((p) => {
        if (p.id !== String(variables.paymentId)) return p;
        const refunded = (Number(p.refundedAmount) + Number(variables.input.amount)).toFixed(2);
        answer = {
          ...p,
          refundedAmount: refunded,
          refunds: [
            ...p.refunds,
            { __typename: 'Refund', id: `r${p.refunds.length + 1}`, amount: variables.input.amount, reason: variables.input.reason, status: 'PENDING', providerReference: null, failure: null, createdAt: '2026-05-05T10:00:00.000Z' },
          ],
        };
        return answer;
      }),
    }));
    return answer ? HttpResponse.json({ data: { __typename: 'Mutation', refundPayment: answer } }) : gqlError('Payment not found', 'NOT_FOUND');
  });
}

const render = (state: { bookings: AdminBooking[] }, ...more: RequestHandler[]) =>
  renderWithProviders(<BookingRequestsScreen />, { handlers: [sessionAs(demoAdmin), bookingsHandler(state), ...more] });

const samCard = () => screen.findByRole('listitem', { name: 'Boardroom requested by Chloe Martin' });

describe('Booking requests: online payments', () => {
  it('names a receipt ticked by an online payment, and lists the booking’s payments with their attention items', async () => {
    const state = {
      bookings: [
        paidBooking([
          demoPayment({ id: '31', providerReference: 'pi_3Nabc' }),
          demoPayment({ id: '32', method: 'sepa_debit', tickedStep: false, attention: 'Paid online after "Deposit received" was already ticked', receivedAt: '2026-05-06T10:00:00.000Z' }),
        ]),
      ],
    };
    render(state);
    const c = within(await samCard());
    expect(c.getByRole('button', { name: /^Deposit received — Online payment \(Card\) on May 04, 2026/ })).toBeInTheDocument();
    const payments = within(c.getByRole('list', { name: 'Online payments' }));
    const [first, second] = payments.getAllByRole('listitem');
    expect(first).toHaveTextContent('Deposit $500 · Card · May 4, 2026 · Paid');
    expect(within(first!).getByText('Reference pi_3Nabc')).toBeInTheDocument();
    expect(within(first!).queryByText('Needs attention')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Deposit $500 · SEPA Direct Debit · May 6, 2026 · Paid');
    expect(within(second!).getByText('Needs attention')).toBeInTheDocument();
    expect(within(second!).getByText('Paid online after "Deposit received" was already ticked')).toBeInTheDocument();
  });

  it('refunds part of a payment: what is left by default, the rule’s and the server’s messages on the fields, then the refund shows', async () => {
    const user = userEvent.setup();
    const state = { bookings: [paidBooking([demoPayment({ id: '31' })])] };
    const asked: { paymentId: string; input: RefundInput }[] = [];
    render(state, refundHandler(state, asked, { message: 'At most $450 is left to refund', field: 'amount' }));
    await user.click(within(await samCard()).getByRole('button', { name: 'Refund deposit of $500' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund payment' }));
    expect(dialog.getByText(/Deposit of \$500 paid by Card on May 4, 2026 \(reference pi_test_31\)\. \$500 left to refund\./)).toBeInTheDocument();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('500.00');

    // The shared rule and schema speak first, on the fields, and nothing is sent.
    await user.clear(amount);
    await fill(user, amount, '600');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('At most $500 is left to refund')).toBeInTheDocument();
    expect(dialog.getByText('Please give a reason for the refund')).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.clear(amount);
    await fill(user, amount, '100');
    await fill(user, dialog.getByRole('textbox', { name: 'Reason' }), 'Deposit less damages to the table');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    // The server found less left than the page knew: its message goes on the amount.
    expect(await dialog.findByText('At most $450 is left to refund')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund requested')).toBeInTheDocument();
    expect(screen.getByText('$100 goes back to Chloe Martin.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ paymentId: '31', input: { amount: '100.00', reason: 'Deposit less damages to the table' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const c = within(await samCard());
    expect(await c.findByText('Refund on its way · $100 · May 5, 2026 · Deposit less damages to the table')).toBeInTheDocument();
    expect(c.getByRole('listitem', { name: 'Deposit paid online, $500' })).toHaveTextContent('$100 refunded');
  });

  it('deleting a booking that holds money paid online offers the refund first, then goes on', async () => {
    const user = userEvent.setup();
    const state = { bookings: [paidBooking([demoPayment({ id: '31', refundedAmount: '200.00' })])] };
    const asked: { paymentId: string; input: RefundInput }[] = [];
    render(state, refundHandler(state, asked));
    await user.click(await screen.findByRole('button', { name: 'Delete booking request from Chloe Martin for Boardroom' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Booking Request' }));
    expect(dialog.getByText(/This booking holds \$300 paid online\. Refund it before going on/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refund deposit of $300' }));
    const refund = within(await screen.findByRole('dialog', { name: 'Refund payment' }));
    expect(refund.getByRole('textbox', { name: 'Amount' })).toHaveValue('300.00');
    await fill(user, refund.getByRole('textbox', { name: 'Reason' }), 'Booking cancelled');
    await user.click(refund.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund requested')).toBeInTheDocument();
    expect(asked).toEqual([{ paymentId: '31', input: { amount: '300.00', reason: 'Booking cancelled' } }]);
    // Nothing held any more: the delete dialog says so, and Delete goes on.
    const again = within(await screen.findByRole('dialog', { name: 'Delete Booking Request' }));
    await waitFor(() => expect(again.queryByText(/This booking holds/)).not.toBeInTheDocument());
    expect(again.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('rejecting a request that holds money paid online offers the refund first, in the Reject dialog', async () => {
    const user = userEvent.setup();
    // Paid while it was accepted; the acceptance was undone since: the payment waits for an admin.
    const held = demoPayment({ id: '41', bookingId: '100', tickedStep: false, attention: 'Paid for a booking that is pending, not accepted' });
    const state = { bookings: [{ ...pendingBooking, payments: [held] }] };
    const asked: { paymentId: string; input: RefundInput }[] = [];
    render(state, refundHandler(state, asked));
    const card = await screen.findByRole('listitem', { name: 'Boardroom requested by Amelia Tan' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Booking Request' }));
    expect(dialog.getByText(/This booking holds \$500 paid online\. Refund it before going on/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refund deposit of $500' }));
    const refund = within(await screen.findByRole('dialog', { name: 'Refund payment' }));
    expect(refund.getByRole('textbox', { name: 'Amount' })).toHaveValue('500.00');
    await fill(user, refund.getByRole('textbox', { name: 'Reason' }), 'Request rejected');
    await user.click(refund.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund requested')).toBeInTheDocument();
    expect(asked).toEqual([{ paymentId: '41', input: { amount: '500.00', reason: 'Request rejected' } }]);
    const again = within(await screen.findByRole('dialog', { name: 'Reject Booking Request' }));
    await waitFor(() => expect(again.queryByText(/This booking holds/)).not.toBeInTheDocument());
  });

  it('says nothing of money on a booking without online payments', async () => {
    const user = userEvent.setup();
    render({ bookings: [acceptedBooking] });
    const c = within(await samCard());
    expect(c.queryByRole('list', { name: 'Online payments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete booking request from Chloe Martin for Boardroom' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Booking Request' }));
    expect(dialog.queryByText(/This booking holds/)).not.toBeInTheDocument();
  });
});
