import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { byKeys } from '../../core/by-keys';
import type { LeagueEntity, TeamEntity } from './team.entities';
import { TeamsRepository } from './teams.repository';

/** Announcement.team, Announcement.league and Team.league. */
export function teamLoaders(ds: DataSource) {
  const repo = new TeamsRepository(ds);
  return {
    teamById: new DataLoader<number, TeamEntity | null>(async (ids) => byKeys(ids, await repo.teamsByIds(ids))),
    leagueById: new DataLoader<number, LeagueEntity | null>(async (ids) => byKeys(ids, await repo.leaguesByIds(ids))),
  };
}
