import type { AdminRoomsListQuery } from '../../../gql/graphql';

type Room = AdminRoomsListQuery['meetingRooms'][number];

export const demoRooms: Room[] = [
  {
    __typename: 'MeetingRoom',
    id: '10',
    name: 'Board Room',
    capacity: 12,
    description: 'Long table, big screen',
    location: 'Level 3',
    amenities: ['Projector', 'Whiteboard'],
    pricePerMonth: '1500.00',
    deposit: '500.00',
    minimumBookingMonths: 2,
    isActive: true,
  },
  {
    __typename: 'MeetingRoom',
    id: '11',
    name: 'Quiet Room',
    capacity: 2,
    description: null,
    location: null,
    amenities: [],
    pricePerMonth: null,
    deposit: null,
    minimumBookingMonths: 1,
    isActive: false,
  },
];
