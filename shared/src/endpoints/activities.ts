/** A parcel's history entries. */
import { endpoint, type In } from '../endpoint.js';
import type {
  Activity,
  activityCreateSchema,
  activityDeleteSchema,
  activityPatchSchema,
} from '../schemas/activity.js';

export const getActivity = endpoint({
  method: 'GET',
  route: '/api/activities/:id',
  access: 'parcels.read',
  ...({} as { data: Activity }),
});

export const createActivity = endpoint({
  method: 'POST',
  route: '/api/activities',
  access: 'parcels.write',
  audit: { writes: ['activity.create', 'mail.create'] },
  created: true,
  ...({} as { body: In<typeof activityCreateSchema>; data: Activity }),
});

export const updateActivity = endpoint({
  method: 'PATCH',
  route: '/api/activities',
  access: 'parcels.write',
  // With restore_parcel, the parcel put back is written too.
  audit: { writes: ['activity.update', 'parcel.update'] },
  ...({} as { body: In<typeof activityPatchSchema>; data: Activity }),
});

export const deleteActivity = endpoint({
  method: 'DELETE',
  route: '/api/activities',
  access: 'parcels.write',
  audit: { writes: ['activity.delete', 'parcel.update'] },
  ...({} as { body: In<typeof activityDeleteSchema> }),
});
