import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { byKeys } from '../../core/by-keys';
import type { RosterChild } from './team.mapper';
import type { LeagueEntity, TeamEntity } from './team.entities';
import { TeamsRepository } from './teams.repository';

/** Announcement.team, Announcement.league, Event.team, Team.league and Team.members. */
export function teamLoaders(ds: DataSource) {
  const repo = new TeamsRepository(ds);
  return {
    teamById: new DataLoader<number, TeamEntity | null>(async (ids) => byKeys(ids, await repo.teamsByIds(ids))),
    leagueById: new DataLoader<number, LeagueEntity | null>(async (ids) => byKeys(ids, await repo.leaguesByIds(ids))),
    rosterByTeam: new DataLoader<number, RosterChild[]>(async (ids) => {
      const groups = new Map<number, RosterChild[]>(ids.map((id) => [id, []]));
      for (const r of await repo.rosters(ids)) groups.get(r.teamId)?.push({ id: r.id, name: r.name });
      return ids.map((id) => groups.get(id)!);
    }),
  };
}
