import type { DataSource } from 'typeorm';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import { badInput, guardDb, notFound, refuse } from '../../core/errors';
import { paging, validate } from '../../core/validation';
import { EVENT_NOT_FOUND, eventDateRefusal, isEventVisibleTo } from '../../../../rules/events';
import { TEAM_NOT_FOUND } from '../../../../rules/junior';
import type { Clock } from '../../core/clock';
import { eventFilterSchema, eventInputSchema, type EventInputData } from '../../../../validation/events';
import { TeamsRepository } from '../teams/teams.repository';
import type { EventEntity } from './event.entity';
import { EventsRepository, type EventColumnGroup } from './events.repository';
import { eventViewer, visibleScope, withinDays } from './events.policy';
import { record } from '../audit/audit.record';
import { emitWebhook } from '../webhooks/webhook.emit';
import { eventData } from '../webhooks/webhook.payloads';

/** Friendly messages for the events table's CHECKs (the schema gives them first; these cover races and bypasses). */
const EVENT_CHECKS = {
  events_end_after_start: badInput('End time must be after start time', 'endTime'),
  events_age_group_named: badInput('Please choose an age group', 'ageGroupRelevance'),
  events_team_id_fkey: notFound(TEAM_NOT_FOUND),
  events_max_attendees_check: badInput('Maximum attendees must be a positive whole number', 'maxAttendees'),
};

/**
 * What a list reads beyond the events' own columns and RSVP summaries: their waiting-list summaries or not,
 * and which optional column groups (all when `only` is absent). Callers that present only some fields say so.
 */
export interface EventRead {
  waitlist: boolean;
  only?: readonly EventColumnGroup[];
}
const EVERYTHING: EventRead = { waitlist: true };

/** Null, undefined, or a plain object without keys. */
const isEmptyObject = (value: unknown) => {
  if (value == null) return true;
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && Object.keys(value).length === 0;
};

/** Club events: everyone signed in reads (members within §4's visibility), admins write. */
export class EventsService {
  private readonly events: EventsRepository;
  private readonly teams: TeamsRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    /** Called after an edit that may have promoted waiting members (more places): send their messages soon. */
    private readonly onMayFreePlace: () => void = () => undefined,
  ) {
    this.events = new EventsRepository(ds);
    this.teams = new TeamsRepository(ds);
  }

  /** `waitlist: false` leaves the waiting-list summary out of the list's statement (its fields then use the loader). */
  async list(viewer: Viewer | null, filter?: unknown, limit?: unknown, offset?: unknown, read: EventRead = EVERYTHING): Promise<EventEntity[]> {
    const v = requireViewer(viewer);
    // No filter, or an empty one (a list without query parameters), has nothing to check: yup would run its object schema for nothing.
    const f = isEmptyObject(filter) ? null : await validate(eventFilterSchema, filter ?? null);
    return this.events.list(visibleScope(v, f, this.clock), paging(limit, offset), { memberId: v.id, ...read });
  }

  /** Null when the event does not exist or the caller may not see it. */
  async find(viewer: Viewer | null, id: number): Promise<EventEntity | null> {
    const v = requireViewer(viewer);
    const event = await this.events.findById(id);
    return event && isEventVisibleTo(await eventViewer(v, event, (m) => this.events.familyOf(m)), event, this.clock.today()) ? event : null;
  }

  /** A team's events (its own and those it is involved in), within what the caller may see; NOT_FOUND for an unknown team. */
  async forTeam(viewer: Viewer | null, teamId: number): Promise<EventEntity[]> {
    const v = requireViewer(viewer);
    if (!(await this.teams.teamExists(teamId))) throw notFound(TEAM_NOT_FOUND);
    return this.events.list({ ...visibleScope(v, null, this.clock), teamId }, undefined, { memberId: v.id });
  }

  /** Events on the days from..to (already validated), as the caller may see them. */
  inRange(viewer: Viewer, from: string, to: string, read: EventRead = EVERYTHING): Promise<EventEntity[]> {
    return this.events.list(withinDays(visibleScope(viewer, null, this.clock), from, to), undefined, { memberId: viewer.id, ...read });
  }

  async create(viewer: Viewer | null, input: unknown): Promise<EventEntity> {
    const admin = requireAdmin(viewer);
    const data = await this.validInput(input);
    refuse(eventDateRefusal(data.date, this.clock.today()));
    return guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const created = await this.events.insert({ ...columns(data), createdBy: admin.id }, m);
          await emitWebhook(m, 'event.created', eventData(created));
          return created;
        }),
      EVENT_CHECKS,
    );
  }

  /** Replaces every field but the creator. Lowering maxAttendees keeps existing answers; new ones must fit. */
  async update(viewer: Viewer | null, id: number, input: unknown): Promise<EventEntity> {
    requireAdmin(viewer);
    const data = await this.validInput(input);
    const existing = await this.events.findById(id);
    if (!existing) throw notFound(EVENT_NOT_FOUND);
    refuse(eventDateRefusal(data.date, this.clock.today(), existing));
    const updated = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          if (!(await this.events.update(id, columns(data), m))) throw notFound(EVENT_NOT_FOUND);
          const e = (await this.events.findById(id, m))!;
          // Cancelling is its own event; any other change (reopening a cancelled one too) is an update.
          await emitWebhook(m, e.status === 'cancelled' && existing.status !== 'cancelled' ? 'event.cancelled' : 'event.updated', eventData(e));
          return e;
        }),
      EVENT_CHECKS,
    );
    this.onMayFreePlace();
    return updated;
  }

  async delete(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const event = await this.events.findById(id, m);
      if (!event || !(await this.events.delete(id, m))) throw notFound(EVENT_NOT_FOUND);
      // Deleted, it will not take place: integrators hear of it as a cancellation (data.deleted says how).
      await emitWebhook(m, 'event.cancelled', { ...eventData(event), deleted: true });
      await record(m, admin, { action: 'event.deleted', entityType: 'event', entityId: id, summary: `Deleted event ${event.title} (${event.date})`, before: event });
    });
    return id;
  }

  /** The shared schema, then the teams it names must exist (teamsInvolved has no foreign key). */
  private async validInput(input: unknown): Promise<EventInputData> {
    const data = await validate(eventInputSchema, input);
    const named = [...(data.teamId != null ? [data.teamId] : []), ...(data.teamsInvolved ?? [])];
    if ((await this.teams.missingTeams(named)).length) throw notFound(TEAM_NOT_FOUND);
    return data;
  }
}

function columns(d: EventInputData): Partial<EventEntity> {
  return {
    title: d.title,
    type: d.type,
    date: d.date,
    startTime: d.startTime,
    endTime: d.endTime ?? null,
    location: d.location,
    locationDetail: d.locationDetail ?? null,
    description: d.description ?? null,
    maxAttendees: d.maxAttendees ?? null,
    status: d.status,
    teamId: d.teamId ?? null,
    teamsInvolved: d.teamsInvolved ?? [],
    relevanceType: d.relevanceType ?? null,
    ageGroupRelevance: d.ageGroupRelevance ?? null,
  };
}
