import type shell from './en/shell.json';
import type forms from './en/forms.json';
import type problems from './en/problems.json';
import type auth from './en/auth.json';
import type account from './en/account.json';
import type dashboard from './en/dashboard.json';
import type parcels from './en/parcels.json';
import type activities from './en/activities.json';
import type map from './en/map.json';
import type invoices from './en/invoices.json';
import type pages from './en/pages.json';
import type content from './en/content.json';
import type reviews from './en/reviews.json';
import type mail from './en/mail.json';
import type settings from './en/settings.json';
import type audit from './en/audit.json';
import type staff from './en/staff.json';
import type twoFactor from './en/twoFactor.json';
import type passkeys from './en/passkeys.json';
import type sessions from './en/sessions.json';
import type places from './en/places.json';
import type stages from './en/stages.json';
import type jobs from './en/jobs.json';
import type apiKeys from './en/apiKeys.json';
import type webhooks from './en/webhooks.json';
import type runs from './en/runs.json';
import type imports from './en/imports.json';
import type bulk from './en/bulk.json';
import type privacy from './en/privacy.json';

/**
 * Every key of the control panel's texts: those of the English catalogues (`en/<area>.json`, the
 * source), so a key the code names but English lacks fails the build. Each key starts with its
 * area and a dot (`parcels.`), so no two areas write the same key (catalogues.test.ts checks).
 */
export type AdminMessageKey =
  | keyof typeof shell
  | keyof typeof forms
  | keyof typeof problems
  | keyof typeof auth
  | keyof typeof account
  | keyof typeof dashboard
  | keyof typeof parcels
  | keyof typeof activities
  | keyof typeof map
  | keyof typeof invoices
  | keyof typeof pages
  | keyof typeof content
  | keyof typeof reviews
  | keyof typeof mail
  | keyof typeof settings
  | keyof typeof audit
  | keyof typeof staff
  | keyof typeof twoFactor
  | keyof typeof passkeys
  | keyof typeof sessions
  | keyof typeof places
  | keyof typeof stages
  | keyof typeof jobs
  | keyof typeof apiKeys
  | keyof typeof webhooks
  | keyof typeof runs
  | keyof typeof imports
  | keyof typeof bulk
  | keyof typeof privacy;

/** The areas, one file each in every language's folder. */
export const AREAS = [
  'shell',
  'forms',
  'problems',
  'auth',
  'account',
  'dashboard',
  'parcels',
  'activities',
  'map',
  'invoices',
  'pages',
  'content',
  'reviews',
  'mail',
  'settings',
  'audit',
  'staff',
  'twoFactor',
  'passkeys',
  'sessions',
  'places',
  'stages',
  'jobs',
  'apiKeys',
  'webhooks',
  'runs',
  'imports',
  'bulk',
  'privacy',
] as const;

export type AdminArea = (typeof AREAS)[number];
