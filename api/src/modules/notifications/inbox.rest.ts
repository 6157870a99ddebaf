import type { FeatureRoutes } from '../../core/http/routes';
import { parseId } from '../../core/validation';
import type { InboxItem } from './inbox.repository';
import { linkOf, type InboxService } from './inbox.service';

const toDto = (n: InboxItem) => ({ id: n.id, kind: n.kind, title: n.title, body: n.body, link: linkOf(n.kind), createdAt: n.createdAt, readAt: n.readAt });

/** The caller's inbox, over the same InboxService as GraphQL. */
export function inboxRoutes(r: FeatureRoutes<{ inbox: InboxService }>): void {
  r.add('get', '/notifications/inbox', 'MEMBER', async ({ services, viewer, query }) => (await services.inbox.list(viewer, query.limit, query.offset)).map(toDto));
  r.add('get', '/notifications/inbox/unread-count', 'MEMBER', async ({ services, viewer }) => ({ count: await services.inbox.unreadCount(viewer) }));
  r.add('post', '/notifications/inbox/read-all', 'MEMBER', async ({ services, viewer }) => ({ count: await services.inbox.markAllRead(viewer) }));
  r.add('post', '/notifications/inbox/:id/read', 'MEMBER', async ({ services, viewer, params }) =>
    toDto(await services.inbox.markRead(viewer, parseId(params.id, 'Notification'))),
  );
}
