import { graphql } from '../../gql';

export const InboxNotificationsDocument = graphql(`
  query InboxNotifications {
    myNotifications(limit: 20) {
      id
      kind
      title
      body
      link
      createdAt
      readAt
    }
    unreadNotificationCount
  }
`);

export const InboxMarkReadDocument = graphql(`
  mutation InboxMarkRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      readAt
    }
  }
`);

export const InboxMarkAllReadDocument = graphql(`
  mutation InboxMarkAllRead {
    markAllNotificationsRead
  }
`);
