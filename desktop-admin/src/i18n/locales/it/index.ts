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
};
