import type { FeatureRoutes } from '../../core/http/routes';
import type { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';

/** Two-factor sign-in over the same services as GraphQL (issue 38). */
export function twoFactorRoutes(r: FeatureRoutes<{ auth: AuthService; twoFactor: TwoFactorService }>): void {
  r.add('post', '/auth/login/two-factor', 'PUBLIC', async ({ services, body, session, ip }) => {
    const s = await services.auth.loginWithTwoFactor(body, ip);
    session.set(s.token, s.expires);
    return s.user;
  });
  r.add('get', '/profile/two-factor', 'MEMBER', ({ services, viewer }) => services.twoFactor.status(viewer));
  r.add('post', '/profile/two-factor/enrolment', 'MEMBER', ({ services, viewer }) => services.twoFactor.startEnrolment(viewer));
  r.add('post', '/profile/two-factor/confirm', 'MEMBER', ({ services, viewer, body }) => services.twoFactor.confirmEnrolment(viewer, body));
  r.add('post', '/profile/two-factor/disable', 'MEMBER', ({ services, viewer, body }) => services.twoFactor.disable(viewer, body));
  r.add('get', '/office/security', 'ADMIN', ({ services, viewer }) => services.twoFactor.officeSecurity(viewer));
  r.add('put', '/office/security', 'ADMIN', ({ services, viewer, body }) => services.twoFactor.setOfficeSecurity(viewer, body));
}
