import { MyPushSettingsDocument, PushAddDeviceDocument, PushRemoveDeviceDocument, PushSavePreferencesDocument } from '../../gql/graphql';
import { DemoError, mutation, query, requireUser, type DemoContext } from './respond';

const PUSH_NOT_IN_DEMO = 'Push notifications are not available in the demo: there is no server to send them.';

/**
 * Web push in mock mode: off. A push comes from a server through the browser's push service; the demo has neither, so
 * nobody has a device, every kind reads as on (the server's defaults), and adding or changing anything says why
 * (the profile's section says so before anyone tries).
 */
export function pushHandlers(ctx: DemoContext) {
  const unavailable = () => {
    requireUser(ctx);
    throw new DemoError('CONFLICT', PUSH_NOT_IN_DEMO);
  };
  return [
    query(MyPushSettingsDocument)(() => {
      requireUser(ctx);
      return {
        __typename: 'Query',
        myPushSettings: {
          __typename: 'PushSettings',
          publicKey: null,
          devices: [],
          preferences: { __typename: 'PushPreferences', eventReminders: true, rsvpNeeded: true, waitlistPlace: true, bookingSteps: true, announcements: true },
        },
      };
    }),
    mutation(PushAddDeviceDocument)(unavailable),
    mutation(PushRemoveDeviceDocument)(unavailable),
    mutation(PushSavePreferencesDocument)(unavailable),
  ];
}
