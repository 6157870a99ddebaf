import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The same room fields as the members' view (MeetingRoomFields: rooms/fragments.ts). */
export const AdminRoomsListDocument = graphql(`
  query AdminRoomsList {
    meetingRooms {
      ...MeetingRoomFields
    }
  }
`);

export const AdminCreateRoomDocument = graphql(`
  mutation AdminCreateRoom($input: MeetingRoomInput!) {
    createMeetingRoom(input: $input) {
      id
    }
  }
`);

export const AdminUpdateRoomDocument = graphql(`
  mutation AdminUpdateRoom($id: ID!, $input: MeetingRoomInput!) {
    updateMeetingRoom(id: $id, input: $input) {
      ...MeetingRoomFields
    }
  }
`);

export const AdminDeleteRoomDocument = graphql(`
  mutation AdminDeleteRoom($id: ID!) {
    deleteMeetingRoom(id: $id)
  }
`);

const refetchQueries = [AdminRoomsListDocument];

export const useAdminRooms = () => useQuery(AdminRoomsListDocument);
export const useCreateRoom = () => useMutation(AdminCreateRoomDocument, { refetchQueries });
export const useUpdateRoom = () => useMutation(AdminUpdateRoomDocument, { refetchQueries });
export const useDeleteRoom = () => useMutation(AdminDeleteRoomDocument, { refetchQueries });
