import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import type { DashboardUpcomingEventsQuery } from '../../gql/graphql';
import { useToast } from '../../lib/toast';
import { DashboardAnnouncementsDocument, DashboardUpcomingEventsDocument } from './operations';

export type DashboardEvent = DashboardUpcomingEventsQuery['events'][number];

/** Spec §9: the dashboard shows 5 upcoming events and 3 recent announcements. */
export const UPCOMING_LIMIT = 5;

/**
 * An event is still upcoming until it is over: its end time, or its start time when it has none.
 * The server already drops earlier days; this drops today's events that have finished.
 */
export function isUpcoming(e: Pick<DashboardEvent, 'date' | 'startTime' | 'endTime'>, now = dayjs()): boolean {
  return !dayjs(`${e.date}T${e.endTime ?? e.startTime}`).isBefore(now, 'minute');
}

/** The first five events from now, ascending (the server orders by date and start time). */
export function useUpcomingEvents() {
  const { data, loading, error } = useQuery(DashboardUpcomingEventsDocument);
  const events = useMemo(() => {
    const now = dayjs();
    const when = (e: DashboardEvent) => `${e.date}T${e.startTime}`;
    return (data?.events ?? [])
      .filter((e) => isUpcoming(e, now))
      .sort((a, b) => when(a).localeCompare(when(b)))
      .slice(0, UPCOMING_LIMIT);
  }, [data]);
  return { events, loading: loading && !data, error: !!error && !data };
}

/** The three newest announcements. */
export function useRecentAnnouncements() {
  const { data, loading, error } = useQuery(DashboardAnnouncementsDocument);
  return { announcements: data?.announcements ?? [], loading: loading && !data, error: !!error && !data };
}

export const WELCOME_FLAG = 'doffice.welcomeShown';

/**
 * Spec §2: 'Welcome to D.Office!' once per browser session, on the first dashboard visit. Only one
 * toast shows at a time, so the greeting gives way to any toast already on screen ('Login
 * successful', 'Access denied', …) rather than hide it — and then counts as given.
 */
export function useWelcomeToast() {
  const toast = useToast();
  useEffect(() => {
    if (sessionStorage.getItem(WELCOME_FLAG)) return;
    sessionStorage.setItem(WELCOME_FLAG, '1');
    toast(
      { title: 'Welcome to D.Office!', description: 'Your account has been created successfully.', variant: 'success' },
      { unlessShowing: true },
    );
  }, [toast]);
}
