import { eventInputSchema } from '../../../../../validation/events';
import type { AdminEventsListQuery, EventInput, EventStatus, EventType } from '../../../gql/graphql';

export type AdminEvent = AdminEventsListQuery['events'][number];

export interface EventFormValues {
  title: string;
  type: EventType;
  /** yyyy-MM-dd from the date picker, '' when not chosen. */
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  locationDetail: string;
  description: string;
  /** Formik gives number inputs back as numbers, or '' when empty (= unlimited). */
  maxAttendees: string | number;
  status: EventStatus;
}

export const emptyEvent: EventFormValues = {
  title: '',
  type: 'meeting',
  date: '',
  startTime: '',
  endTime: '',
  location: '',
  locationDetail: '',
  description: '',
  maxAttendees: '',
  status: 'confirmed',
};

export function eventToForm(e: AdminEvent): EventFormValues {
  return {
    title: e.title,
    type: e.type,
    date: e.date,
    startTime: e.startTime,
    endTime: e.endTime ?? '',
    location: e.location,
    locationDetail: e.locationDetail ?? '',
    description: e.description ?? '',
    maxAttendees: e.maxAttendees ?? '',
    status: e.status,
  };
}

/** What the API gets: text trimmed, empty optionals as null, an empty maximum as unlimited (null). */
export function toEventInput(v: EventFormValues): EventInput {
  const max = String(v.maxAttendees ?? '').trim();
  return {
    title: v.title.trim(),
    type: v.type,
    date: v.date,
    startTime: v.startTime,
    endTime: v.endTime || null,
    location: v.location.trim(),
    locationDetail: v.locationDetail.trim() || null,
    description: v.description.trim() || null,
    maxAttendees: max === '' ? null : Number(max),
    status: v.status,
  };
}

export { eventInputSchema };
