import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarRangeQueryVariables } from '../../gql/graphql';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { renderWithProviders } from '../../../test/render';
import { Calendar } from './Calendar';
import { resetViewport, setViewportWidth } from '../../../test/viewport';
import { rsvpSucceeds } from '../../../test/handlers/events';
import { calendarBooking, calendarEvent, demoCalendarEvents } from '../../../test/fixtures/calendar';
import { calendarErrorHandler, calendarHandler } from '../../../test/handlers/calendar';

// The month grid is heavy in jsdom; a project-level testTimeout is ignored by jest, so set it here.

// A fixed "today": Saturday, November 21, 2026.
const TODAY = '2026-11-21';

function renderCalendar(handlers = [calendarHandler()]) {
  return renderWithProviders(<Calendar today={TODAY} />, { handlers: [sessionAs(demoMember), ...handlers] });
}

const header = () => screen.getByRole('heading', { level: 2 });
const dayCell = (day: string) => screen.getByTestId(`month-day-${day}`);

describe('Calendar', () => {
  it('opens on the month of today with Sunday-first weekday headers, today highlighted and outside days greyed', async () => {
    const calls: CalendarRangeQueryVariables[] = [];
    renderCalendar([calendarHandler({}, calls)]);
    expect(header()).toHaveTextContent('November 2026');
    expect(await screen.findByText('Board Meeting')).toBeInTheDocument();
    // The query asks for the whole visible grid.
    expect(calls).toEqual([{ from: '2026-11-01', to: '2026-12-05' }]);
    const headers = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => screen.getByText(d));
    expect(headers).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Saturday, November 21, 2026' })).toHaveAttribute('aria-current', 'date');
    expect(dayCell('2026-12-05')).toHaveAttribute('data-outside', 'true');
    expect(dayCell('2026-11-30')).not.toHaveAttribute('data-outside');
  });

  it('shows at most one item per day — an event before a booking — plus +N more', async () => {
    renderCalendar();
    await screen.findByText('Board Meeting');
    // Nov 21: two events and one booking → the first event and '+2 more'.
    const sat = dayCell('2026-11-21');
    expect(within(sat).getByText('Board Meeting')).toBeInTheDocument();
    expect(within(sat).queryByText('Design Workshop')).not.toBeInTheDocument();
    expect(within(sat).getByRole('button', { name: '+2 more' })).toBeInTheDocument();
    // Nov 22: two bookings, no event → one booking and '+1 more'.
    const sun = dayCell('2026-11-22');
    expect(within(sun).getByText('Boardroom')).toBeInTheDocument();
    expect(within(sun).getByRole('button', { name: '+1 more' })).toBeInTheDocument();
    // Nov 3: one event, nothing more.
    expect(within(dayCell('2026-11-03')).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('marks RSVPs: attending a check, not attending a struck-through cross, maybe a question mark', async () => {
    renderCalendar();
    await screen.findByText('Board Meeting');
    expect(within(dayCell('2026-11-21')).getByTitle('Attending')).toBeInTheDocument();
    const friday = within(dayCell('2026-11-20'));
    expect(friday.getByTitle('Not Attending')).toBeInTheDocument();
    expect(friday.getByText('Friday Drinks')).toHaveStyle({ textDecoration: 'line-through' });
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByTitle('Maybe')).toBeInTheDocument();
  });

  it('steps months, weeks and days with the arrows, and Today comes back', async () => {
    const calls: CalendarRangeQueryVariables[] = [];
    renderCalendar([calendarHandler({}, calls)]);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(header()).toHaveTextContent('December 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(header()).toHaveTextContent('October 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(header()).toHaveTextContent('November 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(header()).toHaveTextContent('Nov 15 - Nov 21, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(header()).toHaveTextContent('Nov 22 - Nov 28, 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(header()).toHaveTextContent('Saturday, November 28, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(header()).toHaveTextContent('Friday, November 27, 2026');
    await waitFor(() => expect(calls).toContainEqual({ from: '2026-11-27', to: '2026-11-27' }));
    expect(calls).toContainEqual({ from: '2026-11-22', to: '2026-11-28' });
  });

  it('lists each week day with its events and bookings, or No events or bookings', async () => {
    renderCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    const sat = within(await screen.findByTestId('week-day-2026-11-21'));
    expect(await sat.findByText(/Board Meeting/)).toBeInTheDocument();
    expect(sat.getByText(/Design Workshop/)).toBeInTheDocument();
    expect(sat.getByText('Boardroom · Amelia Tan')).toBeInTheDocument();
    expect(within(screen.getByTestId('week-day-2026-11-16')).getByText('No events or bookings')).toBeInTheDocument();
  });

  it('shows a day as a list with RSVP words and response dates; clicking a month day opens it', async () => {
    renderCalendar();
    await screen.findByText('Board Meeting');
    await userEvent.click(screen.getByRole('button', { name: 'Saturday, November 21, 2026' }));
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Saturday, November 21, 2026' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('calendar-event');
    expect(rows.map((r) => r.getAttribute('data-rsvp'))).toEqual(['attending', 'maybe']);
    expect(within(rows[0]!).getByText('Attending', { selector: 'span' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Responded: Nov 10, 2026/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Maybe', { selector: 'span' })).toBeInTheDocument();
    expect(within(screen.getByTestId('calendar-booking')).getByText('Boardroom')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Not Attending', { selector: 'span' })).toBeInTheDocument();
  });

  it('says when a day has nothing scheduled', async () => {
    renderCalendar([calendarHandler({ events: [], bookings: [] })]);
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(await screen.findByText('No events or bookings scheduled')).toBeInTheDocument();
    expect(screen.getByText('There are no events or room bookings for this day')).toBeInTheDocument();
  });

  it('filters by type and bookings, counts the badge, and Reset All restores everything', async () => {
    renderCalendar();
    await screen.findByText('Board Meeting');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const popover = within(screen.getByRole('dialog', { name: 'Filter calendar' }));
    for (const label of ['Meetings', 'Workshops', 'Social', 'Networking', 'Show Room Bookings']) {
      expect(popover.getByRole('checkbox', { name: label })).toBeChecked();
    }
    await userEvent.click(popover.getByRole('checkbox', { name: 'Meetings' }));
    await userEvent.click(popover.getByRole('checkbox', { name: 'Show Room Bookings' }));
    await userEvent.click(popover.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
    // Nov 21 now shows the workshop first; Nov 22's bookings are hidden.
    expect(within(dayCell('2026-11-21')).getByText('Design Workshop')).toBeInTheDocument();
    expect(within(dayCell('2026-11-22')).queryByText('Boardroom')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (2 active)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Room Bookings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByRole('button', { name: 'Filters (1 active)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (1 active)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(screen.getByRole('checkbox', { name: 'Meetings' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show Room Bookings' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(within(dayCell('2026-11-21')).getByText('Board Meeting')).toBeInTheDocument();
  });

  it('opens an event’s details: type, title, long date, times, location with detail, description', async () => {
    renderCalendar();
    await userEvent.click(await screen.findByText('Board Meeting'));
    const dialog = within(await screen.findByRole('dialog', { name: /Board Meeting/ }));
    expect(dialog.getByText('Meeting')).toBeInTheDocument();
    expect(dialog.getByText('Saturday, November 21, 2026')).toBeInTheDocument();
    expect(dialog.getByText('2:00 PM - 3:30 PM')).toBeInTheDocument();
    expect(dialog.getByText('Main Hall (Room 2)')).toBeInTheDocument();
    expect(dialog.getByText('Quarterly review of the budget.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers an RSVP from the details: toast, and the marker changes', async () => {
    const events = demoCalendarEvents.map((e) => ({ ...e }));
    const sent: { eventId: string; status: string }[] = [];
    renderCalendar([
      calendarHandler({ events }),
      rsvpSucceeds(1, (v) => {
        sent.push(v);
        const e = events.find((x) => x.id === v.eventId)!;
        e.currentUserRsvp = { __typename: 'RsvpInfo', status: v.status, respondedAt: '2026-11-21T09:00:00.000Z' };
      }),
    ]);
    await userEvent.click(await screen.findByText('Board Meeting'));
    const dialog = within(await screen.findByRole('dialog', { name: /Board Meeting/ }));
    expect(dialog.getByRole('button', { name: 'Attending' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Not Attending' }));
    expect(await screen.findByText('RSVP updated')).toBeInTheDocument();
    expect(screen.getByText('You are marked as not attending for this event')).toBeInTheDocument();
    expect(sent).toEqual([{ eventId: '1', status: 'not_attending' }]);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Not Attending' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dayCell('2026-11-21')).getByTitle('Not Attending')).toBeInTheDocument());
  });

  it('shows a cancelled event as cancelled, with no RSVP buttons', async () => {
    renderCalendar([calendarHandler({ events: [calendarEvent({ id: '9', title: 'Called Off', date: TODAY, status: 'cancelled' })], bookings: [] })]);
    const item = await screen.findByRole('button', { name: /Called Off/ });
    expect(item).toHaveTextContent('Cancelled: Called Off');
    await userEvent.click(item);
    const dialog = within(await screen.findByRole('dialog', { name: /Called Off/ }));
    expect(dialog.getByText('This event has been cancelled, so it no longer takes RSVPs')).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: /^RSVP to/ })).not.toBeInTheDocument();
  });

  it('shows only a start time and no description when the event has none', async () => {
    renderCalendar([calendarHandler({ events: [calendarEvent({ id: '9', title: 'Open Lab', date: TODAY, endTime: null })], bookings: [] })]);
    await userEvent.click(await screen.findByText('Open Lab'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('9:00 AM')).toBeInTheDocument();
    expect(dialog.getByText('Main Hall')).toBeInTheDocument();
  });

  it('shows the booked days of a booking in the week view', async () => {
    const bookings = ['2026-11-18', '2026-11-19'].map((d) => calendarBooking('5', d, 'Garden Room', 'Gus Guest'));
    renderCalendar([calendarHandler({ events: [], bookings })]);
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findAllByText('Garden Room · Gus Guest')).toHaveLength(2);
  });

  it('says so when the calendar cannot load', async () => {
    renderCalendar([calendarErrorHandler()]);
    expect(await screen.findByText('Error loading calendar. Please try again.')).toBeInTheDocument();
  });
});

describe('Calendar on a 390 px phone', () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(() => resetViewport());

  it('shows dots instead of cut-off titles, and the chosen day’s list below the month', async () => {
    renderCalendar();
    // Today starts chosen: its two events and its booking are counted on its button and listed below.
    const todayButton = await screen.findByRole('button', { name: 'Saturday, November 21, 2026: 2 events, 1 room booking' });
    expect(todayButton).toHaveAttribute('aria-pressed', 'true');
    expect(within(todayButton).queryByText('Board Meeting')).not.toBeInTheDocument();
    expect(screen.queryByText('+2 more')).not.toBeInTheDocument();
    const list = () => screen.getByRole('heading', { level: 3 }).parentElement!;
    await waitFor(() => expect(within(list()).getByRole('button', { name: 'Board Meeting' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 3, name: 'Saturday, November 21, 2026' })).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: 'Design Workshop' })).toBeInTheDocument();

    // Tapping another day lists that day, staying in the month.
    await userEvent.click(screen.getByRole('button', { name: 'Friday, November 20, 2026: 1 event' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Friday, November 20, 2026' })).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: 'Friday Drinks' })).toBeInTheDocument();
    expect(header()).toHaveTextContent('November 2026');
    expect(screen.getByRole('button', { name: 'Friday, November 20, 2026: 1 event' })).toHaveAttribute('aria-pressed', 'true');

    // An empty day says so.
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, November 10, 2026: nothing scheduled' }));
    expect(await screen.findByText('No events or bookings scheduled')).toBeInTheDocument();
  });
});

