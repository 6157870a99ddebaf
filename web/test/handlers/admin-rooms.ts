import { graphql, HttpResponse } from 'msw';
import type { AdminRoomsListQuery } from '../../src/gql/graphql';
import { AdminRoomsListDocument } from '../../src/features/admin/rooms/operations';
import { demoRooms } from '../fixtures/admin-rooms';

type Room = AdminRoomsListQuery['meetingRooms'][number];

export const roomsListHandler = (rooms: Room[] = demoRooms) =>
  graphql.query(AdminRoomsListDocument, () => HttpResponse.json({ data: { __typename: 'Query', meetingRooms: rooms } }));
