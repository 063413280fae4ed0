/**
 * Webhooks: the endpoints told of parcel events, their delivery log (docs/webhooks.md). Staff
 * reach every endpoint; an API key with `webhooks:manage` reaches only the endpoints it made,
 * which are told only of the parcels that key made.
 */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  webhookDeliveriesQuerySchema,
  webhookEndpointCreateSchema,
  webhookEndpointPatchSchema,
} from '../schemas/webhooks.js';

export const listWebhookEndpoints = endpoint({
  method: 'GET',
  route: '/api/webhooks',
  access: 'webhooks.manage',
  keyScope: 'webhooks:manage',
  ...({} as { data: WebhookEndpoint[] }),
});

export const createWebhookEndpoint = endpoint({
  method: 'POST',
  route: '/api/webhooks',
  access: 'webhooks.manage',
  keyScope: 'webhooks:manage',
  audit: { writes: ['webhook.create'] },
  created: true,
  ...({} as { body: In<typeof webhookEndpointCreateSchema>; data: WebhookEndpointWithSecret }),
});

export const updateWebhookEndpoint = endpoint({
  method: 'PATCH',
  route: '/api/webhooks/:id',
  access: 'webhooks.manage',
  keyScope: 'webhooks:manage',
  audit: { writes: ['webhook.update'] },
  ...({} as { body: In<typeof webhookEndpointPatchSchema>; data: WebhookEndpoint }),
});

export const deleteWebhookEndpoint = endpoint({
  method: 'DELETE',
  route: '/api/webhooks/:id',
  access: 'webhooks.manage',
  keyScope: 'webhooks:manage',
  audit: { writes: ['webhook.delete'] },
  ...({} as { data: null }),
});

export const rotateWebhookSecret = endpoint({
  method: 'POST',
  route: '/api/webhooks/:id/secret',
  access: 'webhooks.manage',
  keyScope: 'webhooks:manage',
  audit: { writes: ['webhook.update'] },
  ...({} as { data: WebhookEndpointWithSecret }),
});

export const sendWebhookTest = endpoint({
  method: 'POST',
  route: '/api/webhooks/:id/test',
  access: 'webhooks.manage',
  keyScope: 'webhooks:manage',
  audit: { none: 'a test event is only a delivery, seen in the delivery log' },
  ...({} as { data: WebhookDelivery }),
});

export const listWebhookDeliveries = endpoint({
  method: 'GET',
  route: '/api/webhooks/:id/deliveries',
  access: 'webhooks.manage',
  keyScope: 'webhooks:manage',
  ...({} as { query: In<typeof webhookDeliveriesQuerySchema>; data: Paged<WebhookDelivery> }),
});

export const resendWebhookDelivery = endpoint({
  method: 'POST',
  route: '/api/webhook-deliveries/:id/resend',
  access: 'webhooks.manage',
  keyScope: 'webhooks:manage',
  audit: { writes: ['webhook.update'] },
  ...({} as { data: WebhookDelivery }),
});
