/** The schemas and summaries of the endpoints in places.ts, each required by the compiler. */
import { z } from 'zod';
import { describeArea } from '../endpoint-description.js';
import { placeSchema, placeSearchQuerySchema } from '../schemas/place.js';
import * as endpoints from './places.js';

export const placesSchemas = describeArea(endpoints, {
  searchPlaces: {
    summary:
      'Places whose name starts with ?search= (1–100 characters; any case, accents optional), most populous first; at most ?limit= (1–10, 10 by default).',
    query: placeSearchQuerySchema,
    data: () => z.array(placeSchema),
  },
});
