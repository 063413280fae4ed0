import { z } from 'zod';
import { DEFAULT_PAGE_ICON, PAGE_HEROES, PAGE_ICONS, PAGE_OVERLAYS } from '../choices.js';
import {
  LONG_TEXT_MAX,
  coded,
  emptyToUndefined,
  idSchema,
  optionalText,
  requiredText,
} from '../validation.js';
import { partialUpdateSchema } from '../partial-update.js';

/**
 * A content page (docs/product.md §5.3). `content` is the marked-up body; hero and overlay name
 * images.
 */
export const pageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  icon: z.enum(PAGE_ICONS),
  hero: z.string().nullable(),
  overlay: z.string().nullable(),
  sub_title: z.string().nullable(),
  /** A starter page of a new install, not yet edited: a sample to edit or delete. */
  sample: z.boolean(),
});
export type Page = z.infer<typeof pageSchema>;

/** What the graph and the side menu get for each page. */
export const pageSummarySchema = pageSchema.pick({ id: true, slug: true, title: true, icon: true });
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** Lowercase letters, digits and dashes: the slug is part of the URL /pages/{slug}. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

const content = () => z.preprocess(emptyToUndefined, z.string().max(LONG_TEXT_MAX).default(''));
const icon = () => z.preprocess(emptyToUndefined, z.enum(PAGE_ICONS).default(DEFAULT_PAGE_ICON));

/** POST /api/pages: the server derives the slug from the title. */
export const pageCreateSchema = z.object({
  title: requiredText(),
  content: content(),
  icon: icon(),
});
export type PageCreatePayload = z.infer<typeof pageCreateSchema>;

/** The admin's edit form: every field, an optional one left empty is cleared. */
export const pageUpdateSchema = z.object({
  id: idSchema,
  slug: requiredText().refine((slug) => SLUG_PATTERN.test(slug), coded('page.slug_format')),
  title: requiredText(),
  content: content(),
  icon: icon(),
  hero: z.preprocess(emptyToUndefined, z.enum(PAGE_HEROES).optional()),
  overlay: z.preprocess(emptyToUndefined, z.enum(PAGE_OVERLAYS).optional()),
  sub_title: optionalText(),
});
export type PageUpdatePayload = z.infer<typeof pageUpdateSchema>;

/** PATCH /api/pages: any fields of the edit form; only those sent change (see partialUpdateSchema). */
export const pagePatchSchema = partialUpdateSchema({
  key: { id: idSchema },
  fields: pageUpdateSchema.omit({ id: true }).shape,
  readOnly: ['created_at', 'updated_at', 'sample'],
});
export type PagePatchPayload = z.output<typeof pagePatchSchema>;

/** DELETE /api/pages. */
export const pageDeleteSchema = z.object({ id: idSchema });
export type PageDeletePayload = z.infer<typeof pageDeleteSchema>;
