import type { FeatureRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import { parseId, validate } from '../../core/validation';
import { webhookEnabledSchema } from '../../../../validation/webhooks';
import type { WebhooksService } from './webhooks.service';

const endpointId = (raw: string) => parseId(raw, 'Webhook endpoint');

/** The Webhooks admin screen's calls as REST (issue 39): the same service and shapes as the GraphQL fields. */
export function webhooksRoutes(r: FeatureRoutes<{ webhooks: WebhooksService }>): void {
  r.add('get', '/webhooks', 'ADMIN', ({ services, viewer }) => services.webhooks.list(viewer));
  r.add('post', '/webhooks', 'ADMIN', async ({ services, viewer, body }) => new Status(201, await services.webhooks.create(viewer, body)));
  r.add('put', '/webhooks/:id', 'ADMIN', ({ services, viewer, params, body }) => services.webhooks.update(viewer, endpointId(params.id), body));
  r.add('delete', '/webhooks/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.webhooks.delete(viewer, endpointId(params.id));
    return new Status(204);
  });
  r.add('post', '/webhooks/:id/rotate-secret', 'ADMIN', ({ services, viewer, params }) => services.webhooks.rotateSecret(viewer, endpointId(params.id)));
  r.add('post', '/webhooks/:id/enabled', 'ADMIN', async ({ services, viewer, params, body }) => {
    const { enabled } = await validate(webhookEnabledSchema, body);
    return services.webhooks.setEnabled(viewer, endpointId(params.id), enabled);
  });
  r.add('get', '/webhooks/:id/deliveries', 'ADMIN', ({ services, viewer, params, query }) =>
    services.webhooks.deliveries(viewer, endpointId(params.id), query.limit, query.offset),
  );
  r.add('post', '/webhooks/deliveries/:id/retry', 'ADMIN', ({ services, viewer, params }) => services.webhooks.retry(viewer, parseId(params.id, 'Webhook delivery')));
}
