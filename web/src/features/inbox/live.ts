import { graphql } from '../../gql';
import { subscribeLive, type LiveHandlers } from '../../lib/liveClient';

/** The bell, live (loaded by InboxBell once it shows, with the socket's client). */
const InboxNotificationAddedDocument = graphql(`
  subscription InboxNotificationAdded {
    myNotificationAdded {
      id
    }
  }
`);

export default (handlers: LiveHandlers) => subscribeLive(InboxNotificationAddedDocument, undefined, handlers);
