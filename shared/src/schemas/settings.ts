import { z } from 'zod';
import { MAIL_DRIVERS, MAIL_TEMPLATES } from '../choices.js';
import { partialUpdateSchema } from '../partial-update.js';
import { PARCEL_STAGES, STATUS_STAGES_MAX, statusKey } from '../stages.js';
import {
  coded,
  emptyToUndefined,
  optionalText,
  requiredEmail,
  requiredNumber,
  requiredText,
  TEXT_MAX,
} from '../validation.js';
import { httpOrigin } from '../secure-origin.js';
import { DELIVERY_OPTIONS, PREFERENCE_WINDOW_MAX } from '../delivery-preferences.js';

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
  /** The company's logo: an uploaded picture's name under /uploads/images/, '' for none. */
  company_logo: z.string(),
  /**
   * The site's public address kept in settings (an http(s) origin), '' for none; PUBLIC_URL wins
   * when set (docs/product.md §4.3).
   */
  public_url: z.string(),
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
  /**
   * Delivery preferences (docs/product.md §2.3d): the options offered to a recipient who passed
   * the unlock's check (none: the section is not shown), how many days ahead a delivery may be
   * moved, and the daily cut-off (HH:MM, company's time zone) after which a parcel due that day
   * takes no new choice. Optional in the type only: the server always sends them.
   */
  preference_options: z.array(z.enum(DELIVERY_OPTIONS)).optional(),
  preference_window_days: z.number().int().optional(),
  preference_cutoff: z.string().optional(),
  /**
   * Days after a parcel is delivered or returned before its people's details are erased (docs/
   * product.md §4.18). Optional in the type only: the server always sends it.
   */
  personal_data_days: z.number().int().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * The settings every screen gets in the graph: all but the status mapping, which only the server
 * needs (the tracking answer carries the stage it gives), and the public address kept in
 * settings, which only the server's links use.
 */
export const publicSettingsSchema = settingsSchema.omit({ status_stages: true, public_url: true });
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

/**
 * The public address form: an http(s) origin (scheme, host, port; no path, query, user or
 * password), kept as its origin; '' clears it.
 */
export const settingsPublicUrlSchema = z.object({
  public_url: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(TEXT_MAX)
      .refine((text) => httpOrigin(text) !== null, coded('settings.public_url_origin'))
      .transform((text) => httpOrigin(text) ?? text)
      .optional(),
  ),
});
export type SettingsPublicUrlPayload = z.infer<typeof settingsPublicUrlSchema>;

/** The logo's upload: the picture is the multipart form's `image` file, no other field. */
export const companyLogoSchema = z.object({});

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
  /**
   * Delivery preferences (docs/product.md §2.3d): the options offered to a recipient who passed
   * the unlock's check (none: the section is not shown), how many days ahead a delivery may be
   * moved, and the daily cut-off (HH:MM, company's time zone) after which a parcel due that day
   * takes no new choice. Optional in the type only: the server always sends them.
   */
  preference_options: z.array(z.enum(DELIVERY_OPTIONS)).optional(),
  preference_window_days: z.number().int().optional(),
  preference_cutoff: z.string().optional(),
});
export type SettingsTrackingPayload = z.infer<typeof settingsTrackingSchema>;

/** Delivery preferences: what a recipient may ask, within which days, until which time. */
export const settingsPreferencesSchema = z.object({
  preference_options: z.array(z.enum(DELIVERY_OPTIONS)).max(DELIVERY_OPTIONS.length),
  preference_window_days: requiredNumber(z.number().int().min(1).max(PREFERENCE_WINDOW_MAX)),
  preference_cutoff: z
    .string()
    .trim()
    .refine(
      (text) => /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(text),
      coded('settings.cutoff_format'),
    ),
});
export type SettingsPreferencesPayload = z.infer<typeof settingsPreferencesSchema>;

/** The panel's form of it: one switch per option (`offer_<option>`), then the window and cut-off. */
export const settingsPreferencesFormSchema = settingsPreferencesSchema
  .omit({ preference_options: true })
  .extend({
    offer_safe_place: z.boolean(),
    offer_neighbour: z.boolean(),
    offer_depot: z.boolean(),
    offer_another_day: z.boolean(),
  });
export type SettingsPreferencesForm = z.infer<typeof settingsPreferencesFormSchema>;

/** A year, unless the owner sets otherwise; a hundred years at most. */
export const PERSONAL_DATA_DAYS_DEFAULT = 365;
export const PERSONAL_DATA_DAYS_MAX = 36_500;

/** Personal data: how many days after delivery or return people's details are kept. */
export const settingsPersonalDataSchema = z.object({
  personal_data_days: requiredNumber(z.number().int().min(1).max(PERSONAL_DATA_DAYS_MAX)),
});
export type SettingsPersonalDataPayload = z.infer<typeof settingsPersonalDataSchema>;

/** Status Stages: the mapping, sent whole. */
export const settingsStagesSchema = z.object({ status_stages: statusStagesSchema });
export type SettingsStagesPayload = z.infer<typeof settingsStagesSchema>;

/**
 * PATCH /api/settings: any fields of the settings forms together; only those sent change (see
 * partialUpdateSchema), an optional text cleared becomes ''.
 */
export const settingsPatchSchema = partialUpdateSchema({
  key: {},
  fields: {
    ...settingsContactSchema.shape,
    ...settingsPublicUrlSchema.shape,
    ...settingsMailSchema.required({ notify_recipients: true }).shape,
    ...settingsHtmlSchema.shape,
    ...settingsStagesSchema.shape,
    ...settingsTrackingSchema.shape,
    ...settingsPreferencesSchema.shape,
    ...settingsPersonalDataSchema.shape,
  },
  // The logo changes only through its upload and removal calls (they count the picture's uses).
  readOnly: ['id', 'company_logo'],
});
export type SettingsPatchPayload = z.output<typeof settingsPatchSchema>;

/**
 * The set-up checklist's items (docs/product.md §4.3): what a new install still lacks before it
 * tells the truth about the company and its mail.
 */
export const SETUP_ITEMS = [
  'company_name',
  'logo',
  'contact_address',
  'contact_email',
  'contact_phone',
  'public_url',
  'time_zone',
  'mail',
] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

/** Where the links' public address comes from: PUBLIC_URL, the settings, or nowhere yet. */
export const PUBLIC_URL_SOURCES = ['environment', 'settings', 'none'] as const;
export type PublicUrlSource = (typeof PUBLIC_URL_SOURCES)[number];

/**
 * GET /api/setup: each item and whether it is done; `complete` when all are; `public_url`: the
 * address links use and where it comes from (PUBLIC_URL wins over the settings' one).
 */
export const setupChecklistSchema = z.object({
  items: z.array(z.object({ item: z.enum(SETUP_ITEMS), done: z.boolean() })),
  complete: z.boolean(),
  public_url: z.object({ source: z.enum(PUBLIC_URL_SOURCES), value: z.string().nullable() }),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
