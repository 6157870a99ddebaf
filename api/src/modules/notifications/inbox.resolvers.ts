import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';
import { linkOf } from './inbox.service';

export const inboxResolvers: Resolvers = {
  Query: {
    myNotifications: (_p, { limit, offset }, ctx) => ctx.services.inbox.list(ctx.viewer, limit, offset),
    unreadNotificationCount: (_p, _a, ctx) => ctx.services.inbox.unreadCount(ctx.viewer),
  },
  Mutation: {
    markNotificationRead: (_p, { id }, ctx) => ctx.services.inbox.markRead(ctx.viewer, parseId(id, 'Notification')),
    markAllNotificationsRead: (_p, _a, ctx) => ctx.services.inbox.markAllRead(ctx.viewer),
  },
  InboxNotification: {
    id: (n) => String(n.id),
    link: (n) => linkOf(n.kind),
  },
};
