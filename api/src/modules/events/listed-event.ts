import type { PlainFields } from '../../speed/graphql/plain-fields';
import { EventEntity } from './event.entity';

/**
 * An event read by a list together with its summaries (EventsRepository.list with a reader: the events, team events
 * and calendar lists). The GraphQL fields its summaries answer are properties of it here, so a query compiled for the
 * steady queries (speed/graphql/plain-fields.ts) reads them as it reads a column, instead of calling a resolver per
 * event and field (a resolve info, a path, closures and, for the waiting list's async resolvers, a promise each). The
 * resolvers stay for every other event and answer the same: they read these summaries first.
 */
export class ListedEvent extends EventEntity {
  get attendeeCount(): number {
    return this.rsvpSummary!.attending;
  }

  get currentUserRsvp(): NonNullable<EventEntity['rsvpSummary']>['mine'] {
    return this.rsvpSummary!.mine;
  }

  /** Read with the summaries whenever the list is asked for it (events.read-plan.ts). */
  get waitlistCount(): number {
    return this.waitlistSummary!.count;
  }

  get waitlistPosition(): number | null {
    return this.waitlistSummary!.position;
  }
}

/** Which fields answer with ListedEvents, and which of Event's fields they answer as properties. */
export const LISTED_EVENT_FIELDS: PlainFields = {
  type: 'Event',
  fields: ['attendeeCount', 'currentUserRsvp', 'waitlistCount', 'waitlistPosition'],
  producers: ['Query.events', 'Query.teamEvents', 'Calendar.events'],
};
