/** The site settings. */
import { endpoint, type In } from '../endpoint.js';
import type { Settings, settingsPatchSchema } from '../schemas/settings.js';

export const getSettings = endpoint({
  method: 'GET',
  route: '/api/settings',
  ...({} as { data: Settings }),
});

export const updateSettings = endpoint({
  method: 'PATCH',
  route: '/api/settings',
  ...({} as { body: In<typeof settingsPatchSchema>; data: Settings }),
});
