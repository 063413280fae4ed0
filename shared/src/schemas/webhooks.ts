import { z } from 'zod';
import { emptyToUndefined, idSchema } from '../validation.js';
import { pageQuerySchema } from './queries.js';

/**
 * Webhooks (docs/webhooks.md): endpoints the company's systems give, each told of the parcel
 * events it chose, signed the Standard Webhooks way with the secret shown once at creation.
 */
export const WEBHOOK_EVENTS = [
  'parcel.created',
  'parcel.updated',
  'parcel.stage_changed',
  'parcel.delivered',
  'parcel.delivery_failed',
  'parcel.cancelled',
  'parcel.deleted',
  'parcel.preferences_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The test event the panel's "Send test" sends: never subscribed to, always delivered. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The longest address an endpoint may have. */
export const WEBHOOK_URL_MAX = 2000;
/** How many endpoints a company may have. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** Why an endpoint is off: staff turned it off, or the run of failures (docs/webhooks.md). */
export const WEBHOOK_DISABLED_REASONS = ['manual', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabled_reason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  /** Failed tries in a row since the last delivered one. */
  failure_count: z.number().int(),
  /** The API key that made it (it is told only of that key's parcels); null: made by staff. */
  api_key_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint just created, or its secret just replaced: the secret, shown this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string().describe('whsec_… (Standard Webhooks); never shown again'),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

const webhookUrl = z.string().trim().min(1).max(WEBHOOK_URL_MAX);
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);
const webhookDescription = z.string().trim().max(300);

export const webhookEndpointCreateSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointCreatePayload = z.infer<typeof webhookEndpointCreateSchema>;

export const webhookEndpointPatchSchema = z
  .object({
    url: webhookUrl,
    events: webhookEvents,
    description: webhookDescription,
    enabled: z.boolean(),
  })
  .partial()
  .strict();
export type WebhookEndpointPatchPayload = z.infer<typeof webhookEndpointPatchSchema>;

export const WEBHOOK_DELIVERY_STATUSES = [
  // Waiting for an earlier event of the same parcel to this endpoint (in order per parcel).
  'waiting',
  'pending',
  'delivered',
  'failed',
] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event's delivery to one endpoint, as the delivery log shows it. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event_id: z.string().describe('the webhook-id header: the same on every try and resend'),
  event_type: z.string(),
  parcel_id: z.number().int().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_body: z.string().nullable().describe('the first 1 KB of the last answer'),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  payload: z.string().describe('the JSON body sent'),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(WEBHOOK_DELIVERY_STATUSES).optional()),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

export const webhookIdSchema = z.object({ id: idSchema });
