import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { AppProviders } from '../App';
import { Dashboard } from '../features/dashboard/Dashboard';
import { InboxBell } from '../features/inbox/InboxBell';
import { demoMember } from '../mocks/handlers';
import { dashboardEventsFrom } from '../../test/handlers/dashboard';
import { rsvpBackend } from '../../test/handlers/events';
import { demoAnnouncements } from '../../test/fixtures/dashboard';
import { server } from '../../test/msw';
import { sessionAs } from '../../test/handlers/session';
import { currentClient, forgetClient, loadClient, prefetchOnIntent } from './apolloSlot';
import { givePageAnswer, PAGE_ANSWERS_ID, takePageAnswers } from './pageAnswers';
import { GREETED_FLAG } from './welcome';

/*
 * Issue 37 item 5: a signed-in member's first screen is drawn from the answers its page carries, without Apollo
 * Client (~50 KB gzip of the first download); the client loads when something needs the server.
 */

/** Every operation the server is asked, by name; the handlers given answer them. */
function serverAsked() {
  const asked: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/graphql')) return;
    const body = (await request.clone().json()) as { operationName?: string };
    asked.push(body.operationName ?? '?');
  });
  return asked;
}

/** The page as the server sends it for a signed-in member: the session's answer and the first screen's. */
function pageWithAnswers(events: unknown[]) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_ANSWERS_ID;
  block.textContent = JSON.stringify({
    InboxUnreadCount: { __typename: 'Query', unreadNotificationCount: 2 },
    DashboardUpcomingEvents: { __typename: 'Query', events },
    DashboardAnnouncements: { __typename: 'Query', announcements: [demoAnnouncements[0]] },
  });
  document.head.append(block);
  takePageAnswers(true);
  givePageAnswer('Me', { __typename: 'Query', me: demoMember });
}

/** The app's providers as main.tsx renders them: no client handed in. */
const renderWithoutClient = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AppProviders>{ui}</AppProviders>
    </MemoryRouter>,
  );

const dashboardEvents = (backend: ReturnType<typeof rsvpBackend>) =>
  backend.events().map(({ description: _d, ...e }: { description?: unknown } & Record<string, unknown>) => e);

beforeEach(() => {
  forgetClient();
  sessionStorage.setItem(GREETED_FLAG, '1');
  server.use(sessionAs(demoMember));
});
afterEach(() => server.events.removeAllListeners());

it("draws the dashboard and the bell from the page with no client; the first RSVP loads it, and the panel follows Apollo's cache", async () => {
  const backend = rsvpBackend();
  pageWithAnswers(dashboardEvents(backend));
  server.use(backend.answer, dashboardEventsFrom(backend.events));
  const asked = serverAsked();
  renderWithoutClient(
    <>
      <InboxBell />
      <Dashboard />
    </>,
  );

  const card = within(await screen.findByRole('article', { name: 'Quarterly Members Meeting' }));
  expect(screen.getByRole('article', { name: demoAnnouncements[0]!.title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  expect(currentClient()).toBeUndefined();
  expect(asked).toEqual([]);

  await userEvent.setup().click(card.getByRole('button', { name: 'Attending' }));
  expect(await screen.findByText('RSVP updated')).toBeInTheDocument();
  expect(currentClient()).toBeDefined();
  expect(backend.calls).toEqual([{ eventId: '11', status: 'attending' }]);
  // The mutation's answer reached the panel through Apollo's cache, into which the page's answers went.
  await waitFor(() => expect(card.getByText('Your RSVP: Attending')).toBeInTheDocument());
  expect(card.getByRole('button', { name: 'Attending' })).toHaveAttribute('aria-pressed', 'true');
  // The page's answers were not asked again; only the RSVP and the refetch of the list it changed were sent.
  await waitFor(() => expect(asked.sort()).toEqual(['DashboardUpcomingEvents', 'EventsRsvpToEvent']));
});

it('loads the client at once for a query the page carried no answer to', async () => {
  server.use(graphql.query('InboxUnreadCount', () => HttpResponse.json({ data: { __typename: 'Query', unreadNotificationCount: 4 } })));
  takePageAnswers(true);
  renderWithoutClient(<InboxBell />);
  expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  expect(currentClient()).toBeDefined();
});

it("hands Apollo's own hooks the same client (Apollo's React context), for the screens that use them", async () => {
  const client = await loadClient();
  let seen: unknown;
  function Probe() {
    seen = useApolloClient();
    return null;
  }
  renderWithoutClient(<Probe />);
  expect(seen).toBe(client);
});

it('fetches the client on the first press or key anywhere', async () => {
  prefetchOnIntent();
  expect(currentClient()).toBeUndefined();
  fireEvent.keyDown(document.body, { key: 'Tab' });
  await waitFor(() => expect(currentClient()).toBeDefined());
});
