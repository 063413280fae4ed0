import { z } from 'zod';
import { optionalCountry } from '../address.js';
import { coded, optionalEmail, optionalText } from '../validation.js';

/**
 * A data request (docs/product.md §4.18): the person by e-mail (any letter case) or phone (any
 * format; read in `country` when it has no country code), or both.
 */
export const dataRequestSchema = z
  .object({
    email: optionalEmail(),
    phone: optionalText(),
    country: optionalCountry(),
  })
  .strict()
  .refine((request) => !!request.email || !!request.phone, coded('privacy.person_required'));
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** An erasure says it is meant: the same person and `confirm: true`. */
export const erasureRequestSchema = z
  .object({
    email: optionalEmail(),
    phone: optionalText(),
    country: optionalCountry(),
    confirm: z.boolean().optional(),
  })
  .strict()
  .refine((request) => !!request.email || !!request.phone, coded('privacy.person_required'))
  .refine((request) => request.confirm === true, coded('privacy.confirm_required'));
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** Why an erasure keeps rows: the law asks for them. */
export const KEPT_REASONS = ['tax_records', 'audit_trail'] as const;
export type KeptReason = (typeof KEPT_REASONS)[number];

/** What is held about the person: per table, how many records and a few of their keys. */
export const personalDataReportSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tables: z.array(
    z.object({
      table: z.string(),
      count: z.number().int(),
      /** Kept through an erasure, and why; null: erased. */
      kept: z.enum(KEPT_REASONS).nullable(),
      /** The first 50 records, by their keys (id, tracking code …). */
      records: z.array(z.string()),
    }),
  ),
});
export type PersonalDataReport = z.infer<typeof personalDataReportSchema>;

/** What an erasure did: the records erased and those kept, per table. */
export const erasureResultSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  erased: z.array(z.object({ table: z.string(), count: z.number().int() })),
  kept: z.array(
    z.object({ table: z.string(), count: z.number().int(), reason: z.enum(KEPT_REASONS) }),
  ),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
