import type { FeatureRoutes } from '../../core/http/routes';
import { presentTeams, toLeagueJson, type LeagueLoaders } from './team.mapper';
import type { TeamsService } from './teams.service';

/** Spec §7: the announcement scope picker's lists. */
export function teamsRoutes(r: FeatureRoutes<{ teams: TeamsService }, LeagueLoaders>): void {
  r.add('get', '/teams', 'MEMBER', async ({ services, viewer, loaders }) => presentTeams(await services.teams.teams(viewer), loaders));
  r.add('get', '/leagues', 'MEMBER', async ({ services, viewer }) => (await services.teams.leagues(viewer)).map(toLeagueJson));
}
