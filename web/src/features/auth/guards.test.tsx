import { screen } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { renderRoute } from '../../../test/render';
import { MeDocument } from '../../lib/session';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { dashboardAnnouncementsList, dashboardEventsList } from '../../../test/handlers/dashboard';

// Lazy pages compile on first use under jest; give them time to arrive.

const dashboard = [dashboardEventsList(), dashboardAnnouncementsList()];

describe('auth routes and guards', () => {
  it('shows the spinner while the session loads, then sends an anonymous visitor to /auth', async () => {
    renderRoute('/profile', [
      graphql.query(MeDocument, async () => {
        await delay(200);
        return HttpResponse.json({ data: { __typename: 'Query', me: null } });
      }),
    ]);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // The first lazy page of a test file takes a moment to compile under jest.
    expect(await screen.findByRole('heading', { name: 'Welcome to D.Office' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(['/auth', '/forgot-password', '/reset-password?token=abc'])('sends a signed-in visitor of %s to the dashboard', async (route) => {
    renderRoute(route, [sessionAs(demoMember), ...dashboard]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets an anonymous visitor open forgot- and reset-password', async () => {
    renderRoute('/forgot-password', [sessionAs(null)]);
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderRoute('/no/such/page', [sessionAs(null)]);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or there was an error with navigation.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });
});
