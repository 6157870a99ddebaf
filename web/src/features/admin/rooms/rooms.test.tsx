import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { demoAdmin } from '../../../mocks/handlers';
import { sessionAs } from '../../../../test/handlers/session';
import { renderWithProviders } from '../../../../test/render';
import { choose, fill, gqlError } from '../../../../test/forms';
import { demoRooms } from '../../../../test/fixtures/admin-rooms';
import { roomsListHandler } from '../../../../test/handlers/admin-rooms';
import { calendarFeedServer, demoFeed } from '../../../../test/handlers/calendar-feeds';
import { AdminCreateRoomDocument, AdminDeleteRoomDocument, AdminRoomsListDocument, AdminUpdateRoomDocument } from './operations';
import { RoomsScreen } from './RoomsScreen';


const renderRooms = (...handlers: RequestHandler[]) =>
  renderWithProviders(<RoomsScreen />, { handlers: [sessionAs(demoAdmin), ...handlers] });

describe('Manage Rooms', () => {
  it('lists rooms with capacity, location, amenities and status', async () => {
    renderRooms(roomsListHandler());
    expect(await screen.findByText('Boardroom')).toBeInTheDocument();
    expect(screen.getByText('Projector')).toBeInTheDocument();
    expect(screen.getByText('Whiteboard')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Capacity: 12 · Level 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Old Library' })).toBeInTheDocument();
  });

  it('shows skeletons, then the empty state; and an error box on failure', async () => {
    const { unmount } = renderRooms(
      graphql.query(AdminRoomsListDocument, async () => {
        await delay(50);
        return HttpResponse.json({ data: { __typename: 'Query', meetingRooms: [] } });
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('No rooms found')).toBeInTheDocument();
    unmount();
    renderRooms(graphql.query(AdminRoomsListDocument, () => gqlError('boom', 'INTERNAL_SERVER_ERROR')));
    expect(await screen.findByText('Failed to load meeting rooms. Please try again later.')).toBeInTheDocument();
  });

  it('requires a name and refuses negative numbers with the shared messages', async () => {
    const user = userEvent.setup();
    renderRooms(roomsListHandler());
    await user.click(await screen.findByRole('button', { name: 'Add Room' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Room' });
    await fill(user, within(dialog).getByLabelText('Capacity'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(await within(dialog).findByText('Room name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Capacity cannot be negative')).toBeInTheDocument();
  });

  it('creates a room with the §5 fallbacks applied and says so', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderRooms(
      roomsListHandler(),
      graphql.mutation(AdminCreateRoomDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({ data: { __typename: 'Mutation', createMeetingRoom: { __typename: 'MeetingRoom', id: '12' } } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Room' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Room' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Studio');
    await fill(user, within(dialog).getByLabelText('Monthly price ($)'), '1200');
    await user.clear(within(dialog).getByLabelText('Minimum months'));
    await fill(user, within(dialog).getByLabelText('Amenities'), 'Sofa, , Kettle ');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByText('Room created successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Studio',
      description: null,
      capacity: 0,
      location: null,
      pricePerMonth: '1200.00',
      deposit: '0.00',
      minimumBookingMonths: 1,
      amenities: ['Sofa', 'Kettle'],
      isActive: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the fallback when creating fails without a message', async () => {
    const user = userEvent.setup();
    renderRooms(roomsListHandler(), graphql.mutation(AdminCreateRoomDocument, () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Add Room' }));
    await fill(user, screen.getByLabelText(/^Name/), 'Studio');
    await user.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByText('Failed to create room')).toBeInTheDocument();
    expect(screen.getByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it('edits a room prefilled with its values', async () => {
    const user = userEvent.setup();
    let sent: { id: string | number; input: unknown } | undefined;
    renderRooms(
      roomsListHandler(),
      graphql.mutation(AdminUpdateRoomDocument, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { __typename: 'Mutation', updateMeetingRoom: { ...demoRooms[0]!, capacity: 14 } } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Boardroom' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Room' });
    expect(within(dialog).getByLabelText('Amenities')).toHaveValue('Projector, Whiteboard');
    expect(within(dialog).getByLabelText('Monthly price ($)')).toHaveValue(1500);
    const capacity = within(dialog).getByLabelText('Capacity');
    await user.clear(capacity);
    await fill(user, capacity, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Room updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      id: '10',
      input: expect.objectContaining({ capacity: 14, pricePerMonth: '1500.00', deposit: '500.00', minimumBookingMonths: 2, isActive: true }),
    });
  });

  it("shows the server's message when an update fails", async () => {
    const user = userEvent.setup();
    renderRooms(roomsListHandler(), graphql.mutation(AdminUpdateRoomDocument, () => gqlError('A room with this name already exists', 'CONFLICT')));
    await user.click(await screen.findByRole('button', { name: 'Edit Boardroom' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update room')).toBeInTheDocument();
    expect(screen.getByText('A room with this name already exists')).toBeInTheDocument();
  });

  it("deletes a room, and shows the server's refusal when it has bookings", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderRooms(
      roomsListHandler(),
      graphql.mutation(AdminDeleteRoomDocument, ({ variables }) =>
        ++calls === 1
          ? gqlError('This room has bookings and cannot be deleted; deactivate it instead', 'CONFLICT')
          : HttpResponse.json({ data: { __typename: 'Mutation', deleteMeetingRoom: String(variables.id) } }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Boardroom' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Room' });
    expect(within(dialog).getByText('Are you sure you want to delete Boardroom? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete room')).toBeInTheDocument();
    expect(screen.getByText('This room has bookings and cannot be deleted; deactivate it instead')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Room deleted')).toBeInTheDocument();
  });
});

describe('Manage Rooms: search and filter', () => {
  it('filters by active or inactive and searches names, places and amenities', async () => {
    const user = userEvent.setup();
    renderRooms(roomsListHandler());
    await screen.findByText('Boardroom');
    await choose(user, 'Status', 'Inactive');
    expect(screen.getByText('Old Library')).toBeInTheDocument();
    expect(screen.queryByText('Boardroom')).not.toBeInTheDocument();
    await choose(user, 'Status', 'All');
    await fill(user, screen.getByRole('searchbox', { name: 'Search rooms' }), 'whiteboard');
    expect(screen.getByText('Boardroom')).toBeInTheDocument();
    expect(screen.queryByText('Old Library')).not.toBeInTheDocument();
  });
});

describe('Manage Rooms: room calendar feeds', () => {
  it("makes a room's feed address, copies it, regenerates it and turns it off, apart from the admin's own feed", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRooms(roomsListHandler(), ...calendarFeedServer(calls, demoFeed('own')));
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Boardroom in your calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Subscribe in your calendar: Boardroom' });
    // The admin's own feed exists, but this room has none yet.
    await user.click(await within(dialog).findByRole('button', { name: 'Create a calendar address for Boardroom' }));
    expect(await screen.findByText('Calendar address ready')).toBeInTheDocument();
    const address = await within(dialog).findByLabelText('Calendar address');
    expect(address).toHaveValue('webcal://localhost:4000/api/calendar/token1.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('webcal://localhost:4000/api/calendar/token1.ics');

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    const warning = screen.getByRole('dialog', { name: 'Make a new address?' });
    expect(within(warning).getByText(/The current address of Boardroom stops working/)).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Calendar address')).toHaveValue('webcal://localhost:4000/api/calendar/token2.ics'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make a new address?' })).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Turn off the feed of Boardroom?' })).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('button', { name: 'Create a calendar address for Boardroom' })).toBeInTheDocument();
    expect(calls).toEqual(['regenerate room 10', 'regenerate room 10', 'revoke room 10']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Turn off the feed of Boardroom?' })).not.toBeInTheDocument());

    // Another room's dialog starts from its own (absent) feed.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Old Library in your calendar' }));
    expect(await within(screen.getByRole('dialog', { name: 'Subscribe in your calendar: Old Library' })).findByRole('button', { name: 'Create a calendar address for Old Library' })).toBeInTheDocument();
  });
});
