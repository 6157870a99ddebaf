import type { AdminRoomsListQuery, RoomsActiveRoomsQuery } from '../../../gql/graphql';

/** The demo world's meeting rooms: the admin's list (the sample bookings point at its Board Room), then the member's. */

export const adminRooms: AdminRoomsListQuery['meetingRooms'] = [
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

type RoomCard = RoomsActiveRoomsQuery['meetingRooms'][number];

const room = (over: Partial<RoomCard> & Pick<RoomCard, 'id' | 'name'>): RoomCard => ({
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

export const memberRooms: RoomCard[] = [
  room({ id: '1', name: 'Board Room' }),
  room({ id: '2', name: 'Focus Pod', capacity: 1, amenities: [], pricePerMonth: null, deposit: null, minimumBookingMonths: 1, location: null }),
];
