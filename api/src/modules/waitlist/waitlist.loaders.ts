import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../core/auth/viewer';
import type { WaitlistSummary } from '../events/event-summaries';
import { WaitlistRepository } from './waitlist.repository';

/** Event.waitlistCount and Event.waitlistPosition: one statement per list of events. */
export function waitlistLoaders(ds: DataSource, viewer: Viewer | null) {
  const waitlist = new WaitlistRepository(ds);
  return {
    waitlist: new DataLoader<number, WaitlistSummary>(async (ids) => {
      const found = await waitlist.summaries(ids, viewer?.id ?? null);
      return ids.map((id) => found.get(id) ?? { count: 0, position: null });
    }),
  };
}
