import { z } from 'zod';
import { MAIL_DRIVERS, MAIL_TEMPLATES } from '../choices.js';
import { emptyToUndefined, optionalText, requiredEmail } from '../validation.js';

/** The one settings record (SPEC §3); the graph sends it as the first element of a list. */
export const settingsSchema = z.object({
  id: z.number().int(),
  /** The company's name in e-mails, documents and the site (beyond SPEC); '' means "Waybill". */
  company_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  contact_phone_alt: z.string(),
  contact_twitter: z.string(),
  contact_telegram: z.string(),
  contact_instagram: z.string(),
  contact_address: z.string(),
  mail_driver: z.enum(MAIL_DRIVERS),
  mail_template: z.enum(MAIL_TEMPLATES),
  meta_description: z.string(),
  chat_code: z.string(),
  /** E-mail recipients when staff add to a parcel's history (beyond SPEC). */
  notify_recipients: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Staff-supplied widget HTML (a chat box) may be longer than a line. */
export const CHAT_CODE_MAX = 20_000;

/**
 * PATCH /api/settings takes the fields of one or more of the three settings forms; the fields of
 * a form that is sent are all written (an optional one left empty is cleared), the others stay.
 * Contact Info: only contact_email is required (SPEC §5).
 */
export const settingsContactSchema = z.object({
  company_name: optionalText(),
  contact_email: requiredEmail(),
  contact_phone: optionalText(),
  contact_phone_alt: optionalText(),
  contact_twitter: optionalText(),
  contact_telegram: optionalText(),
  contact_instagram: optionalText(),
  contact_address: optionalText(),
});
export type SettingsContactPayload = z.infer<typeof settingsContactSchema>;

/** Mail Settings. */
export const settingsMailSchema = z.object({
  mail_driver: z.enum(MAIL_DRIVERS),
  mail_template: z.enum(MAIL_TEMPLATES),
  /** Left out: unchanged. */
  notify_recipients: z.boolean().optional(),
});
export type SettingsMailPayload = z.infer<typeof settingsMailSchema>;

/** Html Settings. */
export const settingsHtmlSchema = z.object({
  meta_description: optionalText(),
  chat_code: z.preprocess(emptyToUndefined, z.string().max(CHAT_CODE_MAX).optional()),
});
export type SettingsHtmlPayload = z.infer<typeof settingsHtmlSchema>;

/** The forms by name, each with the schema that checks it. */
export const SETTINGS_FORMS = {
  contact: settingsContactSchema,
  mail: settingsMailSchema,
  html: settingsHtmlSchema,
} as const;
export type SettingsForm = keyof typeof SETTINGS_FORMS;
