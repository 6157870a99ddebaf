import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../../test/render';
import { sessionAs } from '../../../../test/handlers/session';
import { fill, gqlError } from '../../../../test/forms';
import { demoAdmin, demoMember } from '../../../mocks/handlers';
import type { DemoContext } from '../../../mocks/demo/respond';
import type { DemoStore } from '../../../mocks/demo/store';
import { webhookHandlers } from '../../../mocks/demo/webhooks';
import { AdminWebhookEndpointsDocument } from './operations';

const WAIT = { timeout: 15_000 };

/** The demo backend's webhooks (the API's rules, in memory), answering as the signed-in admin. */
const demo = () => {
  const ctx: DemoContext = { store: {} as DemoStore, session: { user: () => demoAdmin, signIn: () => undefined, signOut: () => undefined } };
  return [sessionAs(demoAdmin), ...webhookHandlers(ctx)];
};

const openScreen = async (handlers = demo()) => {
  renderRoute('/admin/webhooks', handlers);
  return screen.findByRole('list', { name: 'Webhook endpoints' }, WAIT);
};

describe('Admin webhooks', () => {
  it('lists endpoints with their state and events, and each one’s deliveries on demand', async () => {
    const user = userEvent.setup();
    const list = await openScreen();
    const [books, site] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(within(books!).getByRole('heading', { name: 'https://books.example.org/hooks/d-office' })).toBeInTheDocument();
    expect(within(books!).getByText('Enabled')).toBeInTheDocument();
    expect(within(within(books!).getByRole('list', { name: /Events sent to/ })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'booking.accepted',
      'booking.payment_step',
    ]);
    expect(within(site!).getByText('Disabled')).toBeInTheDocument();
    expect(within(site!).getByText('Failing for a day (last: HTTP 502)')).toBeInTheDocument();

    const show = within(site!).getByRole('button', { name: 'Show deliveries' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const table = await within(site!).findByRole('table', { name: 'Deliveries to https://www.example.org/api/events-sync' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('HTTP 502')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('<html>Bad Gateway</html>')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: '9' })).toBeInTheDocument();
    // Retry only on the failed one.
    expect(within(rows[0]!).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Retry event.created delivery 21' }));
    expect(await screen.findByText('Delivery queued again', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Pending'), WAIT);
  });

  it('shows skeletons, then the empty state', async () => {
    renderRoute('/admin/webhooks', [
      sessionAs(demoAdmin),
      graphql.query(AdminWebhookEndpointsDocument, async () => {
        await delay(100);
        return HttpResponse.json({ data: { __typename: 'Query', webhookEndpoints: [] } });
      }),
    ]);
    expect(await screen.findByRole('progressbar', { name: 'Loading' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('No webhook endpoints yet', {}, WAIT)).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    renderRoute('/admin/webhooks', [sessionAs(demoAdmin), graphql.query(AdminWebhookEndpointsDocument, () => gqlError('boom', 'INTERNAL_SERVER_ERROR'))]);
    expect(await screen.findByText('Error loading webhooks. Please try again.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('validates the form, shows the server’s refusal, then registers and shows the secret once', async () => {
    const user = userEvent.setup();
    await openScreen();
    await user.click(screen.getByRole('button', { name: 'New Endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'New Endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(dialog).findByText('URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/^URL/), 'http://localhost:3000/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'rsvp.changed' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'booking.requested' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(await screen.findByText('This address is private or local: webhooks go to public addresses only', {}, WAIT)).toBeInTheDocument();

    const url = within(dialog).getByLabelText(/^URL/);
    await user.clear(url);
    await fill(user, url, 'https://crm.example.org/in');
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing Secret' }, WAIT);
    expect((within(secret).getByLabelText('Secret') as HTMLInputElement).value).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    const added = await screen.findByRole('heading', { name: 'https://crm.example.org/in' }, WAIT);
    const card = added.closest('li')!;
    // In the rule's order, not the order ticked.
    expect(within(within(card as HTMLElement).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['booking.requested', 'rsvp.changed']);
  });

  it('rotates the secret, disables and enables, edits and deletes an endpoint', async () => {
    const user = userEvent.setup();
    const list = await openScreen();
    const card = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list)[0]!;
    await user.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing Secret' }, WAIT);
    expect(within(secret).getByText(/it is not shown again/)).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);

    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(await within(card).findByText('Disabled', {}, WAIT)).toBeInTheDocument();
    expect(within(card).getByText('Disabled by an admin')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Enable' }));
    expect(await within(card).findByText('Enabled', {}, WAIT)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Edit https://books.example.org/hooks/d-office' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Endpoint' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'booking.payment_step' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Endpoint updated successfully', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    await waitFor(() => expect(within(card).queryByText('booking.payment_step')).not.toBeInTheDocument(), WAIT);

    await user.click(within(card).getByRole('button', { name: 'Delete https://books.example.org/hooks/d-office' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Endpoint' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Endpoint deleted', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'https://books.example.org/hooks/d-office' })).not.toBeInTheDocument(), WAIT);
  });

  it('sends members away', async () => {
    renderRoute('/admin/webhooks', [sessionAs(demoMember)]);
    expect(await screen.findByText("You don't have permission to access this page", {}, WAIT)).toBeInTheDocument();
  });
});
