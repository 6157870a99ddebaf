import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../core/auth/viewer';
import type { EventRsvpEntity } from './rsvp.entity';
import { RsvpsRepository } from './rsvps.repository';

/** Event.attendeeCount and Event.currentUserRsvp: one grouped statement each per request, whatever the list size. */
export function rsvpLoaders(ds: DataSource, viewer: Viewer | null) {
  const rsvps = new RsvpsRepository(ds);
  return {
    attendeeCount: new DataLoader<number, number>(async (ids) => {
      const counts = await rsvps.attendeeCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    viewerRsvp: new DataLoader<number, EventRsvpEntity | null>(async (ids) => {
      if (!viewer) return ids.map(() => null);
      const mine = await rsvps.ofMember(viewer.id, ids);
      return ids.map((id) => mine.get(id) ?? null);
    }),
  };
}
