import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../../test/render';
import { sessionAs } from '../../../../test/handlers/session';
import { AdminAuditFiltersDocument, AdminAuditLogDocument, type AuditLogFilter } from '../../../gql/graphql';
import { demoAdmin, demoMember } from '../../../mocks/handlers';
import { auditActionsOf, auditActorsOf, filterAudit } from '../../../mocks/demo/audit';
import { demoAuditEntries } from '../../../../test/fixtures/admin-audit';

const WAIT = { timeout: 15_000 };

type Asked = { filter: AuditLogFilter | null | undefined; after: string | null };

function handlers(entries = demoAuditEntries, asked: Asked[] = []) {
  return [
    sessionAs(demoAdmin),
    graphql.query(AdminAuditLogDocument, ({ variables }) => {
      asked.push({ filter: variables.filter, after: variables.after ?? null });
      return HttpResponse.json({ data: { __typename: 'Query', auditLog: filterAudit(entries, variables.filter, variables.limit ?? 50, variables.after ?? null) } });
    }),
    graphql.query(AdminAuditFiltersDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', auditActors: auditActorsOf(entries), auditActions: auditActionsOf(entries) } }),
    ),
  ];
}

describe('Audit Log', () => {
  it('lists entries newest first with who and when, and shows before/after on demand', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/audit-log', handlers());
    const list = await screen.findByRole('list', { name: 'Audit log entries' }, WAIT);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByRole('heading', { name: 'Changed the roles of Priya Parent: member → parent' })).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Dana Office/)).toBeInTheDocument();
    expect(within(items[5]!).getByText(/System/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('6 entries');

    const details = within(items[0]!).getByRole('button', { name: 'Show details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const table = within(items[0]!).getByRole('table', { name: /Changes: Changed the roles/ });
    // Only what changed: the parent flag.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Is parentNoYes']);
  });

  it('filters by type, action, actor and days, and starts again from the first page', async () => {
    const user = userEvent.setup();
    const asked: Asked[] = [];
    renderRoute('/admin/audit-log', handlers(demoAuditEntries, asked));
    await screen.findByRole('list', { name: 'Audit log entries' }, WAIT);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Bookings' }));
    expect(await screen.findByText('2 entries', {}, WAIT)).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ filter: { entityType: 'booking' }, after: null });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Booking: accepted' }));
    expect(await screen.findByText('1 entry', {}, WAIT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('6 entries', {}, WAIT)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Actor' }));
    await user.click(await screen.findByRole('option', { name: 'Dana Office' }));
    expect(await screen.findByText('5 entries', {}, WAIT)).toBeInTheDocument();
    expect(asked.at(-1)?.filter).toEqual({ actorId: '1' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText('To must not be before From')).toBeInTheDocument();
  });

  it('says when nothing matches and when the log is empty', async () => {
    renderRoute('/admin/audit-log', handlers([]));
    expect(await screen.findByText('No audit entries yet', {}, WAIT)).toBeInTheDocument();
  });

  it('pages with Previous and Next, by the cursor of the page before', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) => ({ ...demoAuditEntries[3]!, id: String(100 - i), summary: `Deleted room R${i}` }));
    const asked: Asked[] = [];
    renderRoute('/admin/audit-log', handlers(many, asked));
    await screen.findByText('Deleted room R0', {}, WAIT);
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Deleted room R25', {}, WAIT)).toBeInTheDocument();
    // After the first page's last entry (R24, id 76), not at an offset.
    expect(asked.at(-1)?.after).toBe('76');
    const after = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(after).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(after).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Deleted room R0', {}, WAIT)).toBeInTheDocument();
    expect(asked.at(-1)?.after).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    renderRoute('/admin/audit-log', [
      sessionAs(demoAdmin),
      graphql.query(AdminAuditLogDocument, () => HttpResponse.json({ data: null, errors: [{ message: 'boom' }] })),
      graphql.query(AdminAuditFiltersDocument, () => HttpResponse.json({ data: { __typename: 'Query', auditActors: [], auditActions: [] } })),
    ]);
    expect(await screen.findByText('Failed to load the audit log. Please try again later.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends members away without asking for the log', async () => {
    renderRoute('/admin/audit-log', [sessionAs(demoMember)]);
    expect(await screen.findByText("You don't have permission to access this page", {}, WAIT)).toBeInTheDocument();
  });
});
