import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { UsersRepository } from '../users/users.repository';
import type { PersonRef } from '../users/user.mapper';
import type { EventEntity } from './event.entity';
import { EventsRepository } from './events.repository';

/** Results in the order of the keys, null where a row is missing (DataLoader's contract). */
export function byKeys<T extends { id: number }, R = T>(keys: readonly number[], rows: T[], map: (row: T) => R = (r) => r as unknown as R) {
  const found = new Map(rows.map((r) => [r.id, map(r)]));
  return keys.map((k) => found.get(k) ?? null);
}

/** Events by id (EventRsvp.event) and people by id (Event.createdBy, Announcement.author). */
export function eventLoaders(ds: DataSource) {
  const events = new EventsRepository(ds);
  const users = new UsersRepository(ds);
  return {
    eventById: new DataLoader<number, EventEntity | null>(async (ids) => byKeys(ids, await events.findByIds(ids))),
    personById: new DataLoader<number, PersonRef | null>(async (ids) =>
      byKeys(ids, await users.findByIds(ids), (u) => ({ id: u.id, fullName: u.fullName })),
    ),
  };
}
