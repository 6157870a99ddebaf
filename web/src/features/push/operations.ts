import { graphql } from '../../gql';

/* Web push (issue 37): everything here loads with the profile's push section. */

export const MyPushSettingsDocument = graphql(`
  query MyPushSettings {
    myPushSettings {
      publicKey
      devices {
        id
        name
        createdAt
        lastSentAt
      }
      preferences {
        eventReminders
        rsvpNeeded
        waitlistPlace
        bookingSteps
        announcements
      }
    }
  }
`);

export const PushAddDeviceDocument = graphql(`
  mutation PushAddDevice($input: PushSubscriptionInput!) {
    addPushDevice(input: $input) {
      id
      name
      createdAt
      lastSentAt
    }
  }
`);

export const PushRemoveDeviceDocument = graphql(`
  mutation PushRemoveDevice($id: ID!) {
    removePushDevice(id: $id)
  }
`);

export const PushSavePreferencesDocument = graphql(`
  mutation PushSavePreferences($input: PushPreferencesInput!) {
    savePushPreferences(input: $input) {
      eventReminders
      rsvpNeeded
      waitlistPlace
      bookingSteps
      announcements
    }
  }
`);
