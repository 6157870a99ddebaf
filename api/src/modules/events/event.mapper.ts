import type DataLoader from 'dataloader';
import { jsonBytes, type JsonBytesSchema as Schema } from '../../speed/http/json-bytes';
import type { RSVP_STATUSES } from '../../../../validation/events';
import type { EventEntity } from './event.entity';

/** PostgreSQL `time` reads back as HH:mm:ss; the contract speaks HH:mm. */
export function hhmm(time: string): string;
export function hhmm(time: string | null): string | null;
export function hhmm(time: string | null): string | null {
  return time == null ? null : time.slice(0, 5);
}

/** The caller's answer to an event, as far as an event's outward shape needs it. */
export interface RsvpInfoDto {
  status: (typeof RSVP_STATUSES)[number];
  respondedAt: Date;
}

/**
 * The per-request loaders an event's read-side extras come through (the RSVP feature provides
 * them), so GraphQL's Event fields and the REST list batch one way.
 */
export interface EventExtrasLoaders {
  attendeeCount: DataLoader<number, number>;
  viewerRsvp: DataLoader<number, RsvpInfoDto | null>;
  /** Event.team (the teams feature provides it). */
  teamById: DataLoader<number, { id: number; name: string } | null>;
  /** Event.waitlistCount / waitlistPosition (the waitlist feature provides it). */
  waitlist: DataLoader<number, WaitlistInfo>;
}

/** A full event's waiting list as its outward shape needs it. */
export interface WaitlistInfo {
  count: number;
  position: number | null;
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
  /** Team variant (spec §3): the team embedded as { id, name }, plus the other team fields. */
  teamId: number | null;
  team: { id: number; name: string } | null;
  teamsInvolved: number[];
  relevanceType: EventEntity['relevanceType'];
  ageGroupRelevance: string | null;
  /** Members waiting for a place, and the caller's place among them (null when not waiting). */
  waitlistCount: number;
  waitlistPosition: number | null;
}

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const orNull = (schema: Schema): Schema => ({ ...schema, nullable: true });
const dateTime = { type: 'string', format: 'date-time' } as const;

/**
 * EventDto as a JSON schema, in toEventDto's key order: what the REST lists' answers are serialized
 * from (eventsJson). Typed by EventDto's keys, so a field added there and not here fails to compile;
 * a test checks the two serializations agree byte for byte.
 */
const eventDtoProperties: Record<keyof EventDto, Schema> = {
  id: integer,
  title: text,
  type: text,
  date: text,
  startTime: text,
  endTime: orNull(text),
  location: text,
  locationDetail: orNull(text),
  description: orNull(text),
  maxAttendees: orNull(integer),
  status: text,
  createdBy: orNull(integer),
  createdAt: dateTime,
  attendeeCount: integer,
  currentUserRsvp: {
    type: 'object',
    nullable: true,
    properties: { status: text, respondedAt: dateTime },
  },
  teamId: orNull(integer),
  team: { type: 'object', nullable: true, properties: { id: integer, name: text } },
  teamsInvolved: { type: 'array', items: integer },
  relevanceType: orNull(text),
  ageGroupRelevance: orNull(text),
  waitlistCount: integer,
  waitlistPosition: orNull(integer),
};

/**
 * A list of events as JSON bytes, the same as Buffer.from(JSON.stringify(events)), written by a writer compiled once
 * for the shape (speed/http/json-bytes): no string is built (fast-json-stringify's, 2-3x cheaper in CPU than
 * JSON.stringify, built ~270 KB of string pieces and their flat copy per list of 100), and no Date's toJSON is called.
 */
export const eventsJson: (events: EventDto[]) => Buffer = jsonBytes({
  type: 'array',
  items: { type: 'object', properties: eventDtoProperties },
});

export function toEventDto(
  e: EventEntity,
  attendeeCount: number,
  rsvp: RsvpInfoDto | null,
  team: { id: number; name: string } | null = null,
  waitlist: WaitlistInfo = { count: 0, position: null },
): EventDto {
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
    teamId: e.teamId ?? null,
    team: team ? { id: team.id, name: team.name } : null,
    teamsInvolved: e.teamsInvolved ?? [],
    relevanceType: e.relevanceType ?? null,
    ageGroupRelevance: e.ageGroupRelevance ?? null,
    waitlistCount: waitlist.count,
    waitlistPosition: waitlist.position,
  };
}

/** The REST shape of a list of events: no statement for lists read with their RSVP and waitlist summaries, three grouped ones otherwise. */
export async function presentEvents(events: EventEntity[], loaders: EventExtrasLoaders): Promise<EventDto[]> {
  const unread = events.filter((e) => !e.rsvpSummary).map((e) => e.id);
  const [counts, answers, waiting, teams] = await Promise.all([
    unread.length ? loaders.attendeeCount.loadMany(unread) : [],
    unread.length ? loaders.viewerRsvp.loadMany(unread) : [],
    unread.length ? loaders.waitlist.loadMany(unread) : [],
    events.some((e) => e.teamId != null) ? Promise.all(events.map((e) => (e.teamId == null ? null : loaders.teamById.load(e.teamId)))) : [],
  ]);
  let u = 0;
  return events.map((e, i) => {
    if (e.rsvpSummary) return toEventDto(e, e.rsvpSummary.attending, e.rsvpSummary.mine, teams[i] ?? null, e.waitlistSummary);
    const at = u++;
    return toEventDto(e, loaded(counts[at]), loaded(answers[at]), teams[i] ?? null, loaded(waiting[at]));
  });
}

/** A loadMany result: the value, or the error its batch failed with. */
export function loaded<T>(value: T | Error): T {
  if (value instanceof Error) throw value;
  return value;
}
