import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { demoAdmin, demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { renderRoute } from '../../../test/render';


/** Answers (and records) every GraphQL operation the other handlers leave, so none goes unseen. */
function recordOperations() {
  const names: string[] = [];
  const handler = graphql.operation(({ operationName }) => {
    names.push(operationName);
    return HttpResponse.json({ data: null });
  });
  return { names, handler };
}

const ADMIN_ROUTES = ['manage-users', 'manage-rooms', 'booking-requests', 'payments', 'manage-events', 'announcements'];

describe('admin screens for a member', () => {
  it.each(ADMIN_ROUTES)('/admin/%s sends a member to the dashboard with Access denied and asks for no admin data', async (route) => {
    const seen = recordOperations();
    const { unmount } = renderRoute(`/admin/${route}`, [sessionAs(demoMember), seen.handler]);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page")).toBeInTheDocument();
    // Let the dashboard settle so any request the admin page might have fired would be recorded.
    await act(() => new Promise((r) => setTimeout(r, 500))); // the dashboard's answers render inside act
    expect(seen.names.filter((n) => n.startsWith('Admin'))).toEqual([]);
    // Unmount while the recorder still answers, so the dashboard's late requests stay handled.
    unmount();
    await act(() => new Promise((r) => setTimeout(r, 50)));
  });

  it('the same recorder does see an admin’s request (so the check above can fail)', async () => {
    const seen = recordOperations();
    const { unmount } = renderRoute('/admin/manage-users', [sessionAs(demoAdmin), seen.handler]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    await waitFor(() => expect(seen.names).toContain('AdminUsersList'));
    unmount();
  });
});

describe('admin screens for an admin who must set up two-factor first (issue 38)', () => {
  it('sends them to their profile to set it up, saying why, and asks for no admin data', async () => {
    const { profileHandlers } = await import('../../../test/handlers/profile');
    const { noCalendarFeed } = await import('../../../test/handlers/calendar-feeds');
    const { TwoFactorStatusDocument } = await import('../two-factor/operations');
    const required = graphql.query(TwoFactorStatusDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: false, required: true, recoveryCodesLeft: 0 } } }),
    );
    const seen = recordOperations();
    const { unmount } = renderRoute('/admin/manage-users', [sessionAs(demoAdmin), required, ...profileHandlers(demoAdmin).handlers, noCalendarFeed(), seen.handler]);
    expect(await screen.findByText('Two-factor required')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Set up two-factor authentication on your profile to use admin features.')).toBeInTheDocument();
    expect(seen.names.filter((n) => n.startsWith('Admin'))).toEqual([]);
    unmount();
  });
});
