import {
  AdminCreateWebhookDocument,
  AdminDeleteWebhookDocument,
  AdminRetryWebhookDeliveryDocument,
  AdminRotateWebhookSecretDocument,
  AdminSetWebhookEnabledDocument,
  AdminUpdateWebhookDocument,
  AdminWebhookDeliveriesDocument,
  AdminWebhookEndpointsDocument,
} from '../../gql/graphql';
import { retryRefusal, targetRefusal, type DeliveryStatus } from '../../../../rules/webhooks';
import { webhookEndpointSchema } from '../../../../validation/webhooks';
import { demoWebhookDeliveries, demoWebhookEndpoints, type MockDelivery, type MockEndpoint } from '../../features/admin/webhooks/mocks';
import { found, mutation, query, refuse, requireAdmin, validSync, type DemoContext } from './respond';

const NOT_FOUND = 'Webhook endpoint not found';

/** A Standard Webhooks secret made in the browser (the demo sends nothing with it). */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * The Webhooks admin screen in mock mode: endpoints and their deliveries in this module's own memory (the demo sends
 * no requests), with the API's rules — its schema, the address rule as production applies it, Retry only on a failed
 * delivery.
 */
export function webhookHandlers(ctx: DemoContext) {
  const endpoints: MockEndpoint[] = demoWebhookEndpoints.map((e) => ({ ...e, events: [...e.events] }));
  const deliveries: Record<string, MockDelivery[]> = Object.fromEntries(Object.entries(demoWebhookDeliveries).map(([k, v]) => [k, v.map((d) => ({ ...d }))]));
  let lastId = 100;

  const valid = (input: unknown) => {
    const data = validSync(webhookEndpointSchema, input);
    refuse(targetRefusal(data.url, { allowPrivate: false }));
    return { url: data.url, description: data.description ?? '', events: [...new Set(data.events)] };
  };
  const endpoint = (id: string | number) => found(endpoints.find((e) => e.id === String(id)), NOT_FOUND);

  return [
    query(AdminWebhookEndpointsDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', webhookEndpoints: endpoints };
    }),
    query(AdminWebhookDeliveriesDocument)(({ endpointId }) => {
      requireAdmin(ctx);
      endpoint(endpointId);
      return { __typename: 'Query', webhookDeliveries: deliveries[String(endpointId)] ?? [] };
    }),
    mutation(AdminCreateWebhookDocument)(({ input }) => {
      requireAdmin(ctx);
      const e: MockEndpoint = { __typename: 'WebhookEndpoint', id: String(++lastId), ...valid(input), enabled: true, disabledReason: null, createdAt: new Date().toISOString() };
      endpoints.push(e);
      return { __typename: 'Mutation', createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', endpoint: e, secret: newSecret() } };
    }),
    mutation(AdminUpdateWebhookDocument)(({ id, input }) => {
      requireAdmin(ctx);
      const e = Object.assign(endpoint(id), valid(input));
      return { __typename: 'Mutation', updateWebhookEndpoint: e };
    }),
    mutation(AdminRotateWebhookSecretDocument)(({ id }) => {
      requireAdmin(ctx);
      return { __typename: 'Mutation', rotateWebhookSecret: { __typename: 'WebhookEndpointWithSecret', endpoint: endpoint(id), secret: newSecret() } };
    }),
    mutation(AdminSetWebhookEnabledDocument)(({ id, enabled }) => {
      requireAdmin(ctx);
      const e = Object.assign(endpoint(id), { enabled, disabledReason: enabled ? null : 'Disabled by an admin' });
      return { __typename: 'Mutation', setWebhookEndpointEnabled: e };
    }),
    mutation(AdminDeleteWebhookDocument)(({ id }) => {
      requireAdmin(ctx);
      endpoints.splice(endpoints.indexOf(endpoint(id)), 1);
      delete deliveries[String(id)];
      return { __typename: 'Mutation', deleteWebhookEndpoint: String(id) };
    }),
    mutation(AdminRetryWebhookDeliveryDocument)(({ id }) => {
      requireAdmin(ctx);
      const d = Object.values(deliveries)
        .flat()
        .find((x) => x.id === String(id));
      refuse(retryRefusal((d?.status as DeliveryStatus | undefined) ?? null));
      Object.assign(d!, { status: 'pending', nextAttemptAt: new Date().toISOString() });
      return { __typename: 'Mutation', retryWebhookDelivery: d! };
    }),
  ];
}
