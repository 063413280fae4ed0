import { z } from 'zod';
import { MAIL_DRIVERS, MAIL_TEMPLATES } from '../choices.js';
import { partialUpdateSchema } from '../partial-update.js';
import { emptyToUndefined, optionalText, requiredEmail } from '../validation.js';

/**
 * The one settings record (docs/product.md §5.5); the graph sends it as the first element of a
 * list.
 */
export const settingsSchema = z.object({
  id: z.number().int(),
  /**
   * The company's name in e-mails, documents and the site (docs/product.md §4.7); '' means
   * "Waybill".
   */
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
  /** E-mail recipients when staff add to a parcel's history (docs/product.md §10). */
  notify_recipients: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Staff-supplied widget HTML (a chat box) may be longer than a line. */
export const CHAT_CODE_MAX = 20_000;

/** The three settings forms of the admin. Contact Info: only contact_email is required. */
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

/**
 * PATCH /api/settings: any fields of the three forms together; only those sent change (see
 * partialUpdateSchema), an optional text cleared becomes ''.
 */
export const settingsPatchSchema = partialUpdateSchema({
  key: {},
  fields: {
    ...settingsContactSchema.shape,
    ...settingsMailSchema.required({ notify_recipients: true }).shape,
    ...settingsHtmlSchema.shape,
  },
  readOnly: ['id'],
});
export type SettingsPatchPayload = z.output<typeof settingsPatchSchema>;
