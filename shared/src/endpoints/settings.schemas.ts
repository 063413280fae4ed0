/** The schemas and summaries of the endpoints in settings.ts, each required by the compiler. */
import { PARTIAL_UPDATE_DOC } from '../partial-update.js';
import { describeArea } from '../endpoint-description.js';
import { settingsPatchSchema, settingsSchema } from '../schemas/settings.js';
import * as endpoints from './settings.js';

export const settingsSchemas = describeArea(endpoints, {
  getSettings: {
    summary: 'The site settings (staff).',
    data: () => settingsSchema,
  },
  updateSettings: {
    summary:
      'Save settings: any fields of the Contact Info, Mail and Html forms; only those sent change (contact_email cannot be cleared).',
    description: PARTIAL_UPDATE_DOC,
    body: settingsPatchSchema,
    data: () => settingsSchema,
  },
});
