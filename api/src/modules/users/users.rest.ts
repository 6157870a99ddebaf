import type { FeatureRoutes } from '../../core/http/routes';
import type { UsersService } from './users.service';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';

export function usersRoutes(r: FeatureRoutes<{ users: UsersService }>): void {
  r.add('get', '/users', 'ADMIN', ({ services, viewer, query }) => services.users.list(viewer, query.limit ?? 500, query.offset));
  r.add('post', '/users', 'ADMIN', async ({ services, viewer, body }) => new Status(201, await services.users.create(viewer, body)));
  r.add('put', '/users/:id', 'ADMIN', ({ services, viewer, params, body }) =>
    services.users.update(viewer, parseId(params.id, 'User'), body),
  );
  r.add('delete', '/users/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.users.delete(viewer, parseId(params.id, 'User'));
    return new Status(204);
  });
}
