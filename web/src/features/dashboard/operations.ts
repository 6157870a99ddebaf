import { graphql } from '../../gql';

/** Upcoming confirmed events for the dashboard panel (the server orders by date, start time); fragment in events/fragments.ts. */
export const DashboardUpcomingEventsDocument = graphql(`
  query DashboardUpcomingEvents {
    events(filter: { upcoming: true }) {
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
