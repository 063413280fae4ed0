import { shellTexts } from './shell';
import { formsTexts } from './forms';
import { problemsTexts } from './problems';
import { authTexts } from './auth';
import { accountTexts } from './account';
import { dashboardTexts } from './dashboard';
import { parcelsTexts } from './parcels';
import { activitiesTexts } from './activities';
import { mapTexts } from './map';
import { invoicesTexts } from './invoices';
import { pagesTexts } from './pages';
import { contentTexts } from './content';
import { reviewsTexts } from './reviews';
import { mailTexts } from './mail';
import { settingsTexts } from './settings';
// Audit trail (issue 14).
import { auditTexts } from './audit';
// Issue 14: roles and staff accounts.
import { staffTexts } from './staff';
// Two-factor sign-in (issue 14).
import { twoFactorTexts } from './twoFactor';
// Passkeys (issue 14).
import { passkeysTexts } from './passkeys';
// Staff sessions (issue 14).
import { sessionsTexts } from './sessions';
// Places by name (issue 16).
import { placesTexts } from './places';
// Parcel stages (issue 16).
import { stagesTexts } from './stages';

/**
 * The control panel's text in English: the one source of keys, one file per area of the app. Each
 * area's keys start with its name and a dot (`parcels.`), so two areas never write the same key
 * (i18n.test.ts checks). Every other language has the same area files in ../locales/<tag>/, each
 * typed by its English area, so a missing or unknown key fails the build.
 */
export const en = {
  ...shellTexts,
  ...formsTexts,
  ...problemsTexts,
  ...authTexts,
  ...accountTexts,
  ...dashboardTexts,
  ...parcelsTexts,
  ...activitiesTexts,
  ...mapTexts,
  ...invoicesTexts,
  ...pagesTexts,
  ...contentTexts,
  ...reviewsTexts,
  ...mailTexts,
  ...settingsTexts,
  // Audit trail (issue 14).
  ...auditTexts,
  ...staffTexts,
  // Two-factor sign-in (issue 14).
  ...twoFactorTexts,
  // Passkeys (issue 14).
  ...passkeysTexts,
  // Staff sessions (issue 14).
  ...sessionsTexts,
  // Places by name (issue 16).
  ...placesTexts,
  // Parcel stages (issue 16).
  ...stagesTexts,
} as const;

export type AdminMessageKey = keyof typeof en;
export type AdminMessages = Record<AdminMessageKey, string>;

/** The texts of one English area, as another language must give them. */
export type AreaTexts<T> = Record<keyof T, string>;

/** Every area file, by the prefix its keys must have (for the check). */
export const AREAS: Record<string, Record<string, string>> = {
  shell: shellTexts,
  forms: formsTexts,
  problems: problemsTexts,
  auth: authTexts,
  account: accountTexts,
  dashboard: dashboardTexts,
  parcels: parcelsTexts,
  activities: activitiesTexts,
  map: mapTexts,
  invoices: invoicesTexts,
  pages: pagesTexts,
  content: contentTexts,
  reviews: reviewsTexts,
  mail: mailTexts,
  settings: settingsTexts,
  // Audit trail (issue 14).
  audit: auditTexts,
  staff: staffTexts,
  // Two-factor sign-in (issue 14).
  twoFactor: twoFactorTexts,
  // Passkeys (issue 14).
  passkeys: passkeysTexts,
  // Staff sessions (issue 14).
  sessions: sessionsTexts,
  // Places by name (issue 16).
  places: placesTexts,
  // Parcel stages (issue 16).
  stages: stagesTexts,
};
