import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { RoomBookingExtensionInput } from '../../gql/graphql';
import { demoMember } from '../../mocks/handlers';
import { sessionAs } from '../../../test/handlers/session';
import { renderWithProviders } from '../../../test/render';
import { gqlError } from '../../../test/forms';
import { myRequestsHandler, roomsHandler } from '../../../test/handlers/rooms';
import { MeetingRooms } from './MeetingRooms';
import { demoRequest } from '../../../test/fixtures/rooms';
import { RoomsExtendBookingDocument } from './operations';

/** Issue 36 on the member's side: "Extend booking" on a booking in its last month, the dialog, and a history read as one. */

const at = '2026-11-02T09:00:00.000Z';
// Accepted Dec 1, 2026 – Feb 28, 2027, in its last month (the server says so: endingSoon).
const ending = demoRequest({ id: '10', status: 'accepted', startDate: '2026-12-01', endDate: '2027-03-01', durationMonths: 3, reviewedAt: at, endingSoon: true });

function renderRooms(requests: () => ReturnType<typeof demoRequest>[], extend = graphql.mutation(RoomsExtendBookingDocument, () => HttpResponse.json({}))) {
  return renderWithProviders(<MeetingRooms />, { handlers: [sessionAs(demoMember), roomsHandler(), myRequestsHandler(requests), extend] });
}

async function openExtend() {
  await userEvent.click(await screen.findByRole('button', { name: 'Extend booking of Boardroom' }));
  return within(await screen.findByRole('dialog', { name: 'Extend booking: Boardroom' }));
}

describe('Extend booking (member)', () => {
  it('is offered on a booking ending soon only', async () => {
    renderRooms(() => [ending, demoRequest({ id: '11', status: 'accepted', startDate: '2027-01-01', endDate: '2027-04-01', reviewedAt: at, room: { __typename: 'MeetingRoom', id: '2', name: 'Focus Pod', pricePerMonth: null } })]);
    expect(await screen.findByRole('button', { name: 'Extend booking of Boardroom' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend booking of Focus Pod' })).not.toBeInTheDocument();
    expect(screen.getByText('Starts Dec 1, 2026 · 3 months · Ends Feb 28, 2027')).toBeInTheDocument();
  });

  it('asks for the months, shows the period and the price without a deposit, sends, toasts, refreshes the history and closes', async () => {
    const inputs: { id: string | number; input: RoomBookingExtensionInput }[] = [];
    let requests = [ending];
    renderRooms(
      () => requests,
      graphql.mutation(RoomsExtendBookingDocument, ({ variables }) => {
        inputs.push(variables);
        requests = [{ ...ending, endingSoon: false }, demoRequest({ id: '12', startDate: '2027-03-01', endDate: '2027-05-01', durationMonths: 2, extendsBooking: { __typename: 'RoomBooking', id: '10' } })];
        return HttpResponse.json({ data: { __typename: 'Mutation', extendRoomBooking: { __typename: 'RoomBooking', id: '12', status: 'pending' } } });
      }),
    );
    const dialog = await openExtend();
    expect(dialog.getByText('Your booking ends on Feb 28, 2027. Ask for more months; an admin reviews the request. Your deposit carries over.')).toBeInTheDocument();
    const months = dialog.getByRole('spinbutton', { name: /Additional months/ });
    expect(months).toHaveValue(1);
    expect(dialog.getByText('Minimum: 1 month')).toBeInTheDocument();
    await userEvent.clear(months);
    await userEvent.type(months, '2');
    expect(dialog.getByTestId('extension-period')).toHaveTextContent('From Mar 1, 2027 to Apr 30, 2027 (2 months)');
    const pricing = within(dialog.getByTestId('pricing-summary'));
    expect(pricing.getByText('$1,500 × 2 months')).toBeInTheDocument();
    expect(pricing.getByText('Carried over')).toBeInTheDocument();
    expect(pricing.getAllByText('$3,000')).toHaveLength(2);

    await userEvent.click(dialog.getByRole('button', { name: 'Request Extension' }));
    expect(await screen.findByText('Extension Requested')).toBeInTheDocument();
    expect(screen.getByText('Your extension request has been submitted and is pending approval.')).toBeInTheDocument();
    expect(inputs).toEqual([{ id: '10', input: { months: 2 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // One history: the extension under its booking, which is no longer offered for extending.
    const extensions = await screen.findByRole('list', { name: 'Extensions of Boardroom' });
    expect(within(extensions).getByText('Extension from Mar 1, 2027')).toBeInTheDocument();
    expect(within(extensions).getByText('Pending Review')).toBeInTheDocument();
    expect(screen.getAllByTestId('my-booking-request')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Extend booking of Boardroom' })).not.toBeInTheDocument();
  });

  it('says why the server refused, and keeps the dialog open', async () => {
    renderRooms(
      () => [ending],
      graphql.mutation(RoomsExtendBookingDocument, () => gqlError('This room is already booked for part of that period', 'CONFLICT')),
    );
    const dialog = await openExtend();
    await userEvent.click(dialog.getByRole('button', { name: 'Request Extension' }));
    expect(await screen.findByText('Request Failed')).toBeInTheDocument();
    expect(screen.getByText('This room is already booked for part of that period')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Extend booking: Boardroom' })).toBeInTheDocument();
  });

  it('refuses zero months in the rule’s words before sending', async () => {
    const sent: unknown[] = [];
    renderRooms(
      () => [ending],
      graphql.mutation(RoomsExtendBookingDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({});
      }),
    );
    const dialog = await openExtend();
    const months = dialog.getByRole('spinbutton', { name: /Additional months/ });
    await userEvent.clear(months);
    await userEvent.type(months, '0{Enter}');
    expect(await dialog.findByText('Extend by at least 1 month')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows an accepted extension’s deposit as carried over on its timeline', async () => {
    renderRooms(() => [
      { ...ending, endingSoon: false },
      demoRequest({
        id: '12',
        status: 'accepted',
        startDate: '2027-03-01',
        endDate: '2027-05-01',
        durationMonths: 2,
        reviewedAt: at,
        depositCarriedOver: true,
        depositRequestedAt: at,
        depositReceivedAt: at,
        endingSoon: true,
        extendsBooking: { __typename: 'RoomBooking', id: '10' },
      }),
    ]);
    const extensions = await screen.findByRole('list', { name: 'Extensions of Boardroom' });
    const steps = within(within(extensions).getByRole('list', { name: 'Timeline of Boardroom' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(expect.arrayContaining(['Deposit requested · Carried over', 'Deposit received · Carried over', 'Payment requested · Not yet']));
    // The last of the history is the one to extend.
    expect(within(extensions).getByRole('button', { name: 'Extend booking of Boardroom' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Extend booking of Boardroom' })).toHaveLength(1);
  });
});
