import { meetingRoomSchema, parseAmenities } from '../../../../../validation/rooms';
import type { AdminRoomsListQuery, MeetingRoomInput } from '../../../gql/graphql';

export type AdminRoom = AdminRoomsListQuery['meetingRooms'][number];

/** The room dialog's fields as typed (numbers stay text until sent). */
export interface RoomFormValues {
  name: string;
  description: string;
  capacity: string | number;
  location: string;
  pricePerMonth: string | number;
  deposit: string | number;
  minimumBookingMonths: string | number;
  amenities: string;
  isActive: boolean;
}

export const emptyRoom: RoomFormValues = {
  name: '',
  description: '',
  capacity: '',
  location: '',
  pricePerMonth: '',
  deposit: '',
  minimumBookingMonths: '1',
  amenities: '',
  isActive: true,
};

export function roomToForm(room: AdminRoom): RoomFormValues {
  return {
    name: room.name,
    description: room.description ?? '',
    capacity: String(room.capacity),
    location: room.location ?? '',
    pricePerMonth: room.pricePerMonth ?? '',
    deposit: room.deposit ?? '',
    minimumBookingMonths: String(room.minimumBookingMonths),
    amenities: room.amenities.join(', '),
    isActive: room.isActive,
  };
}

/** Formik hands number inputs back as numbers (or '' when unparsable), text inputs as strings. */
const numberOrNull = (value: string | number) => {
  const text = String(value ?? '').trim();
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? n : null;
};

/**
 * Spec §5 fallbacks, applied when sending: capacity a whole number, 0 if not numeric; prices 0 if
 * not numeric; minimum months at least 1, 1 when empty or invalid; amenities trimmed, empties dropped.
 * A negative number is numeric, so it is sent as typed and refused with the shared schema's message.
 */
export function toRoomInput(v: RoomFormValues): MeetingRoomInput {
  const capacity = numberOrNull(v.capacity);
  const price = numberOrNull(v.pricePerMonth);
  const deposit = numberOrNull(v.deposit);
  const months = numberOrNull(v.minimumBookingMonths);
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    capacity: capacity === null ? 0 : Math.trunc(capacity),
    location: v.location.trim() || null,
    pricePerMonth: (price ?? 0).toFixed(2),
    deposit: (deposit ?? 0).toFixed(2),
    minimumBookingMonths: months !== null && Number.isInteger(months) && months >= 1 ? months : 1,
    amenities: parseAmenities(v.amenities),
    isActive: v.isActive,
  };
}

export { meetingRoomSchema };
