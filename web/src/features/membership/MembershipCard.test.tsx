import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { gqlError } from '../../../test/forms';
import { noCalendarFeed } from '../../../test/handlers/calendar-feeds';
import { profileHandlers } from '../../../test/handlers/profile';
import { sessionAs } from '../../../test/handlers/session';
import { renderRoute, renderWithProviders } from '../../../test/render';
import { pageExit } from '../../lib/pageExit';
import { demoMember } from '../../mocks/handlers';
import { duesInvoice, miaDue } from '../../../test/fixtures/admin-membership';
import { MembershipCard } from './MembershipCard';
import { ProfileMyMembershipDocument, ProfileStartDuesPaymentDocument, type MyDuesInvoice, type MyMembership } from './operations';

/** Issue 36 on the member's side: their plan, status, paid through and dues invoices on the profile, and paying dues online. */

const WAIT = { timeout: 15_000 };
const DUE_ONLINE = { __typename: 'PaymentDue' as const, purpose: 'DUES' as const, amount: '40.00', currency: 'USD', preparing: false, settling: false };
const invoice = (i: ReturnType<typeof duesInvoice>, paymentDue: MyDuesInvoice['paymentDue'] = null): MyDuesInvoice => ({ ...i, paymentDue });
const [june, may] = miaDue.invoices;
const mine = (over: Partial<MyMembership> = {}): MyMembership => {
  const { member: _member, ...rest } = miaDue;
  return { ...rest, invoices: [invoice(june!), invoice(may!)], ...over };
};
const answer = (m: MyMembership | null) => graphql.query(ProfileMyMembershipDocument, () => HttpResponse.json({ data: { __typename: 'Query', myMembership: m } }));
const renderCard = (...handlers: RequestHandler[]) => renderWithProviders(<MembershipCard />, { route: '/profile', handlers: [sessionAs(demoMember), ...handlers] });
const card = () => within(screen.getByRole('region', { name: 'Membership' }));

let leave: jest.SpyInstance;
beforeEach(() => {
  leave = jest.spyOn(pageExit, 'to').mockImplementation(() => undefined);
});
afterEach(() => leave.mockRestore());

describe('Membership on the profile', () => {
  it('shows the plan, the status, paid through and the dues invoices with their PDFs', async () => {
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed(), answer(mine())]);
    expect(await screen.findByText('Standard · $40 a month', {}, WAIT)).toBeInTheDocument();
    const c = card();
    const value = (label: string) => c.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Plan')).toHaveTextContent('Standard · $40 a month');
    expect(value('Status')).toHaveTextContent('DueDues unpaid since Jun 1, 2026. Please pay before Jun 16, 2026 to stay active.');
    expect(value('Paid through')).toHaveTextContent('May 31, 2026');
    const [first, second] = within(c.getByRole('list', { name: 'Dues invoices' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Jun 1, 2026 – Jun 30, 2026 · $40INV-2026-000120 · Unpaid · PDF');
    expect(within(first!).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/invoices/120/pdf');
    expect(second).toHaveTextContent('INV-2026-000110 · Paid May 3, 2026');
    // Online payment is off (no paymentDue): nothing to pay here.
    expect(c.queryByRole('button', { name: /Pay dues/ })).not.toBeInTheDocument();
  });

  it('says when the member has no plan, shows a skeleton while loading, and the load error with Try again', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard(
      graphql.query(ProfileMyMembershipDocument, async () => {
        await delay(100);
        return HttpResponse.json({ data: { __typename: 'Query', myMembership: null } });
      }),
    );
    expect(screen.getByTestId('membership-loading')).toBeInTheDocument();
    expect(await screen.findByText('You have no membership plan yet. The office assigns plans; ask an admin if you should have one.', {}, WAIT)).toBeInTheDocument();
    unmount();

    let failing = true;
    renderCard(graphql.query(ProfileMyMembershipDocument, () => (failing ? gqlError('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { __typename: 'Query', myMembership: mine() } }))));
    expect(await screen.findByText('Failed to load your membership. Please try again later.', {}, WAIT)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Standard · $40 a month', {}, WAIT)).toBeInTheDocument();
  });

  it('words each status, and a plan change waiting for the next period', async () => {
    const { unmount } = renderCard(answer(mine({ status: 'lapsed', lapsesOn: '2026-06-16' })));
    expect(await screen.findByText('Your membership has lapsed: dues unpaid since Jun 1, 2026.', {}, WAIT)).toBeInTheDocument();
    unmount();
    const active = mine({
      status: 'active',
      paidThrough: '2026-06-30',
      owedSince: null,
      lapsesOn: null,
      nextPlan: { __typename: 'MembershipPlan', id: '2', name: 'Family' },
      nextPlanFrom: '2026-07-01',
    });
    renderCard(answer(active));
    expect(await screen.findByText('Your dues are paid through Jun 30, 2026.', {}, WAIT)).toBeInTheDocument();
    expect(card().getByText('Plan change', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Moves to Family on Jul 1, 2026');
  });

  it('pays dues online: Pay dues goes to the provider’s page', async () => {
    const user = userEvent.setup();
    const started: string[] = [];
    renderCard(
      answer(mine({ invoices: [invoice(june!, DUE_ONLINE), invoice(may!)] })),
      graphql.mutation(ProfileStartDuesPaymentDocument, ({ variables }) => {
        started.push(String(variables.invoiceId));
        return HttpResponse.json({
          data: { __typename: 'Mutation', startDuesPayment: { __typename: 'PaymentCheckout', purpose: 'DUES', url: 'https://checkout.example/pay/cs_1', amount: '40.00', currency: 'USD' } },
        });
      }),
    );
    const pay = await screen.findByRole('button', { name: 'Pay dues of $40 for INV-2026-000120' }, WAIT);
    expect(pay).toHaveTextContent('Pay dues');
    // Only the unpaid invoice has the button.
    expect(screen.getAllByRole('button', { name: /Pay dues/ })).toHaveLength(1);
    await user.click(pay);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.example/pay/cs_1'));
    expect(started).toEqual(['120']);
    expect(screen.getByRole('button', { name: 'Opening payment page...' })).toBeDisabled();
  });

  it('shows the server’s refusal when a payment cannot start, and a settling payment instead of the button', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard(
      answer(mine({ invoices: [invoice(june!, DUE_ONLINE)] })),
      graphql.mutation(ProfileStartDuesPaymentDocument, () => gqlError('This invoice is paid already', 'CONFLICT')),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay dues of $40 for INV-2026-000120' }, WAIT));
    expect(await screen.findByText('This invoice is paid already', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Payment could not start')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    unmount();
    renderCard(answer(mine({ invoices: [invoice(june!, { ...DUE_ONLINE, settling: true })] })));
    expect(await screen.findByText('Payment processing', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay dues/ })).not.toBeInTheDocument();
  });

  it('back from paying, says thank you and then that the dues arrived', async () => {
    let paid = false;
    renderWithProviders(<MembershipCard />, {
      route: '/profile?payment=success&invoice=120',
      handlers: [
        sessionAs(demoMember),
        graphql.query(ProfileMyMembershipDocument, () => {
          const m = paid
            ? mine({ status: 'active', paidThrough: '2026-06-30', owedSince: null, lapsesOn: null, invoices: [invoice({ ...june!, paidInFull: true, paidInFullDate: '2026-06-05T09:00:00.000Z' }), invoice(may!)] })
            : mine({ invoices: [invoice(june!, DUE_ONLINE), invoice(may!)] });
          return HttpResponse.json({ data: { __typename: 'Query', myMembership: m } });
        }),
      ],
    });
    expect(await screen.findByText('Thank you', {}, WAIT)).toBeInTheDocument();
    paid = true;
    expect(await screen.findByText('Your dues for INV-2026-000120 have arrived. Thank you!', {}, WAIT)).toBeInTheDocument();
    expect(card().getByText('Paid through', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Jun 30, 2026');
  });
});
