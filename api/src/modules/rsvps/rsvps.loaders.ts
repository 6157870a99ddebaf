import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../core/auth/viewer';
import type { EventRsvpEntity } from './rsvp.entity';
import { RsvpsRepository } from './rsvps.repository';

/**
 * Event.attendeeCount and Event.currentUserRsvp: both read one per-request batch of RSVP summaries,
 * so a list of events costs ONE RSVP statement whatever its size and whichever of the two it asks for.
 */
export function rsvpLoaders(ds: DataSource, viewer: Viewer | null) {
  const rsvps = new RsvpsRepository(ds);
  const summary = new DataLoader<number, { attending: number; mine: EventRsvpEntity | null }>(async (ids) => {
    const found = await rsvps.summaries(ids, viewer?.id ?? null);
    return ids.map((id) => found.get(id) ?? { attending: 0, mine: null });
  });
  return {
    attendeeCount: new DataLoader<number, number>(async (ids) => (await summary.loadMany(ids)).map((s) => (s instanceof Error ? s : s.attending))),
    viewerRsvp: new DataLoader<number, EventRsvpEntity | null>(async (ids) => (await summary.loadMany(ids)).map((s) => (s instanceof Error ? s : s.mine))),
  };
}
