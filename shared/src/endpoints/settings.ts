/** The site settings. */
import { endpoint, type In } from '../endpoint.js';
import type { Settings, settingsPatchSchema } from '../schemas/settings.js';

export const getSettings = endpoint({
  method: 'GET',
  route: '/api/settings',
  access: 'settings.read',
  ...({} as { data: Settings }),
});

export const updateSettings = endpoint({
  method: 'PATCH',
  route: '/api/settings',
  access: 'settings.write',
  audit: { writes: ['settings.update'] },
  ...({} as { body: In<typeof settingsPatchSchema>; data: Settings }),
});
