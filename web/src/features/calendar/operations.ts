import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { CalendarRangeQuery } from '../../gql/graphql';

/** Events as on the events page (EventCardFields: events/fragments.ts) and the booked days. */
export const CalendarRangeDocument = graphql(`
  query CalendarRange($from: Date!, $to: Date!) {
    calendar(from: $from, to: $to) {
      events {
        ...EventCardFields
        description
      }
      bookings {
        id
        date
        startTime
        endTime
        status
        purpose
        room {
          name
          location
          capacity
        }
        member {
          id
          fullName
        }
      }
    }
  }
`);

/** One event's description, for the details dialog opened from a list that leaves descriptions out (the dashboard's). */
export const EventDetailsDocument = graphql(`
  query EventDetails($id: ID!) {
    event(id: $id) {
      id
      description
    }
  }
`);

export type CalendarEvent = CalendarRangeQuery['calendar']['events'][number];
export type CalendarBookingDay = CalendarRangeQuery['calendar']['bookings'][number];

/** Events and booked days of the visible range (inclusive yyyy-MM-dd days). */
export function useCalendarRange(from: string, to: string) {
  return useQuery(CalendarRangeDocument, { variables: { from, to } });
}
