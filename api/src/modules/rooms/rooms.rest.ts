import type { FeatureRoutes } from '../../core/http/routes';
import type { RoomsService } from './rooms.service';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';
import { toRoomJson } from './room.mapper';

/** Spec §7 meeting-room calls, over the same RoomsService as GraphQL. */
export function roomsRoutes(r: FeatureRoutes<{ rooms: RoomsService }>): void {
  r.add('get', '/meeting-rooms', 'MEMBER', async ({ services, viewer, query }) =>
    (await services.rooms.list(viewer, query.limit ?? 500, query.offset)).map(toRoomJson),
  );
  r.add('post', '/meeting-rooms', 'ADMIN', async ({ services, viewer, body }) =>
    new Status(201, toRoomJson(await services.rooms.create(viewer, body))),
  );
  r.add('put', '/meeting-rooms/:id', 'ADMIN', async ({ services, viewer, params, body }) =>
    toRoomJson(await services.rooms.update(viewer, parseId(params.id, 'Meeting room'), body)),
  );
  r.add('delete', '/meeting-rooms/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.rooms.delete(viewer, parseId(params.id, 'Meeting room'));
    return new Status(204);
  });
}
