import { graphql } from '../../gql';

/**
 * Upcoming confirmed events for the dashboard panel (the server orders by date, start time); fragment in
 * events/fragments.ts. Those not over by the server's clock, a few more than the panel shows (5), so a browser
 * clock a little ahead of the server's still finds five (hooks.ts#isUpcoming goes by the browser's).
 */
export const DashboardUpcomingEventsDocument = graphql(`
  query DashboardUpcomingEvents {
    events(filter: { upcoming: true, notEnded: true }, limit: 10) {
      ...EventCardFields
    }
  }
`);

/** The three newest announcements (the server orders newest first). */
export const DashboardAnnouncementsDocument = graphql(`
  query DashboardAnnouncements {
    announcements(limit: 3) {
      id
      title
      content
      createdAt
      author {
        id
        fullName
      }
      team {
        id
        name
      }
      league {
        id
        name
      }
    }
  }
`);
