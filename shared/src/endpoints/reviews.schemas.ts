/** The schemas and summaries of the endpoints in reviews.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  parcelRatingSchema,
  publicReviewSchema,
  reviewApproveSchema,
  reviewCreateSchema,
  reviewDeleteSchema,
  reviewSchema,
} from '../schemas/review.js';
import { pageQuerySchema } from '../schemas/queries.js';
import { pagedSchema } from '../envelope.js';
import * as endpoints from './reviews.js';

export const reviewsSchemas = describeArea(endpoints, {
  rateParcel: {
    summary: 'A visitor rates a delivered parcel (1–5 and a comment); staff approve it.',
    body: parcelRatingSchema,
  },
  listReviews: {
    summary: 'Approved customer reviews, newest first, 20 a page; never the rated parcel.',
    query: pageQuerySchema,
    data: () => pagedSchema(publicReviewSchema),
  },
  listStaffReviews: {
    summary:
      "Every review, newest first, 20 a page: pending ratings too, with the rated parcel's code.",
    query: pageQuerySchema,
    data: () => pagedSchema(reviewSchema),
  },
  createReview: {
    summary: 'Add a review (multipart: name, review, image — JPEG or PNG, optional).',
    body: reviewCreateSchema,
    data: () => reviewSchema,
  },
  approveReview: {
    summary: 'Approve a pending rating: it shows on the home page.',
    body: reviewApproveSchema,
    data: () => reviewSchema,
  },
  deleteReview: {
    summary: 'Delete a review and its photo.',
    body: reviewDeleteSchema,
  },
});
