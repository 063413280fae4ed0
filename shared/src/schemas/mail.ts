import { z } from 'zod';
import { idSchema, requiredEmail } from '../validation.js';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message in the outbox as staff see it (docs/product.md §4.8): what happened to it and when. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** POST /api/outbox/retry. */
export const outboxRetrySchema = z.object({ id: idSchema });
export type OutboxRetryPayload = z.infer<typeof outboxRetrySchema>;

/** POST /api/parcels/{code}/subscribers: a visitor asks for e-mail updates on a parcel. */
export const subscribeSchema = z.object({ email: requiredEmail() });
export type SubscribePayload = z.infer<typeof subscribeSchema>;
