import { graphql } from '../../gql';

/** Upcoming confirmed events for the dashboard panel (the server orders by date, start time). */
export const DashboardUpcomingEventsDocument = graphql(`
  query DashboardUpcomingEvents {
    events(filter: { upcoming: true }) {
      id
      title
      type
      date
      startTime
      endTime
      location
      locationDetail
      maxAttendees
      attendeeCount
      currentUserRsvp {
        status
        respondedAt
      }
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
    }
  }
`);
