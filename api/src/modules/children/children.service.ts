import type { DataSource } from 'typeorm';
import { requireParent, type Viewer } from '../../core/auth/viewer';
import { AppError, forbidden, guardDb, notFound, refuse } from '../../core/errors';
import { validate } from '../../core/validation';
import {
  availabilityInputSchema,
  availabilityUpdateSchema,
  CHILD_TAKEN,
  childInputSchema,
  duplicateChildOutcome,
} from '../../../../validation/teams';
import type { EventEntity } from '../events/event.entity';
import { EVENT_NOT_FOUND } from '../../../../rules/events';
import { AVAILABILITY_NOT_FOUND, CHILD_NOT_FOUND, claimRefusal } from '../../../../rules/junior';
import type { Clock } from '../../core/clock';
import { visibleScope } from '../events/events.policy';
import { mayActForChild, parentOfNewChild } from './children.policy';
import { ChildrenRepository } from './children.repository';
import type { AvailabilityEntity, ChildEntity } from './child.entities';

/** An upcoming event that concerns a child, with the child's answer (GraphQL ChildEvent). */
export interface ChildEventView {
  event: EventEntity;
  availability: AvailabilityEntity | null;
}


/** Children, claiming and per-child availability. Every path checks the child is the caller's (or the caller is an admin). */
export class ChildrenService {
  private readonly repo: ChildrenRepository;

  constructor(
    ds: DataSource,
    private readonly clock: Clock,
  ) {
    this.repo = new ChildrenRepository(ds);
  }

  list(viewer: Viewer | null): Promise<ChildEntity[]> {
    const v = requireParent(viewer);
    return this.repo.list(v.isAdmin ? undefined : v.id);
  }

  /** Null when the child does not exist or is another parent's. */
  async find(viewer: Viewer | null, id: number): Promise<ChildEntity | null> {
    const v = requireParent(viewer);
    const child = await this.repo.findById(id);
    return child && mayActForChild(v, child) ? child : null;
  }

  /**
   * Adds a child. The same child (children_identity_key) already there gives 409 with the action
   * the caller can take and its id (spec §8); under a race the index decides and the loser gets the 409.
   */
  async add(viewer: Viewer | null, input: unknown): Promise<ChildEntity> {
    const v = requireParent(viewer);
    const data = await validate(childInputSchema, input);
    const values = { name: data.name, dateOfBirth: data.dateOfBirth, parentId: parentOfNewChild(v, data.parentId), ageGroup: data.ageGroup ?? null };
    const inserted = await guardDb(() => this.repo.insertIfNew(values), { children_parent_id_fkey: notFound('Parent not found') });
    if (inserted) return inserted;
    const existing = await this.repo.findByIdentity(values.name, values.dateOfBirth);
    if (!existing) return this.add(viewer, input); // removed between the two statements: try again
    const outcome = duplicateChildOutcome(existing.parentId, v.id);
    throw new AppError('CONFLICT', outcome.message, 'name', { action: outcome.action, duplicateChildId: existing.id });
  }

  /** The caller becomes the parent of an unclaimed child; a claimed child cannot be taken. */
  async claim(viewer: Viewer | null, id: number): Promise<ChildEntity> {
    const v = requireParent(viewer);
    const child = await this.repo.findById(id);
    refuse(claimRefusal(child, v.id));
    // Unclaimed when read: one conditional UPDATE decides between two claimers.
    if (child!.parentId == null && !(await this.repo.claim(id, v.id))) throw forbidden(CHILD_TAKEN);
    return (await this.repo.findById(id))!;
  }

  /** Upcoming events (as the caller may see them) that concern the child, each with its answer or null. */
  async events(viewer: Viewer | null, childId: number): Promise<ChildEventView[]> {
    const v = requireParent(viewer);
    const child = await this.ownChild(v, childId);
    const events = await this.repo.relevantEvents(await this.repo.placement(child), visibleScope(v, { upcoming: true }, this.clock));
    const answers = await this.repo.availabilitiesOf(child.id, events.map((e) => e.id));
    return events.map((event) => ({ event, availability: answers.get(event.id) ?? null }));
  }

  /** A first answer creates, a repeat updates and refreshes respondedAt. */
  async setAvailability(viewer: Viewer | null, input: unknown): Promise<{ availability: AvailabilityEntity; created: boolean }> {
    const v = requireParent(viewer);
    const { childId, eventId, isAvailable } = await validate(availabilityInputSchema, input);
    const child = await this.ownChild(v, childId);
    await this.relevantEvent(v, child, eventId);
    return guardDb(() => this.repo.upsertAvailability(child.id, eventId, isAvailable), {
      availabilities_event_id_fkey: notFound(EVENT_NOT_FOUND),
      availabilities_child_id_fkey: notFound(CHILD_NOT_FOUND),
    });
  }

  async updateAvailability(viewer: Viewer | null, id: number, input: unknown): Promise<AvailabilityEntity> {
    const v = requireParent(viewer);
    const { isAvailable } = await validate(availabilityUpdateSchema, input);
    const answer = await this.repo.findAvailability(id);
    const child = answer ? await this.repo.findById(answer.childId) : null;
    if (!answer || !child || !mayActForChild(v, child)) throw notFound(AVAILABILITY_NOT_FOUND);
    await this.relevantEvent(v, child, answer.eventId);
    return (await this.repo.upsertAvailability(child.id, answer.eventId, isAvailable)).availability;
  }

  // ---------------------------------------------------------------- rules

  /** Another parent's child answers exactly like a missing one: nothing about it leaks. */
  private async ownChild(v: Viewer, id: number): Promise<ChildEntity> {
    const child = await this.repo.findById(id);
    if (!child || !mayActForChild(v, child)) throw notFound(CHILD_NOT_FOUND);
    return child;
  }

  private async relevantEvent(v: Viewer, child: ChildEntity, eventId: number): Promise<EventEntity> {
    const scope = visibleScope(v, { upcoming: true }, this.clock);
    const [event] = await this.repo.relevantEvents(await this.repo.placement(child), scope, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  }
}
