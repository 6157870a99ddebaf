import type { AnySchema } from 'yup';
import { announcementInputSchema } from '../../../validation/announcements';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../../validation/auth';
import { bookingExtensionSchema, bookingRequestSchema, rejectBookingSchema } from '../../../validation/bookings';
import { eventInputSchema, eventRsvpSchema, rsvpSchema } from '../../../validation/events';
import { profileSchema } from '../../../validation/profile';
import { meetingRoomSchema } from '../../../validation/rooms';
import { availabilityInputSchema, availabilityUpdateSchema, childInputSchema, leagueInputSchema, teamInputSchema, teamMemberSchema } from '../../../validation/teams';
import { createUserSchema, deleteAccountSchema, updateUserSchema } from '../../../validation/users';
import { whatsappConfigSchema, whatsappTemplateSchema, whatsappTestSchema } from '../../../validation/whatsapp';
import { refundSchema, resolvePaymentSchema } from '../../../validation/payments';
import { reminderSettingsSchema } from '../../../validation/reminders';
import { assignMembershipSchema, changePlanSchema, membershipPlanSchema, membershipSettingsSchema, voidDuesSchema } from '../../../validation/memberships';
import { officeSecuritySchema, twoFactorCodeSchema, twoFactorLoginSchema } from '../../../validation/two-factor';
import { webhookEnabledSchema, webhookEndpointSchema } from '../../../validation/webhooks';
import { passkeyRegistrationSchema, passkeySignInSchema } from '../../../validation/passkeys';
import { ssoFinishSchema, ssoSettingsSchema } from '../../../validation/sso';
import { STEP_PATHS } from '../modules/bookings/payment-steps';
import { bool, int, list, nullable, obj, str, type Schema } from './schema';
import { ref } from './shapes';

/** What the route table cannot say about a route: its purpose, the body it validates, its query and answers. */
export interface RouteDoc {
  summary: string;
  /** The yup schema the service validates the JSON body with (the very same object). */
  body?: AnySchema;
  /** Query parameters and what they mean. */
  query?: Record<string, { description: string; schema: Record<string, unknown> }>;
  /** The success status and what it means; 200 when omitted. */
  success?: { status: number; description: string };
  /** Other success statuses with the same body (e.g. 201 when an answer is new, 200 when it replaced one). */
  alsoOk?: Record<number, string>;
  /** The success body's JSON Schema: a shape from ./shapes.ts (`ref('Event')`, `list(ref('Event'))`) or a small inline one. */
  json?: Schema;
  /** A success body that is not JSON: its content type (the route answers a Payload or Text). */
  content?: 'application/pdf' | 'text/calendar' | 'text/csv' | 'text/plain';
  /** Error statuses beyond those every route of its kind answers (see document.ts#errorsOf), with why. */
  errors?: Record<number, string>;
}

const page = {
  limit: { description: 'How many items (default 500).', schema: { type: 'integer', minimum: 0 } },
  offset: { description: 'How many to skip (default 0).', schema: { type: 'integer', minimum: 0 } },
};
const created = (what: string) => ({ status: 201, description: `The created ${what}.` });
const deleted = { status: 204, description: 'Deleted; no body.' };
const rsvpAnswer = { success: { status: 201, description: 'The first answer.' }, alsoOk: { 200: 'A changed answer.' }, json: ref('EventRsvp') };

const steps = Object.fromEntries(
  Object.entries(STEP_PATHS).map(([path, { step, done }]) => [
    `POST /room-bookings/:id/${path}`,
    { summary: `${done ? 'Tick' : 'Clear'} the payment step ${step}; steps go in order.`, json: ref('RoomBooking') },
  ]),
);

/**
 * One entry per REST route, keyed "METHOD /path" as the route table declares it. The OpenAPI test
 * fails when a route has no entry here or an entry names no route.
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /auth/me': { summary: 'The signed-in user; 401 when signed out (spec §7: the client reads that as null).', json: ref('User'), errors: { 401: 'Not signed in.' } },
  'POST /auth/register': { summary: 'Create a member account and sign in (sets the session cookie).', body: registerSchema, success: created('user'), json: ref('User') },
  'POST /auth/login': {
    summary:
      'Sign in with username (or email) and password (sets the session cookie). With two-factor on, the answer is 401 ' +
      '{ message, twoFactorRequired: true, challenge } instead: send the challenge and a code to POST /auth/login/two-factor.',
    body: loginSchema,
    json: ref('User'),
    errors: { 401: 'Wrong username or password; or, with two-factor on, { message, twoFactorRequired, challenge }.', 429: 'Too many attempts; Retry-After says when to try again.' },
  },
  'POST /auth/login/two-factor': {
    summary:
      "Sign-in's second step: { challenge, code } (a code from the authenticator app, or a recovery code; the challenge is valid 5 minutes). " +
      'Sets the session cookie. A wrong code is 401 and slowed like a wrong password (429 with Retry-After).',
    body: twoFactorLoginSchema,
    json: ref('User'),
    errors: { 401: 'A wrong or expired code or challenge.', 429: 'Too many attempts; Retry-After says when to try again.' },
  },
  'GET /profile/two-factor': { summary: "The caller's two-factor sign-in: on or off, required of them or not, recovery codes left.", json: ref('TwoFactorStatus') },
  'POST /profile/two-factor/enrolment': {
    summary: 'Start setting up (or replacing) the authenticator: a new secret, its otpauth:// address and a QR code; confirm with a first code.',
    json: ref('TwoFactorEnrolment'),
  },
  'POST /profile/two-factor/confirm': {
    summary: 'Confirm the new authenticator with { code } from it: two-factor turns on and the answer holds ten recovery codes, shown this once.',
    body: twoFactorCodeSchema,
    json: ref('TwoFactorRecoveryCodes'),
  },
  'POST /profile/two-factor/disable': {
    summary: "Turn the caller's two-factor off with { code } (current or recovery); 409 for an admin while the office requires it.",
    body: twoFactorCodeSchema,
    json: ref('TwoFactorStatus'),
  },
  'GET /office/security': { summary: "The office's security settings.", json: ref('OfficeSecurity') },
  'PUT /office/security': {
    summary: 'Whether admins must use two-factor ({ adminsRequireTwoFactor }); turning it on needs the caller\'s own two-factor (409 otherwise).',
    body: officeSecuritySchema,
    json: ref('OfficeSecurity'),
  },
  'GET /profile/passkeys': { summary: "The caller's passkeys (name, created, last used), oldest first.", json: list(ref('Passkey')) },
  'POST /profile/passkeys/options': {
    summary:
      'Start registering a passkey: PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create() (a new challenge, valid 5 minutes, ' +
      'once; the newest registration started wins). 409 with 20 passkeys already.',
    json: ref('PasskeyCreationOptions'),
  },
  'POST /profile/passkeys': {
    summary: "Finish the registration: { name, response } (the browser's RegistrationResponseJSON; user verification required). 400 when it does not verify.",
    body: passkeyRegistrationSchema,
    success: created('passkey'),
    json: ref('Passkey'),
  },
  'DELETE /profile/passkeys/:id': { summary: 'Remove one of the caller\'s passkeys.', success: deleted },
  'POST /auth/passkey/options': {
    summary:
      'Start a passkey sign-in: PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get() (a new challenge, valid 5 minutes, once; ' +
      'no username). 429 with Retry-After when this address has too many open.',
    json: ref('PasskeyRequestOptions'),
    errors: { 429: 'Too many sign-in challenges open from this address; Retry-After says when the oldest expires.' },
  },
  'POST /auth/passkey': {
    summary:
      "Sign in with a passkey: { response } (the browser's AuthenticationResponseJSON). Sets the session cookie; no two-factor code follows. " +
      '401 when it does not verify; failures from one address are slowed (429 with Retry-After), apart from passwords.',
    body: passkeySignInSchema,
    json: ref('User'),
    errors: { 401: 'The passkey could not be verified, is unknown, or its challenge expired.', 429: 'Too many failed passkey sign-ins from this address; Retry-After says when to try again.' },
  },

  'GET /auth/sso/providers': { summary: "The office's OpenID providers ({ id, name }), in order; empty when none is configured.", json: list(ref('SsoProvider')) },
  'POST /auth/sso/:provider/start': {
    summary:
      'Start signing in with an OpenID provider: the answer is { url } to send the browser to (code flow, PKCE, state and nonce) ' +
      'and sets the flow cookie (10 minutes) the finish needs. 404 for an unknown provider.',
    json: ref('SsoStart'),
    errors: { 503: 'Also when the OpenID provider cannot be reached (the same answer).' },
  },
  'POST /auth/sso/:provider/finish': {
    summary:
      'Finish it with { callbackQuery }, the query string the provider sent the browser back with to /auth/sso/{provider}. Sets the ' +
      'session cookie; with two-factor on, 401 { twoFactorRequired: true, challenge } as POST /auth/login. 401 when the answer does ' +
      'not match the flow cookie (state, nonce, PKCE) or the ID token is not valid; 403 when no account may be linked (unverified ' +
      'email; no account and the office does not create them).',
    body: ssoFinishSchema,
    json: ref('User'),
    errors: {
      401: 'No flow cookie, or the answer does not match it (state, nonce, PKCE), or the ID token is not valid; or, with two-factor on, { message, twoFactorRequired, challenge }.',
      403: 'No account may be linked: the email is not verified, or no account holds it and the office does not create them.',
      503: 'Also when the OpenID provider cannot be reached (the same answer).',
    },
  },
  'PUT /office/sso': {
    summary: 'Whether a first single sign-on without an account creates a member ({ ssoCreatesAccounts }).',
    body: ssoSettingsSchema,
    json: ref('OfficeSecurity'),
  },
  'POST /auth/logout': { summary: 'Sign out: the session is revoked and the cookie cleared.', json: ref('MessagePayload') },
  'POST /auth/forgot-password': { summary: 'Email a reset link; the answer is the same whether or not the email is known.', body: forgotPasswordSchema, json: ref('MessagePayload'), errors: { 429: 'Too many requests; Retry-After says when to try again.' } },
  'POST /auth/reset-password': { summary: 'Set a new password with a reset token; signs out every session of that user.', body: resetPasswordSchema, json: ref('MessagePayload') },

  'GET /users': { summary: 'All users.', query: page, json: list(ref('User')) },
  'POST /users': { summary: 'Create a user (member or admin).', body: createUserSchema, success: created('user'), json: ref('User') },
  'PUT /users/:id': { summary: "Change a user's name, email, admin or parent flag; a flag left out stays as it is.", body: updateUserSchema, json: ref('User') },
  'DELETE /users/:id': { summary: 'Delete a user; the last admin cannot be deleted.', success: deleted },
  'GET /profile': { summary: "The caller's profile, WhatsApp consent and notification preferences.", json: ref('MyProfile') },
  'PUT /profile': { summary: "Save the caller's profile (and preferences when given).", body: profileSchema, json: ref('MyProfile') },

  'GET /meeting-rooms': { summary: 'Meeting rooms: members get active rooms only, admins all.', query: page, json: list(ref('MeetingRoom')) },
  'POST /meeting-rooms': { summary: 'Add a meeting room.', body: meetingRoomSchema, success: created('room'), json: ref('MeetingRoom') },
  'PUT /meeting-rooms/:id': { summary: 'Change a meeting room.', body: meetingRoomSchema, json: ref('MeetingRoom') },
  'DELETE /meeting-rooms/:id': { summary: 'Delete a room without bookings.', success: deleted },

  'GET /room-bookings': {
    summary:
      'Admins: every booking request, newest first. Members: the confirmed (accepted) bookings the calendar shows, with the room and ' +
      "member named but no prices, invoice or payment steps; asking them for another status answers 403.",
    query: {
      status: { description: 'Only this status.', schema: { type: 'string', enum: ['pending', 'accepted', 'rejected'] } },
      endingSoon: { description: "Admins: only bookings ending soon (accepted, not extended, last day within 30 days of the office's today).", schema: { type: 'string', enum: ['true', 'false'] } },
      ...page,
    },
    json: { anyOf: [list(ref('RoomBooking')), list(ref('ConfirmedBooking'))], description: 'Admins: RoomBooking items; members: ConfirmedBooking items.' },
    errors: { 403: 'A member asking for a status other than accepted, or for endingSoon.' },
  },
  'GET /room-bookings/mine': { summary: "The caller's own booking requests, newest first.", query: page, json: list(ref('RoomBooking')) },
  'POST /room-bookings': { summary: 'Ask to book a room; pending until an admin reviews it.', body: bookingRequestSchema(), success: created('booking'), json: ref('RoomBooking') },
  'POST /room-bookings/:id/extend': {
    summary:
      "Ask for more months of the caller's accepted booking, from 30 days before its last day until it ends: a pending request for the same room " +
      'from the day after its last day, reviewed like any other (accepted, its deposit carries over and its invoice bills the months added only).',
    body: bookingExtensionSchema,
    success: created('extension request'),
    json: ref('RoomBooking'),
  },
  'POST /room-bookings/:id/accept': { summary: 'Accept a pending request; creates its invoice. An extension carries over the deposit of the booking it extends.', json: ref('RoomBooking') },
  'POST /room-bookings/:id/reject': { summary: 'Reject a pending request with a reason.', body: rejectBookingSchema, json: ref('RoomBooking') },
  'POST /room-bookings/:id/uncheck-accept': { summary: 'Return an accepted request (no payment step done) to pending; voids its invoice (accepting again reissues it, same number).', json: ref('RoomBooking') },
  ...steps,
  'DELETE /room-bookings/:id': { summary: 'Delete a booking request.', success: deleted },
  'GET /invoices': { summary: 'Invoices: members get their own, admins all.', query: page, json: list(ref('Invoice')) },

  'GET /settings': { summary: "The office's currency and whether online payment is on.", json: ref('OfficeSettings') },
  'POST /room-bookings/:id/pay': {
    summary: "The member pays their booking's requested deposit or full payment online: the provider's hosted page to go to (url null while the link is being prepared). A fresh page when the last one expired.",
    json: ref('PaymentCheckout'),
  },
  'GET /payments': {
    summary: 'Every online payment (admin), newest first, with its refunds and attention item.',
    query: {
      ...page,
      attention: { description: 'Only payments needing attention (true) or not (false).', schema: { type: 'string', enum: ['true', 'false'] } },
      status: { description: 'Only this status.', schema: { type: 'string', enum: ['pending', 'succeeded', 'failed'] } },
      purpose: { description: 'Only deposits, full payments or membership dues.', schema: { type: 'string', enum: ['deposit', 'balance', 'dues'] } },
      bookingId: { description: "Only this booking's payments.", schema: { type: 'integer', minimum: 1 } },
    },
    json: list(ref('Payment')),
  },
  'GET /payments/mine': { summary: "The caller's own online payments, newest first.", query: page, json: list(ref('Payment')) },
  'POST /payments/:id/refund': {
    summary: 'Give back part or all of an online payment through the provider (admin); at most what it has left, with a reason the member sees.',
    body: refundSchema,
    json: ref('Payment'),
  },
  'POST /payments/:id/resolve': { summary: "Settle a payment's attention item without a refund (the money is kept on purpose), with a note.", body: resolvePaymentSchema, json: ref('Payment') },
  'POST /payments/reconcile': { summary: 'Compare the last three days with the provider and repair what a lost webhook missed (admin; also runs nightly).', json: ref('ReconciliationReport') },
  'POST /payments/webhook': {
    summary: "The payment provider's events (Stripe), verified with Stripe-Signature over the raw body: 401 and no change otherwise. Each event id is applied once; 2xx only after the change committed.",
    json: obj({ received: bool, outcome: str }),
    errors: { 401: 'No Stripe-Signature, or one that does not match the body.' },
  },

  'GET /membership-plans': { summary: 'Every membership plan (admin), active ones first, by name, with how many members are on each.', json: list(ref('MembershipPlan')) },
  'POST /membership-plans': {
    summary: 'Create a membership plan (admin). Field messages: blank name, duplicate name (409), non-positive amount, unknown period.',
    body: membershipPlanSchema,
    success: created('plan'),
    json: ref('MembershipPlan'),
  },
  'PUT /membership-plans/:id': {
    summary: "Edit a plan (admin); isActive false deactivates it. A new amount or period bills the periods starting from now on; issued invoices keep theirs.",
    body: membershipPlanSchema,
    json: ref('MembershipPlan'),
  },
  'DELETE /membership-plans/:id': { summary: 'Delete a plan nothing names (admin); a plan in use (members, a waiting change, invoices) answers 409: deactivate it instead.', success: deleted },
  'GET /memberships': {
    summary: 'Every membership (admin) with its status today (active, due, lapsed, upcoming), paid-through day and what is owed, by member name. Without their invoices.',
    query: { ...page, status: { description: 'Only members in this status.', schema: { type: 'string', enum: ['active', 'due', 'lapsed', 'upcoming'] } } },
    json: list(ref('Membership')),
  },
  'GET /memberships/mine': { summary: "The caller's own membership with its dues invoices (newest period first), or null.", json: nullable(ref('Membership')) },
  'POST /memberships': {
    summary: 'Give a member a plan from a start day, today or later (admin). Starting today issues the first dues invoice at once. 409 when the member has a started membership (change its plan instead).',
    body: assignMembershipSchema(),
    success: created('membership'),
    json: ref('Membership'),
  },
  'POST /memberships/:memberId/change-plan': {
    summary: "Change a member's plan (admin): from the next period (at once when nothing was billed yet); issued invoices never change. The current plan again drops a waiting change.",
    body: changePlanSchema,
    json: ref('Membership'),
  },
  'GET /membership-settings': { summary: 'The membership settings (admin): grace days before an unpaid member lapses, whether lapsed members may request rooms.', json: ref('MembershipSettings') },
  'PUT /membership-settings': { summary: 'Save the membership settings (admin).', body: membershipSettingsSchema, json: ref('MembershipSettings') },
  'POST /dues-invoices/:id/mark-paid': { summary: 'Mark a dues invoice paid by hand (admin); again changes nothing. 409 for a void one.', json: ref('Invoice') },
  'POST /dues-invoices/:id/mark-unpaid': { summary: "Undo 'Mark paid' on a dues invoice (admin): the period is owed again.", json: ref('Invoice') },
  'POST /dues-invoices/:id/void': { summary: 'Void (waive) an unpaid dues invoice with { reason } (admin): it keeps its number, its period counts as settled.', body: voidDuesSchema, json: ref('Invoice') },
  'GET /overdue': {
    summary: 'What members owe past their last reminder (admin): requested deposits and full payments of accepted bookings, unpaid dues invoices; oldest request first.',
    json: list(ref('OverdueItem')),
  },
  'GET /reminder-settings': { summary: 'The reminder days (admin): days after a request at which the member is reminded, each once (default 3, 7, 14).', json: ref('ReminderSettings') },
  'PUT /reminder-settings': { summary: 'Save the reminder days (admin): 1 to 3 increasing whole days from 1 to 90.', body: reminderSettingsSchema, json: ref('ReminderSettings') },
  'POST /dues-invoices/:id/pay': {
    summary: "The member pays one of their unpaid dues invoices online: the provider's hosted page to go to (url null while the link is being prepared).",
    json: ref('PaymentCheckout'),
  },

  'GET /events': {
    summary: 'Events by date and start time; members get confirmed events from today on.',
    query: {
      upcoming: { description: 'Only events from today on (admins).', schema: { type: 'string', enum: ['true', 'false'] } },
      notEnded: {
        description: "Only events not over yet by the server's clock: today's whose end time (start time when none) has not passed, and later days.",
        schema: { type: 'string', enum: ['true', 'false'] },
      },
      status: { description: 'Only this status (admins).', schema: { type: 'string', enum: ['confirmed', 'pending', 'cancelled'] } },
      ...page,
    },
    json: list(ref('Event')),
  },
  'POST /events': { summary: 'Create an event.', body: eventInputSchema, success: created('event'), json: ref('Event') },
  'PUT /events/:id': { summary: 'Change an event.', body: eventInputSchema, json: ref('Event') },
  'DELETE /events/:id': { summary: 'Delete an event and its RSVPs.', success: deleted },
  'POST /event-rsvps': { summary: 'Answer an event (a second answer replaces the first).', body: eventRsvpSchema, ...rsvpAnswer },
  'POST /events/:eventId/rsvp': { summary: 'Answer an event (a second answer replaces the first).', body: rsvpSchema, ...rsvpAnswer },
  'GET /rsvps/my': { summary: "The caller's own RSVPs.", json: list(ref('EventRsvp')) },

  'GET /announcements': { summary: 'Announcements, newest first.', query: page, json: list(ref('Announcement')) },
  'POST /announcements': { summary: 'Publish an announcement.', body: announcementInputSchema, success: created('announcement'), json: ref('Announcement') },
  'PUT /announcements/:id': { summary: 'Change an announcement.', body: announcementInputSchema, json: ref('Announcement') },
  'DELETE /announcements/:id': { summary: 'Delete an announcement.', success: deleted },

  'GET /teams': { summary: 'Teams.', json: list(ref('TeamSummary')) },
  'GET /teams/:id': { summary: 'One team with its members.', json: ref('Team') },
  'GET /teams/:id/events': { summary: "A team's events.", json: list(ref('Event')) },
  'POST /teams': { summary: 'Create a team.', body: teamInputSchema, success: created('team'), json: ref('Team') },
  'PUT /teams/:id': { summary: 'Change a team.', body: teamInputSchema, json: ref('Team') },
  'DELETE /teams/:id': { summary: 'Delete a team.', success: deleted },
  'POST /team-members': { summary: 'Put a child in a team.', body: teamMemberSchema, success: created('membership'), json: ref('Team') },
  'DELETE /teams/:id/members/:childId': { summary: 'Take a child out of a team.', success: deleted },
  'GET /leagues': { summary: 'Leagues.', json: list(ref('League')) },
  'POST /leagues': { summary: 'Create a league.', body: leagueInputSchema, success: created('league'), json: ref('League') },
  'PUT /leagues/:id': { summary: 'Change a league.', body: leagueInputSchema, json: ref('League') },
  'DELETE /leagues/:id': { summary: 'Delete a league.', success: deleted },

  'GET /children': { summary: "The caller's children.", json: list(ref('Child')) },
  'GET /children/:id': { summary: 'One of the caller’s children.', json: ref('Child') },
  'GET /children/:id/events': { summary: 'Events relevant to one of the caller’s children.', json: list(ref('ChildEvent')) },
  'POST /children': { summary: 'Add a child.', body: childInputSchema, success: created('child'), json: ref('Child') },
  'POST /children/:id/claim': { summary: 'Become the parent of a child who has none.', json: ref('Child') },
  'POST /availabilities': {
    summary: 'Answer whether a child is available for an event (a repeat updates; 201 when new).',
    body: availabilityInputSchema,
    success: { status: 201, description: 'A new answer.' },
    alsoOk: { 200: 'A repeat: the answer updated.' },
    json: ref('Availability'),
  },
  'PUT /availabilities/:id': { summary: 'Change an availability answer.', body: availabilityUpdateSchema, json: ref('Availability') },

  'GET /whatsapp/config': { summary: 'The WhatsApp configuration (token masked), or null.', json: nullable(ref('WhatsappConfig')) },
  'POST /whatsapp/config': { summary: 'Save the WhatsApp configuration.', body: whatsappConfigSchema, json: ref('WhatsappConfig') },
  'POST /whatsapp/test': { summary: 'Send a test message; recorded in the log.', body: whatsappTestSchema, json: ref('WhatsappTestResult') },
  'GET /whatsapp/notifications': {
    summary: 'The message log, newest first.',
    query: { status: { description: 'Only this status.', schema: { type: 'string', enum: ['pending', 'sent', 'delivered', 'read', 'failed'] } }, ...page },
    json: ref('WhatsappNotificationPage'),
  },
  'GET /whatsapp/templates': { summary: 'Message templates by name.', json: list(ref('WhatsappTemplate')) },
  'POST /whatsapp/templates': { summary: 'Add a message template.', body: whatsappTemplateSchema, success: created('template'), json: ref('WhatsappTemplate') },
  'PUT /whatsapp/templates/:id': { summary: 'Change a message template.', body: whatsappTemplateSchema, json: ref('WhatsappTemplate') },
  'DELETE /whatsapp/templates/:id': { summary: 'Delete a message template.', success: deleted },
  'GET /whatsapp/webhook': {
    summary: "The Cloud API's webhook verification handshake: echoes hub.challenge as text when hub.verify_token matches.",
    query: {
      'hub.mode': { description: 'subscribe', schema: { type: 'string' } },
      'hub.verify_token': { description: 'The configured webhook verify token.', schema: { type: 'string' } },
      'hub.challenge': { description: 'Echoed back.', schema: { type: 'string' } },
    },
    success: { status: 200, description: 'The challenge, as text/plain.' },
    content: 'text/plain',
    errors: { 403: 'The verify token does not match the configured one.' },
  },
  'GET /openapi.json': { summary: 'This document: OpenAPI 3.1 for every REST route (Swagger UI at /api/docs).', json: { type: 'object', required: ['openapi', 'paths'] } },
  'POST /whatsapp/webhook': {
    summary: 'Message status updates from the Cloud API, signed with X-Hub-Signature-256; answers how many updates were applied.',
    json: obj({ applied: int }),
    errors: { 401: 'No signature, or one that does not match the body.' },
  },

  'GET /invoices/:id.pdf': {
    summary: "An invoice as a PDF: number, room, period, deposit, monthly amount, total, paid flags and dates (a dues invoice: plan and period instead of room and months). The member's own, or any for admins.",
    success: { status: 200, description: 'The invoice, as application/pdf; 404 for an unknown invoice or someone else\'s.' },
    content: 'application/pdf',
  },
  'GET /calendar/:token.ics': {
    summary: 'A calendar feed (iCalendar) for calendar apps; the secret token is the credential, no session needed. ETag and 304.',
    success: { status: 200, description: 'The feed, as text/calendar; 404 for an unknown or revoked token.' },
    content: 'text/calendar',
    errors: { 304: 'Not modified: the If-None-Match ETag is still current (no body).' },
  },
  'POST /events/:eventId/waitlist': {
    summary: "Join a full event's waiting list; the first waiting member gets the next free place automatically. 409 when places are left or the caller attends.",
    success: { status: 201, description: 'The event, with waitlistCount and the caller\'s waitlistPosition.' },
    alsoOk: { 200: 'Already waiting: the event as it is.' },
    json: ref('Event'),
  },
  'DELETE /events/:eventId/waitlist': { summary: "Leave an event's waiting list (nothing changes when not on it).", json: ref('Event') },
  'GET /exports/:kind.csv': {
    summary: 'An export as CSV (kind: users, bookings, invoices, rsvps, payments or memberships): UTF-8 with a byte order mark, CRLF lines, formula-like cells prefixed with an apostrophe.',
    success: { status: 200, description: 'The CSV file, as text/csv with Content-Disposition: attachment; 400 for an unknown kind.' },
    content: 'text/csv',
  },
  'GET /profile/export.json': {
    summary: 'Everything the office holds about the caller (account, preferences, bookings and invoices, RSVPs, waitlist, children, feeds, sessions, messages) as a JSON download.',
    success: { status: 200, description: 'The JSON document, with Content-Disposition: attachment.' },
    json: ref('ProfileExport'),
  },
  'POST /profile/delete-account': {
    summary: "Delete the caller's account, confirmed with { password }: own data removed, bookings and invoices kept anonymised, sessions revoked, the session cookie cleared.",
    body: deleteAccountSchema,
    success: { status: 204, description: 'Deleted; no body. 400 for a wrong password, 409 for the last admin.' },
  },
  'GET /audit-log': {
    summary: 'The audit log of admin actions, newest first (read only: no route changes or removes an entry).',
    query: {
      actorId: { description: 'Only this actor (user id).', schema: { type: 'integer', minimum: 1 } },
      entityType: { description: 'Only entries about this kind of thing.', schema: { type: 'string', enum: ['booking', 'user', 'room', 'event', 'announcement', 'team', 'league', 'whatsapp', 'payment', 'membership_plan', 'membership'] } },
      action: { description: 'Only this action (entity.verb, e.g. booking.accepted).', schema: { type: 'string' } },
      from: { description: 'From this day on (yyyy-MM-dd, server-local).', schema: { type: 'string', format: 'date' } },
      to: { description: 'Up to and including this day (yyyy-MM-dd).', schema: { type: 'string', format: 'date' } },
      limit: { description: 'How many entries (default 50, at most 200).', schema: { type: 'integer', minimum: 1, maximum: 200 } },
      offset: { description: 'Skip this many entries (kept for older clients; slower deep in the log). Not with after.', schema: { type: 'integer', minimum: 0 } },
      after: { description: "The entries after this page's nextCursor (keyset paging: as fast deep in the log as at its top). Not with offset.", schema: { type: 'string' } },
    },
    json: ref('AuditLogPage'),
  },
  'GET /audit-log/actors': { summary: 'Everyone who appears in the audit log as an actor, by name.', json: list(ref('AuditActor')) },
  'GET /audit-log/actions': { summary: 'The actions recorded so far (entity.verb), for filtering.', json: list(str) },
  'GET /notifications/inbox': {
    summary: "The caller's notification inbox, newest first: every notification, whatever the WhatsApp and email preferences.",
    query: { limit: { description: 'How many items (default 20).', schema: { type: 'integer', minimum: 1 } }, offset: page.offset },
    json: list(ref('InboxNotification')),
  },
  'GET /notifications/inbox/unread-count': { summary: 'How many of the caller\'s inbox notifications are unread, as { count }.', json: ref('Count') },
  'POST /notifications/inbox/read-all': { summary: 'Mark all of the caller\'s notifications read; answers { count } of those that were unread.', json: ref('Count') },
  'POST /notifications/inbox/:id/read': { summary: 'Mark one of the caller\'s notifications read; someone else\'s answers 404.', json: ref('InboxNotification') },
  'GET /calendar/feeds': { summary: "The caller's calendar feed addresses: their own and, for admins, room feeds.", json: list(ref('CalendarFeed')) },
  'POST /calendar/feeds': {
    summary: 'A new secret address for the caller\'s feed, or for a room\'s feed with { roomId } (admins); the old one stops working.',
    success: created('feed address'),
    json: ref('CalendarFeed'),
  },
  'DELETE /calendar/feeds': {
    summary: "Turn a feed off (?roomId= for a room feed): its address stops working.",
    query: { roomId: { description: "The room of an admin's room feed; omit for the caller's own.", schema: { type: 'integer' } } },
    success: { status: 204, description: 'Turned off; 404 when there was no feed.' },
  },
  'GET /admin/insights': {
    summary:
      'Admin insights over the last `months` calendar months (the current one included): room occupancy per month, the booking pipeline by stage, ' +
      'revenue invoiced and paid per month, and RSVP answers per event type.',
    query: { months: { description: 'How many calendar months, 1 to 24 (default 12).', schema: { type: 'integer', minimum: 1, maximum: 24 } } },
    json: ref('AdminInsights'),
  },

  'GET /webhooks': { summary: 'Every registered webhook endpoint (never their secrets).', json: list(ref('WebhookEndpoint')) },
  'POST /webhooks': {
    summary: 'Register a webhook endpoint (URL, description, events); the answer carries its signing secret, shown this once.',
    body: webhookEndpointSchema,
    success: created('endpoint, as { endpoint, secret }'),
    json: ref('WebhookEndpointWithSecret'),
  },
  'PUT /webhooks/:id': { summary: "Change an endpoint's URL, description and events.", body: webhookEndpointSchema, json: ref('WebhookEndpoint') },
  'DELETE /webhooks/:id': { summary: 'Delete an endpoint and its deliveries.', success: deleted },
  'POST /webhooks/:id/rotate-secret': { summary: 'A new signing secret, shown this once; the old one stops signing at once.', json: ref('WebhookEndpointWithSecret') },
  'POST /webhooks/:id/enabled': {
    summary: 'Disable ({ "enabled": false }: nothing is sent, deliveries wait) or enable ({ "enabled": true }: they resume in order).',
    body: webhookEnabledSchema,
    json: ref('WebhookEndpoint'),
  },
  'GET /webhooks/:id/deliveries': { summary: "One endpoint's deliveries, newest first (at most 200 a page; 50 by default).", query: page, json: list(ref('WebhookDelivery')) },
  'POST /webhooks/deliveries/:id/retry': { summary: 'Try a failed delivery again now, with a new day of retries; 409 for one that is not failed.', json: ref('WebhookDelivery') },
};
