import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../core/auth/viewer';
import type { RsvpSummary } from '../events/event-summaries';
import { RsvpsRepository } from './rsvps.repository';

/**
 * Event.attendeeCount and Event.currentUserRsvp for events read without their summary (a single
 * event, an answer's event): both read one per-request batch of RSVP summaries, so any number of
 * events costs ONE RSVP statement whichever of the two it asks for. Event lists read the summary
 * in their own statement instead (EventEntity.rsvpSummary).
 */
export function rsvpLoaders(ds: DataSource, viewer: Viewer | null) {
  const rsvps = new RsvpsRepository(ds);
  const summary = new DataLoader<number, RsvpSummary>(async (ids) => {
    const found = await rsvps.summaries(ids, viewer?.id ?? null);
    return ids.map((id) => found.get(id) ?? { attending: 0, mine: null });
  });
  return {
    attendeeCount: new DataLoader<number, number>(async (ids) => (await summary.loadMany(ids)).map((s) => (s instanceof Error ? s : s.attending))),
    viewerRsvp: new DataLoader<number, RsvpSummary['mine']>(async (ids) => (await summary.loadMany(ids)).map((s) => (s instanceof Error ? s : s.mine))),
  };
}
