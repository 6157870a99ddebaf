import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { TeamEntity } from '../teams/team.entities';
import { ChildrenRepository } from './children.repository';

/** Child.teams: one statement per request, whatever the number of children. */
export function childLoaders(ds: DataSource) {
  const repo = new ChildrenRepository(ds);
  return {
    teamsByChild: new DataLoader<number, TeamEntity[]>(async (ids) => {
      const groups = new Map<number, TeamEntity[]>(ids.map((id) => [id, []]));
      for (const r of await repo.teamsOf(ids)) groups.get(r.childId)?.push(r.team);
      return ids.map((id) => groups.get(id)!);
    }),
  };
}
