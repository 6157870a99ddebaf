import type { DataSource } from 'typeorm';
import { LeagueEntity, TeamEntity } from './team.entities';

/** The only place that touches leagues and teams. */
export class TeamsRepository {
  constructor(private readonly ds: DataSource) {}

  listTeams() {
    return this.ds.getRepository(TeamEntity).find({ order: { name: 'ASC', id: 'ASC' } });
  }

  listLeagues() {
    return this.ds.getRepository(LeagueEntity).find({ order: { name: 'ASC', id: 'ASC' } });
  }

  teamsByIds(ids: readonly number[]) {
    return this.ds.getRepository(TeamEntity).createQueryBuilder('t').where('t.id = ANY(:ids)', { ids: [...ids] }).getMany();
  }

  leaguesByIds(ids: readonly number[]) {
    return this.ds.getRepository(LeagueEntity).createQueryBuilder('l').where('l.id = ANY(:ids)', { ids: [...ids] }).getMany();
  }

  teamExists(id: number) {
    return this.ds.getRepository(TeamEntity).existsBy({ id });
  }

  leagueExists(id: number) {
    return this.ds.getRepository(LeagueEntity).existsBy({ id });
  }
}
