import dayjs from 'dayjs';
import {
  childIdentity,
  childInputSchema,
  duplicateChildOutcome,
  isRelevantToChild,
  leagueInputSchema,
  teamInputSchema,
  type ChildPlacement,
} from '../../../../validation/teams';
import { ALREADY_ON_TEAM, CHILD_NOT_FOUND, claimRefusal, mayActForChild, parentOfNewChild, LEAGUE_NOT_FOUND, NOT_ON_TEAM, TEAM_NOT_FOUND } from '../../../../rules/junior';
import { EVENT_NOT_FOUND } from '../../../../rules/events';
import { mayUseJuniorSection, PARENT_REQUIRED } from '../../../../rules/access';
import {
  AddChildDocument,
  AdminAddTeamMemberDocument,
  AdminCreateLeagueDocument,
  AdminCreateTeamDocument,
  AdminDeleteLeagueDocument,
  AdminDeleteTeamDocument,
  AdminLeaguesTeamsDocument,
  AdminRemoveTeamMemberDocument,
  ChildUpcomingEventsDocument,
  ClaimChildDocument,
  MyChildrenDocument,
  SetAvailabilityDocument,
  AdminEventTeamChoicesDocument,
  AdminUpdateLeagueDocument,
  AdminUpdateTeamDocument,
} from '../../gql/graphql';
import { DemoError, found, mutation, query, refuse, requireAdmin, requireUser, validSync, type DemoContext } from './respond';
import type { DemoEvent, DemoStore, UserView } from './store';
import { DEMO_CHILDREN, DEMO_LEAGUES, DEMO_TEAM_EVENTS, DEMO_TEAMS } from '../../../../sample/world';
import { demoParent } from '../handlers';
import { demoLeagueIdOf, demoTeamIdOf } from './world/club';
import { teamRef, visibleEvents } from './views';

/**
 * The junior section in the demo backend. Its rules are the API's, imported from validation/teams
 * (input schemas, the duplicate-child identity and answer, which events concern a child), so the
 * two cannot drift; the shared scenario suite (scenarios/junior-section.ts) runs on both.
 */

export interface JuniorChild {
  id: string;
  name: string;
  dateOfBirth: string;
  ageGroup: string | null;
  parentId: string | null;
}
export interface JuniorStore {
  leagues: { id: string; name: string; ageGroup: string | null; description: string | null }[];
  teams: { id: string; name: string; leagueId: string | null }[];
  members: { teamId: string; childId: string }[];
  children: JuniorChild[];
  availabilities: { id: string; childId: string; eventId: string; isAvailable: boolean; respondedAt: string }[];
}

/** Demo mode's account (the banner switches between it and the admin). */
export const DEMO_PARENT: UserView = demoParent;

/** A sample team event: confirmed, with nobody's RSVP yet. */
const teamEvent = (e: Pick<DemoEvent, 'id' | 'title' | 'type' | 'date' | 'startTime' | 'endTime' | 'location' | 'description' | 'teamId' | 'teamsInvolved' | 'relevanceType' | 'ageGroupRelevance'>): DemoEvent => ({
  ...e,
  locationDetail: null,
  maxAttendees: null,
  status: 'confirmed',
  othersAttending: 0,
  waiting: [],
});

/**
 * The sample junior section, the seed's (sample/junior.ts): its leagues, teams, children (the parent's two, two not yet
 * claimed) and team events. Team events are events like any other (the store's one list, as on the server), so the
 * calendar, the events page and the admin list show them too; their ids follow the club's.
 */
export function createJuniorStore(s: DemoStore): JuniorStore {
  if (!s.users.some((u) => u.id === DEMO_PARENT.id)) s.users.push(DEMO_PARENT);
  const j: JuniorStore = {
    leagues: DEMO_LEAGUES.map((l) => ({ id: demoLeagueIdOf(l.name), name: l.name, ageGroup: l.ageGroup, description: l.description })),
    teams: DEMO_TEAMS.map((t) => ({ id: demoTeamIdOf(t.name), name: t.name, leagueId: demoLeagueIdOf(t.league) })),
    members: DEMO_CHILDREN.flatMap((c, i) => c.teams.map((t) => ({ teamId: demoTeamIdOf(t), childId: String(i + 1) }))),
    children: DEMO_CHILDREN.map((c, i) => ({ id: String(i + 1), name: c.name, dateOfBirth: c.dateOfBirth, ageGroup: c.ageGroup ?? null, parentId: c.parent ? DEMO_PARENT.id : null })),
    availabilities: [],
  };
  const firstId = s.events.length + 1;
  s.events.push(
    ...DEMO_TEAM_EVENTS.map((e, i) =>
      teamEvent({
        id: String(firstId + i),
        title: e.title,
        type: e.type,
        date: dayjs(s.today).add(e.inDays, 'day').format('YYYY-MM-DD'),
        startTime: e.startTime,
        endTime: e.endTime ?? null,
        location: e.location,
        description: e.description,
        teamId: e.team ? demoTeamIdOf(e.team) : null,
        teamsInvolved: (e.teamsInvolved ?? []).map(demoTeamIdOf),
        relevanceType: e.relevanceType ?? null,
        ageGroupRelevance: e.ageGroupRelevance ?? null,
      }),
    ),
  );
  syncScopes(s, j);
  return j;
}

/** Announcements and events name teams and leagues from the store's lists: keep those in step (new ones and new names). */
function syncScopes(s: DemoStore, j: JuniorStore) {
  for (const t of j.teams) {
    const known = s.teams.find((x) => x.id === t.id);
    if (known) known.name = t.name;
    else s.teams.push({ __typename: 'Team', id: t.id, name: t.name });
  }
  for (const l of j.leagues) {
    const known = s.leagues.find((x) => x.id === l.id);
    if (known) known.name = l.name;
    else s.leagues.push({ __typename: 'League', id: l.id, name: l.name });
  }
}

/** Where a child plays: its teams, its own age group and its teams' leagues' (rules/junior.ts#ChildPlacement). */
function placementOf(j: JuniorStore, c: JuniorChild): ChildPlacement {
  const teamIds = j.members.filter((m) => m.childId === c.id).map((m) => m.teamId);
  const ageGroups = new Set(teamIds.map((t) => j.leagues.find((l) => l.id === j.teams.find((x) => x.id === t)?.leagueId)?.ageGroup).filter((g): g is string => !!g));
  if (c.ageGroup) ageGroups.add(c.ageGroup);
  return { teamIds, ageGroups: [...ageGroups] };
}

/** Where each child of a parent plays (team events concern their parents: rules/events.ts#concerns). */
export function familyOf(j: JuniorStore, parentId: string): ChildPlacement[] {
  return j.children.filter((c) => c.parentId === parentId).map((c) => placementOf(j, c));
}

/** The next id of a kind: spec §4 — a new demo child's id is the highest id plus one. */
export function nextId(ids: string[], prefix: string): string {
  const max = ids.reduce((m, id) => Math.max(m, Number(id.replace(/\D/g, '')) || 0), 0);
  return `${prefix}${max + 1}`;
}

export function juniorHandlers(ctx: DemoContext, j: JuniorStore) {
  const s = ctx.store;
  const requireParent = (): UserView => {
    const user = requireUser(ctx);
    if (!mayUseJuniorSection(user)) throw new DemoError('FORBIDDEN', PARENT_REQUIRED);
    return user;
  };
  /** Another parent's child answers like a missing one (the API's rule). */
  const ownChild = (user: UserView, id: string | number) => found(j.children.find((c) => c.id === String(id) && mayActForChild(user, c)), CHILD_NOT_FOUND);
  const num = (id: string | null) => (id == null ? null : Number(id.replace(/\D/g, '')));
  /** Upcoming events the viewer may see that concern the child: the API's visibility rule (rules/events.ts) and relevance rule (rules/junior.ts). */
  const eventsOf = (viewer: UserView, c: JuniorChild) => {
    const placed = placementOf(j, c);
    return visibleEvents(s, viewer, { upcoming: true }).filter((e) => isRelevantToChild(e, placed));
  };
  const childView = (c: JuniorChild) => ({
    __typename: 'Child' as const,
    id: c.id,
    name: c.name,
    dateOfBirth: c.dateOfBirth,
    ageGroup: c.ageGroup,
    parentId: c.parentId,
    teams: j.members.filter((m) => m.childId === c.id).map((m) => ({ __typename: 'Team' as const, id: m.teamId, name: j.teams.find((t) => t.id === m.teamId)!.name })),
  });
  const teamView = (teamId: string) => {
    const t = found(j.teams.find((x) => x.id === String(teamId)), TEAM_NOT_FOUND);
    const league = j.leagues.find((l) => l.id === t.leagueId);
    return {
      __typename: 'Team' as const,
      id: t.id,
      name: t.name,
      league: league ? { __typename: 'League' as const, id: league.id, name: league.name } : null,
      members: j.members
        .filter((m) => m.teamId === t.id)
        .map((m) => j.children.find((c) => c.id === m.childId)!)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => ({ __typename: 'RosterChild' as const, id: c.id, name: c.name })),
    };
  };
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  /** A league id from a checked input: null, or a league that exists (else NOT_FOUND, as the API's foreign key says). */
  const leagueOf = (id: number | null | undefined) => (id == null ? null : found(j.leagues.find((l) => num(l.id) === id), LEAGUE_NOT_FOUND).id);

  return [
    query(MyChildrenDocument)(() => {
      const user = requireParent();
      const list = j.children.filter((c) => mayActForChild(user, c)).sort(byName);
      return { __typename: 'Query', children: list.map(childView) };
    }),
    query(ChildUpcomingEventsDocument)(({ childId }) => {
      const user = requireParent();
      const child = ownChild(user, childId);
      return {
        __typename: 'Query',
        childEvents: eventsOf(user, child).map((e) => {
          const a = j.availabilities.find((x) => x.childId === child.id && x.eventId === e.id);
          return {
            __typename: 'ChildEvent' as const,
            event: {
              __typename: 'Event' as const,
              id: e.id,
              title: e.title,
              type: e.type,
              date: e.date,
              startTime: e.startTime,
              endTime: e.endTime,
              location: e.location,
              team: teamRef(s, e.teamId),
            },
            availability: a ? { __typename: 'Availability' as const, id: a.id, isAvailable: a.isAvailable, respondedAt: a.respondedAt } : null,
          };
        }),
      };
    }),
    mutation(AddChildDocument)(({ input }) => {
      const user = requireParent();
      const data = validSync(childInputSchema, input);
      const same = j.children.find((c) => childIdentity(c.name, c.dateOfBirth) === childIdentity(data.name, data.dateOfBirth));
      if (same) {
        const outcome = duplicateChildOutcome(same.parentId, user.id);
        throw new DemoError('CONFLICT', outcome.message, 'name', { action: outcome.action, duplicateChildId: same.id });
      }
      const parentId = parentOfNewChild(user, data.parentId == null ? null : String(data.parentId));
      const child: JuniorChild = { id: nextId(j.children.map((c) => c.id), ''), name: data.name, dateOfBirth: data.dateOfBirth, ageGroup: data.ageGroup ?? null, parentId };
      j.children.push(child);
      return { __typename: 'Mutation', addChild: { __typename: 'Child', id: child.id, name: child.name } };
    }),
    mutation(ClaimChildDocument)(({ id }) => {
      const user = requireParent();
      const asked = j.children.find((c) => c.id === String(id));
      refuse(claimRefusal(asked, user.id));
      const child = asked!;
      child.parentId = user.id;
      return { __typename: 'Mutation', claimChild: { __typename: 'Child', id: child.id, name: child.name } };
    }),
    mutation(SetAvailabilityDocument)(({ eventId, childId, isAvailable }) => {
      const user = requireParent();
      const child = ownChild(user, childId);
      const event = found(eventsOf(user, child).find((e) => e.id === String(eventId)), EVENT_NOT_FOUND);
      let a = j.availabilities.find((x) => x.childId === child.id && x.eventId === event.id);
      const now = new Date().toISOString();
      if (a) Object.assign(a, { isAvailable, respondedAt: now });
      else j.availabilities.push((a = { id: nextId(j.availabilities.map((x) => x.id), 'a'), childId: child.id, eventId: event.id, isAvailable, respondedAt: now }));
      return { __typename: 'Mutation', setAvailability: { __typename: 'Availability', id: a.id, isAvailable: a.isAvailable, respondedAt: a.respondedAt } };
    }),

    // The event dialog's choices: every team (the store's list, which announcements use too) and the leagues' age groups.
    query(AdminEventTeamChoicesDocument)(() => {
      requireAdmin(ctx);
      return {
        __typename: 'Query',
        teams: [...s.teams].sort(byName).map((t) => ({ __typename: 'Team' as const, id: t.id, name: t.name })),
        leagues: [...j.leagues].sort(byName).map((l) => ({ __typename: 'League' as const, id: l.id, ageGroup: l.ageGroup })),
      };
    }),
    query(AdminLeaguesTeamsDocument)(() => {
      requireAdmin(ctx);
      return {
        __typename: 'Query',
        leagues: [...j.leagues].sort(byName).map((l) => ({ __typename: 'League' as const, ...l })),
        teams: [...j.teams].sort(byName).map((t) => teamView(t.id)),
        children: [...j.children].sort(byName).map((c) => ({ __typename: 'Child' as const, id: c.id, name: c.name })),
      };
    }),
    mutation(AdminCreateLeagueDocument)(({ input }) => {
      requireAdmin(ctx);
      const data = validSync(leagueInputSchema, input);
      const league = { id: nextId([...j.leagues, ...s.leagues].map((l) => l.id), ''), name: data.name, ageGroup: data.ageGroup ?? null, description: data.description ?? null };
      j.leagues.push(league);
      syncScopes(s, j);
      return { __typename: 'Mutation', createLeague: { __typename: 'League', id: league.id } };
    }),
    mutation(AdminUpdateLeagueDocument)(({ id, input }) => {
      requireAdmin(ctx);
      const league = found(j.leagues.find((l) => l.id === String(id)), LEAGUE_NOT_FOUND);
      const data = validSync(leagueInputSchema, input);
      Object.assign(league, { name: data.name, ageGroup: data.ageGroup ?? null, description: data.description ?? null });
      syncScopes(s, j);
      return { __typename: 'Mutation', updateLeague: { __typename: 'League', ...league } };
    }),
    mutation(AdminDeleteLeagueDocument)(({ id }) => {
      requireAdmin(ctx);
      const league = found(j.leagues.find((l) => l.id === String(id)), LEAGUE_NOT_FOUND);
      j.leagues = j.leagues.filter((l) => l !== league);
      for (const t of j.teams) if (t.leagueId === league.id) t.leagueId = null;
      s.leagues.splice(0, s.leagues.length, ...s.leagues.filter((l) => l.id !== league.id));
      return { __typename: 'Mutation', deleteLeague: league.id };
    }),
    mutation(AdminCreateTeamDocument)(({ input }) => {
      requireAdmin(ctx);
      const data = validSync(teamInputSchema, input);
      const team = { id: nextId([...j.teams, ...s.teams].map((t) => t.id), ''), name: data.name, leagueId: leagueOf(data.leagueId) };
      j.teams.push(team);
      syncScopes(s, j);
      return { __typename: 'Mutation', createTeam: { __typename: 'Team', id: team.id } };
    }),
    mutation(AdminUpdateTeamDocument)(({ id, input }) => {
      requireAdmin(ctx);
      const team = found(j.teams.find((t) => t.id === String(id)), TEAM_NOT_FOUND);
      const data = validSync(teamInputSchema, input);
      team.name = data.name;
      team.leagueId = leagueOf(data.leagueId);
      syncScopes(s, j);
      const v = teamView(team.id);
      return { __typename: 'Mutation', updateTeam: { __typename: 'Team', id: v.id, name: v.name, league: v.league } };
    }),
    mutation(AdminDeleteTeamDocument)(({ id }) => {
      requireAdmin(ctx);
      const team = found(j.teams.find((t) => t.id === String(id)), TEAM_NOT_FOUND);
      j.teams = j.teams.filter((t) => t !== team);
      j.members = j.members.filter((m) => m.teamId !== team.id);
      for (const e of s.events) {
        if (e.teamId === team.id) e.teamId = null;
        e.teamsInvolved = e.teamsInvolved.filter((t) => t !== team.id);
      }
      s.teams.splice(0, s.teams.length, ...s.teams.filter((t) => t.id !== team.id));
      return { __typename: 'Mutation', deleteTeam: team.id };
    }),
    mutation(AdminAddTeamMemberDocument)(({ teamId, childId }) => {
      requireAdmin(ctx);
      const team = found(j.teams.find((t) => t.id === String(teamId)), TEAM_NOT_FOUND);
      const child = found(j.children.find((c) => c.id === String(childId)), CHILD_NOT_FOUND);
      if (j.members.some((m) => m.teamId === team.id && m.childId === child.id)) throw new DemoError('CONFLICT', ALREADY_ON_TEAM, 'childId');
      j.members.push({ teamId: team.id, childId: child.id });
      const v = teamView(team.id);
      return { __typename: 'Mutation', addTeamMember: { __typename: 'Team', id: v.id, members: v.members } };
    }),
    mutation(AdminRemoveTeamMemberDocument)(({ teamId, childId }) => {
      requireAdmin(ctx);
      const team = found(j.teams.find((t) => t.id === String(teamId)), TEAM_NOT_FOUND);
      const before = j.members.length;
      j.members = j.members.filter((m) => !(m.teamId === team.id && m.childId === String(childId)));
      if (j.members.length === before) throw new DemoError('NOT_FOUND', NOT_ON_TEAM);
      const v = teamView(team.id);
      return { __typename: 'Mutation', removeTeamMember: { __typename: 'Team', id: v.id, members: v.members } };
    }),
  ];
}
