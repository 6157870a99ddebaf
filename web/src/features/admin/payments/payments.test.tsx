import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import { choose, fill, gqlError } from '../../../../test/forms';
import { sessionAs } from '../../../../test/handlers/session';
import { renderRoute } from '../../../../test/render';
import { resetViewport, setViewportWidth } from '../../../../test/viewport';
import type { PaymentFilter } from '../../../gql/graphql';
import { OfficeSettingsDocument } from '../../../lib/officeSettings';
import { demoAdmin } from '../../../mocks/handlers';
import { demoPayment } from '../../../../test/fixtures/admin-payments';
import {
  AdminPaymentsDocument,
  AdminReconcilePaymentsDocument,
  AdminRefundPaymentDocument,
  AdminResolvePaymentDocument,
  type AdminPayment,
} from './operations';

const WAIT = { timeout: 15_000 };
type Asked = { filter: PaymentFilter | null | undefined; limit: number; offset: number };

const attentionItem = demoPayment({
  id: '42',
  bookingId: null,
  invoiceNumber: 'INV-2026-000099',
  member: { __typename: 'Person', id: '4', fullName: 'Ben Okafor' },
  method: 'ideal',
  tickedStep: false,
  attention: 'Paid for a booking that has since been deleted',
  createdAt: '2026-05-06T09:00:00.000Z',
  receivedAt: '2026-05-06T09:01:00.000Z',
});
const settling = demoPayment({ id: '41', purpose: 'BALANCE', amount: '4500.00', method: 'sepa_debit', status: 'PENDING', tickedStep: false, receivedAt: null, createdAt: '2026-05-05T09:00:00.000Z' });
const paid = demoPayment({ id: '40', refundedAmount: '100.00' });
/** Newest first, as the API answers. */
const PAYMENTS = [attentionItem, settling, paid];

/** The server's list: filtered and paged as the API does; each request's variables recorded. */
function paymentsHandler(state: { payments: AdminPayment[] }, asked: Asked[] = []) {
  return graphql.query(AdminPaymentsDocument, ({ variables }) => {
    const f = variables.filter ?? {};
    const limit = variables.limit ?? 100;
    const offset = variables.offset ?? 0;
    asked.push({ filter: variables.filter, limit, offset });
    const open = (p: AdminPayment) => !!p.attention && !p.resolvedAt;
    const list = state.payments.filter(
      (p) => (f.attention == null || open(p) === f.attention) && (!f.status || p.status === f.status) && (!f.purpose || p.purpose === f.purpose),
    );
    return HttpResponse.json({ data: { __typename: 'Query', payments: list.slice(offset, offset + limit) } });
  });
}

const renderScreen = (...handlers: RequestHandler[]) => renderRoute('/admin/payments', [sessionAs(demoAdmin), ...handlers]);

afterEach(resetViewport);

describe('Payments (admin)', () => {
  it('lists every payment newest first with member, booking, invoice, purpose, amounts, method, status, reference, dates and attention', async () => {
    renderScreen(paymentsHandler({ payments: PAYMENTS }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' }, WAIT)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Payments' }, WAIT);
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Deposit $500 · Ben Okafor' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Booking deleted · INV-2026-000099 · iDEAL · Received May 6, 2026');
    expect(within(first!).getByText('Needs attention')).toBeInTheDocument();
    expect(within(first!).getByText('Paid for a booking that has since been deleted')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Mark settled: deposit of $500 from Ben Okafor' })).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Full payment $4,500 · Chloe Martin' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Booking #101 · INV-2026-000101 · SEPA Direct Debit · Started May 5, 2026');
    expect(within(second!).getByText('Processing')).toBeInTheDocument();
    // Nothing arrived yet: nothing to refund.
    expect(within(second!).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(third).toHaveTextContent('$100 refunded');
    expect(within(third!).getByText('Reference pi_test_40')).toBeInTheDocument();
    expect(within(third!).getByRole('button', { name: 'Refund deposit of $500 from Chloe Martin' })).toBeInTheDocument();
    expect(within(third!).queryByRole('button', { name: /Mark settled/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download payments as CSV' })).toHaveAttribute('href', '/api/exports/payments.csv');
  });

  it('names a dues payment by its invoice and filters by the Membership dues purpose (issue 36)', async () => {
    const user = userEvent.setup();
    const asked: Asked[] = [];
    const dues = demoPayment({ id: '43', bookingId: null, invoiceId: '77', invoiceNumber: 'INV-2026-000120', purpose: 'DUES', amount: '40.00', tickedStep: false });
    renderScreen(paymentsHandler({ payments: [dues, ...PAYMENTS] }, asked));
    const list = await screen.findByRole('list', { name: 'Payments' }, WAIT);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Membership dues $40 · Chloe Martin' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Dues INV-2026-000120');
    expect(first).not.toHaveTextContent('Booking');
    await choose(user, 'Purpose', 'Membership dues');
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual({ purpose: 'DUES' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows a table on wide screens', async () => {
    setViewportWidth(1280);
    renderScreen(paymentsHandler({ payments: PAYMENTS }));
    const table = await screen.findByRole('table', { name: 'Payments' }, WAIT);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Member', 'Booking', 'Payment', 'Method', 'Status', 'Dates', 'Actions']);
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(within(last).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Chloe Martin',
      'Booking #101INV-2026-000101',
      'Deposit $500$100 refunded',
      'Cardpi_test_40',
      'Paid',
      'Received May 4, 2026Started May 4, 2026',
      'Refund',
    ]);
  });

  it('filters by attention, status and purpose, starting again from the first page', async () => {
    const user = userEvent.setup();
    const asked: Asked[] = [];
    renderScreen(paymentsHandler({ payments: PAYMENTS }, asked));
    await screen.findByRole('list', { name: 'Payments' }, WAIT);
    expect(asked.at(-1)).toEqual({ filter: {}, limit: 26, offset: 0 });

    await choose(user, 'Show', 'Needs attention');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem')).toHaveLength(1));
    expect(asked.at(-1)?.filter).toEqual({ attention: true });

    await choose(user, 'Status', 'Processing');
    expect(await screen.findByText('No payments match these filters', {}, WAIT)).toBeInTheDocument();
    expect(asked.at(-1)?.filter).toEqual({ attention: true, status: 'PENDING' });

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await choose(user, 'Purpose', 'Full payment');
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual({ purpose: 'BALANCE' }));
    expect(await screen.findByRole('heading', { name: 'Full payment $4,500 · Chloe Martin' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Ben Okafor/ })).not.toBeInTheDocument();
  });

  it('pages through the payments', async () => {
    const user = userEvent.setup();
    const asked: Asked[] = [];
    const many = Array.from({ length: 30 }, (_, i) => demoPayment({ id: String(100 - i), member: { __typename: 'Person', id: '3', fullName: `Member ${i + 1}` } }));
    renderScreen(paymentsHandler({ payments: many }, asked));
    const list = await screen.findByRole('list', { name: 'Payments' }, WAIT);
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Payments pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem')).toHaveLength(5));
    expect(asked.at(-1)).toEqual({ filter: {}, limit: 26, offset: 25 });
    const second = screen.getByRole('navigation', { name: 'Payments pages' });
    expect(within(second).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(second).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem')).toHaveLength(25));
  });

  it('says when there are no payments, when online payment is off, and when the list cannot load', async () => {
    const { unmount } = renderScreen(
      paymentsHandler({ payments: [] }),
      graphql.query(OfficeSettingsDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', officeSettings: { __typename: 'OfficeSettings', currency: 'USD', onlinePayments: false } } }),
      ),
    );
    expect(await screen.findByText('No online payments yet', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/Online payment is off: the server has no payment provider keys/)).toBeInTheDocument();
    unmount();
    renderScreen(graphql.query(AdminPaymentsDocument, () => gqlError('boom', 'INTERNAL_SERVER_ERROR')));
    expect(await screen.findByText('Failed to load payments. Please try again later.', {}, WAIT)).toBeInTheDocument();
  });

  it('settles an attention item with a note, and refunds from the list', async () => {
    const user = userEvent.setup();
    const state = { payments: PAYMENTS };
    const notes: string[] = [];
    const refunds: string[] = [];
    renderScreen(
      paymentsHandler(state),
      graphql.mutation(AdminResolvePaymentDocument, ({ variables }) => {
        notes.push(variables.note);
        state.payments = state.payments.map((p) => (p.id === variables.paymentId ? { ...p, resolvedAt: '2026-05-07T10:00:00.000Z', resolution: variables.note } : p));
        return HttpResponse.json({ data: { __typename: 'Mutation', resolvePayment: state.payments.find((p) => p.id === variables.paymentId)! } });
      }),
      graphql.mutation(AdminRefundPaymentDocument, ({ variables }) => {
        refunds.push(`${variables.paymentId} ${variables.input.amount} ${variables.input.reason}`);
        return HttpResponse.json({ data: { __typename: 'Mutation', refundPayment: { ...paid, refundedAmount: '500.00' } } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark settled: deposit of $500 from Ben Okafor' }, WAIT));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark settled' }));
    expect(dialog.getByText(/Paid for a booking that has since been deleted\. Keep the money without a refund\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark settled' }));
    expect(await dialog.findByText('Please say why the money is kept')).toBeInTheDocument();
    expect(notes).toEqual([]);
    await fill(user, dialog.getByRole('textbox', { name: 'Note' }), 'Applied to her next booking by hand');
    await user.click(dialog.getByRole('button', { name: 'Mark settled' }));
    expect(await screen.findByText('The payment needs no more attention.')).toBeInTheDocument();
    expect(notes).toEqual(['Applied to her next booking by hand']);
    expect(await screen.findByText('Settled May 7, 2026: Applied to her next booking by hand', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Refund deposit of $500 from Chloe Martin' }));
    const refund = within(await screen.findByRole('dialog', { name: 'Refund payment' }));
    expect(refund.getByRole('textbox', { name: 'Amount' })).toHaveValue('400.00');
    await fill(user, refund.getByRole('textbox', { name: 'Reason' }), 'Left early');
    await user.click(refund.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund requested')).toBeInTheDocument();
    expect(refunds).toEqual(['40 400.00 Left early']);
  });

  it('reconciles with the provider now and says what it repaired', async () => {
    const user = userEvent.setup();
    let runs = 0;
    renderScreen(
      paymentsHandler({ payments: PAYMENTS }),
      graphql.mutation(AdminReconcilePaymentsDocument, () => {
        if (++runs === 1) return gqlError('The payment provider did not answer', 'CONFLICT');
        return HttpResponse.json({
          data: { __typename: 'Mutation', reconcilePayments: { __typename: 'ReconciliationReport', sessionsChecked: 3, paymentsRecorded: 1, linksExpired: 0, refundsUpdated: 2 } },
        });
      }),
    );
    const button = await screen.findByRole('button', { name: 'Reconcile now' }, WAIT);
    await user.click(button);
    expect(await screen.findByText('Reconciliation failed')).toBeInTheDocument();
    expect(screen.getByText('The payment provider did not answer')).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText('Reconciled with the payment provider')).toBeInTheDocument();
    expect(screen.getByText('Checked 3 sessions; recorded 1 missed payment; 0 expired links; 2 refunds brought up to date.')).toBeInTheDocument();
  });
});
