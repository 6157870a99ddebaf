import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';
import { linkOf } from './inbox.service';
import type { InboxItem } from './inbox.repository';

export const inboxResolvers: Resolvers = {
  Query: {
    myNotifications: (_p, { limit, offset }, ctx) => ctx.services.inbox.list(ctx.viewer, limit, offset),
    unreadNotificationCount: (_p, _a, ctx) => ctx.services.inbox.unreadCount(ctx.viewer),
  },
  Mutation: {
    markNotificationRead: (_p, { id }, ctx) => ctx.services.inbox.markRead(ctx.viewer, parseId(id, 'Notification')),
    markAllNotificationsRead: (_p, _a, ctx) => ctx.services.inbox.markAllRead(ctx.viewer),
  },
  Subscription: {
    myNotificationAdded: {
      subscribe: (_p, _a, ctx) => ctx.live!.stream('inbox', (n) => n.user === ctx.viewer?.id, (n) => ctx.services.inbox.findMine(ctx.viewer, n.id!)),
      resolve: (item: InboxItem) => item,
    },
  },
  InboxNotification: {
    id: (n) => String(n.id),
    link: (n) => linkOf(n.kind),
  },
};
