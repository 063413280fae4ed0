/** The schemas and summaries of the endpoints in saved-views.ts, each required by the compiler. */
import { z } from 'zod';
import { describeArea } from '../endpoint-description.js';
import {
  SAVED_VIEWS_MAX,
  savedViewCreateSchema,
  savedViewPatchSchema,
  savedViewQuerySchema,
  savedViewSchema,
} from '../schemas/saved-views.js';
import * as endpoints from './saved-views.js';

export const savedViewsSchemas = describeArea(endpoints, {
  listSavedViews: {
    summary: 'The member’s own views of a list and those the team shared, by name.',
    query: savedViewQuerySchema,
    data: () => z.array(savedViewSchema),
  },
  createSavedView: {
    summary: `Save the list's filter, sort and columns under a name (at most ${SAVED_VIEWS_MAX} a member; a name used twice by one member is a 409 view.name_taken).`,
    body: savedViewCreateSchema,
    data: () => savedViewSchema,
  },
  updateSavedView: {
    summary: 'Rename a view of one’s own, or share it with the team or stop sharing it.',
    body: savedViewPatchSchema,
    data: () => savedViewSchema,
  },
  deleteSavedView: {
    summary: 'Delete a view of one’s own (another member’s is not found).',
    data: () => z.null(),
  },
});
