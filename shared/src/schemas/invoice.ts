import { z } from 'zod';
import {
  coded,
  emptyToUndefined,
  optionalEmail,
  optionalNumber,
  optionalText,
  requiredText,
} from '../validation.js';

/** ISO 4217 style: three letters, stored upper case. */
const currency = () =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => /^[A-Z]{3}$/.test(code), coded('invoice.currency_format'))
      .optional(),
  );

/** The largest amount an invoice holds (numeric(12,2) in the database). */
export const INVOICE_AMOUNT_MAX = 9_999_999_999.99;

/**
 * POST /api/invoices: the form asks only for the product (docs/product.md §4.9); the rest is
 * optional.
 */
export const invoiceCreateSchema = z.object({
  product: requiredText(),
  tracking_code: optionalText(),
  amount: optionalNumber(
    z
      .number()
      .min(0)
      .max(INVOICE_AMOUNT_MAX)
      .refine(
        (amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6),
        coded('invoice.amount_cents'),
      ),
  ),
  currency: currency(),
  customer_name: optionalText(),
  customer_email: optionalEmail(),
});
export type InvoiceCreatePayload = z.infer<typeof invoiceCreateSchema>;

/** An invoice as the API sends it; `number` is the printed invoice number. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  product: z.string(),
  tracking_code: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
