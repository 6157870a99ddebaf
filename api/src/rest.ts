import type { RestRoutes } from './core/http/routes';
import { authRoutes } from './modules/auth/auth.rest';
import { usersRoutes } from './modules/users/users.rest';

/** Spec §7 REST paths, mounted under /api. Each is a thin shim over a service. */
export function registerRestRoutes(r: RestRoutes): void {
  authRoutes(r);
  usersRoutes(r);
}
