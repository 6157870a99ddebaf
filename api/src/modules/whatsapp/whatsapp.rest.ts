import type { FeatureRoutes } from '../../core/http/routes';
import type { WhatsappService } from './whatsapp.service';
import { Status, Text } from '../../core/http/routes';
import { parseId } from '../../core/validation';

/** Spec §7 WhatsApp calls plus the Cloud API webhook and templates, over the same WhatsappService as GraphQL. */
export function whatsappRoutes(r: FeatureRoutes<{ whatsapp: WhatsappService }>): void {
  r.add('get', '/whatsapp/config', 'ADMIN', ({ services, viewer }) => services.whatsapp.getConfig(viewer));
  r.add('post', '/whatsapp/config', 'ADMIN', ({ services, viewer, body }) => services.whatsapp.saveConfig(viewer, body));
  r.add('post', '/whatsapp/test', 'ADMIN', ({ services, viewer, body }) => services.whatsapp.sendTest(viewer, body));
  r.add('get', '/whatsapp/notifications', 'ADMIN', ({ services, viewer, query }) => services.whatsapp.log(viewer, query));

  // Called by Meta, not by a user: the verify token (GET) and the body signature (POST) are the credentials.
  r.add('get', '/whatsapp/webhook', 'PUBLIC', async ({ services, query }) => new Text(200, await services.whatsapp.verifyHandshake(query)));
  r.add('post', '/whatsapp/webhook', 'PUBLIC', ({ services, rawBody, headers }) =>
    services.whatsapp.receiveWebhook(rawBody, headers['x-hub-signature-256']),
  );

  r.add('get', '/whatsapp/templates', 'ADMIN', ({ services, viewer }) => services.whatsapp.templates(viewer));
  r.add('post', '/whatsapp/templates', 'ADMIN', async ({ services, viewer, body }) =>
    new Status(201, await services.whatsapp.createTemplate(viewer, body)),
  );
  r.add('put', '/whatsapp/templates/:id', 'ADMIN', ({ services, viewer, params, body }) =>
    services.whatsapp.updateTemplate(viewer, parseId(params.id, 'Template'), body),
  );
  r.add('delete', '/whatsapp/templates/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.whatsapp.deleteTemplate(viewer, parseId(params.id, 'Template'));
    return new Status(204);
  });
}
