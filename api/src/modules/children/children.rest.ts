import type { FeatureRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import { notFound } from '../../core/errors';
import { parseId } from '../../core/validation';
import { CHILD_NOT_FOUND } from '../../../../rules/junior';
import type { EventExtrasLoaders } from '../events/event.mapper';
import { presentChildEvents, toAvailabilityJson, toChildJson } from './child.mapper';
import type { ChildrenService } from './children.service';

/** Spec §7 team-variant calls for children and availability. Parents act for their own children only. */
export function childrenRoutes(r: FeatureRoutes<{ children: ChildrenService }, EventExtrasLoaders>): void {
  r.add('get', '/children', 'PARENT', async ({ services, viewer }) => (await services.children.list(viewer)).map(toChildJson));
  r.add('get', '/children/:id', 'PARENT', async ({ services, viewer, params }) => {
    const child = await services.children.find(viewer, parseId(params.id, 'Child'));
    if (!child) throw notFound(CHILD_NOT_FOUND);
    return toChildJson(child);
  });
  r.add('get', '/children/:id/events', 'PARENT', async ({ services, viewer, loaders, params }) =>
    presentChildEvents(await services.children.events(viewer, parseId(params.id, 'Child')), loaders),
  );
  r.add('post', '/children', 'PARENT', async ({ services, viewer, body }) => new Status(201, toChildJson(await services.children.add(viewer, body))));
  r.add('post', '/children/:id/claim', 'PARENT', async ({ services, viewer, params }) =>
    toChildJson(await services.children.claim(viewer, parseId(params.id, 'Child'))),
  );

  r.add('post', '/availabilities', 'PARENT', async ({ services, viewer, body }) => {
    const { availability, created } = await services.children.setAvailability(viewer, body);
    return new Status(created ? 201 : 200, toAvailabilityJson(availability));
  });
  r.add('put', '/availabilities/:id', 'PARENT', async ({ services, viewer, params, body }) =>
    toAvailabilityJson(await services.children.updateAvailability(viewer, parseId(params.id, 'Availability'), body)),
  );
}
