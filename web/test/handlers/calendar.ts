import { graphql, HttpResponse } from 'msw';
import type { CalendarRangeQuery, CalendarRangeQueryVariables } from '../../src/gql/graphql';
import { CalendarRangeDocument, type CalendarBookingDay, type CalendarEvent } from '../../src/features/calendar/operations';
import { demoCalendarBookings, demoCalendarEvents } from '../fixtures/calendar';

/** Answers CalendarRange with whatever of `events`/`bookings` falls in the asked range; records the ranges asked. */
export function calendarHandler(
  { events = demoCalendarEvents, bookings = demoCalendarBookings } = {},
  calls: CalendarRangeQueryVariables[] = [],
) {
  return graphql.query(CalendarRangeDocument, ({ variables }) => {
    calls.push(variables);
    const inRange = (d: string) => d >= variables.from && d <= variables.to;
    const data: CalendarRangeQuery = {
      __typename: 'Query',
      calendar: {
        __typename: 'Calendar',
        events: events.filter((e) => inRange(e.date)),
        bookings: bookings.filter((b) => inRange(b.date)),
      },
    };
    return HttpResponse.json({ data });
  });
}

export const calendarErrorHandler = () =>
  graphql.query(CalendarRangeDocument, () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
