import type { RestRoutes } from '../../core/http/routes';

/** Spec §7: the announcement scope picker's lists. */
export function teamsRoutes(r: RestRoutes): void {
  r.add('get', '/teams', 'MEMBER', ({ services, viewer }) => services.teams.teamsWithLeague(viewer));
  r.add('get', '/leagues', 'MEMBER', async ({ services, viewer }) =>
    (await services.teams.leagues(viewer)).map((l) => ({ id: l.id, name: l.name, ageGroup: l.ageGroup, description: l.description })),
  );
}
