import type { Resolvers } from '../../generated/graphql';
import { FLOW_SECONDS } from './sso.service';

export const ssoResolvers: Resolvers = {
  Query: {
    ssoProviders: (_p, _a, ctx) => ctx.services.sso.providers(),
  },
  Mutation: {
    startSsoSignIn: async (_p, { provider }, ctx) => {
      const { url, flow } = await ctx.services.sso.start(provider);
      ctx.session.setSsoFlow(flow, new Date(Date.now() + FLOW_SECONDS * 1000));
      return { url };
    },
    finishSsoSignIn: async (_p, { provider, callbackQuery }, ctx) => {
      const flow = ctx.session.ssoFlow;
      ctx.session.clearSsoFlow();
      const s = await ctx.services.sso.finish(provider, { callbackQuery }, flow);
      ctx.session.set(s.token, s.expires);
      return s.user;
    },
    setSsoCreatesAccounts: (_p, { allowed }, ctx) => ctx.services.sso.setCreatesAccounts(ctx.viewer, { ssoCreatesAccounts: allowed }),
  },
};
