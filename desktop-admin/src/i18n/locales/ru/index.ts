import type { AdminMessages } from '../../en';
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

export const messages: AdminMessages = {
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
};
