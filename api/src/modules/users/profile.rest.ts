import type { FeatureRoutes } from '../../core/http/routes';
import type { ProfileService } from './profile.service';

/** The caller's own profile and notification preferences, over the same ProfileService as GraphQL. */
export function profileRoutes(r: FeatureRoutes<{ profile: ProfileService }>): void {
  r.add('get', '/profile', 'MEMBER', ({ services, viewer }) => services.profile.get(viewer));
  r.add('put', '/profile', 'MEMBER', ({ services, viewer, body }) => services.profile.update(viewer, body));
}
