import { z } from 'zod';
import { PARCEL_LIST_COLUMNS, PARCEL_SORTS } from '../choices.js';
import { PARCEL_STAGES } from '../stages.js';
import { TEXT_MAX, isoDate, requiredText } from '../validation.js';

/** The screens that have saved views. */
export const SAVED_VIEW_SCREENS = ['parcels'] as const;
/** The most views one member keeps. */
export const SAVED_VIEWS_MAX = 50;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** What a view restores: the list's filter, its sort and its columns. */
export const savedViewStateSchema = z
  .object({
    search: optional(z.string().trim().max(TEXT_MAX)),
    status: optional(z.string().trim().max(TEXT_MAX)),
    stage: optional(z.enum(PARCEL_STAGES)),
    late: z.boolean().default(false),
    created_on: optional(isoDate()),
    created_from: optional(isoDate()),
    created_to: optional(isoDate()),
    sort: z.enum(PARCEL_SORTS),
    columns: z
      .array(z.enum(PARCEL_LIST_COLUMNS))
      .max(PARCEL_LIST_COLUMNS.length)
      .transform((columns) => [...new Set(columns)]),
  })
  .strict();
export type SavedViewState = z.output<typeof savedViewStateSchema>;

export const savedViewCreateSchema = z
  .object({
    screen: z.enum(SAVED_VIEW_SCREENS),
    name: requiredText(),
    state: savedViewStateSchema,
    shared: z.boolean().default(false),
  })
  .strict();
export type SavedViewCreatePayload = z.output<typeof savedViewCreateSchema>;

export const savedViewPatchSchema = z
  .object({ name: requiredText().optional(), shared: z.boolean().optional() })
  .strict();
export type SavedViewPatchPayload = z.output<typeof savedViewPatchSchema>;

export const savedViewQuerySchema = z.object({ screen: z.enum(SAVED_VIEW_SCREENS) });

export const savedViewSchema = z.object({
  id: z.number().int(),
  screen: z.enum(SAVED_VIEW_SCREENS),
  name: z.string(),
  state: savedViewStateSchema,
  shared: z.boolean(),
  /** Whether the member asking made it (only its maker renames, shares or deletes it). */
  mine: z.boolean(),
  /** The maker's display name. */
  owner_name: z.string(),
  created_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
