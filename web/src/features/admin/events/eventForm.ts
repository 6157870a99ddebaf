import { eventInputSchema } from '../../../../../validation/events';
import type { EventsT } from './t';
import type { AdminEventsListQuery, EventInput, EventRelevance, EventStatus, EventType } from '../../../gql/graphql';

export type AdminEvent = AdminEventsListQuery['events'][number];

export interface EventFormValues {
  title: string;
  type: EventType;
  /** yyyy-MM-dd from the date picker, '' when not chosen. */
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  locationDetail: string;
  description: string;
  /** Formik gives number inputs back as numbers, or '' when empty (= unlimited). */
  maxAttendees: string | number;
  status: EventStatus;
  /** Junior section: the team it belongs to ('' = none), further teams taking part, and whom it concerns. */
  teamId: string;
  teamsInvolved: string[];
  /** '' = not set (the API then treats it as team-based). */
  relevanceType: EventRelevance | '';
  ageGroupRelevance: string;
}

export const emptyEvent: EventFormValues = {
  title: '',
  type: 'meeting',
  date: '',
  startTime: '',
  endTime: '',
  location: '',
  locationDetail: '',
  description: '',
  maxAttendees: '',
  status: 'confirmed',
  teamId: '',
  teamsInvolved: [],
  relevanceType: '',
  ageGroupRelevance: '',
};

export function eventToForm(e: AdminEvent): EventFormValues {
  return {
    title: e.title,
    type: e.type,
    date: e.date,
    startTime: e.startTime,
    endTime: e.endTime ?? '',
    location: e.location,
    locationDetail: e.locationDetail ?? '',
    description: e.description ?? '',
    maxAttendees: e.maxAttendees ?? '',
    status: e.status,
    teamId: e.team?.id ?? '',
    teamsInvolved: [...e.teamsInvolved],
    relevanceType: e.relevanceType ?? '',
    ageGroupRelevance: e.ageGroupRelevance ?? '',
  };
}

/**
 * What the API gets: text trimmed, empty optionals as null, an empty maximum as unlimited (null). The team
 * fields are always sent, since an update replaces the whole event; the age group only with age_group relevance.
 */
export function toEventInput(v: EventFormValues): EventInput {
  const max = String(v.maxAttendees ?? '').trim();
  return {
    title: v.title.trim(),
    type: v.type,
    date: v.date,
    startTime: v.startTime,
    endTime: v.endTime || null,
    location: v.location.trim(),
    locationDetail: v.locationDetail.trim() || null,
    description: v.description.trim() || null,
    maxAttendees: max === '' ? null : Number(max),
    status: v.status,
    teamId: v.teamId || null,
    teamsInvolved: v.teamsInvolved.filter((t) => t !== v.teamId),
    relevanceType: v.relevanceType || null,
    ageGroupRelevance: v.relevanceType === 'age_group' ? v.ageGroupRelevance.trim() || null : null,
  };
}

/** The dialog's 'Concerns' choices (their labels in the catalog's junior.relevance); '' leaves it unset, which the API reads as team-based. */
export const RELEVANCE_CHOICES: { value: EventRelevance | ''; key: 'unset' | EventRelevance }[] = [
  { value: '', key: 'unset' },
  { value: 'team', key: 'team' },
  { value: 'age_group', key: 'age_group' },
  { value: 'all', key: 'all' },
];

/** One line on the junior side of an event for the admin list, or null for a club event without any. */
export function teamEventSummary(
  t: EventsT,
  e: Pick<AdminEvent, 'team' | 'teamsInvolved' | 'relevanceType' | 'ageGroupRelevance'>,
  teamName: (id: string) => string | undefined,
): string | null {
  const parts: string[] = [];
  if (e.team) parts.push(e.team.name);
  const involved = e.teamsInvolved.map((id) => teamName(id) ?? t('summary.team', { id }));
  if (involved.length) parts.push(t('summary.with', { teams: involved.join(', ') }));
  if (e.relevanceType === 'all') parts.push(t('summary.allChildren'));
  if (e.relevanceType === 'age_group') parts.push(t('summary.ageGroup', { group: e.ageGroupRelevance ?? '' }).trim());
  return parts.length ? parts.join(' · ') : null;
}

export { eventInputSchema };
