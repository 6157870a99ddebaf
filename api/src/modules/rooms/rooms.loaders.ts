import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { MeetingRoomEntity } from './room.entity';
import { RoomsRepository } from './rooms.repository';

/** Per-request: rooms by id, one statement per batch. */
export function createRoomLoaders(ds: DataSource) {
  const rooms = new RoomsRepository(ds);
  return {
    roomById: new DataLoader<number, MeetingRoomEntity | null>(async (ids) => {
      const byId = new Map((await rooms.findByIds(ids)).map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
