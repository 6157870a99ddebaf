import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import type { EventsRsvpToEventMutation, RsvpStatus } from '../../src/gql/graphql';
import { demoEvents, rsvpInfo, type DemoEvent } from '../fixtures/events';
import { EventsPageListDocument, EventsRsvpToEventDocument } from '../../src/features/events/operations';

/** The rsvpToEvent answer: the event with the new answer and `attendeeCount`. */
const rsvpAnswer = (eventId: string | number, status: RsvpStatus, attendeeCount: number) =>
  HttpResponse.json<GraphQLResponseBody<EventsRsvpToEventMutation>>({
    data: {
      __typename: 'Mutation',
      rsvpToEvent: { __typename: 'Event', id: String(eventId), attendeeCount, currentUserRsvp: rsvpInfo(status), waitlistCount: 0, waitlistPosition: null },
    },
  });

/** The Club Events list answering `events`. */
export const eventsPageList = (events: DemoEvent[] = demoEvents) =>
  graphql.query(EventsPageListDocument, () => HttpResponse.json({ data: { __typename: 'Query', events } }));

export const eventsPageListError = () =>
  graphql.query(EventsPageListDocument, () => HttpResponse.json({ errors: [{ message: 'boom' }] }));

/** rsvpToEvent succeeding: the event comes back with the new answer and `attendeeCount`. */
export const rsvpSucceeds = (attendeeCount = 2, onCall?: (v: { eventId: string; status: RsvpStatus }) => void) =>
  graphql.mutation(EventsRsvpToEventDocument, ({ variables }) => {
    onCall?.({ eventId: String(variables.eventId), status: variables.status });
    return rsvpAnswer(variables.eventId, variables.status, attendeeCount);
  });

/** rsvpToEvent succeeding only once `release()` is called: for the pending (disabled) state. */
export function rsvpHeldBack(attendeeCount = 2) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const answer = graphql.mutation(EventsRsvpToEventDocument, async ({ variables }) => {
    await gate;
    return rsvpAnswer(variables.eventId, variables.status, attendeeCount);
  });
  return { answer, release: () => release() };
}

/** rsvpToEvent failing with a GraphQL error code (CONFLICT = the event is full). */
export const rsvpFails = (code = 'INTERNAL_SERVER_ERROR', message = 'Unexpected error') =>
  graphql.mutation(EventsRsvpToEventDocument, () =>
    HttpResponse.json({ errors: [{ message, extensions: { code } }], data: null }),
  );

/**
 * A tiny in-memory server for the RSVP flow: `events` and `rsvpToEvent` share state, so a refetch
 * after an answer shows the answer and the new attending count. `calls` records every answer sent.
 */
export function rsvpBackend(initial: DemoEvent[] = demoEvents) {
  let events = initial.map((e) => ({ ...e }));
  const calls: { eventId: string; status: RsvpStatus }[] = [];
  const list = graphql.query(EventsPageListDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', events } }),
  );
  const answer = graphql.mutation(EventsRsvpToEventDocument, ({ variables }) => {
    const eventId = String(variables.eventId);
    calls.push({ eventId, status: variables.status });
    events = events.map((e) => {
      if (e.id !== eventId) return e;
      const was = e.currentUserRsvp?.status === 'attending' ? 1 : 0;
      const now = variables.status === 'attending' ? 1 : 0;
      return { ...e, attendeeCount: e.attendeeCount - was + now, currentUserRsvp: rsvpInfo(variables.status) };
    });
    return rsvpAnswer(eventId, variables.status, events.find((x) => x.id === eventId)!.attendeeCount);
  });
  return { calls, list, answer, events: () => events };
}
