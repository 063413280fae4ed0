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
// Audit trail.
import { auditTexts } from './audit';
// Roles and staff accounts.
import { staffTexts } from './staff';
// Two-factor sign-in.
import { twoFactorTexts } from './twoFactor';
// Passkeys.
import { passkeysTexts } from './passkeys';
// Staff sessions.
import { sessionsTexts } from './sessions';
// Places by name.
import { placesTexts } from './places';
// Parcel stages.
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
  // Audit trail.
  ...auditTexts,
  ...staffTexts,
  // Two-factor sign-in.
  ...twoFactorTexts,
  // Passkeys.
  ...passkeysTexts,
  // Staff sessions.
  ...sessionsTexts,
  // Places by name.
  ...placesTexts,
  // Parcel stages.
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
  // Audit trail.
  audit: auditTexts,
  staff: staffTexts,
  // Two-factor sign-in.
  twoFactor: twoFactorTexts,
  // Passkeys.
  passkeys: passkeysTexts,
  // Staff sessions.
  sessions: sessionsTexts,
  // Places by name.
  places: placesTexts,
  // Parcel stages.
  stages: stagesTexts,
};
