import type { Resolvers } from '../../generated/graphql';

export const passkeysResolvers: Resolvers = {
  Query: {
    myPasskeys: (_p, _a, ctx) => ctx.services.passkeys.list(ctx.viewer),
  },
  Mutation: {
    startPasskeyRegistration: async (_p, _a, ctx) => ({ optionsJSON: JSON.stringify(await ctx.services.passkeys.startRegistration(ctx.viewer)) }),
    finishPasskeyRegistration: (_p, args, ctx) => ctx.services.passkeys.finishRegistration(ctx.viewer, args),
    deletePasskey: async (_p, { id }, ctx) => {
      await ctx.services.passkeys.remove(ctx.viewer, id);
      return id;
    },
    startPasskeySignIn: async (_p, _a, ctx) => ({ optionsJSON: JSON.stringify(await ctx.services.passkeys.startSignIn(ctx.ip)) }),
    signInWithPasskey: async (_p, args, ctx) => {
      const s = await ctx.services.auth.loginWithPasskey(args, ctx.ip);
      ctx.session.set(s.token, s.expires);
      return s.user;
    },
  },
};
