import dayjs from 'dayjs';
import { DEMO_ANNOUNCEMENTS, DEMO_EVENTS, DEMO_LEAGUES, DEMO_PAST_EVENTS, DEMO_TEAMS, eventFields } from '../../../../../sample/world';
import { demoAdmin, demoUserIdOf } from '../../handlers';
import type { DemoAnnouncement, DemoEvent, Rsvp } from '../world-types';

/**
 * The demo club's events, answers, waiting lists, announcements, leagues and teams, from the sample the seed writes
 * (sample/events.ts, sample/junior.ts, sample/history.ts), dated from the real today.
 */

/** League and team ids are 1, 2, … in the sample's order. */
const idIn = (list: readonly { name: string }[], name: string) => String(list.findIndex((x) => x.name === name) + 1);
export const demoTeamIdOf = (name: string) => idIn(DEMO_TEAMS, name);
export const demoLeagueIdOf = (name: string) => idIn(DEMO_LEAGUES, name);

export const sampleLeagues = () => DEMO_LEAGUES.map((l, i) => ({ __typename: 'League' as const, id: String(i + 1), name: l.name }));
export const sampleTeams = () => DEMO_TEAMS.map((t, i) => ({ __typename: 'Team' as const, id: String(i + 1), name: t.name }));

/** The club's events (this month's, then past months'), ids 1, 2, … in that order, with every answer and waiting place. */
export function sampleEvents(now: Date): { events: DemoEvent[]; rsvps: Map<string, Map<string, Rsvp>> } {
  const rsvps = new Map<string, Map<string, Rsvp>>();
  const events = [...DEMO_EVENTS, ...DEMO_PAST_EVENTS].map((e, i): DemoEvent => {
    const id = String(i + 1);
    const date = dayjs(now).add(e.inDays, 'day');
    // Answered three days ago, or two days before a past event (as the seed dates history).
    const respondedAt = (e.inDays < 0 ? date.subtract(2, 'day').hour(12) : dayjs(now).subtract(3, 'day')).toISOString();
    rsvps.set(id, new Map(Object.entries(e.rsvps).map(([key, status]) => [demoUserIdOf(key), { status, respondedAt }])));
    return {
      id,
      ...eventFields(e),
      date: date.format('YYYY-MM-DD'),
      othersAttending: 0,
      teamId: null,
      teamsInvolved: [],
      relevanceType: null,
      ageGroupRelevance: null,
      waiting: (e.waitlist ?? []).map(demoUserIdOf),
    };
  });
  return { events, rsvps };
}

/** The admin's announcements, ids 1, 2, … in the sample's order, posted the sample's days ago. */
export const sampleAnnouncements = (now: Date): DemoAnnouncement[] =>
  DEMO_ANNOUNCEMENTS.map((a, i) => ({
    id: String(i + 1),
    title: a.title,
    content: a.content,
    createdAt: dayjs(now).subtract(a.daysAgo, 'day').toISOString(),
    sendWhatsapp: a.sendWhatsapp ?? false,
    authorId: demoAdmin.id,
    teamId: a.team ? demoTeamIdOf(a.team) : null,
    leagueId: a.league ? demoLeagueIdOf(a.league) : null,
  }));
