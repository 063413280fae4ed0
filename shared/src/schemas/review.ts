import { z } from 'zod';
import { idSchema, requiredText, requiredTextarea } from '../validation.js';

/** A customer review (docs/product.md §5.4); `image` is a file name under /uploads/images/. */
export const reviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  review: z.string(),
  image: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * POST /api/reviews (multipart): the text fields; the image file is checked by the server.
 * The review is a textarea, so it may run to TEXTAREA_MAX (2000).
 */
export const reviewCreateSchema = z.object({
  name: requiredText(),
  review: requiredTextarea(),
});
export type ReviewCreatePayload = z.infer<typeof reviewCreateSchema>;

/** DELETE /api/reviews. */
export const reviewDeleteSchema = z.object({ id: idSchema });
export type ReviewDeletePayload = z.infer<typeof reviewDeleteSchema>;
