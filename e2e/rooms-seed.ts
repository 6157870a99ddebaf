import type { Agent, TestContext } from '../api/test/harness';
import { gqlAs } from './steps';

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

export async function seedRoom(t: TestContext, admin: Agent, room: SeedRoom): Promise<string> {
  const data = await gqlAs<{ createMeetingRoom: { id: string } }>(
    t,
    admin,
    `mutation SeedRoom($input: MeetingRoomInput!) { createMeetingRoom(input: $input) { id } }`,
    { input: { capacity: 6, location: null, description: null, amenities: [], minimumBookingMonths: 1, ...room } },
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
  const requested = await gqlAs<{ requestRoomBooking: { id: string } }>(
    t,
    member,
    `mutation SeedBooking($input: RoomBookingRequestInput!) { requestRoomBooking(input: $input) { id } }`,
    { input },
  );
  const id = String(requested.requestRoomBooking.id);
  await gqlAs(t, admin, `mutation SeedAccept($id: ID!) { acceptRoomBooking(id: $id) { id } }`, { id });
  return id;
}
