import type { FeatureRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import { notFound } from '../../core/errors';
import { parseId } from '../../core/validation';
import { presentTeam, presentTeams, toLeagueJson, type TeamLoaders } from './team.mapper';
import type { TeamsService } from './teams.service';
import { TEAM_NOT_FOUND } from '../../../../rules/junior';

/** Spec §7 team-variant calls for leagues, teams and rosters (a team's events are in events.rest). */
export function teamsRoutes(r: FeatureRoutes<{ teams: TeamsService }, TeamLoaders>): void {
  r.add('get', '/leagues', 'MEMBER', async ({ services, viewer }) => (await services.teams.leagues(viewer)).map(toLeagueJson));
  r.add('post', '/leagues', 'ADMIN', async ({ services, viewer, body }) => new Status(201, toLeagueJson(await services.teams.createLeague(viewer, body))));
  r.add('put', '/leagues/:id', 'ADMIN', async ({ services, viewer, params, body }) =>
    toLeagueJson(await services.teams.updateLeague(viewer, parseId(params.id, 'League'), body)),
  );
  r.add('delete', '/leagues/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.teams.deleteLeague(viewer, parseId(params.id, 'League'));
    return new Status(204);
  });

  r.add('get', '/teams', 'MEMBER', async ({ services, viewer, loaders }) => presentTeams(await services.teams.teams(viewer), loaders));
  r.add('get', '/teams/:id', 'PARENT', async ({ services, viewer, loaders, params }) => {
    const team = await services.teams.team(viewer, parseId(params.id, 'Team'));
    if (!team) throw notFound(TEAM_NOT_FOUND);
    return presentTeam(team, loaders);
  });
  r.add('post', '/teams', 'ADMIN', async ({ services, viewer, loaders, body }) =>
    new Status(201, await presentTeam(await services.teams.createTeam(viewer, body), loaders)),
  );
  r.add('put', '/teams/:id', 'ADMIN', async ({ services, viewer, loaders, params, body }) =>
    presentTeam(await services.teams.updateTeam(viewer, parseId(params.id, 'Team'), body), loaders),
  );
  r.add('delete', '/teams/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.teams.deleteTeam(viewer, parseId(params.id, 'Team'));
    return new Status(204);
  });

  r.add('post', '/team-members', 'ADMIN', async ({ services, viewer, loaders, body }) =>
    new Status(201, await presentTeam(await services.teams.addMember(viewer, body), loaders)),
  );
  r.add('delete', '/teams/:id/members/:childId', 'ADMIN', async ({ services, viewer, params }) => {
    await services.teams.removeMember(viewer, parseId(params.id, 'Team'), parseId(params.childId, 'Child'));
    return new Status(204);
  });
}
