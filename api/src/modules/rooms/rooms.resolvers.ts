import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const roomsResolvers: Resolvers = {
  Query: {
    meetingRooms: (_p, { limit, offset }, ctx) => ctx.services.rooms.list(ctx.viewer, limit, offset),
  },
  Mutation: {
    createMeetingRoom: (_p, { input }, ctx) => ctx.services.rooms.create(ctx.viewer, input),
    updateMeetingRoom: (_p, { id, input }, ctx) => ctx.services.rooms.update(ctx.viewer, parseId(id, 'Meeting room'), input),
    deleteMeetingRoom: async (_p, { id }, ctx) => String(await ctx.services.rooms.delete(ctx.viewer, parseId(id, 'Meeting room'))),
  },
};
