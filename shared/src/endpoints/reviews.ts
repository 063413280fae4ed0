/** Customer reviews. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { pageQuerySchema } from '../schemas/queries.js';
import type {
  parcelRatingSchema,
  PublicReview,
  Review,
  reviewApproveSchema,
  reviewCreateSchema,
  reviewDeleteSchema,
} from '../schemas/review.js';

/** The approved reviews as everyone sees them: never the rated parcel. */
export const listReviews = endpoint({
  method: 'GET',
  route: '/api/reviews',
  access: 'public',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<PublicReview> }),
});

/** Staff's list: pending ratings too, with the rated parcel's code. */
export const listStaffReviews = endpoint({
  method: 'GET',
  route: '/api/reviews/all',
  access: 'reviews.write',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Review> }),
});

export const createReview = endpoint({
  method: 'POST',
  route: '/api/reviews',
  access: 'reviews.write',
  audit: { writes: ['review.create'] },
  created: true,
  bodyType: 'form',
  ...({} as { body: In<typeof reviewCreateSchema>; data: Review }),
});

export const deleteReview = endpoint({
  method: 'DELETE',
  route: '/api/reviews',
  access: 'reviews.write',
  audit: { writes: ['review.delete'] },
  ...({} as { body: In<typeof reviewDeleteSchema> }),
});

export const approveReview = endpoint({
  method: 'POST',
  route: '/api/reviews/approve',
  access: 'reviews.write',
  audit: { writes: ['review.update'] },
  ...({} as { body: In<typeof reviewApproveSchema>; data: Review }),
});

/** A visitor rates a delivered parcel; the rating waits for staff approval. */
export const rateParcel = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/rating',
  access: 'public',
  audit: { writes: ['review.create'] },
  ...({} as { body: In<typeof parcelRatingSchema> }),
});
