import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { MyChildrenQuery, ChildUpcomingEventsQuery } from '../../gql/graphql';

export const MyChildrenDocument = graphql(`
  query MyChildren {
    children {
      id
      name
      dateOfBirth
      ageGroup
      parentId
      teams {
        id
        name
      }
    }
  }
`);

export const ChildUpcomingEventsDocument = graphql(`
  query ChildUpcomingEvents($childId: ID!) {
    childEvents(childId: $childId) {
      event {
        id
        title
        type
        date
        startTime
        endTime
        location
        team {
          id
          name
        }
      }
      availability {
        id
        isAvailable
        respondedAt
      }
    }
  }
`);

export const AddChildDocument = graphql(`
  mutation AddChild($input: ChildInput!) {
    addChild(input: $input) {
      id
      name
    }
  }
`);

export const ClaimChildDocument = graphql(`
  mutation ClaimChild($id: ID!) {
    claimChild(id: $id) {
      id
      name
    }
  }
`);

export const SetAvailabilityDocument = graphql(`
  mutation SetAvailability($eventId: ID!, $childId: ID!, $isAvailable: Boolean!) {
    setAvailability(eventId: $eventId, childId: $childId, isAvailable: $isAvailable) {
      id
      isAvailable
      respondedAt
    }
  }
`);

export type MyChild = MyChildrenQuery['children'][number];
export type ChildEventItem = ChildUpcomingEventsQuery['childEvents'][number];

export const useMyChildren = () => useQuery(MyChildrenDocument);
export const useChildEvents = (childId: string) => useQuery(ChildUpcomingEventsDocument, { variables: { childId } });
export const useAddChild = () => useMutation(AddChildDocument, { refetchQueries: [MyChildrenDocument] });
export const useClaimChild = () => useMutation(ClaimChildDocument, { refetchQueries: [MyChildrenDocument] });
export const useSetAvailability = (childId: string) =>
  useMutation(SetAvailabilityDocument, { refetchQueries: [{ query: ChildUpcomingEventsDocument, variables: { childId } }] });
