/**
 * The junior section's pure rules (spec "team variant"), written once for the API, the web client and the
 * demo backend: event types and relevance, the teamsInvolved normalisation (§5), which events concern a
 * child, and the duplicate-child identity and answers (§8).
 *
 * Which events concern a child is rules/relevance.ts (kept apart: the first screen needs it, not the rest of these).
 * Database twins: childIdentity ↔ the unique index children_identity_key; claimRefusal ↔ the claim's conditional
 * UPDATE. api/src/modules/children/rule-twins.test.ts feeds them the same cases.
 */
import { refusal, type Refusal } from './refusal';

export const TEAM_EVENT_TYPES = ['match', 'training', 'tournament'] as const;
export { RELEVANCE_TYPES, isRelevantToChild } from './relevance';
export type { RelevanceTypeValue, RelevantEvent, ChildPlacement } from './relevance';

const MAX_ID = 2147483647;
const asId = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
};
const idList = (values: unknown[]): number[] | undefined => {
  const ids = values.map(asId);
  return ids.every((n): n is number => n !== undefined) ? ids : undefined;
};

/**
 * Spec §5: teamsInvolved as a list of numeric ids. Null or missing → []; a list → its ids; a
 * string → parsed as JSON, then read the same way; an object keyed by numbers → its values as
 * integers. Anything else (or an id that is not a positive whole number) → undefined: refused.
 */
export function normaliseTeamsInvolved(value: unknown, parsed = false): number[] | undefined {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return idList(value);
  if (typeof value === 'string' && !parsed) {
    try {
      return normaliseTeamsInvolved(JSON.parse(value), true);
    } catch {
      return undefined;
    }
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.every(([k]) => /^\d+$/.test(k))) return undefined;
    return idList(entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v));
  }
  return undefined;
}

export const CHILD_NOT_FOUND = 'Child not found';
export const TEAM_NOT_FOUND = 'Team not found';
export const LEAGUE_NOT_FOUND = 'League not found';
export const AVAILABILITY_NOT_FOUND = 'Availability not found';
export const ALREADY_ON_TEAM = 'This child is already in the team';
export const NOT_ON_TEAM = 'That child is not in this team';


/** Spec §8, word for word. */
export const DUPLICATE_CHILD = {
  sameParent: { message: 'You have already added this child', action: 'view-existing' },
  otherParent: { message: 'Child already exists in the system', action: 'claim-existing' },
} as const;
export type DuplicateChildAction = (typeof DUPLICATE_CHILD)[keyof typeof DUPLICATE_CHILD]['action'];
export const CHILD_TAKEN = 'This child already has a parent';

/** The identity a duplicate is judged by: name ignoring case and outer spaces, plus date of birth (the unique index says the same). */
export function childIdentity(name: string, dateOfBirth: string): string {
  return `${name.trim().toLowerCase()}|${dateOfBirth}`;
}

type Id = number | string;
const same = (a: Id | null | undefined, b: Id) => a != null && String(a) === String(b);

/** Spec §6 team variant: a parent sees and answers only for their own children (another's answers like a missing one); admins for every child. */
export function mayActForChild(viewer: { id: Id; isAdmin: boolean }, child: { parentId: Id | null }): boolean {
  return viewer.isAdmin || same(child.parentId, viewer.id);
}

/**
 * Who becomes the parent of a new child. Parents: always themselves (a parentId they send is ignored — the client is
 * never trusted with it). Admins: the id they give, 0 or none meaning unclaimed.
 */
export function parentOfNewChild<I extends Id>(viewer: { id: I; isAdmin: boolean }, requested: I | null | undefined): I | null {
  if (!viewer.isAdmin) return viewer.id;
  return requested && requested !== '0' ? requested : null;
}

/**
 * Why the caller cannot claim this child, or null (they become its parent, or already are). A child with another parent
 * is refused; the API's one conditional UPDATE (`WHERE parent_id IS NULL`) holds it when two claim at once.
 */
export function claimRefusal(child: { parentId: Id | null } | null | undefined, callerId: Id): Refusal | null {
  if (!child) return refusal('NOT_FOUND', CHILD_NOT_FOUND);
  return child.parentId != null && !same(child.parentId, callerId) ? refusal('FORBIDDEN', CHILD_TAKEN) : null;
}

/** Which duplicate answer a caller gets for an existing child (spec §8). */
export function duplicateChildOutcome(existingParentId: Id | null, callerId: Id) {
  return same(existingParentId, callerId) ? DUPLICATE_CHILD.sameParent : DUPLICATE_CHILD.otherParent;
}

