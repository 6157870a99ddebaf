import { InboxMarkAllReadDocument, InboxMarkReadDocument, InboxNotificationsDocument, InboxUnreadCountDocument } from '../../gql/graphql';
import type { InboxNotificationsQuery } from '../../gql/graphql';
import { DemoError, mutation, query, requireUser, type DemoContext } from './respond';

type Item = InboxNotificationsQuery['myNotifications'][number];

/** A few notifications for whoever signs in to the demo, like the sweep would have delivered. */
function seedItems(now: number): Item[] {
  const at = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  const item = (id: string, kind: Item['kind'], title: string, body: string, link: string, hours: number, read = false): Item => ({
    __typename: 'InboxNotification',
    id,
    kind,
    title,
    body,
    link,
    createdAt: at(hours),
    readAt: read ? at(hours - 0.5) : null,
  });
  return [
    item('inbox-3', 'announcement', 'Announcement: New coffee machine on Level 3', 'A new announcement from D.Office.', '/dashboard', 1),
    item('inbox-2', 'booking_accepted', 'Booking accepted: Harbour View Suite', 'Your booking of Harbour View Suite has been accepted.', '/meeting-rooms', 5),
    item('inbox-1', 'announcement', 'Announcement: Welcome to D.Office', 'A new announcement from D.Office.', '/dashboard', 30, true),
  ];
}

/** The notification inbox, per user, kept in memory like the rest of the demo data. */
export function inboxHandlers(ctx: DemoContext) {
  const inboxes = new Map<string, Item[]>();
  const mine = () => {
    const user = requireUser(ctx);
    if (!inboxes.has(user.id)) inboxes.set(user.id, seedItems(Date.now()));
    return inboxes.get(user.id)!;
  };
  const unread = () => mine().filter((n) => !n.readAt).length;

  return [
    query(InboxUnreadCountDocument)(() => ({ __typename: 'Query', unreadNotificationCount: unread() })),
    query(InboxNotificationsDocument)(() => ({ __typename: 'Query', myNotifications: mine().slice(0, 20), unreadNotificationCount: unread() })),
    mutation(InboxMarkReadDocument)(({ id }) => {
      const item = mine().find((n) => n.id === String(id));
      if (!item) throw new DemoError('NOT_FOUND', 'Notification not found');
      item.readAt ??= new Date().toISOString();
      return { __typename: 'Mutation', markNotificationRead: { __typename: 'InboxNotification', id: item.id, readAt: item.readAt } };
    }),
    mutation(InboxMarkAllReadDocument)(() => {
      const now = new Date().toISOString();
      const count = unread();
      for (const n of mine()) n.readAt ??= now;
      return { __typename: 'Mutation', markAllNotificationsRead: count };
    }),
  ];
}
