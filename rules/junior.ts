/**
 * The junior section's pure rules (spec "team variant"), written once for the API, the web client and the
 * demo backend: event types and relevance, the teamsInvolved normalisation (§5), which events concern a
 * child, and the duplicate-child identity and answers (§8).
 */
export const TEAM_EVENT_TYPES = ['match', 'training', 'tournament'] as const;
export const RELEVANCE_TYPES = ['all', 'age_group', 'team'] as const;
export type RelevanceTypeValue = (typeof RELEVANCE_TYPES)[number];

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

/** An event's relevance to one child (spec §3): everyone, an age group, or its team(s). Null is team-based. */
export interface RelevantEvent {
  teamId: number | null;
  teamsInvolved: readonly number[];
  relevanceType: RelevanceTypeValue | null;
  ageGroupRelevance: string | null;
}
export interface ChildPlacement {
  /** Teams the child plays in. */
  teamIds: readonly number[];
  /** The child's own age group and those of its teams' leagues. */
  ageGroups: readonly string[];
}
export function isRelevantToChild(e: RelevantEvent, c: ChildPlacement): boolean {
  if (e.relevanceType === 'all') return true;
  if (e.relevanceType === 'age_group') return e.ageGroupRelevance != null && c.ageGroups.includes(e.ageGroupRelevance);
  return (e.teamId != null && c.teamIds.includes(e.teamId)) || e.teamsInvolved.some((t) => c.teamIds.includes(t));
}


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

/** Which duplicate answer a caller gets for an existing child (spec §8). */
export function duplicateChildOutcome(existingParentId: number | null, callerId: number) {
  return existingParentId === callerId ? DUPLICATE_CHILD.sameParent : DUPLICATE_CHILD.otherParent;
}

