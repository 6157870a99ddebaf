import type { FeatureRoutes } from '../../core/http/routes';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import { Status } from '../../core/http/routes';
import { unauthenticated } from '../../core/errors';

/** Spec §7 auth calls, over the same AuthService as GraphQL. */
export function authRoutes(r: FeatureRoutes<{ auth: AuthService; passwordReset: PasswordResetService }>): void {
  r.add('get', '/auth/me', 'PUBLIC', async ({ services, viewer }) => {
    const me = await services.auth.me(viewer);
    if (!me) throw unauthenticated('Not signed in');
    return me;
  });
  r.add('post', '/auth/register', 'PUBLIC', async ({ services, body, session }) => {
    const s = await services.auth.register(body);
    session.set(s.token, s.expires);
    return new Status(201, s.user);
  });
  r.add('post', '/auth/login', 'PUBLIC', async ({ services, body, session, ip }) => {
    const s = await services.auth.login(body, ip);
    session.set(s.token, s.expires);
    return s.user;
  });
  r.add('post', '/auth/logout', 'PUBLIC', async ({ services, viewer, session }) => {
    await services.auth.logout(viewer);
    session.clear();
    return { message: 'Logged out' };
  });
  r.add('post', '/auth/forgot-password', 'PUBLIC', ({ services, body, ip }) => services.passwordReset.forgot(body, ip));
  r.add('post', '/auth/reset-password', 'PUBLIC', ({ services, body }) => services.passwordReset.reset(body));
}
