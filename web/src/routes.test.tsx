import { screen } from '@testing-library/react';
import { demoAdmin, demoMember, sessionAs } from './mocks/handlers';
import { renderRoute } from '../test/render';

describe('route guards', () => {
  it('sends an anonymous visitor of a protected page to /auth', async () => {
    renderRoute('/dashboard', [sessionAs(null)]);
    expect(await screen.findByRole('heading', { name: 'AuthPage' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor away from /auth to the dashboard', async () => {
    renderRoute('/auth', [sessionAs(demoMember)]);
    expect(await screen.findByRole('heading', { name: 'DashboardPage' })).toBeInTheDocument();
  });

  it('sends a member who opens an admin page to the dashboard with Access denied', async () => {
    renderRoute('/admin/booking-requests', [sessionAs(demoMember)]);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'DashboardPage' })).toBeInTheDocument();
  });

  it('lets an admin open an admin page', async () => {
    renderRoute('/admin/booking-requests', [sessionAs(demoAdmin)]);
    expect(await screen.findByRole('heading', { name: 'BookingRequestsPage' })).toBeInTheDocument();
  });

  it('redirects any path containing /logout to / (and so to /auth when signed out)', async () => {
    renderRoute('/some/logout', [sessionAs(null)]);
    expect(await screen.findByRole('heading', { name: 'AuthPage' })).toBeInTheDocument();
  });
});
