import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import { fill, gqlError } from '../../../../test/forms';
import { sessionAs } from '../../../../test/handlers/session';
import { renderRoute } from '../../../../test/render';
import { REMINDER_DAYS_PROBLEM } from '../../../../../rules/reminders';
import { demoAdmin } from '../../../mocks/handlers';
import { AdminPaymentsDocument } from './operations';
import { AdminOverdueItemsDocument, AdminReminderSettingsDocument, AdminUpdateReminderSettingsDocument, type OverdueItem } from './overdue.operations';

const WAIT = { timeout: 15_000 };

const item = (over: Partial<OverdueItem> & Pick<OverdueItem, 'id'>): OverdueItem => ({
  __typename: 'OverdueItem',
  kind: 'DEPOSIT',
  member: { __typename: 'Person', id: '3', fullName: 'Chloe Martin' },
  what: 'Deposit for Boardroom',
  bookingId: '101',
  invoiceId: null,
  amount: '500.00',
  since: '2026-05-01',
  overdueSince: '2026-05-15',
  ...over,
});
const ITEMS = [
  item({ id: 'deposit:101' }),
  item({
    id: 'dues:7',
    kind: 'DUES',
    member: { __typename: 'Person', id: '4', fullName: 'Dora Dues' },
    what: 'Membership dues: Standard, May 1, 2026 – May 31, 2026',
    bookingId: null,
    invoiceId: '7',
    amount: '40.50',
    since: '2026-05-02',
    overdueSince: '2026-05-16',
  }),
];

const overdueHandler = (items: OverdueItem[]) =>
  graphql.query(AdminOverdueItemsDocument, () => HttpResponse.json({ data: { __typename: 'Query', overdueItems: items } }));
const settingsHandler = (state: { days: number[] }, saved: number[][] = []) => [
  graphql.query(AdminReminderSettingsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', reminderSettings: { __typename: 'ReminderSettings', reminderDays: state.days } } }),
  ),
  graphql.mutation(AdminUpdateReminderSettingsDocument, ({ variables }) => {
    saved.push(variables.input.reminderDays);
    state.days = variables.input.reminderDays;
    return HttpResponse.json({ data: { __typename: 'Mutation', updateReminderSettings: { __typename: 'ReminderSettings', reminderDays: state.days } } });
  }),
];
const noPayments = graphql.query(AdminPaymentsDocument, () => HttpResponse.json({ data: { __typename: 'Query', payments: [] } }));

async function openOverdue(...handlers: RequestHandler[]) {
  const user = userEvent.setup();
  renderRoute('/admin/payments', [sessionAs(demoAdmin), noPayments, ...handlers]);
  await user.click(await screen.findByRole('tab', { name: 'Overdue' }, WAIT));
  return user;
}

describe('Overdue (admin, Payments screen)', () => {
  it('lists what is overdue, oldest first, with member, what, amount, since and the total', async () => {
    await openOverdue(overdueHandler(ITEMS), ...settingsHandler({ days: [3, 7, 14] }));
    const list = await screen.findByRole('list', { name: 'Overdue' }, WAIT);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Deposit for Boardroom · Chloe Martin' })).toBeInTheDocument();
    expect(first).toHaveTextContent('$500 · asked May 1, 2026 · overdue since May 15, 2026 · Booking #101');
    expect(within(second!).getByRole('heading', { name: 'Membership dues: Standard, May 1, 2026 – May 31, 2026 · Dora Dues' })).toBeInTheDocument();
    expect(second).toHaveTextContent('$40.50 · asked May 2, 2026 · overdue since May 16, 2026');
    expect(screen.getByText('2 items overdue, $540.50 in total')).toBeInTheDocument();
    expect(screen.getByLabelText('Remind after (days)')).toHaveValue('3, 7, 14');
  });

  it('says when nothing is overdue', async () => {
    await openOverdue(overdueHandler([]), ...settingsHandler({ days: [3, 7, 14] }));
    expect(await screen.findByText('Nothing is overdue', {}, WAIT)).toBeInTheDocument();
  });

  it('shows the error state with Try again', async () => {
    let fail = true;
    await openOverdue(
      graphql.query(AdminOverdueItemsDocument, () => (fail ? gqlError('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { __typename: 'Query', overdueItems: ITEMS } }))),
      ...settingsHandler({ days: [3, 7, 14] }),
    );
    expect(await screen.findByText('Failed to load overdue payments. Please try again later.', {}, WAIT)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Overdue' }, WAIT)).toBeInTheDocument();
  });

  it('saves the reminder days; days the rule refuses are explained and not sent', async () => {
    const saved: number[][] = [];
    const user = await openOverdue(overdueHandler([]), ...settingsHandler({ days: [3, 7, 14] }, saved));
    const field = await screen.findByLabelText('Remind after (days)');
    await waitFor(() => expect(field).toHaveValue('3, 7, 14'), WAIT);
    await user.clear(field);
    await fill(user, field, '7, 3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REMINDER_DAYS_PROBLEM)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(field);
    await fill(user, field, '2, 5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminder days saved', {}, WAIT)).toBeInTheDocument();
    expect(saved).toEqual([[2, 5]]);
  });
});
