import type { Viewer } from '../../core/auth/viewer';
import type { EventEntity, EventStatusValue } from './event.entity';

/** Today as the server's local calendar day, yyyy-MM-dd ("dated today or later" uses it). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
 * Spec §4: members see only confirmed events dated today or later; admins see everything and
 * may narrow with the filter. Every list, the calendar and event(id) go through here.
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

export function isVisibleTo(viewer: Viewer, event: EventEntity, today: string): boolean {
  return viewer.isAdmin || (event.status === 'confirmed' && event.date >= today);
}

/** Narrows a scope to a range of days (the calendar). */
export function withinDays(scope: EventScope, from: string, to: string): EventScope {
  return { ...scope, fromDay: scope.fromDay && scope.fromDay > from ? scope.fromDay : from, toDay: to };
}
