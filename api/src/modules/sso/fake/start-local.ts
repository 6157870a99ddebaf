import { randomBytes } from 'node:crypto';
import type { Config } from '../../../core/config';
import { FakeOidcProvider, FAKE_OIDC_USERS } from './fake-provider';

export const LOCAL_PROVIDER_ID = 'local';

/**
 * `OIDC_FAKE=true npm start`: the fake OpenID provider on loopback, offered on /auth as "Local test provider" (its
 * group "office-admins" makes admins). Loaded only then: oidc-provider is a development dependency.
 */
export async function startLocalProvider(config: Config, port: number): Promise<FakeOidcProvider> {
  const clientSecret = randomBytes(16).toString('hex');
  const fake = new FakeOidcProvider({
    users: FAKE_OIDC_USERS,
    clients: [{ clientId: 'd-office-local', clientSecret, redirectUris: [`${config.publicUrl}/auth/sso/${LOCAL_PROVIDER_ID}`] }],
  });
  const issuer = await fake.start(port);
  config.sso.providers = [
    ...config.sso.providers.filter((p) => p.id !== LOCAL_PROVIDER_ID),
    { id: LOCAL_PROVIDER_ID, name: 'Local test provider', issuer, clientId: 'd-office-local', clientSecret, adminGroup: 'office-admins', groupsClaim: 'groups' },
  ];
  return fake;
}
