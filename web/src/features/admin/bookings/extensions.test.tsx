import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { demoAdmin } from '../../../mocks/handlers';
import { sessionAs } from '../../../../test/handlers/session';
import { renderWithProviders } from '../../../../test/render';
import { choose } from '../../../../test/forms';
import { bookingsHandler } from '../../../../test/handlers/admin-bookings';
import { BookingRequestsScreen } from './BookingRequestsScreen';
import { acceptedBooking, pendingBooking } from '../../../../test/fixtures/admin-bookings';
import type { AdminBooking } from './steps';

/** Issue 36 on the admin's side: "Extension of …", "Ending soon", the chain's history and the carried-over deposit. */

const renderScreen = (...handlers: RequestHandler[]) => renderWithProviders(<BookingRequestsScreen />, { handlers: [sessionAs(demoAdmin), ...handlers] });
const card = (name: string) => screen.getByRole('listitem', { name });
const at = '2026-05-03T10:00:00.000Z';
const ref = (b: AdminBooking) => ({ __typename: 'RoomBooking' as const, id: b.id, startDate: b.startDate, durationMonths: b.durationMonths, status: b.status });

// Chloe's booking Jun 1 – Aug 31, 2026, ending soon; Amelia's, extended by a request waiting for review; its extension; and
// an accepted extension with the deposit carried over.
const ending: AdminBooking = { ...acceptedBooking, id: '201', endingSoon: true };
const extended: AdminBooking = { ...acceptedBooking, id: '202', member: pendingBooking.member };
const extension: AdminBooking = {
  ...pendingBooking,
  id: '203',
  startDate: '2026-09-01',
  endDate: '2026-11-01',
  durationMonths: 2,
  extendsBooking: { __typename: 'RoomBooking', id: '202', startDate: '2026-06-01', durationMonths: 3 },
};
extended.history = extension.history = [ref(extended), ref(extension)];
const carried: AdminBooking = {
  ...acceptedBooking,
  id: '204',
  member: { ...acceptedBooking.member, id: '5', fullName: 'Cara Carried' },
  startDate: '2026-09-01',
  endDate: '2026-10-01',
  durationMonths: 1,
  depositCarriedOver: true,
  depositRequestedAt: at,
  depositReceivedAt: at,
  extendsBooking: { __typename: 'RoomBooking', id: '190', startDate: '2026-06-01', durationMonths: 3 },
};

describe('Booking requests: extensions and endings', () => {
  it('marks an extension with the booking it extends, and shows the history on both cards', async () => {
    renderScreen(bookingsHandler({ bookings: [extension, extended] }));
    await screen.findByText('1 pending');
    // Both are Amelia's: the extension's card first (newest first), then the booking it extends.
    const [c, first] = screen.getAllByRole('listitem', { name: 'Boardroom requested by Amelia Tan' });
    expect(within(c!).getByText('Extension of #202 (Jun 01, 2026 – Aug 31, 2026)')).toBeInTheDocument();
    const history = within(c!).getByRole('list', { name: 'Booking history of #203' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#202 · Jun 01, 2026 – Aug 31, 2026 · 3 months · Accepted',
      '#203 · Sep 01, 2026 – Oct 31, 2026 · 2 months · Pending (this request)',
    ]);
    expect(within(c!).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    // The booking extended reads the same history, is no extension itself, and is not ending (the server says so).
    expect(within(first!).getByRole('list', { name: 'Booking history of #202' })).toBeInTheDocument();
    expect(within(first!).queryByText(/^Extension of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Ending soon/)).not.toBeInTheDocument();
  });

  it('says "Ending soon" with the last day, and filters to the bookings ending soon', async () => {
    const user = userEvent.setup();
    renderScreen(bookingsHandler({ bookings: [ending, extension, extended, pendingBooking] }));
    await screen.findByText('2 pending');
    expect(within(card('Boardroom requested by Chloe Martin')).getByText('Ending soon · ends Aug 31, 2026')).toBeInTheDocument();
    await choose(user, 'Ending', 'Ending soon');
    const shown = within(screen.getByRole('list', { name: 'Booking requests' })).getAllByRole('listitem', { name: /requested by/ });
    expect(shown.map((li) => li.getAttribute('aria-label'))).toEqual(['Boardroom requested by Chloe Martin']);
    await choose(user, 'Ending', 'All');
    expect(within(screen.getByRole('list', { name: 'Booking requests' })).getAllByRole('listitem', { name: /requested by/ })).toHaveLength(4);
  });

  it('shows a carried-over deposit as done, not to be cleared; the acceptance can still be undone', async () => {
    renderScreen(bookingsHandler({ bookings: [carried] }));
    const c = await screen.findByRole('listitem', { name: 'Boardroom requested by Cara Carried' });
    const checklist = within(c).getByRole('list', { name: 'Payment checklist' });
    expect(within(checklist).getByText('Deposit requested · Deposit carried over')).toBeInTheDocument();
    expect(within(checklist).getByText('Deposit received · Deposit carried over')).toBeInTheDocument();
    // Nothing to click on them: no "clear this step" button.
    expect(within(checklist).queryByRole('button', { name: /^Deposit/ })).not.toBeInTheDocument();
    expect(within(checklist).getByRole('checkbox', { name: 'Payment requested' })).toBeEnabled();
    expect(within(c).getByRole('button', { name: 'Uncheck accept' })).toBeEnabled();
    expect(within(c).getByText('Extension of #190 (Jun 01, 2026 – Aug 31, 2026)')).toBeInTheDocument();
  });
});
