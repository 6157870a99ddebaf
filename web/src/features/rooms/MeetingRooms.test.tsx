import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import type { RoomBookingRequestInput } from '../../gql/graphql';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { renderWithProviders } from '../../../test/render';
import { MeetingRooms } from './MeetingRooms';
import { demoRequest, demoRoom, demoRooms } from '../../../test/fixtures/rooms';
import { myRequestsHandler, requestBookingHandler, roomsErrorHandler, roomsHandler } from '../../../test/handlers/rooms';
import { RoomsActiveRoomsDocument, RoomsRequestBookingDocument } from './operations';


function renderRooms(handlers: RequestHandler[] = []) {
  return renderWithProviders(<MeetingRooms />, { handlers: [sessionAs(demoMember), ...handlers] });
}

/** Opens the booking dialog of a room. */
async function openDialog(roomName: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Request to Book ${roomName}` }));
  return within(await screen.findByRole('dialog', { name: `Request to Book ${roomName}` }));
}

/** Picks the 15th of next month in the date picker (always in the future). */
async function pickStartDate(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('button', { name: /choose date/i }));
  const picker = within(await screen.findByRole('dialog', { name: /start date|choose date/i }));
  await userEvent.click(picker.getByRole('button', { name: /next month/i }));
  // The old month may still be sliding out (jsdom has no transitions); its past days are disabled.
  const day = picker.getAllByRole('gridcell', { name: '15' }).find((d) => !d.hasAttribute('disabled'))!;
  await userEvent.click(day);
  const ok = picker.queryByRole('button', { name: 'OK' });
  if (ok) await userEvent.click(ok);
  return dayjs().add(1, 'month').date(15).format('YYYY-MM-DD');
}

describe('Meeting Rooms', () => {
  it('shows six placeholder cards while the rooms load', async () => {
    renderRooms([
      graphql.query(RoomsActiveRoomsDocument, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      myRequestsHandler(),
    ]);
    expect(await screen.findAllByTestId('room-skeleton')).toHaveLength(6);
  });

  it('says when there are no rooms', async () => {
    renderRooms([roomsHandler([]), myRequestsHandler()]);
    expect(await screen.findByText('No meeting rooms available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for available rooms.')).toBeInTheDocument();
    expect(screen.queryByText('My Booking Requests')).not.toBeInTheDocument();
  });

  it('says when the rooms cannot load', async () => {
    renderRooms([roomsErrorHandler(), myRequestsHandler()]);
    expect(await screen.findByText('Failed to load meeting rooms. Please try again later.')).toBeInTheDocument();
  });

  it('shows every field of an active room and hides inactive ones', async () => {
    renderRooms([roomsHandler([...demoRooms, demoRoom({ id: '3', name: 'Old Attic', isActive: false })]), myRequestsHandler()]);
    const cards = await screen.findAllByTestId('room-card');
    expect(cards).toHaveLength(2);
    const board = within(cards[0]!);
    expect(board.getByRole('heading', { name: 'Boardroom' })).toBeInTheDocument();
    expect(board.getByText('A bright room with a view of the park.')).toBeInTheDocument();
    expect(board.getByText('Capacity: 8 people')).toBeInTheDocument();
    expect(board.getByText('Level 2')).toBeInTheDocument();
    expect(board.getByText('$1,500/month')).toBeInTheDocument();
    expect(board.getByText('Deposit: $500')).toBeInTheDocument();
    expect(board.getByText('Minimum: 3 months')).toBeInTheDocument();
    expect(board.getByText('Projector')).toBeInTheDocument();
    expect(board.getByText('Whiteboard')).toBeInTheDocument();
    const pod = within(cards[1]!);
    expect(pod.getByText('Capacity: 1 person')).toBeInTheDocument();
    expect(pod.getByText('Pricing not set')).toBeInTheDocument();
    expect(pod.getByText('Minimum: 1 month')).toBeInTheDocument();
    expect(screen.queryByText('Old Attic')).not.toBeInTheDocument();
  });

  it('lists my booking requests with the member-facing labels', async () => {
    const at = '2026-11-01T10:00:00.000Z';
    renderRooms([
      roomsHandler(),
      myRequestsHandler(() => [
        demoRequest({ id: '1' }),
        demoRequest({ id: '2', status: 'accepted', durationMonths: 1, depositRequestedAt: at, room: { __typename: 'MeetingRoom', id: '2', name: 'Focus Pod', pricePerMonth: null } }),
        demoRequest({ id: '3', status: 'accepted', depositRequestedAt: at, depositReceivedAt: at, fullPaymentRequestedAt: at }),
        demoRequest({ id: '4', status: 'rejected' }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { name: 'My Booking Requests' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('my-booking-request');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Boardroom')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Starts Dec 1, 2026 · 3 months')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Pending Review')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Starts Dec 1, 2026 · 1 month · Ends Dec 31, 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Accepted - Awaiting Deposit')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Deposit Received - Awaiting Full Payment')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Rejected')).toBeInTheDocument();
  });

  it('opens the booking dialog with the room minimum, the hint and the pricing summary', async () => {
    renderRooms([roomsHandler(), myRequestsHandler()]);
    const dialog = await openDialog('Boardroom');
    expect(dialog.getByText('Submit a monthly booking request for admin approval')).toBeInTheDocument();
    const duration = dialog.getByRole('spinbutton', { name: /Duration/ });
    expect(duration).toHaveValue(3);
    expect(dialog.getByText('Minimum: 3 months')).toBeInTheDocument();
    const pricing = within(dialog.getByTestId('pricing-summary'));
    expect(pricing.getByText('$1,500 × 3 months')).toBeInTheDocument();
    expect(pricing.getByText('$4,500')).toBeInTheDocument();
    expect(pricing.getByText('$500')).toBeInTheDocument();
    expect(pricing.getByText('$5,000')).toBeInTheDocument();

    await userEvent.clear(duration);
    await userEvent.type(duration, '12');
    expect(pricing.getByText('$1,500 × 12 months')).toBeInTheDocument();
    expect(pricing.getByText('$18,500')).toBeInTheDocument();
  });

  it('forces the duration to the room minimum on blur; empty falls back to it', async () => {
    renderRooms([roomsHandler(), myRequestsHandler()]);
    const dialog = await openDialog('Boardroom');
    const duration = dialog.getByRole('spinbutton', { name: /Duration/ });
    await userEvent.clear(duration);
    await userEvent.type(duration, '1');
    await userEvent.tab();
    expect(duration).toHaveValue(3);
    await userEvent.clear(duration);
    await userEvent.tab();
    expect(duration).toHaveValue(3);
    expect(dialog.queryByText(/Duration must be/)).not.toBeInTheDocument();
  });

  it('says Pricing not set when the room has no rate or deposit', async () => {
    renderRooms([roomsHandler(), myRequestsHandler()]);
    const dialog = await openDialog('Focus Pod');
    expect(dialog.getByRole('spinbutton', { name: /Duration/ })).toHaveValue(1);
    expect(dialog.getByText('Minimum: 1 month')).toBeInTheDocument();
    expect(within(dialog.getByTestId('pricing-summary')).getByText('Pricing not set')).toBeInTheDocument();
  });

  it('requires a start date', async () => {
    const inputs: RoomBookingRequestInput[] = [];
    renderRooms([roomsHandler(), myRequestsHandler(), requestBookingHandler(inputs)]);
    const dialog = await openDialog('Boardroom');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await dialog.findByText('Please select a start date')).toBeInTheDocument();
    expect(inputs).toEqual([]);
  });

  it('submits a request, toasts, refreshes My Booking Requests and closes', async () => {
    const inputs: RoomBookingRequestInput[] = [];
    let requests = [] as ReturnType<typeof demoRequest>[];
    renderRooms([roomsHandler(), myRequestsHandler(() => requests), requestBookingHandler(inputs)]);
    const dialog = await openDialog('Boardroom');
    const startDate = await pickStartDate(dialog);
    const duration = dialog.getByRole('spinbutton', { name: /Duration/ });
    await userEvent.clear(duration);
    await userEvent.type(duration, '4');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Purpose (optional)' }), '  Team offsite  ');
    requests = [demoRequest({ id: '99', startDate, durationMonths: 4 })];
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Request Submitted')).toBeInTheDocument();
    expect(screen.getByText('Your booking request has been submitted and is pending approval.')).toBeInTheDocument();
    expect(inputs).toEqual([{ roomId: '1', startDate, durationMonths: 4, purpose: 'Team offsite' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pending Review')).toBeInTheDocument();

    // Reopened, the form is fresh.
    const again = await openDialog('Boardroom');
    expect(again.getByRole('spinbutton', { name: /Duration/ })).toHaveValue(3);
    expect(again.getByRole('textbox', { name: 'Purpose (optional)' })).toHaveValue('');
  });

  it('shows the server message when the request fails, and keeps the dialog open', async () => {
    const inputs: RoomBookingRequestInput[] = [];
    renderRooms([roomsHandler(), myRequestsHandler(), requestBookingHandler(inputs, { message: 'Duration must be at least 3 months', code: 'BAD_USER_INPUT' })]);
    const dialog = await openDialog('Boardroom');
    await pickStartDate(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Request Failed')).toBeInTheDocument();
    expect(screen.getByText('Duration must be at least 3 months')).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ durationMonths: 3, purpose: null });
    expect(screen.getByRole('dialog', { name: 'Request to Book Boardroom' })).toBeInTheDocument();
  });

  it('says Submitting... and disables both buttons while the request is on its way', async () => {
    renderRooms([
      roomsHandler(),
      myRequestsHandler(),
      graphql.mutation(RoomsRequestBookingDocument, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ]);
    const dialog = await openDialog('Boardroom');
    await pickStartDate(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await dialog.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('falls back to the generic failure text when the server gives none', async () => {
    renderRooms([roomsHandler(), myRequestsHandler(), requestBookingHandler([], { message: 'oops', code: 'INTERNAL_SERVER_ERROR' })]);
    const dialog = await openDialog('Boardroom');
    await pickStartDate(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit booking request. Please try again.')).toBeInTheDocument();
  });
});
