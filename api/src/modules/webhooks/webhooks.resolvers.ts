import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const webhooksResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_p, _a, ctx) => ctx.services.webhooks.list(ctx.viewer),
    webhookDeliveries: (_p, { endpointId, limit, offset }, ctx) =>
      ctx.services.webhooks.deliveries(ctx.viewer, parseId(endpointId, 'Webhook endpoint'), limit, offset),
  },
  Mutation: {
    createWebhookEndpoint: (_p, { input }, ctx) => ctx.services.webhooks.create(ctx.viewer, input),
    updateWebhookEndpoint: (_p, { id, input }, ctx) => ctx.services.webhooks.update(ctx.viewer, parseId(id, 'Webhook endpoint'), input),
    rotateWebhookSecret: (_p, { id }, ctx) => ctx.services.webhooks.rotateSecret(ctx.viewer, parseId(id, 'Webhook endpoint')),
    setWebhookEndpointEnabled: (_p, { id, enabled }, ctx) => ctx.services.webhooks.setEnabled(ctx.viewer, parseId(id, 'Webhook endpoint'), enabled),
    deleteWebhookEndpoint: async (_p, { id }, ctx) => String(await ctx.services.webhooks.delete(ctx.viewer, parseId(id, 'Webhook endpoint'))),
    retryWebhookDelivery: (_p, { id }, ctx) => ctx.services.webhooks.retry(ctx.viewer, parseId(id, 'Webhook delivery')),
  },
};
