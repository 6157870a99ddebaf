import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { dashboardEvents, demoAnnouncements } from '../../test/fixtures/dashboard';
import { Dashboard } from '../features/dashboard/Dashboard';
import { DashboardAnnouncementsDocument, DashboardUpcomingEventsDocument } from '../features/dashboard/operations';
import { InboxUnreadCountDocument } from '../features/inbox/count';
import { InboxBell } from '../features/inbox/InboxBell';
import { demoMember } from '../mocks/handlers';
import { sessionAs } from '../../test/handlers/session';
import { renderWithProviders } from '../../test/render';
import { PAGE_ANSWERS_ID, takePageAnswers } from './pageAnswers';
import { GREETED_FLAG } from './welcome';

/*
 * A signed-in member's page carries the answers to the header's and the dashboard's first queries
 * (api/src/speed/first-page/session-page.ts): the screen draws them without asking the server.
 */

const [first, second] = dashboardEvents.filter((e) => e.date >= new Date().toISOString().slice(0, 10));

/** The page as the server sends it: the answers in a data block in the head. */
function pageWith(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_ANSWERS_ID;
  block.textContent = text;
  document.head.append(block);
}

const answers = {
  InboxUnreadCount: { __typename: 'Query', unreadNotificationCount: 3 },
  DashboardUpcomingEvents: { __typename: 'Query', events: [first] },
  DashboardAnnouncements: { __typename: 'Query', announcements: [demoAnnouncements[0]] },
};

/** What the server is asked: each operation answers with other data than the page's, and is counted. */
function serverAsked() {
  const asked: string[] = [];
  const handlers = [
    sessionAs(demoMember),
    graphql.query(InboxUnreadCountDocument, () => {
      asked.push('InboxUnreadCount');
      return HttpResponse.json({ data: { __typename: 'Query', unreadNotificationCount: 7 } });
    }),
    graphql.query(DashboardUpcomingEventsDocument, () => {
      asked.push('DashboardUpcomingEvents');
      return HttpResponse.json({ data: { __typename: 'Query', events: [second] } });
    }),
    graphql.query(DashboardAnnouncementsDocument, () => {
      asked.push('DashboardAnnouncements');
      return HttpResponse.json({ data: { __typename: 'Query', announcements: [demoAnnouncements[1]] } });
    }),
  ];
  return { asked, handlers };
}

const renderScreen = (handlers: ReturnType<typeof serverAsked>['handlers']) =>
  renderWithProviders(
    <>
      <InboxBell />
      <Dashboard />
    </>,
    { route: '/dashboard', handlers },
  );

beforeEach(() => {
  sessionStorage.setItem(GREETED_FLAG, '1');
  document.getElementById(PAGE_ANSWERS_ID)?.remove();
});

it("draws the header's count and the dashboard's panels from the page, asking the server none of them, once", async () => {
  expect(first && second).toBeTruthy();
  pageWith(JSON.stringify(answers));
  takePageAnswers(true);
  expect(document.getElementById(PAGE_ANSWERS_ID)).toBeNull();

  const server = serverAsked();
  const view = renderScreen(server.handlers);
  await screen.findByRole('article', { name: first!.title });
  expect(screen.getByRole('article', { name: demoAnnouncements[0]!.title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  expect(server.asked).toEqual([]);
  view.unmount();

  // The answers were used: the next visit (another client, as after a reload without them) asks the server.
  const again = serverAsked();
  renderScreen(again.handlers);
  await screen.findByRole('article', { name: second!.title });
  await screen.findByRole('button', { name: 'Notifications, 7 unread' });
  expect(again.asked.sort()).toEqual(['DashboardAnnouncements', 'DashboardUpcomingEvents', 'InboxUnreadCount']);
});

it("drops them for the demo's and mock mode's in-browser backends, whose data they are not", async () => {
  pageWith(JSON.stringify(answers));
  takePageAnswers(false);
  expect(document.getElementById(PAGE_ANSWERS_ID)).toBeNull();
  const server = serverAsked();
  renderScreen(server.handlers);
  await screen.findByRole('article', { name: second!.title });
  await waitFor(() => expect(server.asked.sort()).toEqual(['DashboardAnnouncements', 'DashboardUpcomingEvents', 'InboxUnreadCount']));
  expect(screen.queryByRole('article', { name: first!.title })).toBeNull();
});

it('asks the server when the block cannot be read, or an answer does not fit its query', async () => {
  pageWith('{"InboxUnreadCount": ');
  takePageAnswers(true);
  const unreadable = serverAsked();
  const view = renderScreen(unreadable.handlers);
  await screen.findByRole('button', { name: 'Notifications, 7 unread' });
  expect(unreadable.asked).toContain('InboxUnreadCount');
  view.unmount();

  // The events' answer lacks the fields the dashboard's query asks: not written, so the query asks the server.
  pageWith(JSON.stringify({ ...answers, DashboardUpcomingEvents: { __typename: 'Query', events: [{ __typename: 'Event', id: '1' }] } }));
  takePageAnswers(true);
  const misfit = serverAsked();
  renderScreen(misfit.handlers);
  await screen.findByRole('article', { name: second!.title });
  expect(misfit.asked).toEqual(['DashboardUpcomingEvents']);
});
