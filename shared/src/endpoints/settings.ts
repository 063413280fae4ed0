/** The site settings. */
import { endpoint, type In } from '../endpoint.js';
import type { Settings, SetupChecklist, settingsPatchSchema } from '../schemas/settings.js';

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

export const getSetupChecklist = endpoint({
  method: 'GET',
  route: '/api/setup',
  access: 'settings.read',
  ...({} as { data: SetupChecklist }),
});

export const uploadCompanyLogo = endpoint({
  method: 'POST',
  route: '/api/settings/logo',
  access: 'settings.write',
  audit: { writes: ['settings.update'] },
  bodyType: 'form',
  ...({} as { body: Record<string, never>; data: Settings }),
});

export const removeCompanyLogo = endpoint({
  method: 'DELETE',
  route: '/api/settings/logo',
  access: 'settings.write',
  audit: { writes: ['settings.update'] },
  ...({} as { data: Settings }),
});
