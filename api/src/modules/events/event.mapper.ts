import type { EventRsvpEntity, RsvpStatusValue } from '../rsvps/rsvp.entity';
import type { EventEntity } from './event.entity';

/** PostgreSQL `time` reads back as HH:mm:ss; the contract speaks HH:mm. */
export function hhmm(time: string): string;
export function hhmm(time: string | null): string | null;
export function hhmm(time: string | null): string | null {
  return time == null ? null : time.slice(0, 5);
}

export interface RsvpInfoDto {
  status: RsvpStatusValue;
  respondedAt: Date;
}

/** The REST shape of an event (spec §3 plus the read-side extras); createdBy is the creator's id. */
export interface EventDto {
  id: number;
  title: string;
  type: EventEntity['type'];
  date: string;
  startTime: string;
  endTime: string | null;
  location: string;
  locationDetail: string | null;
  description: string | null;
  maxAttendees: number | null;
  status: EventEntity['status'];
  createdBy: number | null;
  createdAt: Date;
  attendeeCount: number;
  currentUserRsvp: RsvpInfoDto | null;
}

export function toEventDto(e: EventEntity, attendeeCount: number, rsvp: EventRsvpEntity | null): EventDto {
  return {
    id: e.id,
    title: e.title,
    type: e.type,
    date: e.date,
    startTime: hhmm(e.startTime),
    endTime: hhmm(e.endTime),
    location: e.location,
    locationDetail: e.locationDetail,
    description: e.description,
    maxAttendees: e.maxAttendees,
    status: e.status,
    createdBy: e.createdBy,
    createdAt: e.createdAt,
    attendeeCount,
    currentUserRsvp: rsvp ? { status: rsvp.status, respondedAt: rsvp.respondedAt } : null,
  };
}
