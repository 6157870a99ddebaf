/**
 * Meeting rooms as pure decisions (spec §2, §6), for the API's rooms service and the demo backend.
 *
 * Database twins: `deleteRoomRefusal` ↔ the foreign key `room_bookings_room_id_fkey` (ON DELETE RESTRICT), which holds
 * under concurrency (the service maps it to the same words); `isRoomListedFor` ↔ RoomsRepository.list's `activeOnly`
 * (`WHERE is_active`). api/src/modules/users/rule-twins.test.ts feeds both the same cases.
 */
import { refusal, type Refusal } from './refusal';

export const ROOM_NOT_FOUND = 'Meeting room not found';
export const ROOM_HAS_BOOKINGS =
  'This room has booking requests and cannot be deleted. Deactivate it instead so members can no longer book it.';

/** A room with booking requests (of any status) keeps its history: it is deactivated, not deleted. */
export function deleteRoomRefusal(bookingRequests: number): Refusal | null {
  return bookingRequests > 0 ? refusal('CONFLICT', ROOM_HAS_BOOKINGS) : null;
}

/** Members see (and may book) active rooms only; admins see every room. */
export const isRoomListedFor = (viewer: { isAdmin: boolean }, room: { isActive: boolean }): boolean => viewer.isAdmin || room.isActive;

/** The same as a filter for a list read in SQL: whether the viewer's list holds active rooms only. */
export const listsActiveRoomsOnly = (viewer: { isAdmin: boolean }): boolean => !isRoomListedFor(viewer, { isActive: false });
