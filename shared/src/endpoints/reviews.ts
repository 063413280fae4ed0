/** Customer reviews. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { pageQuerySchema } from '../schemas/queries.js';
import type { Review, reviewCreateSchema, reviewDeleteSchema } from '../schemas/review.js';

export const listReviews = endpoint({
  method: 'GET',
  route: '/api/reviews',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Review> }),
});

export const createReview = endpoint({
  method: 'POST',
  route: '/api/reviews',
  bodyType: 'form',
  ...({} as { body: In<typeof reviewCreateSchema>; data: Review }),
});

export const deleteReview = endpoint({
  method: 'DELETE',
  route: '/api/reviews',
  ...({} as { body: In<typeof reviewDeleteSchema> }),
});
