import type { Resolvers } from '../../generated/graphql';

export const pushResolvers: Resolvers = {
  Query: {
    myPushSettings: (_p, _a, ctx) => ctx.services.push.settings(ctx.viewer),
  },
  Mutation: {
    addPushDevice: (_p, { input }, ctx) => ctx.services.push.addDevice(ctx.viewer, input),
    removePushDevice: async (_p, { id }, ctx) => {
      await ctx.services.push.removeDevice(ctx.viewer, id);
      return id;
    },
    savePushPreferences: (_p, { input }, ctx) => ctx.services.push.savePreferences(ctx.viewer, input),
  },
};
