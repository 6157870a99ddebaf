import type { Viewer } from '../../core/auth/viewer';
import type { EventStatusValue } from './event.entity';

/** Which events a list or range may contain. */
export interface EventScope {
  status?: EventStatusValue;
  /** First day included. */
  fromDay?: string;
  /** Last day included. */
  toDay?: string;
  /** Only events of this team: its own and those it is involved in. */
  teamId?: number;
}

/**
 * Spec §4 (rules/events.ts#isEventVisibleTo) as a query scope: members see only confirmed events
 * dated today or later; admins see everything and may narrow with the filter. Every list and the
 * calendar go through here; event(id) and RSVPs use the rule itself.
 */
export function visibleScope(
  viewer: Viewer,
  filter: { upcoming?: boolean | null; status?: EventStatusValue | null } | null | undefined,
  today: string,
): EventScope {
  if (!viewer.isAdmin) return { status: 'confirmed', fromDay: today };
  return {
    ...(filter?.status ? { status: filter.status } : {}),
    ...(filter?.upcoming ? { fromDay: today } : {}),
  };
}

/** Narrows a scope to a range of days (the calendar). */
export function withinDays(scope: EventScope, from: string, to: string): EventScope {
  return { ...scope, fromDay: scope.fromDay && scope.fromDay > from ? scope.fromDay : from, toDay: to };
}
