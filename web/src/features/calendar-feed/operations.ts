import { graphql } from '../../gql';

export const CalendarFeedFieldsFragment = graphql(`
  fragment CalendarFeedFields on CalendarFeed {
    id
    webcalUrl
    httpUrl
    createdAt
    room {
      id
      name
    }
  }
`);

export const MyCalendarFeedsDocument = graphql(`
  query MyCalendarFeeds {
    myCalendarFeeds {
      ...CalendarFeedFields
    }
  }
`);

export const RegenerateCalendarFeedDocument = graphql(`
  mutation RegenerateCalendarFeed($roomId: ID) {
    regenerateCalendarFeed(roomId: $roomId) {
      ...CalendarFeedFields
    }
  }
`);

export const RevokeCalendarFeedDocument = graphql(`
  mutation RevokeCalendarFeed($roomId: ID) {
    revokeCalendarFeed(roomId: $roomId)
  }
`);
