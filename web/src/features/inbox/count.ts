import { graphql } from '../../gql';

/** The bell's badge: all the header asks on every screen (the list loads with the panel). */
export const InboxUnreadCountDocument = graphql(`
  query InboxUnreadCount {
    unreadNotificationCount
  }
`);

/** How often the bell asks while the tab is visible. */
export const INBOX_POLL_MS = 60_000;
