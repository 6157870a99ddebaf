import { TWIN_KEY } from './graphql-twins';
import { bool, date, dateTime, described, int, list, money, nullable, num, obj, oneOf, str, type Schema } from './schema';

/*
 * The REST answers' shapes, as the mappers give them: components/schemas of the OpenAPI document. Spec §7 answers
 * entity-shaped JSON (a booking's roomId and memberId, a few named extras such as roomName), so a REST answer is not a
 * GraphQL type: each description says which GraphQL type holds the same data and how the REST shape differs.
 * api/test/openapi-answers.test.ts checks every real answer against these (closed objects: a field added to a mapper
 * and not here fails it).
 */

/** A shape whose data a GraphQL type also holds: the document adds how their fields differ (graphql-twins.ts). */
const twin = (graphqlType: string, description: string, s: Schema): Schema => ({ ...s, description, [TWIN_KEY]: graphqlType });

const id = int;
const person = obj({ id, fullName: str });
const personWithEmail = obj({ id, fullName: str, email: str });

const User = twin(
  'User',
  "A user.",
  obj({
    id,
    username: str,
    email: str,
    fullName: str,
    isAdmin: bool,
    isParent: bool,
    role: nullable(str),
    phone: nullable(str),
    whatsappPhone: nullable(str),
    bio: nullable(str),
    membershipNumber: nullable(str),
    joinedAt: dateTime,
    // The caller's own account only (GET /auth/me, the sign-in answers): 'en', 'de', or null to follow the browser.
    language: nullable(str),
  }, ['language']),
);

const MeetingRoom = twin(
  'MeetingRoom',
  "A meeting room.",
  obj({
    id,
    name: str,
    capacity: int,
    description: nullable(str),
    location: nullable(str),
    amenities: list(str),
    pricePerMonth: nullable(money),
    deposit: nullable(money),
    minimumBookingMonths: int,
    isActive: bool,
    createdAt: dateTime,
  }),
);

const Invoice = twin(
  'Invoice',
  "An invoice, a booking's or a membership's dues: bookingId or planId and its period instead of the objects, pdfUrl where the PDF is served.",
  obj({
    id,
    bookingId: nullable(int),
    kind: oneOf('booking', 'dues'),
    planId: nullable(int),
    periodStart: nullable(date),
    periodEnd: nullable(date),
    description: str,
    invoiceNumber: str,
    totalAmount: money,
    depositAmount: money,
    monthlyAmount: money,
    depositRequestSentAt: nullable(dateTime),
    depositPaid: bool,
    depositPaidDate: nullable(dateTime),
    fullPaymentRequestSentAt: nullable(dateTime),
    paidInFull: bool,
    paidInFullDate: nullable(dateTime),
    pdfUrl: str,
    createdAt: dateTime,
    voidedAt: nullable(dateTime),
    voidReason: nullable(str),
  }),
);

const bookingFields = {
  id,
  roomId: int,
  memberId: int,
  startDate: date,
  endDate: described('The first day after the booked period.', date),
  durationMonths: int,
  purpose: nullable(str),
  status: oneOf('pending', 'accepted', 'rejected'),
  reviewedBy: described('The id of the admin who accepted or rejected it.', nullable(int)),
  reviewedAt: nullable(dateTime),
  rejectionReason: nullable(str),
  depositRequestedAt: nullable(dateTime),
  depositReceivedAt: nullable(dateTime),
  fullPaymentRequestedAt: nullable(dateTime),
  fullPaymentReceivedAt: nullable(dateTime),
  createdAt: dateTime,
  extendsBookingId: nullable(int),
  depositCarriedOver: bool,
  extendedById: described('Its extension waiting for review or accepted, if any.', nullable(int)),
  endingSoon: bool,
  roomName: str,
  room: { $ref: '#/components/schemas/MeetingRoom' },
  member: described('Admins only.', personWithEmail),
  invoice: nullable({ $ref: '#/components/schemas/Invoice' }),
};
const RoomBooking = twin(
  'RoomBooking',
  "A booking request in full: roomId, memberId and reviewedBy as ids, the room and its " +
    "invoice embedded, the member (id, name, email) on admins' answers only.",
  obj(bookingFields, ['member']),
);
const ConfirmedBooking = twin(
  'RoomBooking',
  "A confirmed booking as every member sees it on the calendar (spec §3's calendar room booking view): no prices, payment steps, invoice or review.",
  obj({
    id,
    roomId: int,
    roomName: str,
    room: obj({ id, name: str, location: nullable(str), capacity: int }),
    memberId: int,
    member: person,
    startDate: date,
    endDate: date,
    durationMonths: int,
    status: oneOf('accepted'),
    purpose: nullable(str),
  }),
);

const eventFields = {
  id,
  title: str,
  type: str,
  date,
  startTime: str,
  endTime: nullable(str),
  location: str,
  locationDetail: nullable(str),
  description: nullable(str),
  maxAttendees: nullable(int),
  status: oneOf('confirmed', 'pending', 'cancelled'),
  createdBy: nullable(int),
  createdAt: dateTime,
  attendeeCount: int,
  currentUserRsvp: nullable(obj({ status: oneOf('attending', 'not_attending', 'maybe'), respondedAt: dateTime })),
  teamId: nullable(int),
  team: nullable(obj({ id, name: str })),
  teamsInvolved: list(int),
  relevanceType: nullable(str),
  ageGroupRelevance: nullable(str),
  waitlistCount: int,
  waitlistPosition: nullable(int),
};
const Event = twin(
  'Event',
  "An event: createdBy and teamId as ids, the team as { id, name }, attendeeCount, the caller's RSVP and waiting-list place.",
  obj(eventFields),
);
const Availability = twin('Availability', "A child's availability for an event: childId and eventId as ids.", obj({ id, childId: int, eventId: int, isAvailable: bool, respondedAt: dateTime }));
const ChildEvent = twin(
  'ChildEvent',
  "An event with the child's availability answer, or null (spec §7's team variant calls).",
  obj({ ...eventFields, availability: nullable({ $ref: '#/components/schemas/Availability' }) }),
);

const EventRsvp = twin('EventRsvp', "An RSVP: eventId as an id; the member is the caller.", obj({ id, eventId: int, status: oneOf('attending', 'not_attending', 'maybe'), respondedAt: dateTime, notes: nullable(str) }));

const Announcement = twin(
  'Announcement',
  'An announcement: authorId and the author { id, fullName }, teamId or leagueId for a scoped one.',
  obj({ id, title: str, content: str, authorId: nullable(int), author: nullable(person), createdAt: dateTime, sendWhatsapp: bool, teamId: nullable(int), leagueId: nullable(int) }),
);

const League = twin('League', 'A league.', obj({ id, name: str, ageGroup: nullable(str), description: nullable(str) }));
const TeamSummary = twin('Team', 'A team in a list: its league as { id, name } (spec §7: lists with id and name).', obj({ id, name: str, leagueId: nullable(int), league: nullable(obj({ id, name: str })) }));
const Team = twin(
  'Team',
  'One team with its league and its members, each child as { id, name } (spec §3 team variant).',
  obj({ id, name: str, leagueId: nullable(int), league: nullable(obj({ id, name: str, ageGroup: nullable(str) })), members: list(obj({ id, name: str })) }),
);
const Child = twin('Child', "A child: parentId as an id.", obj({ id, name: str, dateOfBirth: date, parentId: nullable(int), ageGroup: nullable(str) }));

const MyProfile = twin(
  'MyProfile',
  "The caller's profile.",
  obj({
    user: { $ref: '#/components/schemas/User' },
    whatsappOptInAt: nullable(dateTime),
    preferences: obj({ emailNotifications: bool, whatsappEventReminders: bool, whatsappAnnouncements: bool, reminderTimingHours: int }),
    language: nullable(str),
  }),
);

const InboxNotification = twin('InboxNotification', 'An inbox notification.', obj({ id, kind: str, title: str, body: str, link: str, createdAt: dateTime, readAt: nullable(dateTime) }));
const CalendarFeed = twin(
  'CalendarFeed',
  "A calendar feed address: the caller's own (room null) or a room's as { id, name }.",
  obj({ id, room: nullable(obj({ id, name: str })), webcalUrl: str, httpUrl: str, createdAt: dateTime }),
);

const refund = obj({
  id,
  paymentId: int,
  amount: money,
  reason: str,
  status: str,
  providerReference: nullable(str),
  failure: nullable(str),
  requestedBy: nullable(obj({ id })),
  createdAt: dateTime,
});
const Payment = twin(
  'Payment',
  'An online payment: bookingId and invoiceId as ids, the member as { id }, with its refunds.',
  obj({
    id,
    bookingId: nullable(int),
    invoiceId: nullable(int),
    invoiceNumber: nullable(str),
    member: obj({ id }),
    purpose: oneOf('DEPOSIT', 'BALANCE', 'DUES'),
    amount: money,
    refundedAmount: money,
    currency: str,
    method: nullable(str),
    providerReference: nullable(str),
    status: oneOf('PENDING', 'SUCCEEDED', 'FAILED'),
    tickedStep: bool,
    attention: nullable(str),
    resolvedAt: nullable(dateTime),
    resolution: nullable(str),
    receivedAt: nullable(dateTime),
    createdAt: dateTime,
    refunds: list(refund),
  }),
);
const PaymentCheckout = twin(
  'PaymentCheckout',
  "Where to pay: the provider's hosted page, null while the link is being prepared.",
  obj({ purpose: str, url: nullable(str), amount: money, currency: str, expiresAt: nullable(dateTime) }),
);

const planSummary = obj({ id, name: str, amount: money, period: oneOf('monthly', 'quarterly', 'yearly') });
const MembershipPlan = twin(
  'MembershipPlan',
  'A membership plan.',
  obj({ id, name: str, amount: money, period: oneOf('monthly', 'quarterly', 'yearly'), isActive: bool, memberCount: int, inUse: bool, createdAt: dateTime }),
);
const Membership = twin(
  'Membership',
  "A membership: the member as { id, fullName, email }, the plans as { id, name, amount, period }; invoices only on the member's own.",
  obj(
    {
      id,
      member: personWithEmail,
      plan: planSummary,
      startDate: date,
      nextPlan: nullable(planSummary),
      nextPlanFrom: nullable(date),
      status: oneOf('active', 'due', 'lapsed', 'upcoming'),
      paidThrough: nullable(date),
      owedSince: nullable(date),
      lapsesOn: nullable(date),
      currentPeriodStart: nullable(date),
      currentPeriodEnd: nullable(date),
      invoices: list({ $ref: '#/components/schemas/Invoice' }),
    },
    ['invoices'],
  ),
);
const OverdueItem = twin(
  'OverdueItem',
  'Something owed past its last reminder: the booking or the dues invoice as an id.',
  obj({ id: str, kind: oneOf('DEPOSIT', 'PAYMENT', 'DUES'), member: person, what: str, bookingId: nullable(int), invoiceId: nullable(int), amount: money, since: date, overdueSince: date }),
);

const whatsappMessage = obj({
  id,
  phoneNumber: str,
  messageContent: str,
  templateName: nullable(str),
  status: oneOf('pending', 'sent', 'delivered', 'read', 'failed'),
  relatedType: nullable(str),
  relatedId: nullable(int),
  sentAt: nullable(dateTime),
  deliveredAt: nullable(dateTime),
  readAt: nullable(dateTime),
  errorMessage: nullable(str),
  createdAt: dateTime,
});
const WhatsappConfig = twin(
  'WhatsappConfig',
  'The WhatsApp configuration, the access token masked, and the webhook address to give Meta.',
  obj({ phoneNumberId: str, accessToken: str, webhookVerifyToken: str, isActive: bool, updatedAt: dateTime, webhookUrl: str }),
);
const WhatsappTemplate = twin('WhatsappTemplate', 'A message template.', obj({ id, name: str, content: str, type: str, isActive: bool, createdAt: dateTime, updatedAt: dateTime }));

const webhookEndpoint = obj({ id, url: str, description: str, events: list(str), enabled: bool, disabledReason: nullable(str), createdAt: dateTime });
const WebhookDelivery = twin(
  'WebhookDelivery',
  "One delivery of an event to an endpoint.",
  obj({
    id,
    endpointId: int,
    eventType: str,
    messageId: str,
    status: oneOf('pending', 'sending', 'delivered', 'failed'),
    attempts: int,
    responseStatus: nullable(int),
    responseExcerpt: nullable(str),
    error: nullable(str),
    nextAttemptAt: nullable(dateTime),
    lastAttemptAt: nullable(dateTime),
    deliveredAt: nullable(dateTime),
    createdAt: dateTime,
  }),
);

const auditEntry = obj({
  id,
  at: dateTime,
  actorId: nullable(int),
  actorName: str,
  action: str,
  entityType: str,
  entityId: nullable(int),
  summary: str,
  before: described('The changed fields before (null for a creation).', nullable({ type: 'object' })),
  after: described('The changed fields after (null for a deletion).', nullable({ type: 'object' })),
});

const monthMoney = obj({ month: str, invoiced: money, paid: money });
const AdminInsights = twin(
  'AdminInsights',
  'Admin insights.',
  obj({
    months: int,
    from: date,
    to: date,
    occupancy: list(obj({ month: str, bookedRoomMonths: num, availableRoomMonths: int, rate: num })),
    pipeline: list(obj({ stage: str, count: int })),
    revenue: list(monthMoney),
    dues: list(monthMoney),
    membersByStatus: list(obj({ status: str, count: int })),
    rsvpRates: list(obj({ eventType: str, events: int, attending: int, notAttending: int, maybe: int, noAnswer: int })),
  }),
);

const record = { type: 'object' } as Schema;
const ProfileExport = described(
  'Everything the office holds about the caller (spec: the right of access); each list holds that kind of record as stored.',
  obj({
    exportedAt: dateTime,
    account: obj({
      id,
      username: str,
      email: str,
      fullName: str,
      role: nullable(str),
      phone: nullable(str),
      whatsappPhone: nullable(str),
      whatsappOptInAt: nullable(str),
      bio: nullable(str),
      membershipNumber: nullable(str),
      joinedAt: str,
      isAdmin: bool,
      isParent: bool,
    }),
    notificationPreferences: nullable(record),
    bookings: list(record),
    rsvps: list(record),
    waitlist: list(record),
    children: list(record),
    calendarFeeds: list(record),
    sessions: list(obj({ createdAt: str, expiresAt: str, revokedAt: nullable(str) })),
    announcementsWritten: list(record),
    messages: list(record),
  }),
);

/*
 * Passkeys (issue 38): REST hands over WebAuthn's own JSON (W3C WebAuthn Level 3, *OptionsJSON) as @simplewebauthn
 * generates it with the service's settings; GraphQL carries the same object as JSON text (PasskeyOptions.optionsJSON).
 */
const publicKey = oneOf('public-key');
const PasskeyCreationOptions = described(
  'PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create(); GraphQL gives the same object as the JSON text PasskeyOptions.optionsJSON.',
  obj({
    challenge: described('base64url; works once, for 5 minutes.', str),
    rp: obj({ name: str, id: str }),
    user: obj({ id: described("base64url: the member's WebAuthn user handle (random, never the row id).", str), name: str, displayName: str }),
    pubKeyCredParams: list(obj({ alg: int, type: publicKey })),
    timeout: described('Milliseconds.', int),
    attestation: oneOf('none'),
    excludeCredentials: described("The member's passkeys already registered.", list(obj({ id: str, type: publicKey }))),
    authenticatorSelection: obj({ residentKey: oneOf('required'), userVerification: oneOf('required'), requireResidentKey: bool }),
    extensions: obj({ credProps: bool }),
    hints: described('None are given.', list(str)),
  }),
);
const PasskeyRequestOptions = described(
  'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get(), without allowCredentials (the browser offers the passkeys it holds); GraphQL gives the same object as the JSON text PasskeyOptions.optionsJSON.',
  obj({ rpId: str, challenge: described('base64url; works once, for 5 minutes.', str), timeout: described('Milliseconds.', int), userVerification: oneOf('required') }),
);

const twoFactorStatus = obj({ enabled: bool, required: bool, recoveryCodesLeft: int });

/** Every named shape, as components/schemas. `ref('Name')` points at one (a typo does not compile). */
export const SHAPES = {
  User,
  MeetingRoom,
  Invoice,
  RoomBooking,
  ConfirmedBooking,
  Event,
  ChildEvent,
  Availability,
  EventRsvp,
  Announcement,
  League,
  TeamSummary,
  Team,
  Child,
  MyProfile,
  InboxNotification,
  CalendarFeed,
  Payment,
  PaymentCheckout,
  MembershipPlan,
  Membership,
  OverdueItem,
  WhatsappConfig,
  WhatsappTemplate,
  WhatsappMessage: twin('WhatsappNotification', 'A message in the WhatsApp log.', whatsappMessage),
  WebhookEndpoint: twin('WebhookEndpoint', 'A registered webhook endpoint, never its secret.', webhookEndpoint),
  WebhookEndpointWithSecret: twin('WebhookEndpointWithSecret', 'An endpoint and its signing secret, shown this once.', obj({ endpoint: webhookEndpoint, secret: str })),
  WebhookDelivery,
  AuditLogPage: twin('AuditLogPage', 'A page of the audit log and how many entries match.', obj({ items: list(auditEntry), total: int, nextCursor: nullable(str) })),
  AdminInsights,
  ProfileExport,
  TwoFactorStatus: twin('TwoFactorStatus', "The caller's two-factor sign-in.", twoFactorStatus),
  TwoFactorEnrolment: twin('TwoFactorEnrolment', 'A new authenticator secret, its otpauth:// address and a QR code as a data: URL.', obj({ secret: str, otpauthUrl: str, qrCodeDataUrl: str })),
  TwoFactorRecoveryCodes: twin('TwoFactorRecoveryCodes', 'Ten recovery codes, shown this once.', obj({ codes: list(str) })),
  OfficeSecurity: twin('OfficeSecurity', "The office's security settings.", obj({ adminsRequireTwoFactor: bool, ssoCreatesAccounts: bool })),
  Passkey: twin('Passkey', "One of the caller's passkeys.", obj({ id, name: str, createdAt: dateTime, lastUsedAt: nullable(dateTime), backedUp: bool })),
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  SsoProvider: twin('SsoProvider', 'An OpenID provider the office signs in with.', obj({ id: described('As in the callback address /auth/sso/{id}.', str), name: str })),
  SsoStart: twin('SsoStart', 'Where to send the browser; the answer also sets the flow cookie the finish needs (10 minutes).', obj({ url: str })),
  OfficeSettings: twin('OfficeSettings', "The office's currency and whether online payment is on.", obj({ currency: str, onlinePayments: bool })),
  MessagePayload: twin('MessagePayload', 'A message for the person.', obj({ message: str })),
  Count: described('How many.', obj({ count: int })),
  ReconciliationReport: twin('ReconciliationReport', 'What a reconciliation found and repaired.', obj({ sessionsChecked: int, paymentsRecorded: int, linksExpired: int, refundsUpdated: int })),
  MembershipSettings: twin('MembershipSettings', 'The membership settings.', obj({ graceDays: int, lapsedMembersMayRequestRooms: bool })),
  ReminderSettings: twin('ReminderSettings', 'The reminder days.', obj({ reminderDays: list(int) })),
  WhatsappTestResult: twin(
  'WhatsappTestResult',
    "A test message's outcome (spec §7: success and error) and its log entry.",
    obj({ success: bool, error: nullable(str), notification: nullable({ $ref: '#/components/schemas/WhatsappMessage' }) }),
  ),
  WhatsappNotificationPage: twin('WhatsappNotificationPage', 'A page of the WhatsApp log and how many entries match.', obj({ items: list({ $ref: '#/components/schemas/WhatsappMessage' }), total: int })),
  AuditActor: twin('AuditActor', 'Someone in the audit log as an actor.', obj({ id, name: str })),
} satisfies Record<string, Schema>;

export type ShapeName = keyof typeof SHAPES;
export const ref = (name: ShapeName): Schema => ({ $ref: `#/components/schemas/${name}` });