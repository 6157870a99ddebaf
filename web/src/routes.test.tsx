import { screen } from '@testing-library/react';
import { demoAdmin, demoMember } from './mocks/handlers';
import { sessionAs } from '../test/handlers/session';
import { renderRoute } from '../test/render';
import { dashboardAnnouncementsList, dashboardEventsList } from '../test/handlers/dashboard';
import { bookingsHandler } from '../test/handlers/admin-bookings';
import { usersListHandler } from '../test/handlers/admin-users';

/** The dashboard's own queries, answered empty, for tests that land there. */
const dashboardEmpty = () => [dashboardEventsList([]), dashboardAnnouncementsList([])];

describe('route guards', () => {
  it('sends an anonymous visitor of a protected page to /auth', async () => {
    renderRoute('/dashboard', [sessionAs(null)]);
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor away from /auth to the dashboard', async () => {
    renderRoute('/auth', [sessionAs(demoMember), ...dashboardEmpty()]);
    expect(await screen.findByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
  });

  it('sends a member who opens an admin page to the dashboard with Access denied', async () => {
    renderRoute('/admin/booking-requests', [sessionAs(demoMember), ...dashboardEmpty()]);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
  });

  it('lets an admin open an admin page', async () => {
    renderRoute('/admin/booking-requests', [sessionAs(demoAdmin), bookingsHandler({ bookings: [] })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Requests' })).toBeInTheDocument();
  });

  it('opens the first admin screen at bare /admin for an admin', async () => {
    renderRoute('/admin', [sessionAs(demoAdmin), usersListHandler()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
  });

  it('sends a member at bare /admin to the dashboard with Access denied (spec §6)', async () => {
    renderRoute('/admin', [sessionAs(demoMember), ...dashboardEmpty()]);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
  });

  it.each([
    ['manage-users', 'Manage Users', usersListHandler()],
    ['booking-requests', 'Booking Requests', bookingsHandler({ bookings: [] })],
  ])('names /admin/%s once: the header title, no second heading', async (route, title, handler) => {
    renderRoute(`/admin/${route}`, [sessionAs(demoAdmin), handler]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByRole('searchbox');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).not.toContain('User Management');
    expect(screen.getAllByText(title, { selector: 'h1, h2' })).toHaveLength(1);
  });

  it('redirects any path containing /logout to / (and so to /auth when signed out)', async () => {
    renderRoute('/some/logout', [sessionAs(null)]);
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' })).toBeInTheDocument();
  });
});
