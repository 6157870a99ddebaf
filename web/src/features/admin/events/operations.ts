import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** An event as the admin list and its edit form use it (status included, unlike members' views). */
graphql(`
  fragment AdminEventFields on Event {
    id
    title
    type
    date
    startTime
    endTime
    location
    locationDetail
    description
    maxAttendees
    status
    attendeeCount
    waitlistCount
    team {
      id
      name
    }
    teamsInvolved
    relevanceType
    ageGroupRelevance
  }
`);

/** The junior section's choices for the event dialog: teams, and the age groups their leagues play in. */
export const AdminEventTeamChoicesDocument = graphql(`
  query AdminEventTeamChoices {
    teams {
      id
      name
    }
    leagues {
      id
      ageGroup
    }
  }
`);

/** No filter: admins get every event, past, pending and cancelled ones included. */
export const AdminEventsListDocument = graphql(`
  query AdminEventsList {
    events {
      ...AdminEventFields
    }
  }
`);

export const AdminCreateEventDocument = graphql(`
  mutation AdminCreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      id
    }
  }
`);

export const AdminUpdateEventDocument = graphql(`
  mutation AdminUpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      ...AdminEventFields
    }
  }
`);

export const AdminDeleteEventDocument = graphql(`
  mutation AdminDeleteEvent($id: ID!) {
    deleteEvent(id: $id)
  }
`);

const refetchQueries = [AdminEventsListDocument];

export const useAdminEvents = () => useQuery(AdminEventsListDocument);
export const useEventTeamChoices = (skip = false) => useQuery(AdminEventTeamChoicesDocument, { skip });
export const useCreateEvent = () => useMutation(AdminCreateEventDocument, { refetchQueries });
export const useUpdateEvent = () => useMutation(AdminUpdateEventDocument, { refetchQueries });
export const useDeleteEvent = () => useMutation(AdminDeleteEventDocument, { refetchQueries });
