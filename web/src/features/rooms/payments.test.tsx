import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { gqlError } from '../../../test/forms';
import { myRequestsHandler, roomsHandler } from '../../../test/handlers/rooms';
import { sessionAs } from '../../../test/handlers/session';
import { renderWithProviders } from '../../../test/render';
import { setOfficeCurrency } from '../../lib/format';
import { OfficeSettingsDocument } from '../../lib/officeSettings';
import { pageExit } from '../../lib/pageExit';
import { demoMember } from '../../mocks/handlers';
import { demoPayment } from '../../../test/fixtures/admin-payments';
import { MeetingRooms } from './MeetingRooms';
import { demoRequest } from '../../../test/fixtures/rooms';
import { RoomsStartPaymentDocument, type MyBookingRequest } from './operations';

const at = '2026-11-03T10:00:00.000Z';
const invoice = {
  __typename: 'Invoice' as const,
  id: '7',
  invoiceNumber: 'INV-2026-000007',
  pdfUrl: null,
  totalAmount: '5000.00',
  depositAmount: '500.00',
  monthlyAmount: '4500.00',
  depositPaid: false,
  paidInFull: false,
};
const due = (over: Partial<NonNullable<MyBookingRequest['paymentDue']>> = {}) => ({
  __typename: 'PaymentDue' as const,
  purpose: 'DEPOSIT' as const,
  amount: '500.00',
  currency: 'USD',
  preparing: false,
  settling: false,
  ...over,
});
/** Accepted, the deposit requested and due online. */
const depositDue = (over: Partial<MyBookingRequest> = {}) =>
  demoRequest({ id: '1', status: 'accepted', reviewedAt: at, depositRequestedAt: at, invoice, paymentDue: due(), ...over });
/** The same booking once the card payment arrived and ticked "Deposit received". */
const depositPaid = () =>
  depositDue({
    depositReceivedAt: at,
    paymentDue: null,
    invoice: { ...invoice, depositPaid: true },
    payments: [{ ...demoPayment({ id: '31', providerReference: 'pi_3Nabc' }), receivedAt: at }],
  });

function renderRooms(requests: () => MyBookingRequest[], handlers: RequestHandler[] = [], route = '/meeting-rooms') {
  return renderWithProviders(<MeetingRooms />, { route, handlers: [sessionAs(demoMember), roomsHandler(), myRequestsHandler(requests), ...handlers] });
}

/** Records startPayment's bookings and answers with `answer` (a url, null for "on its way", or an error). */
function startHandler(asked: string[], answer: { url: string | null } | { error: string }) {
  return graphql.mutation(RoomsStartPaymentDocument, ({ variables }) => {
    asked.push(String(variables.bookingId));
    if ('error' in answer) return gqlError(answer.error, 'CONFLICT');
    return HttpResponse.json({
      data: { __typename: 'Mutation', startPayment: { __typename: 'PaymentCheckout', purpose: 'DEPOSIT', url: answer.url, amount: '500.00', currency: 'USD', expiresAt: null } },
    });
  });
}

const row = async () => within((await screen.findAllByTestId('my-booking-request'))[0]!);

let leave: jest.SpyInstance;
beforeEach(() => {
  leave = jest.spyOn(pageExit, 'to').mockImplementation(() => undefined);
});
afterEach(() => {
  leave.mockRestore();
  setOfficeCurrency('USD');
});

describe('paying a booking online (member)', () => {
  it('shows the deposit due and sends the browser to the provider’s page with Pay deposit', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderRooms(() => [depositDue()], [startHandler(asked, { url: 'https://checkout.example/pay/cs_1' })]);
    const r = await row();
    expect(await r.findByText((_t, el) => el?.textContent === 'Deposit due: $500')).toBeInTheDocument();
    await user.click(r.getByRole('button', { name: 'Pay deposit' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.example/pay/cs_1'));
    expect(asked).toEqual(['1']);
    // On its way to the provider: the button waits.
    expect(r.getByRole('button', { name: 'Opening payment page...' })).toBeDisabled();
  });

  it('follows an address in the app in the app (the demo pays at once and answers where the provider would send the member back)', async () => {
    const user = userEvent.setup();
    let answers = 0;
    renderRooms(() => (++answers < 2 ? [depositDue()] : [depositPaid()]), [startHandler([], { url: '/meeting-rooms?payment=success&booking=1' })]);
    await user.click((await row()).getByRole('button', { name: 'Pay deposit' }));
    expect(await screen.findByText('Your deposit for Boardroom has arrived. Thank you!', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('offers Pay now for the full payment', async () => {
    renderRooms(() => [
      depositDue({ depositReceivedAt: at, fullPaymentRequestedAt: at, invoice: { ...invoice, depositPaid: true }, paymentDue: due({ purpose: 'BALANCE', amount: '4500.00' }) }),
    ]);
    const r = await row();
    expect(await r.findByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(r.getByText((_t, el) => el?.textContent === 'Full payment due: $4,500')).toBeInTheDocument();
  });

  it('says the link is on its way while it is prepared, and when the server has no page yet', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderRooms(() => [depositDue({ paymentDue: due({ preparing: true }) })], [startHandler(asked, { url: null })]);
    const r = await row();
    expect(await r.findByText('Payment link on its way')).toBeInTheDocument();
    await user.click(r.getByRole('button', { name: 'Pay deposit' }));
    expect(await screen.findByText('The payment page is being prepared. Please try again in a few minutes.')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(r.getByRole('button', { name: 'Pay deposit' })).toBeEnabled();
  });

  it('says Payment processing while a payment settles, with nothing to pay', async () => {
    renderRooms(() => [depositDue({ paymentDue: due({ settling: true }) })]);
    const r = await row();
    expect(await r.findByText('Payment processing')).toBeInTheDocument();
    expect(r.queryByRole('button', { name: 'Pay deposit' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderRooms(() => [depositDue()], [startHandler([], { error: 'This has been paid online already; the office will confirm it shortly' })]);
    await user.click((await row()).getByRole('button', { name: 'Pay deposit' }));
    expect(await screen.findByText('Payment could not start')).toBeInTheDocument();
    expect(screen.getByText('This has been paid online already; the office will confirm it shortly')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('offers nothing when nothing is due online', async () => {
    renderRooms(() => [depositDue({ paymentDue: null })]);
    const r = await row();
    await r.findByText('Accepted - Awaiting Deposit');
    expect(r.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('lists the booking’s payments with method, reference, date, amount and refunds, and the balance due', async () => {
    const paid = depositPaid();
    paid.payments = [
      {
        ...paid.payments[0]!,
        refundedAmount: '100.00',
        refunds: [{ __typename: 'Refund', id: '5', amount: '100.00', reason: 'Damages to the table', status: 'SUCCEEDED', createdAt: '2026-11-20T10:00:00.000Z' }],
      },
    ];
    renderRooms(() => [paid]);
    const list = await screen.findByRole('list', { name: 'Payments for Boardroom' });
    expect(within(list).getByText((_t, el) => el?.tagName === 'P' && el.textContent === 'Deposit · Card · Nov 3, 2026 · $500')).toBeInTheDocument();
    expect(within(list).getByText('Reference pi_3Nabc')).toBeInTheDocument();
    expect(within(list).getByText('Refunded · Nov 20, 2026 · $100 · Damages to the table')).toBeInTheDocument();
    expect(screen.getByText((_t, el) => el?.tagName === 'P' && el.textContent === 'Balance due: $4,500')).toBeInTheDocument();
  });

  it('back from the provider: thanks the member, asks again until the deposit shows as received, then says it arrived', async () => {
    let answers = 0;
    renderRooms(() => (++answers < 3 ? [depositDue()] : [depositPaid()]), [], '/meeting-rooms?payment=success&booking=1');
    expect(await screen.findByText('Your payment is being confirmed. This takes a few seconds.')).toBeInTheDocument();
    expect(await screen.findByText('Your deposit for Boardroom has arrived. Thank you!', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(answers).toBeGreaterThanOrEqual(3);
    // Once told, the list is not asked again.
    const seen = answers;
    await new Promise((r) => setTimeout(r, 2500));
    expect(answers).toBe(seen);
  });

  it('back from the provider with a SEPA debit: says it is processing', async () => {
    renderRooms(() => [depositDue({ paymentDue: due({ settling: true }) })], [], '/meeting-rooms?payment=success&booking=1');
    expect(await screen.findByText('Your bank is settling the payment; this can take a few days. It will show here once it arrives.')).toBeInTheDocument();
  });

  it('back after cancelling: says nothing was paid', async () => {
    renderRooms(() => [depositDue()], [], '/meeting-rooms?payment=cancelled&booking=1');
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByText('Nothing was paid. You can pay whenever you are ready.')).toBeInTheDocument();
  });

  it('shows prices in the office’s currency once it is known', async () => {
    renderRooms(
      () => [],
      [
        graphql.query(OfficeSettingsDocument, async () => {
          await delay(20);
          return HttpResponse.json({ data: { __typename: 'Query', officeSettings: { __typename: 'OfficeSettings', currency: 'EUR', onlinePayments: true } } });
        }),
      ],
    );
    expect(await screen.findByText('€1,500/month')).toBeInTheDocument();
  });
});
