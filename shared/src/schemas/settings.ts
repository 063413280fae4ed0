import { z } from 'zod';
import { MAIL_DRIVERS, MAIL_TEMPLATES } from '../choices.js';
import { LONG_TEXT_MAX, optionalText, requiredEmail } from '../validation.js';

/** The one settings record (SPEC §3); the graph sends it as the first element of a list. */
export const settingsSchema = z.object({
  id: z.number().int(),
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
});
export type Settings = z.infer<typeof settingsSchema>;

/** PATCH /api/settings: contact_email is the only required field (SPEC §5). */
export const settingsUpdateSchema = z.object({
  contact_email: requiredEmail(),
  contact_phone: optionalText(),
  contact_phone_alt: optionalText(),
  contact_twitter: optionalText(),
  contact_telegram: optionalText(),
  contact_instagram: optionalText(),
  contact_address: optionalText(),
  mail_driver: z.enum(MAIL_DRIVERS).optional(),
  mail_template: z.enum(MAIL_TEMPLATES).optional(),
  meta_description: optionalText(),
  chat_code: z.string().max(LONG_TEXT_MAX).optional(),
});
export type SettingsUpdatePayload = z.infer<typeof settingsUpdateSchema>;
