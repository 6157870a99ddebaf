/**
 * Which events concern a child (spec §3 team variant): everyone, an age group, or its team(s). Its own module because
 * rules/events.ts (on the first screen) needs it and nothing else of rules/junior.ts.
 *
 * Database twins: ChildrenRepository.relevantEvents (a child's events) and the family condition of the event lists
 * (api/src/modules/events/concerns.sql.ts, a parent's events: rules/events.ts#concerns). The rule-twins tests of the
 * events and children modules feed them the same cases.
 */
export const RELEVANCE_TYPES = ['all', 'age_group', 'team'] as const;
export type RelevanceTypeValue = (typeof RELEVANCE_TYPES)[number];

/** A team id as a backend keeps it: a number in the API, text in the demo (compared as text). */
type TeamId = number | string;

/** An event's relevance to one child (spec §3): everyone, an age group, or its team(s). Null is team-based. */
export interface RelevantEvent {
  teamId: TeamId | null;
  teamsInvolved: readonly TeamId[];
  relevanceType: RelevanceTypeValue | null;
  ageGroupRelevance: string | null;
}
export interface ChildPlacement {
  /** Teams the child plays in. */
  teamIds: readonly TeamId[];
  /** The child's own age group and those of its teams' leagues. */
  ageGroups: readonly string[];
}
export function isRelevantToChild(e: RelevantEvent, c: ChildPlacement): boolean {
  if (e.relevanceType === 'all') return true;
  if (e.relevanceType === 'age_group') return e.ageGroupRelevance != null && c.ageGroups.includes(e.ageGroupRelevance);
  const plays = new Set(c.teamIds.map(String));
  return (e.teamId != null && plays.has(String(e.teamId))) || e.teamsInvolved.some((t) => plays.has(String(t)));
}
