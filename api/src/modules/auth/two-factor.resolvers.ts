import type { Resolvers } from '../../generated/graphql';

export const twoFactorResolvers: Resolvers = {
  Query: {
    twoFactorStatus: (_p, _a, ctx) => ctx.services.twoFactor.status(ctx.viewer),
    officeSecurity: (_p, _a, ctx) => ctx.services.twoFactor.officeSecurity(ctx.viewer),
  },
  Mutation: {
    loginWithTwoFactor: async (_p, args, ctx) => {
      const s = await ctx.services.auth.loginWithTwoFactor(args, ctx.ip);
      ctx.session.set(s.token, s.expires);
      return s.user;
    },
    startTwoFactorEnrolment: (_p, _a, ctx) => ctx.services.twoFactor.startEnrolment(ctx.viewer),
    confirmTwoFactorEnrolment: (_p, args, ctx) => ctx.services.twoFactor.confirmEnrolment(ctx.viewer, args),
    disableTwoFactor: (_p, args, ctx) => ctx.services.twoFactor.disable(ctx.viewer, args),
    setAdminsRequireTwoFactor: (_p, { required }, ctx) => ctx.services.twoFactor.setOfficeSecurity(ctx.viewer, { adminsRequireTwoFactor: required }),
  },
};
