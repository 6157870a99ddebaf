import dayjs from 'dayjs';
import type { Agent, TestContext } from '../api/test/harness';
import { gqlAs } from './steps';

/**
 * Seeding for the dashboard and events browser tests: events are created through the real API as
 * an admin, so they go through the same rules as the admin screen's.
 */
export interface SeedEvent {
  title: string;
  type?: 'meeting' | 'workshop' | 'social' | 'networking';
  /** Days from today. */
  inDays: number;
  startTime?: string;
  endTime?: string | null;
  location?: string;
  locationDetail?: string | null;
  description?: string | null;
  maxAttendees?: number | null;
  status?: 'confirmed' | 'pending' | 'cancelled';
}

export const dayFromToday = (inDays: number) => dayjs().add(inDays, 'day').format('YYYY-MM-DD');

export async function seedEvents(t: TestContext, events: SeedEvent[]): Promise<{ admin: Agent; ids: string[] }> {
  const { agent: admin } = await t.signedIn({ isAdmin: true, fullName: 'Ada Admin' });
  const ids: string[] = [];
  for (const e of events) {
    const data = await gqlAs<{ createEvent: { id: string } }>(
      t,
      admin,
      `mutation SeedEvent($input: EventInput!) { createEvent(input: $input) { id } }`,
      {
        input: {
          title: e.title,
          type: e.type ?? 'meeting',
          date: dayFromToday(e.inDays),
          startTime: e.startTime ?? '10:00',
          endTime: e.endTime ?? null,
          location: e.location ?? 'Main Hall',
          locationDetail: e.locationDetail ?? null,
          description: e.description ?? null,
          maxAttendees: e.maxAttendees ?? null,
          status: e.status ?? 'confirmed',
        },
      },
    );
    ids.push(String(data.createEvent.id));
  }
  return { admin, ids };
}

/** Another member answers attending (fills a one-seat event). */
export async function takeSeat(t: TestContext, eventId: string): Promise<void> {
  const { agent } = await t.signedIn({ fullName: 'Early Bird' });
  await gqlAs(t, agent, `mutation TakeSeat($id: ID!) { rsvpToEvent(eventId: $id, status: attending) { id } }`, { id: eventId });
}
