/**
 * Spec §4's booking workflow as pure rules: the payment checklist after acceptance (order and
 * labels) and when a review or a step may change. The API enforces them (PostgreSQL's CHECKs make
 * them true under concurrency), the admin screen offers only what they allow, and the demo backend
 * answers with the same refusals.
 */
import { refusal, type Refusal } from './refusal';

const conflict = (message: string) => refusal('CONFLICT', message);

/** The checklist in order: each step needs the one before; steps are undone from the last one back. */
export const PAYMENT_STEPS = [
  { step: 'DEPOSIT_REQUESTED', field: 'depositRequestedAt', label: 'Deposit requested' },
  { step: 'DEPOSIT_RECEIVED', field: 'depositReceivedAt', label: 'Deposit received' },
  { step: 'PAYMENT_REQUESTED', field: 'fullPaymentRequestedAt', label: 'Payment requested' },
  { step: 'PAYMENT_RECEIVED', field: 'fullPaymentReceivedAt', label: 'Payment received' },
] as const;

export type PaymentStepRule = (typeof PAYMENT_STEPS)[number];
export type PaymentStepName = PaymentStepRule['step'];
export type PaymentStepField = PaymentStepRule['field'];

/** A booking as the workflow sees it: its status and the step timestamps (a Date or an ISO text when done, null when not). */
export type StepTimes = { status: string } & { [F in PaymentStepField]?: unknown };

const isDone = (b: StepTimes, s: PaymentStepRule) => b[s.field] != null;

/** The last step done, if any. */
export function lastDoneStep(b: StepTimes): PaymentStepRule | undefined {
  return [...PAYMENT_STEPS].reverse().find((s) => isDone(b, s));
}

export const anyStepDone = (b: StepTimes): boolean => PAYMENT_STEPS.some((s) => isDone(b, s));

/** A step can be ticked only on an accepted booking, and only when the one before is done. */
export function canTick(b: StepTimes, index: number): boolean {
  if (b.status !== 'accepted') return false;
  return index === 0 || isDone(b, PAYMENT_STEPS[index - 1]!);
}

/** Refuses a step name the checklist does not have (the transports' enums make this rare). */
export function unknownStepRefusal(step: string): Refusal | null {
  return PAYMENT_STEPS.some((s) => s.step === step) ? null : refusal('BAD_USER_INPUT', 'Unknown payment step', 'step');
}

/**
 * What ticking (done) or clearing a step would do: refused, or the rule whose field to set or
 * clear, or neither when it already is so (a double click is not an error).
 */
export interface StepPlan {
  refused: Refusal | null;
  change: PaymentStepRule | null;
}

export function planStep(b: StepTimes, step: string, done: boolean): StepPlan {
  const refused = (r: Refusal): StepPlan => ({ refused: r, change: null });
  const unknown = unknownStepRefusal(step);
  if (unknown) return refused(unknown);
  const index = PAYMENT_STEPS.findIndex((s) => s.step === step);
  const rule = PAYMENT_STEPS[index]!;
  if (b.status !== 'accepted') return refused(conflict(`Payment steps need an accepted booking; this one is ${b.status}`));
  if (isDone(b, rule) === done) return { refused: null, change: null };
  const before = PAYMENT_STEPS[index - 1];
  if (done && before && !isDone(b, before)) return refused(conflict(`"${before.label}" must be done before "${rule.label}"`));
  const later = lastDoneStep(b);
  if (!done && later && later !== rule) return refused(conflict(`Undo "${later.label}" first: steps are undone from the last one back`));
  return { refused: null, change: rule };
}

/** Why a pending request cannot be accepted or rejected now, or null. */
export function reviewRefusal(b: StepTimes, outcome: 'accepted' | 'rejected'): Refusal | null {
  if (b.status === 'pending') return null;
  return conflict(`Only pending requests can be ${outcome}; this one is ${b.status}`);
}

/** Why an accepted booking cannot go back to pending now (un-accept), or null. */
export function returnToPendingRefusal(b: StepTimes): Refusal | null {
  if (b.status !== 'accepted') return conflict(`Only accepted bookings can be returned to pending; this one is ${b.status}`);
  const done = lastDoneStep(b);
  return done ? conflict(`Undo the payment steps first, starting with "${done.label}"`) : null;
}

/** A room must have its monthly price and deposit before a booking of it is accepted (the invoice needs them). */
export function acceptRoomRefusal(room: { pricePerMonth: unknown; deposit: unknown }): Refusal | null {
  return room.pricePerMonth == null || room.deposit == null
    ? conflict("Set the room's monthly price and deposit before accepting, so the invoice can be issued")
    : null;
}

/**
 * Where a booking request stands (admin insights): pending or rejected, or accepted with the last
 * payment step done. Every stage in workflow order; the API's aggregate query spells the same
 * order out in SQL (insights.repository.ts).
 */
export const PIPELINE_STAGES = ['PENDING', 'ACCEPTED', ...PAYMENT_STEPS.map((s) => s.step), 'REJECTED'] as const;
export type PipelineStageName = 'PENDING' | 'ACCEPTED' | PaymentStepName | 'REJECTED';

export function pipelineStage(b: StepTimes): PipelineStageName {
  if (b.status === 'pending') return 'PENDING';
  if (b.status === 'rejected') return 'REJECTED';
  return lastDoneStep(b)?.step ?? 'ACCEPTED';
}
