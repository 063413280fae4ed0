/** The schemas and summaries of the endpoints in settings.ts, each required by the compiler. */
import { PARTIAL_UPDATE_DOC } from '../partial-update.js';
import { describeArea } from '../endpoint-description.js';
import { LOGO_MAX_BYTES } from '../limits.js';
import {
  companyLogoSchema,
  settingsPatchSchema,
  settingsSchema,
  setupChecklistSchema,
} from '../schemas/settings.js';
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
  uploadCompanyLogo: {
    summary: `Set the company's logo (multipart: image). JPEG or PNG by content, at most ${LOGO_MAX_BYTES / 1024 / 1024} MB; re-encoded like every uploaded picture.`,
    body: companyLogoSchema,
    data: () => settingsSchema,
  },
  removeCompanyLogo: {
    summary: "Remove the company's logo (documents and the site show none).",
    data: () => settingsSchema,
  },
  getSetupChecklist: {
    summary:
      "The set-up checklist: the company's name, logo, address, e-mail and phone, the public address (and where it comes from), the time zone and mail, each done or not.",
    data: () => setupChecklistSchema,
  },
});
