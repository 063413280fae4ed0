import { z } from 'zod';
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN } from '../limits.js';
import { idSchema, optionalText, requiredText, requiredTextarea } from '../validation.js';

/** Staff reviews are approved when written; a visitor's rating waits for staff. */
export const REVIEW_STATUSES = ['approved', 'pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A customer review as everyone sees it (the home page, GET /api/reviews, the graph); `image` is a
 * file name under /uploads/images/, `rating` is set for a visitor's rating of a delivery (null for
 * staff reviews). Never the rated parcel: its tracking code (or anything leading to it) would let
 * anyone read the parcel without spending a tracking lookup.
 */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  review: z.string(),
  image: z.string().nullable(),
  rating: z.number().int().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * A review as staff see it (docs/product.md §5.4): also whether it waits for approval and the
 * rated parcel's code (null for staff reviews, and once the parcel is deleted).
 */
export const reviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  parcel_code: z.string().nullable(),
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

/** POST /api/reviews/approve: a pending rating goes on the home page. */
export const reviewApproveSchema = z.object({ id: idSchema });
export type ReviewApprovePayload = z.infer<typeof reviewApproveSchema>;

/** POST /api/parcels/{code}/rating: a visitor rates a delivered parcel; the name is optional. */
export const parcelRatingSchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: requiredTextarea(RATING_COMMENT_MAX),
  name: optionalText(),
});
export type ParcelRatingPayload = z.infer<typeof parcelRatingSchema>;
