/** The schemas and summaries of the endpoints in activities.ts, each required by the compiler. */
import { PARTIAL_UPDATE_DOC } from '../partial-update.js';
import { describeArea } from '../endpoint-description.js';
import {
  activityCreateSchema,
  activityDeleteSchema,
  activityPatchSchema,
  activitySchema,
} from '../schemas/activity.js';
import * as endpoints from './activities.js';

export const activitiesSchemas = describeArea(endpoints, {
  getActivity: {
    summary: 'One history entry (for the edit screen).',
    data: () => activitySchema,
  },
  createActivity: {
    summary: "Add an entry to a parcel's history (and notify its subscribers when asked).",
    body: activityCreateSchema,
    data: () => activitySchema,
  },
  updateActivity: {
    summary: 'Edit a history entry: only the fields sent change.',
    description: PARTIAL_UPDATE_DOC,
    body: activityPatchSchema,
    data: () => activitySchema,
  },
  deleteActivity: {
    summary: 'Delete a history entry.',
    body: activityDeleteSchema,
  },
});
