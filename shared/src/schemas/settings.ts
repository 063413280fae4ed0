import { z } from 'zod';
import { MAIL_DRIVERS, MAIL_TEMPLATES } from '../choices.js';
import { partialUpdateSchema } from '../partial-update.js';
import { PARCEL_STAGES, STATUS_STAGES_MAX, statusKey } from '../stages.js';
import {
  coded,
  emptyToUndefined,
  optionalText,
  requiredEmail,
  requiredText,
} from '../validation.js';

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
  /** Status texts and the stage each means (docs/product.md §4.7), in the staff's order. */
  status_stages: z.array(z.object({ status: z.string(), stage: z.enum(PARCEL_STAGES) })),
  /**
   * What the tracking code alone shows a visitor (docs/product.md §2.3, "Privacy by default"):
   * each off (the default) keeps it for a visitor who also knows the recipient's e-mail or the
   * last 4 digits of their phone number. Names: the recipient's and the sender's; photo: the
   * parcel's picture; exact map: the markers where staff put them (else near the nearest tenth
   * of a degree, about 10 km).
   */
  tracking_shows_names: z.boolean(),
  tracking_shows_photo: z.boolean(),
  tracking_shows_exact_map: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * The settings every screen gets in the graph: all but the status mapping, which only the server
 * needs (the tracking answer carries the stage it gives).
 */
export const publicSettingsSchema = settingsSchema.omit({ status_stages: true });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

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

/** One row of the status mapping: a status text (as a parcel's status holds it) and its stage. */
export const statusStageSchema = z.strictObject({
  status: requiredText(),
  stage: z.enum(PARCEL_STAGES),
});

/**
 * The status mapping: at most STATUS_STAGES_MAX rows (counted before any row is read), each status
 * once, case and spaces aside.
 */
export const statusStagesSchema = z
  .array(z.unknown())
  .refine((rows) => rows.length <= STATUS_STAGES_MAX, coded('settings.too_many_statuses'))
  .pipe(
    z.array(statusStageSchema).superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = statusKey(row.status);
        if (seen.has(key)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'status'],
            input: row.status,
            ...coded('settings.status_repeated'),
          });
        }
        seen.add(key);
      });
    }),
  );

/** Tracking privacy: what the tracking code alone shows (docs/product.md §2.3). */
export const settingsTrackingSchema = z.object({
  tracking_shows_names: z.boolean(),
  tracking_shows_photo: z.boolean(),
  tracking_shows_exact_map: z.boolean(),
});
export type SettingsTrackingPayload = z.infer<typeof settingsTrackingSchema>;

/** Status Stages: the mapping, sent whole. */
export const settingsStagesSchema = z.object({ status_stages: statusStagesSchema });
export type SettingsStagesPayload = z.infer<typeof settingsStagesSchema>;

/**
 * PATCH /api/settings: any fields of the five forms together; only those sent change (see
 * partialUpdateSchema), an optional text cleared becomes ''.
 */
export const settingsPatchSchema = partialUpdateSchema({
  key: {},
  fields: {
    ...settingsContactSchema.shape,
    ...settingsMailSchema.required({ notify_recipients: true }).shape,
    ...settingsHtmlSchema.shape,
    ...settingsStagesSchema.shape,
    ...settingsTrackingSchema.shape,
  },
  readOnly: ['id'],
});
export type SettingsPatchPayload = z.output<typeof settingsPatchSchema>;
