import { demoAnnouncements } from '../../../test/fixtures/dashboard';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { graphql, HttpResponse } from 'msw';
import type { RsvpStatus } from '../../gql/graphql';
import { MeDocument } from '../../lib/session';
import { demoAdmin, demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { server } from '../../../test/msw';
import { renderRoute, renderWithProviders } from '../../../test/render';
import { EventsRsvpToEventDocument } from '../events/operations';
import { EventDetailsDocument } from '../calendar/operations';
import { demoEvent, demoEvents } from '../../../test/fixtures/events';
import { rsvpBackend, rsvpFails, rsvpHeldBack } from '../../../test/handlers/events';
import { Dashboard } from './Dashboard';
import { GREETED_FLAG } from '../../lib/welcome';
import { setOffline } from '../../pwa/online';
import { AuthRegisterDocument } from '../auth/operations';
import { fill } from '../../../test/forms';
import { dashboardAnnouncementsError, dashboardAnnouncementsList, dashboardAnnouncementsLoading, dashboardEventsError, dashboardEventsFrom, dashboardEventsList, dashboardEventsLoading } from '../../../test/handlers/dashboard';
import type { RequestHandler } from 'msw';

/** Renders the dashboard and waits until the session is known (as the route guard would). */
async function renderDashboard(handlers: RequestHandler[], user = demoMember) {
  const utils = renderWithProviders(<Dashboard />, { route: '/dashboard', handlers: [sessionAs(user), ...handlers] });
  await waitFor(() => expect(utils.client.readQuery({ query: MeDocument })).not.toBeNull());
  return utils;
}

const eventCard = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(GREETED_FLAG, '1');
});

describe('Dashboard: upcoming events panel', () => {
  it('shows skeletons while loading', async () => {
    await renderDashboard([dashboardEventsLoading(), dashboardAnnouncementsLoading()]);
    expect(screen.getAllByTestId('event-skeleton')).toHaveLength(5);
    expect(screen.getAllByTestId('announcement-skeleton')).toHaveLength(3);
  });

  it('shows each event with date, times, place, type, attendance and the RSVP state', async () => {
    await renderDashboard([dashboardEventsList(), dashboardAnnouncementsList()]);
    expect(screen.getByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View All' })[0]).toHaveAttribute('href', '/events');

    const meeting = within(await screen.findByRole('article', { name: 'Quarterly Members Meeting' }));
    expect(meeting.getByText('Mar 14, 2031')).toBeInTheDocument();
    expect(meeting.getByText('9:00 AM - 11:30 AM')).toBeInTheDocument();
    expect(meeting.getByText('Main Hall (Room 2)')).toBeInTheDocument();
    expect(meeting.getByText('Meeting')).toBeInTheDocument();
    expect(meeting.getByText('1 person attending (Max: 40)')).toBeInTheDocument();
    expect(meeting.getByText('RSVP Needed')).toBeInTheDocument();
    for (const name of ['Attending', 'Maybe', 'Not Attending']) {
      expect(meeting.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }

    const workshop = within(eventCard('Design Thinking Workshop'));
    expect(workshop.getByText('2:00 PM')).toBeInTheDocument();
    expect(workshop.getByText('Studio B')).toBeInTheDocument();
    expect(workshop.getByText('Workshop')).toBeInTheDocument();
    expect(workshop.getByText('3 people attending')).toBeInTheDocument();
    expect(workshop.getByText('Your RSVP: Maybe')).toBeInTheDocument();
    expect(workshop.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the first five events from now, ascending, leaving out events already over', async () => {
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const events = [
      demoEvent({ id: '1', title: 'Over yesterday', date: yesterday }),
      ...['2031-01-07', '2031-01-03', '2031-01-06', '2031-01-01', '2031-01-05', '2031-01-02', '2031-01-04'].map((date) =>
        demoEvent({ id: date, title: `On ${date}`, date }),
      ),
    ];
    await renderDashboard([dashboardEventsList(events), dashboardAnnouncementsList()]);
    await screen.findByText('On 2031-01-01');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent).filter((t) => t?.startsWith('On') || t?.startsWith('Over'));
    expect(titles).toEqual(['On 2031-01-01', 'On 2031-01-02', 'On 2031-01-03', 'On 2031-01-04', 'On 2031-01-05']);
  });

  it('shows the empty state with a link to all events', async () => {
    await renderDashboard([dashboardEventsList([]), dashboardAnnouncementsList([])]);
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(screen.getByText('Check back later for scheduled events')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
  });

  it('shows the error state, and Try again asks again', async () => {
    await renderDashboard([dashboardEventsError(), dashboardAnnouncementsList()]);
    expect(await screen.findByText('Error loading events. Please try again.')).toBeInTheDocument();
    server.use(dashboardEventsList());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Quarterly Members Meeting')).toBeInTheDocument();
    expect(screen.queryByText('Error loading events. Please try again.')).not.toBeInTheDocument();
  });
});

describe('Dashboard: event details', () => {
  it("opens an event's details on a click of its title, as the calendar's dialog shows them (spec §2), and closes again", async () => {
    const asked: string[] = [];
    await renderDashboard([
      dashboardEventsList(),
      dashboardAnnouncementsList(),
      graphql.query(EventDetailsDocument, ({ variables }) => {
        asked.push(String(variables.id));
        const event = demoEvents.find((e) => e.id === variables.id)!;
        return HttpResponse.json({ data: { __typename: 'Query', event: { __typename: 'Event', id: event.id, description: event.description } } });
      }),
    ]);
    const user = userEvent.setup();
    await screen.findByText('Quarterly Members Meeting');
    await user.click(within(eventCard('Quarterly Members Meeting')).getByRole('button', { name: 'Quarterly Members Meeting' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Quarterly Members Meeting/ }));
    expect(dialog.getByText('Friday, March 14, 2031')).toBeInTheDocument();
    expect(dialog.getByText('9:00 AM - 11:30 AM')).toBeInTheDocument();
    expect(dialog.getByText('Main Hall (Room 2)')).toBeInTheDocument();
    expect(dialog.getByText('Meeting')).toBeInTheDocument();
    // The dashboard's list leaves descriptions out; the dialog asks for this one.
    expect(await dialog.findByText('Budget, plans for the spring and open questions from members.')).toBeInTheDocument();
    expect(asked).toEqual(['11']);
    expect(dialog.getByRole('group', { name: 'RSVP to Quarterly Members Meeting' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Dashboard: RSVP', () => {
  it.each<[RsvpStatus, string, string]>([
    ['attending', 'Attending', 'You are marked as attending for this event'],
    ['maybe', 'Maybe', 'You are marked as maybe attending for this event'],
    ['not_attending', 'Not Attending', 'You are marked as not attending for this event'],
  ])('answers %s: toast, highlight, Your RSVP and the count', async (status, label, description) => {
    const backend = rsvpBackend();
    await renderDashboard([dashboardEventsFrom(backend.events), backend.answer, dashboardAnnouncementsList()]);
    const user = userEvent.setup();
    await screen.findByText('Quarterly Members Meeting');
    await user.click(within(eventCard('Quarterly Members Meeting')).getByRole('button', { name: label }));

    expect(await screen.findByText('RSVP updated')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(backend.calls).toEqual([{ eventId: '11', status }]);
    const card = within(eventCard('Quarterly Members Meeting'));
    expect(card.getByText(`Your RSVP: ${label}`)).toBeInTheDocument();
    expect(card.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    const count = status === 'attending' ? '2 people attending (Max: 40)' : '1 person attending (Max: 40)';
    expect(card.getByText(count)).toBeInTheDocument();
  });

  it('disables every RSVP button while a request is pending', async () => {
    const slow = rsvpHeldBack();
    await renderDashboard([dashboardEventsList(), slow.answer, dashboardAnnouncementsList()]);
    const user = userEvent.setup();
    await screen.findByText('Quarterly Members Meeting');
    await user.click(within(eventCard('Quarterly Members Meeting')).getByRole('button', { name: 'Attending' }));

    const rsvpButtons = () => screen.getAllByRole('group', { name: /^RSVP to / }).flatMap((g) => within(g).getAllByRole('button'));
    expect(rsvpButtons()).toHaveLength(6);
    for (const b of rsvpButtons()) expect(b).toBeDisabled();
    await act(async () => slow.release());
    await screen.findByText('RSVP updated');
    await waitFor(() => rsvpButtons().forEach((b) => expect(b).toBeEnabled()));
  });

  it('offline, every RSVP button is disabled with the reason, and works again once back online (issue 37)', async () => {
    const backend = rsvpBackend();
    await renderDashboard([dashboardEventsFrom(backend.events), backend.answer, dashboardAnnouncementsList()]);
    const user = userEvent.setup();
    await screen.findByText('Quarterly Members Meeting');
    const rsvpButtons = () => screen.getAllByRole('group', { name: /^RSVP to / }).flatMap((g) => within(g).getAllByRole('button'));

    act(() => setOffline(true));
    expect(rsvpButtons()).toHaveLength(6);
    for (const b of rsvpButtons()) {
      expect(b).toBeDisabled();
      expect(b).toHaveAccessibleDescription('You are offline');
    }
    expect(within(eventCard('Quarterly Members Meeting')).getByText('You are offline')).toBeVisible();

    act(() => setOffline(false));
    expect(screen.queryByText('You are offline')).toBeNull();
    await user.click(within(eventCard('Quarterly Members Meeting')).getByRole('button', { name: 'Maybe' }));
    expect(await screen.findByText('RSVP updated')).toBeInTheDocument();
    expect(backend.calls).toEqual([{ eventId: '11', status: 'maybe' }]);
  });

  it('shows the failure toast', async () => {
    await renderDashboard([dashboardEventsList(), rsvpFails(), dashboardAnnouncementsList()]);
    const user = userEvent.setup();
    await screen.findByText('Quarterly Members Meeting');
    await user.click(within(eventCard('Quarterly Members Meeting')).getByRole('button', { name: 'Maybe' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update RSVP. Please try again.')).toBeInTheDocument();
  });

  it("shows the server's message when the event is full", async () => {
    await renderDashboard([dashboardEventsList(), rsvpFails('CONFLICT', 'This event is full'), dashboardAnnouncementsList()]);
    const user = userEvent.setup();
    await screen.findByText('Quarterly Members Meeting');
    await user.click(within(eventCard('Quarterly Members Meeting')).getByRole('button', { name: 'Attending' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('This event is full')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update RSVP. Please try again.')).not.toBeInTheDocument();
  });

  it("shows the server's message for any refused answer, not only a full event (spec §8)", async () => {
    await renderDashboard([
      dashboardEventsList(),
      rsvpFails('BAD_USER_INPUT', 'This event has already taken place, so it no longer takes RSVPs'),
      dashboardAnnouncementsList(),
    ]);
    const user = userEvent.setup();
    await screen.findByText('Quarterly Members Meeting');
    await user.click(within(eventCard('Quarterly Members Meeting')).getByRole('button', { name: 'Maybe' }));
    expect(await screen.findByText('This event has already taken place, so it no longer takes RSVPs')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update RSVP. Please try again.')).not.toBeInTheDocument();
  });

  it('shows a cancelled event (an admin sees those) as cancelled, with no RSVP buttons', async () => {
    const cancelled = demoEvent({ id: '40', title: 'Cancelled Picnic', status: 'cancelled' });
    const pending = demoEvent({ id: '41', title: 'Draft Talk', status: 'pending' });
    await renderDashboard([dashboardEventsList([cancelled, pending]), dashboardAnnouncementsList()], demoAdmin);
    const picnic = within(await screen.findByRole('article', { name: 'Cancelled Picnic' }));
    expect(picnic.getByText('Cancelled')).toBeInTheDocument();
    expect(picnic.getByText('This event has been cancelled, so it no longer takes RSVPs')).toBeInTheDocument();
    // Its details still open from its title; no answer is offered.
    expect(picnic.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelled Picnic']);
    expect(picnic.queryByText('RSVP Needed')).not.toBeInTheDocument();
    const draft = within(eventCard('Draft Talk'));
    expect(draft.getByText('This event is not confirmed yet, so it does not take RSVPs')).toBeInTheDocument();
    expect(draft.getAllByRole('button').map((b) => b.textContent)).toEqual(['Draft Talk']);
  });

  it('says a full event is full and disables Attending; Maybe and Not Attending stay possible', async () => {
    const full = demoEvent({ id: '42', title: 'Small Dinner', maxAttendees: 2, attendeeCount: 2 });
    const mine = demoEvent({
      id: '43',
      title: 'My Dinner',
      maxAttendees: 2,
      attendeeCount: 2,
      currentUserRsvp: { __typename: 'RsvpInfo', status: 'attending', respondedAt: '2031-03-01T10:00:00.000Z' },
    });
    await renderDashboard([dashboardEventsList([full, mine]), dashboardAnnouncementsList()]);
    const dinner = within(await screen.findByRole('article', { name: 'Small Dinner' }));
    expect(dinner.getByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(dinner.queryByRole('button', { name: 'Attending' })).not.toBeInTheDocument();
    expect(dinner.getByRole('button', { name: 'Maybe' })).toBeEnabled();
    expect(dinner.getByRole('button', { name: 'Not Attending' })).toBeEnabled();
    // Someone already attending keeps their place: their answer stays shown and pressed.
    expect(within(eventCard('My Dinner')).getByRole('button', { name: 'Attending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends nothing without a signed-in user', async () => {
    const sent = jest.fn();
    const spy = graphql.mutation(EventsRsvpToEventDocument, () => {
      sent();
      return HttpResponse.json({ errors: [{ message: 'should not be called' }] });
    });
    await renderDashboard([dashboardEventsList(demoEvents), spy, dashboardAnnouncementsList()], null as never);
    const user = userEvent.setup();
    await screen.findByText('Quarterly Members Meeting');
    await user.click(within(eventCard('Quarterly Members Meeting')).getByRole('button', { name: 'Attending' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to RSVP to events')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('Dashboard: recent announcements panel', () => {
  it('shows the newest announcements with author and date, under the #announcements anchor', async () => {
    const { container } = await renderDashboard([dashboardEventsList(), dashboardAnnouncementsList()]);
    const item = within(await screen.findByRole('article', { name: 'New coffee machine' }));
    expect(item.getByText('The kitchen on the second floor has a new coffee machine.')).toBeInTheDocument();
    expect(item.getByText(/Dana Office/)).toHaveTextContent('Dana Office · Mar 5, 2031');
    expect(screen.getByRole('article', { name: 'Office closed on Friday' })).toBeInTheDocument();
    expect(container.querySelector('#announcements')).toHaveAccessibleName('Recent Announcements');
    expect(screen.getAllByRole('link', { name: 'View All' })[1]).toHaveAttribute('href', '#announcements');
  });

  it("tags each announcement as the admin list does: 'General', or the team's or league's name it is for (spec §2, §3)", async () => {
    const announcements = [
      demoAnnouncements[0]!,
      { ...demoAnnouncements[1]!, team: { __typename: 'Team' as const, id: '7', name: 'Garden Giants' } },
      { ...demoAnnouncements[1]!, id: '33', title: 'League fixtures', league: { __typename: 'League' as const, id: '3', name: 'Junior League' } },
    ];
    await renderDashboard([dashboardEventsList(), dashboardAnnouncementsList(announcements)]);
    const tag = async (title: string) => within(await screen.findByRole('article', { name: title })).getByTestId('announcement-scope');
    expect(await tag('New coffee machine')).toHaveTextContent('General');
    expect(await tag('Office closed on Friday')).toHaveTextContent('Garden Giants');
    expect(await tag('League fixtures')).toHaveTextContent('Junior League');
    const general = within(screen.getByRole('article', { name: 'New coffee machine' }));
    expect(general.getByText(/Dana Office/)).toHaveTextContent('Dana Office · Mar 5, 2031');
  });

  it('shows the empty state', async () => {
    await renderDashboard([dashboardEventsList(), dashboardAnnouncementsList([])]);
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    expect(screen.getByText('Check back later for updates from the coaches')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    await renderDashboard([dashboardEventsList(), dashboardAnnouncementsError()]);
    expect(await screen.findByText('Error loading announcements. Please try again.')).toBeInTheDocument();
  });
});

describe('Dashboard: welcome toast', () => {
  const closeToast = async () => userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));

  it('after registering: Registration successful, then Welcome to D.Office! once it has gone', async () => {
    sessionStorage.clear();
    const created = { ...demoMember, id: '9', email: 'nia@example.org', username: 'nia@example.org', fullName: 'Nia New' };
    renderRoute('/auth', [
      sessionAs(null),
      graphql.mutation(AuthRegisterDocument, () => HttpResponse.json({ data: { __typename: 'Mutation', register: created } })),
      dashboardEventsList(),
      dashboardAnnouncementsList(),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    const panel = within(screen.getByRole('tabpanel'));
    await fill(user, panel.getByLabelText('Email'), created.email);
    await fill(user, panel.getByLabelText('Full Name'), created.fullName);
    await fill(user, panel.getByLabelText('Password'), 'secret123');
    await fill(user, panel.getByLabelText('Confirm Password'), 'secret123');
    await user.click(panel.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await screen.findByText('Quarterly Members Meeting');
    expect(screen.queryByText('Welcome to D.Office!')).not.toBeInTheDocument();
    await closeToast();
    expect(await screen.findByText('Welcome to D.Office!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
  });

  it('welcomes a returning member back, once per browser session', async () => {
    sessionStorage.clear();
    const first = await renderDashboard([dashboardEventsList(), dashboardAnnouncementsList()]);
    expect(await screen.findByText('Welcome back, Amelia!')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to D.Office!')).not.toBeInTheDocument();
    expect(screen.queryByText('Your account has been created successfully.')).not.toBeInTheDocument();
    await screen.findByText('Quarterly Members Meeting');
    first.unmount();

    await renderDashboard([dashboardEventsList(), dashboardAnnouncementsList()]);
    await screen.findByText('Quarterly Members Meeting');
    expect(screen.queryByText('Welcome back, Amelia!')).not.toBeInTheDocument();
  });

  it("waits for a toast already on screen ('Access denied') instead of hiding it or being lost", async () => {
    sessionStorage.clear();
    renderRoute('/admin/booking-requests', [sessionAs(demoMember), dashboardEventsList(), dashboardAnnouncementsList()]);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    await screen.findByText('Quarterly Members Meeting');
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back, Amelia!')).not.toBeInTheDocument();
    await closeToast();
    expect(await screen.findByText('Welcome back, Amelia!')).toBeInTheDocument();
  });
});
