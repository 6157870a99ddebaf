import type { MeetingRoomEntity } from './room.entity';

/** The REST shape of a room (GraphQL's MeetingRoom has the same fields). */
export interface RoomJson {
  id: number;
  name: string;
  capacity: number;
  description: string | null;
  location: string | null;
  amenities: string[];
  pricePerMonth: string | null;
  deposit: string | null;
  minimumBookingMonths: number;
  isActive: boolean;
  createdAt: Date;
}

export function toRoomJson(r: MeetingRoomEntity): RoomJson {
  return {
    id: r.id,
    name: r.name,
    capacity: r.capacity,
    description: r.description,
    location: r.location,
    amenities: r.amenities,
    pricePerMonth: r.pricePerMonth,
    deposit: r.deposit,
    minimumBookingMonths: r.minimumBookingMonths,
    isActive: r.isActive,
    createdAt: r.createdAt,
  };
}
