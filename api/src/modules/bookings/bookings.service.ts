import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badInput, conflict, forbidden, guardDb, notFound, refuse } from '../../core/errors';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import type { Clock } from '../../core/clock';
import { paging, validate } from '../../core/validation';
import { planStep, PAYMENT_STEPS, unknownStepRefusal, type PaymentStepName } from '../../../../rules/payment-steps';
import {
  acceptRefusal,
  ALREADY_EXTENDING,
  BOOKING_NOT_FOUND,
  carriedOverStepRefusal,
  carriesDepositOver,
  DEPOSIT_CARRIED_OVER,
  extendRefusal,
  extensionOf,
  IDENTICAL_REQUEST,
  OVERLAP,
  REJECTION_REASON_REQUIRED,
  rejectRefusal,
  requestRefusal,
  ROOM_NOT_FOUND,
  uncheckAcceptRefusal,
} from '../../../../rules/bookings';
import { ADMIN_REQUIRED } from '../../../../rules/access';
import type { Refusal } from '../../../../rules/refusal';
import type { WebhookEventType } from '../../../../rules/webhooks';
import { bookingExtensionSchema, bookingFilterSchema, bookingRequestSchema, rejectBookingSchema } from '../../../../validation/bookings';
import type { PaymentStep } from '../../generated/graphql';
import { RoomsRepository } from '../rooms/rooms.repository';
import type { RoomBookingEntity } from './booking.entity';
import { BookingsRepository, type BookingListColumns } from './bookings.repository';
import { InvoicesRepository, type InvoiceWrite } from './invoices.repository';
import { STEP_INVOICE } from './payment-steps';
import { auditParams, record, type SystemActor } from '../audit/audit.record';
import { emittedInStatement, emittedInTransaction, emitWebhook, webhookPayload } from '../webhooks/webhook.emit';
import { bookingData } from '../webhooks/webhook.payloads';
import { toUserDto } from '../users/user.mapper';

/** Constraint names → what the client is told when the database refuses a write (the rules' twins: rules/bookings.ts). */
const DB_MESSAGES = {
  room_bookings_no_overlap: conflict(OVERLAP),
  room_bookings_identical_request_key: conflict(IDENTICAL_REQUEST, 'startDate'),
  room_bookings_steps_need_acceptance: conflict('Payment steps need an accepted booking'),
  room_bookings_deposit_received_order: conflict('The deposit must be requested before it is received'),
  room_bookings_payment_requested_order: conflict('The deposit must be received before full payment is requested'),
  room_bookings_payment_received_order: conflict('Full payment must be requested before it is received'),
  room_bookings_rejection_reason: badInput(REJECTION_REASON_REQUIRED, 'reason'),
  room_bookings_room_id_fkey: notFound(ROOM_NOT_FOUND),
  // Two extensions of one booking asked at the same time: the first wins (the rule's words for the second).
  room_bookings_one_open_extension: conflict(ALREADY_EXTENDING),
  room_bookings_carried_over_deposit: conflict(DEPOSIT_CARRIED_OVER),
  room_bookings_extends_booking_id_fkey: notFound(BOOKING_NOT_FOUND),
};

/**
 * Told of every change of a booking's payment steps and of its deletion, inside the transaction that
 * makes it and after the commit: online payment (modules/payments) opens and closes payment links
 * there, without the bookings module knowing it.
 */
export interface BookingStepListener {
  stepChanged(m: EntityManager, booking: RoomBookingEntity, step: PaymentStepName, done: boolean, bySystem: boolean): Promise<void>;
  deleted(m: EntityManager, bookingId: number): Promise<void>;
  /** After the change committed (calls to outside services belong here, never inside the transaction). */
  committed(bookingId: number): void;
}

/** A step changed by the system rather than an admin, or why it could not be. */
export type SystemStepOutcome = { changed: true } | { changed: false; refusal: string };

/** Monthly room bookings: members request, admins review and run the payment checklist (spec §4). */
export class BookingsService {
  private readonly bookings: BookingsRepository;
  private readonly invoices: InvoicesRepository;
  private readonly rooms: RoomsRepository;
  /** Set by the app's wiring when online payment is on. */
  stepListener?: BookingStepListener;
  /**
   * Set by the app's wiring: a refusal decided outside this module (a lapsed membership, issue 36), asked before a request
   * is stored. `openSql` (an SQL boolean) is read with the request's facts; `refusal` is asked only when it is false.
   */
  requestGate?: { openSql: string; refusal: (memberId: number) => Promise<Refusal | null> };

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    /** Called after a review or payment step: the member's inbox item goes out on the next sweep, asked for now. */
    private readonly onChange: () => void = () => undefined,
  ) {
    this.bookings = new BookingsRepository(ds);
    this.invoices = new InvoicesRepository(ds);
    this.rooms = new RoomsRepository(ds);
  }

  /** Made once (building a yup schema per request was ~7% of a request's CPU); it asks the clock for today on every validation. */
  private readonly requestSchema = bookingRequestSchema(() => this.clock.today());

  /**
   * A member asks for a room; always pending, always their own. rules/bookings.ts decides; under a race the identical
   * request's unique index does (the loser gets the rule's 409).
   */
  async request(viewer: Viewer | null, input: unknown): Promise<RoomBookingEntity> {
    const member = requireViewer(viewer);
    const data = await validate(this.requestSchema, input);
    const asked = { memberId: member.id, roomId: data.roomId, startDate: data.startDate, durationMonths: data.durationMonths };
    // Whether the membership gate is open is read with the facts; the rule's refusal comes first, then the gate's.
    const facts = await this.bookings.requestFacts(asked, this.requestGate?.openSql);
    refuse(requestRefusal(asked, facts.room, this.clock.today(), facts.others));
    if (!facts.gateOpen) refuse(await this.requestGate!.refusal(member.id));
    // The row and its outbox rows in one statement (its own transaction), the payload made from the row as it will be stored.
    const values = { ...asked, purpose: data.purpose ?? null, status: 'pending' } as const;
    const createdAt = new Date();
    const payload = webhookPayload('booking.requested', bookingData(this.bookings.draft(values, createdAt)));
    const { booking: b, emitted } = await guardDb(() => this.bookings.insertWithOutbox(values, createdAt, 'booking.requested', payload), DB_MESSAGES);
    if (emitted) emittedInStatement(this.ds);
    // What the answer shows, known already: the room and member read with the facts, no invoice or extension yet.
    if (facts.room && facts.member) b.joined = { room: facts.room, member: toUserDto(facts.member), invoice: null, extendedById: null };
    return b;
  }

  /**
   * The member asks for `months` more of their accepted booking: a pending continuation of it (same room, from the day
   * after its last day), if rules/bookings.ts#extendRefusal allows. The booking is locked meanwhile, so a review of it
   * waits; two extensions asked at once are decided by the unique index room_bookings_one_open_extension (one wins).
   */
  async extend(viewer: Viewer | null, id: number, input: unknown): Promise<RoomBookingEntity> {
    const member = requireViewer(viewer);
    const { months } = await validate(bookingExtensionSchema, input);
    return guardTransaction(() =>
      this.ds.transaction(async (m) => {
        const b = await this.bookings.lockById(id, m);
        const [room, others] = b ? await Promise.all([this.rooms.findById(b.roomId), this.bookings.inWayOfExtension(b, months, m)]) : [null, []];
        refuse(extendRefusal(b, member.id, months, room, this.clock.today(), others));
        const extension = await this.bookings.insert({ ...extensionOf(b!, months), purpose: b!.purpose, status: 'pending' }, m);
        await emitWebhook(m, 'booking.requested', bookingData(extension));
        return extension;
      }),
    );
  }

  async mine(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<RoomBookingEntity[]> {
    const member = requireViewer(viewer);
    const page = paging(limit, offset);
    return this.bookings.listByMember(member.id, page.limit, page.offset);
  }

  /** One booking as its member or an admin may see it (a live re-read); for anyone else it does not exist. */
  async findVisible(viewer: Viewer | null, id: number): Promise<RoomBookingEntity> {
    const v = requireViewer(viewer);
    const b = await this.bookings.findById(id);
    if (!b || (!v.isAdmin && b.memberId !== v.id)) throw notFound(BOOKING_NOT_FOUND);
    return b;
  }

  /** Admin list, newest first, optionally one status; `only`: the columns its presenter needs (default all). */
  async list(viewer: Viewer | null, filter: unknown, limit?: unknown, offset?: unknown, only?: BookingListColumns): Promise<RoomBookingEntity[]> {
    requireAdmin(viewer);
    const f = await validate(bookingFilterSchema, filter ?? null);
    const page = paging(limit, offset);
    return this.bookings.list(f?.status ?? undefined, page.limit, page.offset, only, f?.endingSoon ? this.clock.today() : undefined);
  }

  /**
   * The confirmed (accepted) bookings, which every member may see (spec §7: the calendar reads
   * them from GET /api/room-bookings). Only that status: asking for another is an admin's view.
   */
  async confirmed(viewer: Viewer | null, filter: unknown, limit?: unknown, offset?: unknown): Promise<RoomBookingEntity[]> {
    requireViewer(viewer);
    const f = await validate(bookingFilterSchema, filter ?? null);
    // Another status, or the "ending soon" filter, is an admin's view.
    if ((f?.status && f.status !== 'accepted') || f?.endingSoon) throw forbidden(ADMIN_REQUIRED);
    const page = paging(limit, offset);
    return this.bookings.list('accepted', page.limit, page.offset);
  }

  async pendingCount(viewer: Viewer | null): Promise<number> {
    requireAdmin(viewer);
    return this.bookings.countByStatus('pending');
  }

  /**
   * pending → accepted, with its invoice, unless it overlaps an accepted booking of the room. An extension carries the
   * deposit of the booking it extends (which must still be accepted): both deposit steps are ticked now, as carried over,
   * without asking the member for money (no payment link opens: the step listener is not told), and its invoice bills the
   * months added only.
   */
  async accept(viewer: Viewer | null, id: number): Promise<RoomBookingEntity> {
    const admin = requireAdmin(viewer);
    return this.transition(id, async (m) => {
      // The booking and its room locked, with the room's accepted bookings in the way, in one statement (lockForAccept).
      const facts = await this.bookings.lockForAccept(id, m);
      if (!facts) throw notFound(BOOKING_NOT_FOUND);
      const { booking: b, room } = facts;
      const extended = b.extendsBookingId === null ? null : await this.bookings.lockById(b.extendsBookingId, m);
      refuse(acceptRefusal(b, room, b.status === 'pending' ? facts.overlapping : [], extended));
      const now = new Date();
      const carried = carriesDepositOver(b);
      const change = {
        status: 'accepted',
        reviewedBy: admin.id,
        reviewedAt: now,
        rejectionReason: null,
        ...(carried ? { depositCarriedOver: true, depositRequestedAt: now, depositReceivedAt: now } : {}),
      } as const;
      const summary = carried
        ? `Accepted booking #${b.id} (${room.name}), an extension of booking #${b.extendsBookingId}: deposit carried over`
        : `Accepted booking #${b.id} (${room.name})`;
      return this.write(m, admin, b, { action: 'booking.accepted', summary, change }, {
        invoice: { issue: carried ? { ...STEP_INVOICE.DEPOSIT_REQUESTED(now), ...STEP_INVOICE.DEPOSIT_RECEIVED(now) } : {} },
        webhook: 'booking.accepted',
      });
    });
  }

  /** pending → rejected, with a non-blank reason. */
  async reject(viewer: Viewer | null, id: number, input: unknown): Promise<RoomBookingEntity> {
    const admin = requireAdmin(viewer);
    const { reason } = await validate(rejectBookingSchema, input);
    return this.transition(id, async (m) => {
      const b = await this.locked(id, m);
      refuse(rejectRefusal(b, reason));
      const change = { status: 'rejected', rejectionReason: reason, reviewedBy: admin.id, reviewedAt: new Date() } as const;
      return this.write(m, admin, b, { action: 'booking.rejected', summary: `Rejected booking #${b.id}: ${reason}`, change }, { webhook: 'booking.rejected' });
    });
  }

  /** accepted → pending (no payment step done but a carried-over deposit, which goes too); the review and the invoice are removed. */
  async uncheckAccept(viewer: Viewer | null, id: number): Promise<RoomBookingEntity> {
    const admin = requireAdmin(viewer);
    return this.transition(id, async (m) => {
      const b = await this.locked(id, m);
      refuse(uncheckAcceptRefusal(b));
      const carried = b.depositCarriedOver ? ({ depositCarriedOver: false, depositRequestedAt: null, depositReceivedAt: null } as const) : {};
      const change = { status: 'pending', reviewedBy: null, reviewedAt: null, ...carried } as const;
      const summary = `Returned booking #${b.id} to pending (acceptance undone, invoice voided)`;
      return this.write(m, admin, b, { action: 'booking.returned_to_pending', summary, change }, { invoice: { void: 'Acceptance undone' } });
    });
  }

  /**
   * Ticks or clears one payment step, in order, keeping the invoice in step. Ticking a done
   * step or clearing an open one changes nothing (a double click is not an error).
   */
  async setStep(viewer: Viewer | null, id: number, step: PaymentStep, done: boolean): Promise<RoomBookingEntity> {
    const admin = requireAdmin(viewer);
    refuse(unknownStepRefusal(step));
    const booking = await this.transition(id, async (m) => {
      const b = await this.locked(id, m);
      refuse(carriedOverStepRefusal(b, step, done));
      const plan = planStep(b, step, done);
      refuse(plan.refused);
      if (!plan.change) return null;
      return this.applyStep(m, b, plan.change.step, done, admin);
    });
    this.stepListener?.committed(id);
    return booking;
  }

  /**
   * Ticks a step as the system (e.g. "Online payment" when the provider reports a payment), inside the
   * caller's transaction, which has locked the booking: the same rule, invoice update and audit entry
   * as an admin's tick. Answers why not when the rule refuses; the caller decides what that means.
   */
  async tickAsSystem(m: EntityManager, b: RoomBookingEntity, step: PaymentStepName, actor: SystemActor): Promise<SystemStepOutcome> {
    const plan = planStep(b, step, true);
    if (plan.refused || !plan.change) return { changed: false, refusal: plan.refused?.message ?? 'already done' };
    await this.applyStep(m, b, plan.change.step, true, actor);
    return { changed: true };
  }

  /** Locks a booking for the caller's transaction (null when there is none). */
  lockForUpdate(id: number, m: EntityManager): Promise<RoomBookingEntity | null> {
    return this.bookings.lockById(id, m);
  }

  /** One planned step: the payment listener told, then the booking, invoice, audit entry and outbox rows in one statement. */
  private async applyStep(m: EntityManager, b: RoomBookingEntity, step: PaymentStepName, done: boolean, actor: Viewer | SystemActor): Promise<RoomBookingEntity> {
    const rule = PAYMENT_STEPS.find((s) => s.step === step)!;
    const at = done ? new Date() : null;
    const change = { [rule.field]: at } as Partial<RoomBookingEntity>;
    await this.stepListener?.stepChanged(m, b, step, done, 'system' in actor);
    const action = `booking.${step.toLowerCase()}${done ? '' : '_undone'}`;
    const summary = `${done ? 'Ticked' : 'Cleared'} "${rule.label}" on booking #${b.id}`;
    return this.write(m, actor, b, { action, summary, change }, { invoice: { update: STEP_INVOICE[step](at) }, webhook: 'booking.payment_step', step: { step, done } });
  }

  /** The booking locked for this transaction, or 404. */
  private async locked(id: number, m: EntityManager): Promise<RoomBookingEntity> {
    const b = await this.bookings.lockById(id, m);
    if (!b) throw notFound(BOOKING_NOT_FOUND);
    return b;
  }

  /**
   * A decided change of locked booking `b` stored in one statement (BookingsRepository.writeChange): the booking, its
   * invoice, the audit entry of `actor` (what changed, before and after) and the webhook's outbox rows, whose payload
   * is the booking as changed. Answers the booking as written, with its room, member and invoice.
   */
  private async write(
    m: EntityManager,
    actor: Viewer | SystemActor,
    b: RoomBookingEntity,
    done: { action: string; summary: string; change: Partial<RoomBookingEntity> },
    how: { invoice?: InvoiceWrite; webhook?: WebhookEventType; step?: { step: PaymentStepName; done: boolean } },
  ): Promise<RoomBookingEntity> {
    const after = { ...b, ...done.change };
    const audit = auditParams(actor, { action: done.action, summary: done.summary, entityType: 'booking', entityId: b.id, before: auditState(b), after: auditState(after) });
    const webhook = how.webhook && { type: how.webhook, payload: webhookPayload(how.webhook, bookingData(after, how.step)) };
    const { booking: written, emitted } = await this.bookings.writeChange(m, b.id, { change: done.change, invoice: how.invoice, audit, webhook });
    if (emitted) emittedInTransaction(m);
    return written;
  }

  /** Returns the deleted id; its invoice, if it has one, is voided and kept (numbers are never lost). */
  async delete(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const b = await this.bookings.lockById(id, m);
      if (!b) throw notFound(BOOKING_NOT_FOUND);
      await this.stepListener?.deleted(m, id);
      await this.invoices.voidForBooking(id, 'Booking deleted', m);
      if (!(await this.bookings.delete(id, m))) throw notFound(BOOKING_NOT_FOUND);
      await record(m, admin, { action: 'booking.deleted', entityType: 'booking', entityId: id, summary: `Deleted booking #${id} (its invoice, if any, voided and kept)`, before: auditState(b) });
    });
    this.stepListener?.committed(id);
    return id;
  }

  /**
   * Runs a transition in a transaction (`work` locks the booking, asks the rule and writes what it allows: see write),
   * then answers the booking as written, or, when the rule changed nothing, as it now is.
   */
  private async transition(id: number, work: (m: EntityManager) => Promise<RoomBookingEntity | null>): Promise<RoomBookingEntity> {
    const written = await guardTransaction(() => this.ds.transaction(work));
    this.onChange();
    return written ?? (await this.bookings.findJoined(id))!;
  }
}

/** What the audit log keeps of a booking: who, which room, when, its review and payment steps. */
function auditState(b: RoomBookingEntity) {
  return {
    memberId: b.memberId,
    roomId: b.roomId,
    startDate: b.startDate,
    durationMonths: b.durationMonths,
    status: b.status,
    extendsBookingId: b.extendsBookingId,
    depositCarriedOver: b.depositCarriedOver,
    rejectionReason: b.rejectionReason,
    reviewedBy: b.reviewedBy,
    depositRequestedAt: b.depositRequestedAt,
    depositReceivedAt: b.depositReceivedAt,
    fullPaymentRequestedAt: b.fullPaymentRequestedAt,
    fullPaymentReceivedAt: b.fullPaymentReceivedAt,
  };
}

/** Constraint violations → their messages; a deadlock or serialization failure → "try again" (409). */
async function guardTransaction<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await guardDb(work, DB_MESSAGES);
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = ((err as { driverError?: { code?: string } }).driverError ?? (err as { code?: string })).code;
    if (code === '40P01' || code === '40001') throw conflict('Someone else changed this booking at the same time. Please try again.');
    throw err;
  }
}
