import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { MeDocument } from '../../lib/session';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { renderWithProviders } from '../../../test/render';
import { ClubEvents } from './ClubEvents';
import { demoEvent, demoEvents } from '../../../test/fixtures/events';
import { eventsPageList, eventsPageListError, rsvpBackend, rsvpFails, rsvpHeldBack } from '../../../test/handlers/events';
import { EventsPageListDocument } from './operations';

async function renderEvents(handlers: RequestHandler[]) {
  const utils = renderWithProviders(<ClubEvents />, { route: '/events', handlers: [sessionAs(demoMember), ...handlers] });
  await waitFor(() => expect(utils.client.readQuery({ query: MeDocument })).not.toBeNull());
  return utils;
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

async function openDialog(title: string, button = 'RSVP') {
  const user = userEvent.setup();
  await screen.findByText(title);
  await user.click(card(title).getByRole('button', { name: `${button} for ${title}` }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: `RSVP to ${title}` })) };
}

describe('Club Events list', () => {
  it('shows skeleton cards while loading', async () => {
    const loading = graphql.query(EventsPageListDocument, async () => {
      await delay('infinite');
      return HttpResponse.json({ data: { __typename: 'Query', events: [] } });
    });
    await renderEvents([loading]);
    expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(6);
  });

  it('shows each card with badges, long date, times, place, description and capacity', async () => {
    await renderEvents([eventsPageList()]);
    const meeting = within(await screen.findByRole('article', { name: 'Quarterly Members Meeting' }));
    expect(meeting.getByText('Meeting')).toBeInTheDocument();
    expect(meeting.getByText('Friday, March 14, 2031')).toBeInTheDocument();
    expect(meeting.getByText('9:00 AM - 11:30 AM')).toBeInTheDocument();
    expect(meeting.getByText('Main Hall (Room 2)')).toBeInTheDocument();
    expect(meeting.getByText('Budget, plans for the spring and open questions from members.')).toBeInTheDocument();
    expect(meeting.getByText('1 / 40 attendees')).toBeInTheDocument();
    expect(meeting.getByRole('button', { name: 'RSVP for Quarterly Members Meeting' })).toHaveTextContent(/^RSVP$/);
    expect(meeting.queryByText('Attending')).not.toBeInTheDocument();

    const workshop = card('Design Thinking Workshop');
    expect(workshop.getByText('Workshop')).toBeInTheDocument();
    expect(workshop.getByText('Maybe')).toBeInTheDocument();
    expect(workshop.getByText('2:00 PM')).toBeInTheDocument();
    expect(workshop.getByText('Studio B')).toBeInTheDocument();
    expect(workshop.queryByText(/attendees/)).not.toBeInTheDocument();
    expect(workshop.getByRole('button', { name: 'Update RSVP for Design Thinking Workshop' })).toHaveTextContent('Update RSVP');
  });

  it('shows the empty state', async () => {
    await renderEvents([eventsPageList([])]);
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new events.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    await renderEvents([eventsPageListError()]);
    expect(await screen.findByText('Failed to load events. Please try again later.')).toBeInTheDocument();
  });
});

describe('events that take no answer or no attendee', () => {
  it('shows a cancelled event as cancelled, without an RSVP button', async () => {
    await renderEvents([eventsPageList([demoEvent({ id: '40', title: 'Cancelled Picnic', status: 'cancelled' })])]);
    const picnic = within(await screen.findByRole('article', { name: 'Cancelled Picnic' }));
    expect(picnic.getByText('Cancelled')).toBeInTheDocument();
    expect(picnic.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a full event is full and offers only Maybe and Not Attending', async () => {
    await renderEvents([eventsPageList([demoEvent({ id: '42', title: 'Small Dinner', maxAttendees: 2, attendeeCount: 2 })])]);
    expect(await screen.findByText('2 / 2 attendees · Event Full')).toBeInTheDocument();
    const { dialog } = await openDialog('Small Dinner');
    expect(dialog.getByRole('radio', { name: /^Attending/ })).toBeDisabled();
    expect(dialog.getByText('This event is full')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /^Maybe/ })).toBeEnabled();
    expect(dialog.getByRole('radio', { name: /^Not Attending/ })).toBeEnabled();
  });
});

describe('RSVP dialog', () => {
  it('offers the three choices with hints, none chosen, and keeps Submit RSVP disabled until one is', async () => {
    await renderEvents([eventsPageList()]);
    const { user, dialog } = await openDialog('Quarterly Members Meeting');
    const radios = dialog.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'AttendingI will be there',
      'Not AttendingI cannot make it',
      "MaybeI'm not sure yet",
    ]);
    radios.forEach((r) => expect(r).not.toBeChecked());
    expect(dialog.getByRole('button', { name: 'Submit RSVP' })).toBeDisabled();
    await user.click(radios[2]!);
    expect(dialog.getByRole('button', { name: 'Submit RSVP' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('preselects the current answer when updating', async () => {
    await renderEvents([eventsPageList()]);
    const { dialog } = await openDialog('Design Thinking Workshop', 'Update RSVP');
    expect(dialog.getByRole('radio', { name: /^Maybe/ })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Submit RSVP' })).toBeEnabled();
  });

  it('submits, says so, closes and shows the answer on the refreshed card', async () => {
    const backend = rsvpBackend();
    await renderEvents([backend.list, backend.answer]);
    const { user, dialog } = await openDialog('Quarterly Members Meeting');
    await user.click(dialog.getByRole('radio', { name: /^Attending/ }));
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));

    expect(await screen.findByText('RSVP Submitted')).toBeInTheDocument();
    expect(screen.getByText('Your response has been recorded successfully.')).toBeInTheDocument();
    expect(backend.calls).toEqual([{ eventId: '11', status: 'attending' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const meeting = card('Quarterly Members Meeting');
    expect(meeting.getByText('Attending')).toBeInTheDocument();
    expect(meeting.getByText('2 / 40 attendees')).toBeInTheDocument();
    expect(meeting.getByRole('button', { name: 'Update RSVP for Quarterly Members Meeting' })).toBeInTheDocument();
  });

  it('disables Submit RSVP while the answer is on its way', async () => {
    const slow = rsvpHeldBack();
    await renderEvents([eventsPageList(), slow.answer]);
    const { user, dialog } = await openDialog('Quarterly Members Meeting');
    await user.click(dialog.getByRole('radio', { name: /^Not Attending/ }));
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));
    expect(dialog.getByRole('button', { name: 'Submit RSVP' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => slow.release());
    expect(await screen.findByText('RSVP Submitted')).toBeInTheDocument();
  });

  it('shows the failure toast and keeps the dialog open', async () => {
    await renderEvents([eventsPageList(demoEvents), rsvpFails()]);
    const { user, dialog } = await openDialog('Quarterly Members Meeting');
    await user.click(dialog.getByRole('radio', { name: /^Maybe/ }));
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByText('RSVP Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit RSVP. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'RSVP to Quarterly Members Meeting' })).toBeInTheDocument();
  });

  it("shows the server's message when the event is full", async () => {
    await renderEvents([eventsPageList(), rsvpFails('CONFLICT', 'This event is full')]);
    const { user, dialog } = await openDialog('Quarterly Members Meeting');
    await user.click(dialog.getByRole('radio', { name: /^Attending/ }));
    await user.click(dialog.getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByText('RSVP Failed')).toBeInTheDocument();
    expect(screen.getByText('This event is full')).toBeInTheDocument();
  });
});
