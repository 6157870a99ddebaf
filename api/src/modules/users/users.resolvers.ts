import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const usersResolvers: Resolvers = {
  User: {
    // Only the caller's own account carries it (toOwnUserDto: me, myProfile, the sign-in answers); anyone else's is null.
    language: (u) => u.language ?? null,
  },
  Query: {
    users: (_p, { limit, offset }, ctx) => ctx.services.users.list(ctx.viewer, limit, offset),
  },
  Mutation: {
    createUser: (_p, { input }, ctx) => ctx.services.users.create(ctx.viewer, input),
    updateUser: (_p, { id, input }, ctx) => ctx.services.users.update(ctx.viewer, parseId(id, 'User'), input),
    deleteUser: async (_p, { id }, ctx) => String(await ctx.services.users.delete(ctx.viewer, parseId(id, 'User'))),
  },
};
