import type { PlainFields } from '../../speed/graphql/plain-fields';
import { EventEntity } from './event.entity';
import { hhmm } from './event.mapper';

/**
 * An event read by a list together with its summaries (EventsRepository.list with a reader: the events, team events
 * and calendar lists). The GraphQL fields its summaries answer are properties of it here, so a query compiled for the
 * steady queries (speed/graphql/plain-fields.ts) reads them as it reads a column, instead of calling a resolver per
 * event and field (a resolve info, a path, closures and, for the waiting list's async resolvers, a promise each). Its
 * times are already HH:MM, the form every reader of an event's times uses (Event.startTime's resolver, the REST
 * mapper, rules/events.ts#hasEnded: each cuts the column's HH:MM:SS to HH:MM, which leaves HH:MM as it is). The
 * resolvers stay for every other event and answer the same: they read these summaries first.
 */
export class ListedEvent extends EventEntity {
  /** Made from a row of the list's statement, its times as every reader of an event's times reads them: HH:MM. */
  static read(event: ListedEvent): ListedEvent {
    event.startTime = hhmm(event.startTime);
    // Left out by a narrowed list (undefined): stays so.
    if (event.endTime != null) event.endTime = hhmm(event.endTime);
    return event;
  }

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
  fields: ['startTime', 'endTime', 'attendeeCount', 'currentUserRsvp', 'waitlistCount', 'waitlistPosition'],
  producers: ['Query.events', 'Query.teamEvents', 'Calendar.events'],
};
