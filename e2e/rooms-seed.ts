import type { Agent, TestContext } from '../api/test/harness';

/** Rooms and bookings for the meeting-rooms and calendar browser tests, made through the real API. */

export interface SeedRoom {
  name: string;
  capacity?: number;
  location?: string | null;
  description?: string | null;
  amenities?: string[];
  pricePerMonth?: string | null;
  deposit?: string | null;
  minimumBookingMonths?: number;
}

async function ok<T>(res: Promise<{ data: T | null; errors?: unknown }>, what: string): Promise<T> {
  const { data, errors } = await res;
  if (!data) throw new Error(`${what} failed: ${JSON.stringify(errors)}`);
  return data;
}

export async function seedRoom(t: TestContext, admin: Agent, room: SeedRoom): Promise<string> {
  const data = await ok(
    t.gql<{ createMeetingRoom: { id: string } }>(
      admin,
      `mutation SeedRoom($input: MeetingRoomInput!) { createMeetingRoom(input: $input) { id } }`,
      { input: { capacity: 6, location: null, description: null, amenities: [], minimumBookingMonths: 1, ...room } },
    ),
    `creating room ${room.name}`,
  );
  return String(data.createMeetingRoom.id);
}

/** A member's request, accepted by the admin: the calendar then shows every day of it. */
export async function seedAcceptedBooking(
  t: TestContext,
  admin: Agent,
  member: Agent,
  input: { roomId: string; startDate: string; durationMonths: number },
): Promise<string> {
  const requested = await ok(
    t.gql<{ requestRoomBooking: { id: string } }>(
      member,
      `mutation SeedBooking($input: RoomBookingRequestInput!) { requestRoomBooking(input: $input) { id } }`,
      { input },
    ),
    'requesting a booking',
  );
  const id = String(requested.requestRoomBooking.id);
  await ok(t.gql(admin, `mutation SeedAccept($id: ID!) { acceptRoomBooking(id: $id) { id } }`, { id }), 'accepting a booking');
  return id;
}
