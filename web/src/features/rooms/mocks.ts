import { graphql, HttpResponse } from 'msw';
import type { RoomBookingRequestInput } from '../../gql/graphql';
import {
  RoomsActiveRoomsDocument,
  RoomsMyBookingRequestsDocument,
  RoomsRequestBookingDocument,
  type MyBookingRequest,
  type RoomCardData,
} from './operations';

export const demoRoom = (over: Partial<RoomCardData> & Pick<RoomCardData, 'id' | 'name'>): RoomCardData => ({
  __typename: 'MeetingRoom',
  description: 'A bright room with a view of the park.',
  capacity: 8,
  location: 'Level 2',
  amenities: ['Projector', 'Whiteboard'],
  pricePerMonth: '1500.00',
  deposit: '500.00',
  minimumBookingMonths: 3,
  isActive: true,
  ...over,
});

export const demoRooms: RoomCardData[] = [
  demoRoom({ id: '1', name: 'Board Room' }),
  demoRoom({ id: '2', name: 'Focus Pod', capacity: 1, amenities: [], pricePerMonth: null, deposit: null, minimumBookingMonths: 1, location: null }),
];

export const demoRequest = (over: Partial<MyBookingRequest> & Pick<MyBookingRequest, 'id'>): MyBookingRequest => ({
  __typename: 'RoomBooking',
  startDate: '2026-12-01',
  durationMonths: 3,
  status: 'pending',
  depositRequestedAt: null,
  depositReceivedAt: null,
  fullPaymentRequestedAt: null,
  fullPaymentReceivedAt: null,
  room: { __typename: 'MeetingRoom', id: '1', name: 'Board Room' },
  ...over,
});

export const roomsHandler = (rooms: RoomCardData[] = demoRooms) =>
  graphql.query(RoomsActiveRoomsDocument, () => HttpResponse.json({ data: { __typename: 'Query', meetingRooms: rooms } }));

export const roomsErrorHandler = () =>
  graphql.query(RoomsActiveRoomsDocument, () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));

/** Answers with `requests()` each time, so a test can change the list between fetches. */
export const myRequestsHandler = (requests: () => MyBookingRequest[] = () => []) =>
  graphql.query(RoomsMyBookingRequestsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', myRoomBookings: requests() } }),
  );

/** Records each request's input; answers with a pending booking, or the given GraphQL error. */
export function requestBookingHandler(inputs: RoomBookingRequestInput[], error?: { message: string; code: string }) {
  return graphql.mutation(RoomsRequestBookingDocument, ({ variables }) => {
    inputs.push(variables.input);
    if (error) return HttpResponse.json({ errors: [{ message: error.message, extensions: { code: error.code } }] });
    return HttpResponse.json({
      data: { __typename: 'Mutation', requestRoomBooking: { __typename: 'RoomBooking', id: '99', status: 'pending' } },
    });
  });
}
