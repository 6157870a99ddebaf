import { WEBHOOK_EVENTS, type WebhookEventType } from '../../../rules/webhooks';

/*
 * The OpenAPI 3.1 `webhooks` section: what an endpoint registered at /api/webhooks is POSTed, one entry per event
 * (modules/webhooks/webhook.payloads.ts builds the `data`; webhooks.test.ts holds real deliveries against these
 * schemas' required fields).
 */

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const day = { type: 'string', format: 'date' } as const;
const orNull = (s: Record<string, unknown>) => ({ ...s, type: [s.type as string, 'null'] });
const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', required, properties });

const booking = object({
  id: int,
  roomId: int,
  memberId: int,
  startDate: day,
  endDate: { ...day, description: 'The first day after the booking (as the REST read gives it).' },
  durationMonths: int,
  purpose: orNull(str),
  status: { type: 'string', enum: ['pending', 'accepted', 'rejected'] },
  reviewedBy: orNull(int),
  reviewedAt: orNull(time),
  rejectionReason: orNull(str),
  depositRequestedAt: orNull(time),
  depositReceivedAt: orNull(time),
  fullPaymentRequestedAt: orNull(time),
  fullPaymentReceivedAt: orNull(time),
  createdAt: time,
  extendsBookingId: orNull(int),
  depositCarriedOver: bool,
});
const event = object({
  id: int,
  title: str,
  type: str,
  date: day,
  startTime: str,
  endTime: orNull(str),
  location: str,
  locationDetail: orNull(str),
  description: orNull(str),
  maxAttendees: orNull(int),
  status: { type: 'string', enum: ['confirmed', 'pending', 'cancelled'] },
  createdBy: orNull(int),
  createdAt: time,
  teamId: orNull(int),
  teamsInvolved: { type: 'array', items: int },
  relevanceType: orNull(str),
  ageGroupRelevance: orNull(str),
});
const rsvp = object({ id: int, eventId: int, memberId: int, status: { type: 'string', enum: ['attending', 'not_attending', 'maybe'] }, respondedAt: time, notes: orNull(str) });
const member = object({
  id: int,
  username: str,
  email: str,
  fullName: str,
  isAdmin: bool,
  isParent: bool,
  role: orNull(str),
  phone: orNull(str),
  whatsappPhone: orNull(str),
  bio: orNull(str),
  membershipNumber: orNull(str),
  joinedAt: time,
});
const announcement = object({ id: int, title: str, content: str, authorId: orNull(int), createdAt: time, sendWhatsapp: bool, teamId: orNull(int), leagueId: orNull(int) });

const DATA: Record<WebhookEventType, { summary: string; data: Record<string, unknown> }> = {
  'booking.requested': { summary: 'A member asked for a room (or for more months of a booking: extendsBookingId set).', data: object({ booking }) },
  'booking.accepted': { summary: 'An admin accepted a booking request.', data: object({ booking }) },
  'booking.rejected': { summary: 'An admin rejected a booking request (rejectionReason says why).', data: object({ booking }) },
  'booking.payment_step': {
    summary: 'A payment step was ticked or cleared (by an admin, or by online payment).',
    data: object({ booking, step: { type: 'string', enum: ['DEPOSIT_REQUESTED', 'DEPOSIT_RECEIVED', 'PAYMENT_REQUESTED', 'PAYMENT_RECEIVED'] }, done: bool }),
  },
  'rsvp.changed': { summary: "A member answered an event's RSVP, or changed the answer.", data: object({ rsvp }) },
  'event.created': { summary: 'An admin created an event.', data: object({ event }) },
  'event.updated': { summary: 'An admin changed an event.', data: object({ event }) },
  'event.cancelled': {
    summary: 'An event was cancelled, or deleted (deleted: true).',
    data: object({ event, deleted: { ...bool, description: 'Present and true when the event was deleted.' } }, ['event']),
  },
  'member.registered': { summary: 'Someone registered as a member.', data: object({ member }) },
  'announcement.published': { summary: 'An admin published an announcement.', data: object({ announcement }) },
};

const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: str });

/** The `webhooks` section: one POST per event, its Standard Webhooks headers, its envelope { type, timestamp, data }. */
export function webhooksSection(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          summary: DATA[type].summary,
          description:
            'Signed per Standard Webhooks (verify with the endpoint\'s whsec_ secret, e.g. the standardwebhooks package\'s Webhook.verify). ' +
            'Answer 2xx within 10 s; anything else (a redirect too) is retried with backoff for a day, in order per endpoint; ' +
            'webhook-id is the same on every attempt.',
          parameters: [
            header('webhook-id', 'The message id (msg_…), the same on every attempt: drop repeats by it.'),
            header('webhook-timestamp', 'Seconds since the epoch when this attempt was signed.'),
            header('webhook-signature', 'v1,<base64 HMAC-SHA256 of "id.timestamp.body">.'),
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: object({ type: { type: 'string', const: type }, timestamp: time, data: DATA[type].data }) } },
          },
          responses: { '2XX': { description: 'Received; anything else is retried.' } },
        },
      },
    ]),
  );
}
