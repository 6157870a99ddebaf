import type { FeatureRoutes } from '../../core/http/routes';
import { FLOW_SECONDS, type SsoService } from './sso.service';

/** Single sign-on over the same SsoService as GraphQL (issue 38). */
export function ssoRoutes(r: FeatureRoutes<{ sso: SsoService }>): void {
  r.add('get', '/auth/sso/providers', 'PUBLIC', async ({ services }) => services.sso.providers());
  r.add('post', '/auth/sso/:provider/start', 'PUBLIC', async ({ services, params, session }) => {
    const { url, flow } = await services.sso.start(params.provider);
    session.setSsoFlow(flow, new Date(Date.now() + FLOW_SECONDS * 1000));
    return { url };
  });
  r.add('post', '/auth/sso/:provider/finish', 'PUBLIC', async ({ services, params, body, session }) => {
    const flow = session.ssoFlow;
    // One use: whatever the outcome, this flow is over (a retry starts again at the provider).
    session.clearSsoFlow();
    const s = await services.sso.finish(params.provider, body, flow);
    session.set(s.token, s.expires);
    return s.user;
  });
  r.add('put', '/office/sso', 'ADMIN', ({ services, viewer, body }) => services.sso.setCreatesAccounts(viewer, body));
}
