import { z } from 'zod';
import {
  ACTIVITY_COLORS,
  ACTIVITY_ICON_VALUES,
  DEFAULT_ACTIVITY_COLOR,
  DEFAULT_ACTIVITY_ICON,
} from '../choices.js';
import { partialUpdateSchema } from '../partial-update.js';
import { emptyToUndefined, idSchema, requiredText, requiredTextarea } from '../validation.js';

/**
 * A history entry of a parcel (docs/product.md §5.2); the created_at_* parts are ready to display.
 */
export const activitySchema = z.object({
  id: z.number().int(),
  parcel_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.enum(ACTIVITY_ICON_VALUES),
  color: z.enum(ACTIVITY_COLORS),
  created_at_month: z.string(),
  created_at_day: z.string(),
  created_at_time: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * Whether the entry keeps where the update that wrote it found the parcel (docs/product.md
   * §4.5a): the parcel's newest entry with it can put the parcel back (`restore_parcel`); false
   * for an entry added on its own or already put back, which would answer 409.
   */
  restorable: z.boolean(),
});
export type Activity = z.infer<typeof activitySchema>;

/** POST /api/activities. The description is a textarea, so it may run to TEXTAREA_MAX (2000). */
export const activityCreateSchema = z.object({
  title: requiredText(),
  description: requiredTextarea(),
  icon: z.preprocess(emptyToUndefined, z.enum(ACTIVITY_ICON_VALUES).default(DEFAULT_ACTIVITY_ICON)),
  color: z.preprocess(emptyToUndefined, z.enum(ACTIVITY_COLORS).default(DEFAULT_ACTIVITY_COLOR)),
  parcel_id: idSchema,
  /** E-mail the recipient about this entry (docs/product.md §4.5); unticked, nobody is told. */
  notify: z.boolean().default(true),
});
export type ActivityCreatePayload = z.infer<typeof activityCreateSchema>;

/** The admin's edit form: the create fields plus the id, and whether to put the parcel back. */
export const activityUpdateSchema = activityCreateSchema.extend({
  id: idSchema,
  restore_parcel: z.boolean().default(false),
});
export type ActivityUpdatePayload = z.infer<typeof activityUpdateSchema>;

/**
 * PATCH /api/activities: any of the create fields (moving an entry to another parcel included);
 * only those sent change (see partialUpdateSchema). `notify` only applies when an entry is added.
 */
export const activityPatchSchema = partialUpdateSchema({
  // Beside the key, not a field: whether the newest entry's edit also puts its parcel back
  // where it was before the entry (docs/product.md §4.5a).
  key: { id: idSchema, restore_parcel: z.boolean().default(false) },
  fields: activityCreateSchema.omit({ notify: true }).shape,
  readOnly: [
    'notify',
    'created_at_month',
    'created_at_day',
    'created_at_time',
    'created_at',
    'updated_at',
    'restorable',
  ],
});
export type ActivityPatchPayload = z.output<typeof activityPatchSchema>;

/**
 * DELETE /api/activities. `restore_parcel`: the newest entry of an update also puts its parcel
 * back where it was before the entry (docs/product.md §4.5a).
 */
export const activityDeleteSchema = z.object({
  id: idSchema,
  restore_parcel: z.boolean().default(false),
});
export type ActivityDeletePayload = z.infer<typeof activityDeleteSchema>;
