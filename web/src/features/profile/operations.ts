import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

// One selection for the profile screen: what it reads and what a save answers.
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on MyProfile {
    user {
      id
      fullName
      email
      username
      phone
      whatsappPhone
      bio
      language
    }
    whatsappOptInAt
    preferences {
      emailNotifications
      whatsappEventReminders
      whatsappAnnouncements
      reminderTimingHours
    }
    language
  }
`);

export const ProfileMineDocument = graphql(`
  query ProfileMine {
    myProfile {
      ...ProfileFields
    }
  }
`);

export const ProfileUpdateDocument = graphql(`
  mutation ProfileUpdate($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileFields
    }
  }
`);

export const useMyProfile = () => useQuery(ProfileMineDocument);
// The answer's User (by id) updates the session's cached user too, so the shell shows the new name without a refetch.
export const useUpdateProfile = () =>
  useMutation(ProfileUpdateDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: ProfileMineDocument, data: { __typename: 'Query', myProfile: data.updateProfile } });
    },
  });
