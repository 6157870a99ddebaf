import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { demoAdmin } from '../../../mocks/handlers';
import { sessionAs } from '../../../../test/handlers/session';
import { renderWithProviders } from '../../../../test/render';
import { choose, fill, gqlError } from '../../../../test/forms';
import { EventsScreen } from './EventsScreen';
import { demoEvents } from '../../../../test/fixtures/admin-events';
import { eventsListHandler, eventTeamChoicesHandler } from '../../../../test/handlers/admin-events';
import { AdminCreateEventDocument, AdminDeleteEventDocument, AdminEventsListDocument, AdminUpdateEventDocument } from './operations';


const renderEvents = (...handlers: RequestHandler[]) =>
  renderWithProviders(<EventsScreen />, { handlers: [sessionAs(demoAdmin), eventTeamChoicesHandler(), ...handlers] });

describe('Manage Events', () => {
  it('lists events with admin date, 12-hour times, location, status and RSVPs', async () => {
    renderEvents(eventsListHandler());
    expect(await screen.findByText('Members Mixer')).toBeInTheDocument();
    expect(screen.getByText('Mar 05, 2026 · 6:00 PM - 8:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Apr 10, 2026 · 9:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Lounge (Level 1)')).toBeInTheDocument();
    expect(screen.getByText('RSVPs: 12 / 40')).toBeInTheDocument();
    expect(screen.getByText('RSVPs: 0')).toBeInTheDocument();
    expect(screen.getByText('Social')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('shows skeletons, then the empty state; and an error box on failure', async () => {
    const { unmount } = renderEvents(
      graphql.query(AdminEventsListDocument, async () => {
        await delay(50);
        return HttpResponse.json({ data: { __typename: 'Query', events: [] } });
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    unmount();
    renderEvents(graphql.query(AdminEventsListDocument, () => gqlError('boom', 'INTERNAL_SERVER_ERROR')));
    expect(await screen.findByText('Failed to load events. Please try again later.')).toBeInTheDocument();
  });

  it('validates the event dialog with the shared messages', async () => {
    const user = userEvent.setup();
    renderEvents(eventsListHandler());
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Event' });
    await fill(user, within(dialog).getByLabelText('Max attendees'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start time is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Location is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Maximum attendees must be a positive whole number')).toBeInTheDocument();
  });

  it('creates an event with the picked date as yyyy-MM-dd and an empty maximum as unlimited (after a refusal)', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    let calls = 0;
    renderEvents(
      eventsListHandler(),
      graphql.mutation(AdminCreateEventDocument, ({ variables }) => {
        if (++calls === 1) return gqlError('End time must be after start time');
        sent = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { __typename: 'Mutation', createEvent: { __typename: 'Event', id: '32' } } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Event' });
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Town Hall');
    await user.click(within(dialog).getByRole('button', { name: /Choose date/ }));
    const picker = await screen.findByRole('dialog', { name: /date/i });
    const day15 = within(picker).getByRole('gridcell', { name: '15' });
    await user.click(day15);
    await fill(user, within(dialog).getByLabelText(/^Start time/), '10:00');
    await fill(user, within(dialog).getAllByLabelText(/^Location/)[0]!, 'Main Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Failed to create event')).toBeInTheDocument();
    expect(screen.getByText('End time must be after start time')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({
      title: 'Town Hall',
      type: 'meeting',
      startTime: '10:00',
      endTime: null,
      location: 'Main Hall',
      maxAttendees: null,
      status: 'confirmed',
    });
    expect(sent?.date).toMatch(/^\d{4}-\d{2}-15$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("edits an event's status and maximum", async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    renderEvents(
      eventsListHandler(),
      graphql.mutation(AdminUpdateEventDocument, ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { __typename: 'Mutation', updateEvent: { ...demoEvents[0]!, status: 'cancelled', maxAttendees: 50 } } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Members Mixer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Members Mixer');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    const max = within(dialog).getByLabelText('Max attendees');
    await user.clear(max);
    await fill(user, max, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      title: 'Members Mixer',
      type: 'social',
      date: '2026-03-05',
      startTime: '18:00',
      endTime: '20:30',
      location: 'Lounge',
      locationDetail: 'Level 1',
      description: 'Drinks and snacks',
      maxAttendees: 50,
      status: 'cancelled',
      teamId: null,
      teamsInvolved: [],
      relevanceType: null,
      ageGroupRelevance: null,
    });
  });

  it("shows the server's message or the fallback when saving fails", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderEvents(
      eventsListHandler(),
      graphql.mutation(AdminUpdateEventDocument, () =>
        ++calls === 1 ? gqlError('Maximum attendees cannot be below the 12 members attending', 'CONFLICT') : HttpResponse.error(),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Members Mixer' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update event')).toBeInTheDocument();
    expect(screen.getByText('Maximum attendees cannot be below the 12 members attending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it('deletes an event after confirmation, with the failure toast first', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderEvents(
      eventsListHandler(),
      graphql.mutation(AdminDeleteEventDocument, ({ variables }) =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: { __typename: 'Mutation', deleteEvent: String(variables.id) } }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Budget Workshop' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete event')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
  });
});

describe('Manage Events: team events (junior section)', () => {
  const match = {
    ...demoEvents[0]!,
    id: '40',
    title: 'Giants vs Lions',
    type: 'match' as const,
    team: { __typename: 'Team' as const, id: '7', name: 'Garden Giants' },
    teamsInvolved: ['8'],
    relevanceType: 'age_group' as const,
    ageGroupRelevance: 'U12',
  };

  it('creates a match for a team, with another team involved, concerning an age group', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    renderEvents(
      eventsListHandler(),
      graphql.mutation(AdminCreateEventDocument, ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { __typename: 'Mutation', createEvent: { __typename: 'Event', id: '41' } } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Event' });
    expect(within(dialog).getByRole('group', { name: 'Junior section' })).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Giants vs Lions');
    await choose(user, 'Type', 'Match');
    await user.click(within(dialog).getByRole('button', { name: /Choose date/ }));
    await user.click(within(await screen.findByRole('dialog', { name: /date/i })).getByRole('gridcell', { name: '15' }));
    await fill(user, within(dialog).getByLabelText(/^Start time/), '09:30');
    await fill(user, within(dialog).getAllByLabelText(/^Location/)[0]!, 'Riverside Pitch');
    await choose(user, 'Team', 'Garden Giants');
    // Teams involved offers the other teams only, several at once; Escape closes the list.
    await user.click(within(dialog).getByRole('combobox', { name: 'Teams involved' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Garden Giants' })).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Library Lions' }));
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('combobox', { name: 'Teams involved' })).toHaveTextContent('Library Lions');
    await choose(user, 'Concerns', 'An age group');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Please choose an age group')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.click(within(dialog).getByRole('combobox', { name: /Age group/ }));
    // The leagues' age groups, each once.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['U10', 'U12']);
    await user.click(screen.getByRole('option', { name: 'U12' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({ type: 'match', teamId: '7', teamsInvolved: ['8'], relevanceType: 'age_group', ageGroupRelevance: 'U12' });
  });

  it('lists the team, the teams involved and whom it concerns; an edit keeps them, and All children drops the age group', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    renderEvents(
      eventsListHandler([match, demoEvents[1]!]),
      graphql.mutation(AdminUpdateEventDocument, ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { __typename: 'Mutation', updateEvent: match } });
      }),
    );
    expect(await screen.findByText('Garden Giants · with Library Lions · Age group U12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Giants vs Lions' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByRole('combobox', { name: 'Team' })).toHaveTextContent('Garden Giants');
    expect(within(dialog).getByRole('combobox', { name: /Age group/ })).toHaveTextContent('U12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({ teamId: '7', teamsInvolved: ['8'], relevanceType: 'age_group', ageGroupRelevance: 'U12' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Giants vs Lions' }));
    const again = screen.getByRole('dialog', { name: 'Edit Event' });
    await choose(user, 'Concerns', 'All children');
    expect(within(again).queryByRole('combobox', { name: /Age group/ })).not.toBeInTheDocument();
    await choose(user, 'Team', 'No team');
    await user.click(within(again).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toMatchObject({ teamId: null, teamsInvolved: ['8'], relevanceType: 'all', ageGroupRelevance: null }));
  });
});

describe('Manage Events: search and filters', () => {
  it('filters by type and by status, and searches titles and places', async () => {
    const user = userEvent.setup();
    renderEvents(eventsListHandler());
    await screen.findByText('Members Mixer');
    await choose(user, 'Type', 'Workshop');
    expect(screen.getByText('Budget Workshop')).toBeInTheDocument();
    expect(screen.queryByText('Members Mixer')).not.toBeInTheDocument();
    await choose(user, 'Type', 'All');
    await choose(user, 'Status', 'Confirmed');
    expect(screen.getByText('Members Mixer')).toBeInTheDocument();
    expect(screen.queryByText('Budget Workshop')).not.toBeInTheDocument();
    await choose(user, 'Status', 'All');
    await fill(user, screen.getByRole('searchbox', { name: 'Search events' }), 'lounge');
    expect(screen.getByText('Members Mixer')).toBeInTheDocument();
    expect(screen.queryByText('Budget Workshop')).not.toBeInTheDocument();
  });
});
