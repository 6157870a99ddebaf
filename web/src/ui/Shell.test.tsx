import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { profileHandlers } from '../../test/handlers/profile';
import { resetViewport, setViewportWidth } from '../../test/viewport';
import { formatHeaderDate } from '../lib/format';
import { MeDocument, type SessionUser } from '../lib/session';
import { demoAdmin, demoMember } from '../mocks/handlers';
import { sessionAs } from '../../test/handlers/session';
import { dashboardAnnouncementsList, dashboardEventsList } from '../../test/handlers/dashboard';
import { noCalendarFeed } from '../../test/handlers/calendar-feeds';
import { InboxNotificationsDocument } from '../features/inbox/operations';

// Lazy pages compile on first use under jest; give them time to arrive.
afterEach(resetViewport);

/** A server session: signed in as `user` until Logout is called (the session query then answers null). */
function sessionUntilLogout(user: SessionUser) {
  let me: SessionUser | null = user;
  return [
    graphql.query(MeDocument, () => HttpResponse.json({ data: { __typename: 'Query', me } })),
    graphql.mutation('Logout', () => {
      me = null;
      return HttpResponse.json({ data: { __typename: 'Mutation', logout: true } });
    }),
  ];
}
const MAIN = ['Dashboard', 'Calendar', 'Meeting Rooms', 'Events', 'Profile'];
const ADMIN = ['Manage Users', 'Manage Rooms', 'Booking Requests', 'Payments', 'Membership', 'Manage Events', 'Announcements', 'Leagues & Teams', 'WhatsApp Settings', 'Insights', 'Audit Log', 'Webhooks'];

const linkNames = (el: HTMLElement) => within(el).getAllByRole('link').map((a) => a.textContent);

describe('shell on desktop', () => {
  it("shows a member the Main section only, the current page, the member's name and role", async () => {
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('list', { name: 'Main' })).toBeInTheDocument();
    expect(linkNames(nav)).toEqual(MAIN);
    expect(within(nav).queryByRole('list', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('D.Office')).toBeInTheDocument();
    const foot = within(screen.getByRole('button', { name: 'Logout' }).parentElement!);
    expect(foot.getByText('AT')).toBeInTheDocument();
    expect(foot.getByText('Amelia Tan')).toBeInTheDocument();
    expect(foot.getByText('Member')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText(formatHeaderDate(new Date()))).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();
  });

  it('shows an admin the Admin section', async () => {
    renderRoute('/profile', [sessionAs(demoAdmin), ...profileHandlers(demoAdmin).handlers, noCalendarFeed()]);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(linkNames(within(nav).getByRole('list', { name: 'Admin' }))).toEqual(ADMIN);
    expect(within(nav).getByRole('link', { name: 'Booking Requests' })).toHaveAttribute('href', '/admin/booking-requests');
    // Admins act for every child, so they see the junior section too.
    expect(linkNames(within(nav).getByRole('list', { name: 'Junior' }))).toEqual(['My Children']);
  });

  it('shows a parent the Junior section, and a member not', async () => {
    renderRoute('/profile', [sessionAs({ ...demoMember, isParent: true }), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(linkNames(within(nav).getByRole('list', { name: 'Junior' }))).toEqual(['My Children']);
    expect(within(nav).queryByRole('list', { name: 'Admin' })).not.toBeInTheDocument();
    // The menu foot names the role: a parent is not shown as a plain member.
    const foot = within(screen.getByRole('button', { name: 'Logout' }).parentElement!);
    expect(foot.getByText('Parent')).toBeInTheDocument();
    expect(foot.queryByText('Member')).not.toBeInTheDocument();
  });

  it('titles the header from the route', async () => {
    renderRoute('/dashboard', [sessionAs(demoMember), dashboardEventsList(), dashboardAnnouncementsList()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · D.Office');
  });

  it('opens the notifications inbox, closes it on Escape, and credits the builder', async () => {
    const user = userEvent.setup();
    const emptyInbox = graphql.query(InboxNotificationsDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', myNotifications: [], unreadNotificationCount: 0 } }),
    );
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed(), emptyInbox]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument());
    const credit = screen.getByRole('link', { name: /Material UI/ });
    expect(credit).toHaveAttribute('href', 'https://mui.com/material-ui/');
    expect(credit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('logs out from the menu foot with the "Logging out..." toast and lands on /auth', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', [...sessionUntilLogout(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Logging out...')).toBeInTheDocument();
    expect(screen.getByText('Please wait while your session is being terminated')).toBeInTheDocument();
  });
});

describe('shell on a phone (390 px)', () => {
  beforeEach(() => setViewportWidth(390));

  it('shows the bottom bar instead of the side menu, no date, and no Admin for members', async () => {
    renderRoute('/profile', [sessionAs(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    expect(within(bar).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Calendar', 'Rooms', 'Events']);
    expect(within(bar).getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByText(formatHeaderDate(new Date()))).not.toBeInTheDocument();
  });

  it('gives a parent a Children entry in the bar itself (not only in a popup)', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs({ ...demoMember, isParent: true }), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    expect(within(bar).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Calendar', 'Rooms', 'Events', 'Children']);
    expect(within(bar).getByRole('link', { name: 'Children' })).toHaveAttribute('href', '/my-children');
    // So the User Menu need not repeat it.
    await user.click(within(bar).getByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('menu', { name: 'User Menu' });
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['View Profile', 'Logout']);
  });

  it("opens an admin's Admin Tools popup with every admin page; an outside click closes it", async () => {
    const user = userEvent.setup();
    renderRoute('/profile', [sessionAs(demoAdmin), ...profileHandlers(demoAdmin).handlers, noCalendarFeed()]);
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    await user.click(within(bar).getByRole('button', { name: 'Admin' }));
    const menu = await screen.findByRole('menu', { name: 'Admin Tools' });
    // Admins act for every child: the junior section is theirs too, as in the side menu, without a seventh bar entry.
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual([...ADMIN, 'My Children']);
    expect(within(bar).queryByRole('link', { name: 'Children' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Manage Rooms' })).toHaveAttribute('href', '/admin/manage-rooms');
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Admin Tools' })).not.toBeInTheDocument());
  });

  it('goes to /profile from another page, and opens the User Menu when already there', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard', [sessionAs(demoMember), dashboardEventsList(), dashboardAnnouncementsList(), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    await user.click(within(bar).getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('menu', { name: 'User Menu' });
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['View Profile', 'Logout']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'User Menu' })).not.toBeInTheDocument());
  });

  it('logs out from the User Menu with the "Logged out" toast', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', [...sessionUntilLogout(demoMember), ...profileHandlers(demoMember).handlers, noCalendarFeed()]);
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    await user.click(within(bar).getByRole('button', { name: 'Profile' }));
    await user.click(within(await screen.findByRole('menu', { name: 'User Menu' })).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out')).toBeInTheDocument();
  });
});
