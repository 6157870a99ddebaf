import { graphql, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { InboxUnreadCountDocument } from '../src/features/inbox/count';
import { OfficeSettingsDocument } from '../src/lib/officeSettings';
import { ProfileMyMembershipDocument } from '../src/features/membership/operations';
import { AdminOfficeSecurityDocument, TwoFactorStatusDocument } from '../src/features/two-factor/operations';
import { MyPasskeysDocument } from '../src/features/passkeys/operations';
import { MyPushSettingsDocument } from '../src/features/push/operations';

import { SsoProvidersDocument } from '../src/features/sso/operations';

/**
 * The header's bell asks for the unread count on every signed-in screen: nothing unread unless a
 * test says otherwise (server.use replaces it). Screens with money ask for the office's settings:
 * USD with online payment off unless a test says otherwise. The profile asks for the member's membership: none
 * unless a test says otherwise. An admin's screens ask whether they must set up two-factor first, and Manage Users for
 * the office's requirement: neither, unless a test says otherwise. The profile's passkeys and push devices: none. The live screens' WebSocket (/graphql) is refused
 * as a server that cannot take it would (so screens fall back to polling), unless a test serves it (liveSocket in
 * web/test/live.ts). Every other request needs its test's own handler.
 */
/** Whether a test serves the live socket itself (web/test/live.ts); the refusal below then stands aside. */
export const liveSocketServed = { now: false };

const shellDefaults = [
  // MSW calls every matching WebSocket handler, a test's own too: this one refuses only when no test serves it.
  ws.link('ws://localhost/graphql').addEventListener('connection', ({ client }) => {
    if (!liveSocketServed.now) client.close(4401, 'Unauthorized');
  }),
  graphql.query(InboxUnreadCountDocument, () => HttpResponse.json({ data: { __typename: 'Query', unreadNotificationCount: 0 } })),
  graphql.query(OfficeSettingsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', officeSettings: { __typename: 'OfficeSettings', currency: 'USD', onlinePayments: false } } }),
  ),
  graphql.query(ProfileMyMembershipDocument, () => HttpResponse.json({ data: { __typename: 'Query', myMembership: null } })),
  graphql.query(TwoFactorStatusDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: false, required: false, recoveryCodesLeft: 0 } } }),
  ),
  graphql.query(MyPasskeysDocument, () => HttpResponse.json({ data: { __typename: 'Query', myPasskeys: [] } })),
  // The profile's push section: no devices, every kind on, push set up on the server.
  graphql.query(MyPushSettingsDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        myPushSettings: {
          __typename: 'PushSettings',
          publicKey: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          devices: [],
          preferences: { __typename: 'PushPreferences', eventReminders: true, rsvpNeeded: true, waitlistPlace: true, bookingSteps: true, announcements: true },
        },
      },
    }),
  ),
  graphql.query(AdminOfficeSecurityDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', officeSecurity: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: false, ssoCreatesAccounts: false } } }),
  ),
  // /auth asks which single sign-on providers to offer: none, unless a test says otherwise.
  graphql.query(SsoProvidersDocument, () => HttpResponse.json({ data: { __typename: 'Query', ssoProviders: [] } })),
];

/** The MSW server shared by web tests; each test adds the handlers it needs with server.use(...). */
export const server = setupServer(...shellDefaults);
export const unhandledRequests: string[] = [];
