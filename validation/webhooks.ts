import * as yup from 'yup';
import { bool, MAX_TEXT, strictObject, text } from './common';
import { isWebhookEvent, MAX_URL_LENGTH, NOT_HTTP } from '../rules/webhooks';

/**
 * POST/PUT /api/webhooks and createWebhookEndpoint/updateWebhookEndpoint, and the admin screen's form: the URL
 * (http or https), a description, and at least one event. Private addresses are refused by the service
 * (rules/webhooks.ts#targetRefusal), as that depends on the server's configuration.
 */
export const webhookEndpointSchema = strictObject({
  url: text(MAX_URL_LENGTH, `URL must be at most ${MAX_URL_LENGTH} characters`)
    .required('URL is required')
    .test('http', NOT_HTTP, (v) => v == null || /^https?:\/\/[^/\s?#]+/i.test(v)),
  description: text(MAX_TEXT, `Description must be at most ${MAX_TEXT} characters`).nullable().default(''),
  events: yup
    .array()
    .typeError('Choose at least one event')
    .of(
      yup
        .string()
        .typeError('Unknown event: ${value}')
        .strict()
        .test('known', 'Unknown event: ${value}', (v) => isWebhookEvent(v))
        .required('Unknown event: ${value}'),
    )
    .min(1, 'Choose at least one event')
    .required('Choose at least one event'),
});

export type WebhookEndpointInputData = yup.InferType<typeof webhookEndpointSchema>;

/** POST /api/webhooks/{id}/enabled. */
export const webhookEnabledSchema = strictObject({
  enabled: bool().required('enabled must be true or false'),
});
