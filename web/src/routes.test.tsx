import { screen } from '@testing-library/react';
import { demoAdmin, demoMember, sessionAs } from './mocks/handlers';
import { renderRoute } from '../test/render';
import { dashboardAnnouncementsList, dashboardEventsList } from './features/dashboard/mocks';
import { bookingsHandler } from './features/admin/bookings/mocks';

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
    expect(await screen.findByRole('heading', { name: /^Booking Requests/ })).toBeInTheDocument();
  });

  it('redirects any path containing /logout to / (and so to /auth when signed out)', async () => {
    renderRoute('/some/logout', [sessionAs(null)]);
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' })).toBeInTheDocument();
  });
});
