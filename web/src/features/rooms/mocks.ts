import type { MyBookingRequest, RoomCardData } from './operations';

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
  endDate: '2027-03-01',
  durationMonths: 3,
  status: 'pending',
  depositCarriedOver: false,
  endingSoon: false,
  extendsBooking: null,
  depositRequestedAt: null,
  depositReceivedAt: null,
  fullPaymentRequestedAt: null,
  fullPaymentReceivedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  reviewedAt: null,
  room: { __typename: 'MeetingRoom', id: '1', name: 'Board Room', pricePerMonth: '1500.00' },
  invoice: null,
  paymentDue: null,
  payments: [],
  ...over,
});
