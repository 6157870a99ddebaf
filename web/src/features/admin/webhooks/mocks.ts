import type { AdminWebhookDeliveriesQuery, AdminWebhookEndpointsQuery } from '../../../gql/graphql';

export type MockEndpoint = AdminWebhookEndpointsQuery['webhookEndpoints'][number];
export type MockDelivery = AdminWebhookDeliveriesQuery['webhookDeliveries'][number];

/** Sample endpoints for the tests and the demo: one working, one disabled after a day of failures. */
export const demoWebhookEndpoints: MockEndpoint[] = [
  {
    __typename: 'WebhookEndpoint',
    id: '1',
    url: 'https://books.example.org/hooks/d-office',
    description: 'Accounting: invoices follow accepted bookings',
    events: ['booking.accepted', 'booking.payment_step'],
    enabled: true,
    disabledReason: null,
    createdAt: '2026-02-01T09:00:00.000Z',
  },
  {
    __typename: 'WebhookEndpoint',
    id: '2',
    url: 'https://www.example.org/api/events-sync',
    description: 'Website calendar',
    events: ['event.created', 'event.updated', 'event.cancelled'],
    enabled: false,
    disabledReason: 'Failing for a day (last: HTTP 502)',
    createdAt: '2026-02-02T10:00:00.000Z',
  },
];

const delivery = (d: Partial<MockDelivery> & Pick<MockDelivery, 'id' | 'eventType' | 'status'>): MockDelivery => ({
  __typename: 'WebhookDelivery',
  attempts: 1,
  responseStatus: 200,
  responseExcerpt: 'ok',
  error: null,
  nextAttemptAt: null,
  lastAttemptAt: '2026-02-03T12:00:05.000Z',
  createdAt: '2026-02-03T12:00:00.000Z',
  ...d,
});

/** Each sample endpoint's deliveries, newest first. */
export const demoWebhookDeliveries: Record<string, MockDelivery[]> = {
  '1': [
    delivery({ id: '12', eventType: 'booking.payment_step', status: 'delivered' }),
    delivery({ id: '11', eventType: 'booking.accepted', status: 'delivered', attempts: 3 }),
  ],
  '2': [
    delivery({ id: '22', eventType: 'event.updated', status: 'pending', attempts: 0, responseStatus: null, responseExcerpt: null, lastAttemptAt: null, nextAttemptAt: '2026-02-04T12:00:00.000Z' }),
    delivery({ id: '21', eventType: 'event.created', status: 'failed', attempts: 9, responseStatus: 502, responseExcerpt: '<html>Bad Gateway</html>', error: 'HTTP 502' }),
  ],
};
