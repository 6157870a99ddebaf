import type { Viewer } from '../../core/auth/viewer';
import type { EventStatusValue } from './event.entity';
import type { Clock } from '../../core/clock';
import { isTeamEvent, type EventFacts, type EventViewer } from '../../../../rules/events';
import type { ChildPlacement } from '../../../../rules/junior';

/** Which events a list or range may contain. */
export interface EventScope {
  status?: EventStatusValue;
  /** First day included. */
  fromDay?: string;
  /** Last day included. */
  toDay?: string;
  /** Only events not over at this day and minute (rules/events.ts#hasEnded). */
  notEndedAt?: { day: string; minute: string };
  /** Only events of this team: its own and those it is involved in. */
  teamId?: number;
  /** Only events that concern this member (rules/events.ts#concerns): office events, and team events of their children when a parent. */
  concerning?: { memberId: number; parent: boolean };
}

/**
 * Spec §4 (rules/events.ts#isEventVisibleTo) as a query scope: members see only confirmed events
 * dated today or later that concern them; admins see everything and may narrow with the filter. Every list and the
 * calendar go through here; event(id) and RSVPs use the rule itself (eventViewer).
 */
export function visibleScope(
  viewer: Viewer,
  filter: { upcoming?: boolean | null; notEnded?: boolean | null; status?: EventStatusValue | null } | null | undefined,
  clock: Pick<Clock, 'today' | 'minute'>,
): EventScope {
  const today = clock.today();
  // notEnded only narrows, so members may ask for it too.
  const notEnded = filter?.notEnded ? { fromDay: today, notEndedAt: { day: today, minute: clock.minute() } } : {};
  if (!viewer.isAdmin) return { status: 'confirmed', fromDay: today, ...notEnded, concerning: { memberId: viewer.id, parent: !!viewer.isParent } };
  return {
    ...(filter?.status ? { status: filter.status } : {}),
    ...(filter?.upcoming ? { fromDay: today } : {}),
    ...notEnded,
  };
}

/** Narrows a scope to a range of days (the calendar). */
export function withinDays(scope: EventScope, from: string, to: string): EventScope {
  return { ...scope, fromDay: scope.fromDay && scope.fromDay > from ? scope.fromDay : from, toDay: to };
}

/**
 * The viewer as rules/events.ts sees them for one event: their children's placements are read (`familyOf`, one
 * statement) only when it matters — a parent, not an admin, asking about a team event. Only parents' children count.
 */
export async function eventViewer(
  viewer: Viewer,
  event: EventFacts | null | undefined,
  familyOf: (memberId: number) => Promise<ChildPlacement[]>,
): Promise<EventViewer> {
  const needed = !viewer.isAdmin && viewer.isParent && event != null && isTeamEvent(event);
  return { isAdmin: viewer.isAdmin, children: needed ? await familyOf(viewer.id) : [] };
}
