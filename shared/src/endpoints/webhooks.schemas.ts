/** The schemas and summaries of the endpoints in webhooks.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { pagedSchema } from '../envelope.js';
import { PARTIAL_UPDATE_DOC } from '../partial-update.js';
import {
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '../schemas/webhooks.js';
import { z } from 'zod';
import * as endpoints from './webhooks.js';

export const webhooksSchemas = describeArea(endpoints, {
  listWebhookEndpoints: {
    summary: 'The webhook endpoints, oldest first (their secrets are never shown again).',
    data: () => z.array(webhookEndpointSchema),
  },
  createWebhookEndpoint: {
    summary: 'Add a webhook endpoint; the answer carries its signing secret, shown this once.',
    description:
      'The URL must be https:// and must not reach a private, loopback, link-local or metadata ' +
      'address (webhook.url_* errors); docs/webhooks.md.',
    body: webhookEndpointCreateSchema,
    data: () => webhookEndpointWithSecretSchema,
  },
  updateWebhookEndpoint: {
    summary:
      'Change the fields sent of a webhook endpoint (enabled: true also clears its failures).',
    description: PARTIAL_UPDATE_DOC,
    body: webhookEndpointPatchSchema,
    data: () => webhookEndpointSchema,
  },
  deleteWebhookEndpoint: {
    summary: 'Delete a webhook endpoint and its delivery log.',
    data: () => z.null(),
  },
  rotateWebhookSecret: {
    summary: 'Replace an endpoint’s signing secret; the new one is shown this once.',
    data: () => webhookEndpointWithSecretSchema,
  },
  sendWebhookTest: {
    summary: 'Queue a webhook.test event to the endpoint, seen in its delivery log.',
    data: () => webhookDeliverySchema,
  },
  listWebhookDeliveries: {
    summary: 'An endpoint’s delivery log, newest first: status, tries, answer code and excerpt.',
    query: webhookDeliveriesQuerySchema,
    data: () => pagedSchema(webhookDeliverySchema),
  },
  resendWebhookDelivery: {
    summary: 'Send a delivery again (same webhook-id), its tries counted afresh.',
    data: () => webhookDeliverySchema,
  },
});
