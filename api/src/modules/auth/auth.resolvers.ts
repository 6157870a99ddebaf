import type { Resolvers } from '../../generated/graphql';

export const authResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.services.auth.me(ctx.viewer),
  },
  Mutation: {
    register: async (_p, { input }, ctx) => {
      const s = await ctx.services.auth.register(input);
      ctx.session.set(s.token, s.expires);
      return s.user;
    },
    login: async (_p, args, ctx) => {
      const s = await ctx.services.auth.login(args, ctx.ip);
      ctx.session.set(s.token, s.expires);
      return s.user;
    },
    logout: async (_p, _a, ctx) => {
      await ctx.services.auth.logout(ctx.viewer);
      ctx.session.clear();
      return true;
    },
    forgotPassword: (_p, args, ctx) => ctx.services.passwordReset.forgot(args, ctx.ip),
    resetPassword: (_p, args, ctx) => ctx.services.passwordReset.reset(args),
  },
};
