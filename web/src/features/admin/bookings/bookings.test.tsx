import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { demoAdmin, demoMember } from '../../../mocks/handlers';
import { sessionAs } from '../../../../test/handlers/session';
import { renderWithProviders } from '../../../../test/render';
import { choose, fill, gqlError } from '../../../../test/forms';
import { BookingRequestsScreen } from './BookingRequestsScreen';
import { acceptedBooking, pendingBooking, rejectedBooking } from '../../../../test/fixtures/admin-bookings';
import { bookingsHandler } from '../../../../test/handlers/admin-bookings';
import {
  AdminAcceptBookingDocument,
  AdminBookingRequestsDocument,
  AdminDeleteBookingDocument,
  AdminRejectBookingDocument,
  AdminSetBookingStepDocument,
  AdminUncheckAcceptBookingDocument,
} from './operations';
import { withStep, type AdminBooking } from './steps';
import { liveSocket } from '../../../../test/live';


const renderScreen = (...handlers: RequestHandler[]) =>
  renderWithProviders(<BookingRequestsScreen />, { handlers: [sessionAs(demoAdmin), ...handlers] });

const card = (name: RegExp | string) => screen.getByRole('listitem', { name });

describe('Booking requests', () => {
  it('shows a request made elsewhere as soon as the socket tells of it, without a reload', async () => {
    const state = { bookings: [acceptedBooking] };
    const live = liveSocket();
    renderWithProviders(<BookingRequestsScreen />, { handlers: [sessionAs(demoAdmin), bookingsHandler(state), live.handler] });
    expect(await screen.findByText('0 pending')).toBeInTheDocument();
    await waitFor(() => expect(live.subscriptions.map((x) => x.query)).toEqual([expect.stringContaining('bookingRequestChanged')]));
    state.bookings = [pendingBooking, acceptedBooking];
    live.push('bookingRequestChanged', { id: pendingBooking.id });
    expect(await screen.findByText('1 pending')).toBeInTheDocument();
  });

  it('shows a card per request with room, member, dates and the pending count', async () => {
    renderScreen(bookingsHandler({ bookings: [pendingBooking, acceptedBooking, rejectedBooking] }));
    expect(await screen.findByText('1 pending')).toBeInTheDocument();
    const c = card('Boardroom requested by Amelia Tan');
    expect(within(c).getByTestId('booking-price')).toHaveTextContent('$1,500/month · Deposit $500');
    expect(within(c).getByText('amelia.tan@d-office.local')).toBeInTheDocument();
    // Spec §9: admin lists date as 'MMM dd, yyyy'.
    expect(within(c).getByText('Jun 01, 2026')).toBeInTheDocument();
    expect(within(c).getByText('May 01, 2026')).toBeInTheDocument();
    expect(within(c).getByText('3 months')).toBeInTheDocument();
    expect(within(c).getByText('Quarterly planning')).toBeInTheDocument();
    expect(within(c).getByText('Pending Review')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    // Rejected: badge and reason, no checklist.
    const r = card('Boardroom requested by Ben Okafor');
    expect(within(r).getByText('Rejected')).toBeInTheDocument();
    expect(within(r).getByText('Room under renovation')).toBeInTheDocument();
    expect(within(r).queryByRole('list', { name: 'Payment checklist' })).not.toBeInTheDocument();
  });

  it('only lets the next payment step be ticked; a done step shows its date', async () => {
    renderScreen(bookingsHandler({ bookings: [acceptedBooking] }));
    const c = await screen.findByRole('listitem', { name: 'Boardroom requested by Chloe Martin' });
    expect(within(c).getByText('Accepted - Awaiting Deposit')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: /^Deposit requested on May 03, 2026/ })).toBeInTheDocument();
    expect(within(c).getByRole('checkbox', { name: 'Deposit received' })).toBeEnabled();
    expect(within(c).getByRole('checkbox', { name: 'Payment requested' })).toBeDisabled();
    expect(within(c).getByRole('checkbox', { name: 'Payment received' })).toBeDisabled();
    // Unchecking the acceptance needs every step clear (the server's rule).
    expect(within(c).getByRole('button', { name: 'Uncheck accept' })).toBeDisabled();
  });

  it('shows skeletons, then the empty state; and the load error', async () => {
    const { unmount } = renderScreen(
      graphql.query(AdminBookingRequestsDocument, async () => {
        await delay(50);
        return HttpResponse.json({ data: { __typename: 'Query', roomBookings: [], pendingRoomBookingCount: 0 } });
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('No booking requests')).toBeInTheDocument();
    expect(screen.getByText('0 pending')).toBeInTheDocument();
    unmount();
    renderScreen(graphql.query(AdminBookingRequestsDocument, () => gqlError('boom', 'INTERNAL_SERVER_ERROR')));
    expect(await screen.findByText('Error loading booking requests')).toBeInTheDocument();
  });

  it('accepts optimistically, then rolls back and shows the server message on CONFLICT', async () => {
    const user = userEvent.setup();
    const state = { bookings: [pendingBooking] };
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    renderScreen(
      bookingsHandler(state),
      graphql.mutation(AdminAcceptBookingDocument, async () => {
        await answered;
        return gqlError('This room is already booked for part of those months', 'CONFLICT');
      }),
    );
    const c = await screen.findByRole('listitem', { name: 'Boardroom requested by Amelia Tan' });
    await user.click(within(c).getByRole('button', { name: 'Accept' }));
    // Accepted at once, before the server answers: checklist shown, count down to 0.
    expect(await within(c).findByRole('list', { name: 'Payment checklist' })).toBeInTheDocument();
    expect(within(c).getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('0 pending')).toBeInTheDocument();
    release();
    // Rolled back, with the server's message.
    expect(await screen.findByText('This room is already booked for part of those months')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(within(c).getByRole('button', { name: 'Accept' })).toBeInTheDocument());
    expect(within(c).queryByRole('list', { name: 'Payment checklist' })).not.toBeInTheDocument();
    expect(screen.getByText('1 pending')).toBeInTheDocument();
  });

  it('accepts, refetches the list and says so', async () => {
    const user = userEvent.setup();
    const state = { bookings: [pendingBooking] };
    renderScreen(
      bookingsHandler(state),
      graphql.mutation(AdminAcceptBookingDocument, () => {
        const accepted: AdminBooking = { ...pendingBooking, status: 'accepted', reviewedAt: '2026-05-02T10:00:00.000Z' };
        state.bookings = [accepted];
        return HttpResponse.json({ data: { __typename: 'Mutation', acceptRoomBooking: accepted } });
      }),
    );
    const c = await screen.findByRole('listitem', { name: 'Boardroom requested by Amelia Tan' });
    await user.click(within(c).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(within(c).getByRole('checkbox', { name: 'Deposit requested' })).toBeEnabled();
    expect(within(c).getByRole('checkbox', { name: 'Deposit received' })).toBeDisabled();
  });

  it('falls back to the spec text when accepting fails without a message', async () => {
    const user = userEvent.setup();
    renderScreen(bookingsHandler({ bookings: [pendingBooking] }), graphql.mutation(AdminAcceptBookingDocument, () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to accept booking request')).toBeInTheDocument();
  });

  it('ticks and clears payment steps, with their failure toasts', async () => {
    const user = userEvent.setup();
    const state = { bookings: [acceptedBooking] };
    const calls: { step: string; done: boolean }[] = [];
    let fail = true;
    renderScreen(
      bookingsHandler(state),
      graphql.mutation(AdminSetBookingStepDocument, ({ variables }) => {
        calls.push({ step: variables.step, done: variables.done });
        if (fail) return HttpResponse.error();
        const updated = withStep(state.bookings[0]!, variables.step, variables.done, '2026-05-04T10:00:00.000Z');
        state.bookings = [updated];
        return HttpResponse.json({ data: { __typename: 'Mutation', setRoomBookingStep: updated } });
      }),
    );
    const c = await screen.findByRole('listitem', { name: 'Boardroom requested by Chloe Martin' });
    await user.click(within(c).getByRole('checkbox', { name: 'Deposit received' }));
    expect(await screen.findByText('Failed to update checklist')).toBeInTheDocument();
    await user.click(within(c).getByRole('button', { name: /^Deposit requested on/ }));
    expect(await screen.findByText('Failed to uncheck step')).toBeInTheDocument();
    fail = false;
    await user.click(within(c).getByRole('checkbox', { name: 'Deposit received' }));
    expect(await within(c).findByRole('button', { name: /^Deposit received on May 04, 2026/ })).toBeInTheDocument();
    expect(within(c).getByText('Deposit Received - Awaiting Full Payment')).toBeInTheDocument();
    expect(within(c).getByRole('checkbox', { name: 'Payment requested' })).toBeEnabled();
    await user.click(within(c).getByRole('button', { name: /^Deposit received on/ }));
    expect(await within(c).findByRole('checkbox', { name: 'Deposit received' })).toBeEnabled();
    expect(calls).toEqual([
      { step: 'DEPOSIT_RECEIVED', done: true },
      { step: 'DEPOSIT_REQUESTED', done: false },
      { step: 'DEPOSIT_RECEIVED', done: true },
      { step: 'DEPOSIT_RECEIVED', done: false },
    ]);
  });

  it('unchecks an acceptance back to pending', async () => {
    const user = userEvent.setup();
    const fresh: AdminBooking = { ...acceptedBooking, depositRequestedAt: null };
    const state = { bookings: [fresh] };
    let calls = 0;
    renderScreen(
      bookingsHandler(state),
      graphql.mutation(AdminUncheckAcceptBookingDocument, () => {
        if (++calls === 1) return gqlError('A payment step is already done', 'CONFLICT');
        const back: AdminBooking = { ...fresh, status: 'pending', reviewedAt: null };
        state.bookings = [back];
        return HttpResponse.json({ data: { __typename: 'Mutation', uncheckAcceptRoomBooking: back } });
      }),
    );
    const c = await screen.findByRole('listitem', { name: 'Boardroom requested by Chloe Martin' });
    await user.click(within(c).getByRole('button', { name: 'Uncheck accept' }));
    expect(await screen.findByText('A payment step is already done')).toBeInTheDocument();
    await user.click(within(c).getByRole('button', { name: 'Uncheck accept' }));
    expect(await screen.findByText('Request returned to pending')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByText('1 pending')).toBeInTheDocument();
  });

  it('rejects with a required reason', async () => {
    const user = userEvent.setup();
    const state = { bookings: [pendingBooking] };
    let calls = 0;
    let reason: string | undefined;
    renderScreen(
      bookingsHandler(state),
      graphql.mutation(AdminRejectBookingDocument, ({ variables }) => {
        if (++calls === 1) return HttpResponse.error();
        reason = variables.reason;
        const rejected: AdminBooking = { ...pendingBooking, status: 'rejected', rejectionReason: variables.reason };
        state.bookings = [rejected];
        return HttpResponse.json({ data: { __typename: 'Mutation', rejectRoomBooking: rejected } });
      }),
    );
    const c = await screen.findByRole('listitem', { name: 'Boardroom requested by Amelia Tan' });
    await user.click(within(c).getByRole('button', { name: 'Reject' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject Booking Request' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await fill(user, within(dialog).getByLabelText(/Reason/), '   ');
    expect(confirm).toBeDisabled();
    await fill(user, within(dialog).getByLabelText(/Reason/), 'Clashes with renovation');
    await user.click(confirm);
    expect(await screen.findByText('Failed to reject booking request')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await within(c).findByRole('button', { name: 'Reject' }));
    dialog = screen.getByRole('dialog', { name: 'Reject Booking Request' });
    await fill(user, within(dialog).getByLabelText(/Reason/), 'Clashes with renovation');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(reason).toBe('Clashes with renovation');
    expect(within(c).getByText('Rejected')).toBeInTheDocument();
    expect(within(c).getByText('Clashes with renovation')).toBeInTheDocument();
  });

  it('deletes a request after confirmation, restoring it when the server refuses', async () => {
    const user = userEvent.setup();
    const state = { bookings: [pendingBooking, rejectedBooking] };
    let calls = 0;
    renderScreen(
      bookingsHandler(state),
      graphql.mutation(AdminDeleteBookingDocument, ({ variables }) => {
        if (++calls === 1) return HttpResponse.error();
        state.bookings = state.bookings.filter((b) => b.id !== variables.id);
        return HttpResponse.json({ data: { __typename: 'Mutation', deleteRoomBooking: String(variables.id) } });
      }),
    );
    const name = 'Delete booking request from Ben Okafor for Boardroom';
    await user.click(await screen.findByRole('button', { name }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Booking Request' });
    expect(within(dialog).getByText(/delete the request from Ben Okafor for Boardroom\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete booking request')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Boardroom requested by Ben Okafor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name }));
    dialog = screen.getByRole('dialog', { name: 'Delete Booking Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Booking deleted')).toBeInTheDocument();
    // The closing dialog hides the page from the accessibility tree; wait for it to go first.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Boardroom requested by Ben Okafor' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Boardroom requested by Amelia Tan' })).toBeInTheDocument();
  });
});

describe('Booking requests of a lapsed member (issue 36)', () => {
  it("warns 'Membership lapsed' on their pending request, and only on pending ones of lapsed members", async () => {
    const lapsed: AdminBooking = { ...pendingBooking, memberMembershipStatus: 'lapsed' };
    const due: AdminBooking = { ...pendingBooking, id: '9', member: { ...pendingBooking.member, id: '9', fullName: 'Dan Due' }, memberMembershipStatus: 'due' };
    const decided: AdminBooking = { ...acceptedBooking, memberMembershipStatus: 'lapsed' };
    renderScreen(bookingsHandler({ bookings: [lapsed, due, decided] }));
    const c = await screen.findByRole('listitem', { name: 'Boardroom requested by Amelia Tan' });
    expect(within(c).getByText('Membership lapsed: Amelia Tan has unpaid dues past the grace period.')).toBeInTheDocument();
    expect(within(card('Boardroom requested by Dan Due')).queryByText(/Membership lapsed/)).not.toBeInTheDocument();
    expect(within(card(/Chloe Martin/)).queryByText(/Membership lapsed/)).not.toBeInTheDocument();
  });
});

describe('Booking requests: search and filter', () => {
  it('filters by status and searches rooms and members', async () => {
    const user = userEvent.setup();
    renderScreen(bookingsHandler({ bookings: [pendingBooking, acceptedBooking, rejectedBooking] }));
    await screen.findByText('1 pending');
    await choose(user, 'Status', 'Rejected');
    expect(card('Boardroom requested by Ben Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Boardroom requested by Amelia Tan' })).not.toBeInTheDocument();
    await choose(user, 'Status', 'All');
    await fill(user, screen.getByRole('searchbox', { name: 'Search booking requests' }), 'chloe.martin@');
    expect(card('Boardroom requested by Chloe Martin')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Booking requests' })).getAllByRole('listitem', { name: /requested by/ })).toHaveLength(1);
  });
});

describe('Booking requests for a member', () => {
  it("shows the 'Access Denied' card and asks for no booking data (spec §6)", async () => {
    const asked: string[] = [];
    renderWithProviders(<BookingRequestsScreen />, {
      handlers: [
        sessionAs(demoMember),
        graphql.operation(({ operationName }) => {
          asked.push(operationName);
          return HttpResponse.json({ data: null });
        }),
      ],
    });
    const denied = await screen.findByRole('alert');
    expect(within(denied).getByText('Access Denied')).toBeInTheDocument();
    expect(within(denied).getByText("You don't have permission to access this page")).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(asked.filter((name) => name.startsWith('Admin'))).toEqual([]);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('Booking requests: pages', () => {
  /** 23 requests, newest first as the server sends them: the 1st to the 23rd member. */
  const many: AdminBooking[] = Array.from({ length: 23 }, (_, i) => ({
    ...pendingBooking,
    id: String(200 + i),
    member: { ...pendingBooking.member, id: String(300 + i), fullName: `Member ${i + 1}`, email: `m${i + 1}@example.org` },
  }));
  const names = () =>
    within(screen.getByRole('list', { name: 'Booking requests' }))
      .getAllByRole('listitem', { name: /requested by/ })
      .map((li) => li.getAttribute('aria-label')!.replace('Boardroom requested by ', ''));

  it('shows ten requests a page with the range, and the pending count of all of them on every page', async () => {
    const user = userEvent.setup();
    renderScreen(bookingsHandler({ bookings: many }));
    await screen.findByText('23 pending');
    expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `Member ${i + 1}`));
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Booking requests pages' });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(names()).toEqual(['Member 21', 'Member 22', 'Member 23']);
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(screen.getByText('23 pending')).toBeInTheDocument();
  });

  it('searches and filters all requests, not one page, and starts again at the first page', async () => {
    const user = userEvent.setup();
    renderScreen(bookingsHandler({ bookings: many }));
    await screen.findByText('23 pending');
    await user.click(within(screen.getByRole('navigation', { name: 'Booking requests pages' })).getByRole('button', { name: 'Go to page 2' }));
    await fill(user, screen.getByRole('searchbox', { name: 'Search booking requests' }), 'm22@');
    expect(names()).toEqual(['Member 22']);
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    // One page: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Booking requests pages' })).not.toBeInTheDocument();
  });
});
