import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { byKeys } from '../../core/by-keys';
import type { EventEntity } from './event.entity';
import { EventsRepository } from './events.repository';

/** Events by id (EventRsvp.event). */
export function eventLoaders(ds: DataSource) {
  const events = new EventsRepository(ds);
  return {
    eventById: new DataLoader<number, EventEntity | null>(async (ids) => byKeys(ids, await events.findByIds(ids))),
  };
}
