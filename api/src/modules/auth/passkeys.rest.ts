import type { FeatureRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import type { AuthService } from './auth.service';
import type { PasskeysService } from './passkeys.service';

/** Passkeys over the same services as GraphQL (issue 38); options and answers are WebAuthn's JSON as they are. */
export function passkeysRoutes(r: FeatureRoutes<{ auth: AuthService; passkeys: PasskeysService }>): void {
  r.add('get', '/profile/passkeys', 'MEMBER', ({ services, viewer }) => services.passkeys.list(viewer));
  r.add('post', '/profile/passkeys/options', 'MEMBER', ({ services, viewer }) => services.passkeys.startRegistration(viewer));
  r.add('post', '/profile/passkeys', 'MEMBER', async ({ services, viewer, body }) => new Status(201, await services.passkeys.finishRegistration(viewer, body)));
  r.add('delete', '/profile/passkeys/:id', 'MEMBER', async ({ services, viewer, params }) => {
    await services.passkeys.remove(viewer, params.id);
    return new Status(204, undefined);
  });
  r.add('post', '/auth/passkey/options', 'PUBLIC', ({ services, ip }) => services.passkeys.startSignIn(ip));
  r.add('post', '/auth/passkey', 'PUBLIC', async ({ services, body, session, ip }) => {
    const s = await services.auth.loginWithPasskey(body, ip);
    session.set(s.token, s.expires);
    return s.user;
  });
}
