import { graphql, HttpResponse } from 'msw';
import type { RoomBookingRequestInput } from '../../src/gql/graphql';
import {
  RoomsActiveRoomsDocument,
  RoomsMyBookingRequestsDocument,
  RoomsRequestBookingDocument,
  type MyBookingRequest,
  type RoomCardData,
} from '../../src/features/rooms/operations';
import { demoRooms } from '../fixtures/rooms';

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
