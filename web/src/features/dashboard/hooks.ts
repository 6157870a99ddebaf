import { useDeferredValue, useEffect, useMemo } from 'react';
import type { DashboardAnnouncementsQuery, DashboardUpcomingEventsQuery } from '../../gql/graphql';
import { hasEnded } from '../../../../rules/events';
import { localDay, localMinute } from '../../../../rules/today';
import { useSession } from '../../lib/session';
import { useAnswer } from '../../lib/useAnswer';
import { useToast } from '../../lib/toast';
import { takeGreeting } from '../../lib/welcome';
import { DashboardAnnouncementsDocument, DashboardUpcomingEventsDocument } from './operations';
import { useDashboardT } from './t';

export type DashboardEvent = DashboardUpcomingEventsQuery['events'][number];
export type DashboardAnnouncement = DashboardAnnouncementsQuery['announcements'][number];

/** Spec §9: the dashboard shows 5 upcoming events and 3 recent announcements. */
export const UPCOMING_LIMIT = 5;

/**
 * An event is still upcoming until it is over (rules/events.ts#hasEnded). The server leaves out what is over by
 * its clock; this goes by the browser's, so an event ending while the page is open leaves at the next render.
 */
export function isUpcoming(e: Pick<DashboardEvent, 'date' | 'startTime' | 'endTime'>, now = new Date()): boolean {
  return !hasEnded(e, localDay(now), localMinute(now));
}

/**
 * Drawing a panel's first answer (skeletons to items) is the dashboard's heaviest render. Apollo hands it
 * over as an urgent update, which React draws in one piece; deferred, React draws it in slices that yield to
 * the browser, the skeletons staying until it is drawn. Later answers (after an RSVP) apply at once.
 */
function useFirstAnswerDeferred<T>(answer: T | undefined): T | undefined {
  // null on the first render even with an answer at hand (the page's own, lib/pageAnswers.ts): the skeletons go
  // out in the screen's first commit and the items follow in a render of their own.
  const deferred = useDeferredValue<T | undefined | null>(answer, null);
  return deferred ? answer : undefined;
}

/** The first five events from now, ascending (the server orders by date and start time). */
export function useUpcomingEvents() {
  const { data: answer, loading, error, refetch } = useAnswer(DashboardUpcomingEventsDocument);
  const data = useFirstAnswerDeferred(answer);
  const events = useMemo(() => {
    const now = new Date();
    // ISO dates and times order as plain strings; localeCompare would build a collator's sort keys (slow on a phone).
    const when = (e: DashboardEvent) => `${e.date}T${e.startTime}`;
    return (data?.events ?? [])
      .filter((e) => isUpcoming(e, now))
      .sort((a, b) => (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0))
      .slice(0, UPCOMING_LIMIT);
  }, [data]);
  return { events, loading: !data && (loading || !!answer), error: !!error && !data, retry: refetch };
}

/** The three newest announcements. */
export function useRecentAnnouncements() {
  const { data: answer, loading, error, refetch } = useAnswer(DashboardAnnouncementsDocument);
  const data = useFirstAnswerDeferred(answer);
  return {
    announcements: data?.announcements ?? [],
    loading: !data && (loading || !!answer),
    error: !!error && !data,
    retry: refetch,
  };
}

/**
 * The session's greeting (lib/welcome) on the first dashboard visit. Only one toast shows at a
 * time, so it waits for a toast already on screen ('Login successful', 'Registration successful',
 * 'Access denied') to finish, then shows.
 */
export function useWelcomeToast() {
  const toast = useToast();
  const { user } = useSession();
  const { t } = useDashboardT();
  useEffect(() => {
    if (!user) return;
    const greeting = takeGreeting(user.fullName);
    if (!greeting) return;
    const words = greeting.registered
      ? { title: t('greeting.registered'), description: t('greeting.registeredText') }
      : { title: greeting.firstName ? t('greeting.back', { name: greeting.firstName }) : t('greeting.backAnonymous'), description: t('greeting.backText') };
    toast({ ...words, variant: 'success' }, { queue: true });
    // The greeting is taken once; a language switch later does not greet again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast, user]);
}
