/**
 * The schemas of every endpoint (shared/src/endpoints/, where who may call it and what it writes
 * to the audit trail are declared): its query and body as the API checks them, the envelope's
 * `data` as it answers, and its summary. Each area describes its own in
 * endpoints/<area>.schemas.ts, checked there against the endpoint's types. The API validates and
 * documents each route with them (api/src/core/http/route.decorator.ts) and its tests check each
 * answer with them (api/test/contract.e2e-spec.ts). Kept apart from endpoints.ts so that a web
 * page calling an endpoint does not bundle the schema library.
 */
import type { Endpoint } from './endpoint.js';
import type { EndpointSchemas } from './endpoint-description.js';
import { apiKeysSchemas } from './endpoints/api-keys.schemas.js';
import { accountsSchemas } from './endpoints/accounts.schemas.js';
import { activitiesSchemas } from './endpoints/activities.schemas.js';
import { auditSchemas } from './endpoints/audit.schemas.js';
import { couriersSchemas } from './endpoints/couriers.schemas.js';
import { contactSchemas } from './endpoints/contact.schemas.js';
import { dashboardSchemas } from './endpoints/dashboard.schemas.js';
import { invoicesSchemas } from './endpoints/invoices.schemas.js';
import { jobsSchemas } from './endpoints/jobs.schemas.js';
import { mailSchemas } from './endpoints/mail.schemas.js';
import { pagesSchemas } from './endpoints/pages.schemas.js';
import { parcelsSchemas } from './endpoints/parcels.schemas.js';
import { parcelImportsSchemas } from './endpoints/parcel-imports.schemas.js';
import { passkeysSchemas } from './endpoints/passkeys.schemas.js';
import { placesSchemas } from './endpoints/places.schemas.js';
import { reviewsSchemas } from './endpoints/reviews.schemas.js';
import { sessionsSchemas } from './endpoints/sessions.schemas.js';
import { settingsSchemas } from './endpoints/settings.schemas.js';
import { siteSchemas } from './endpoints/site.schemas.js';
import { staffSchemas } from './endpoints/staff.schemas.js';
import { subscriptionsSchemas } from './endpoints/subscriptions.schemas.js';
import { trackingSchemas } from './endpoints/tracking.schemas.js';
import { twoFactorSchemas } from './endpoints/two-factor.schemas.js';
import { webhooksSchemas } from './endpoints/webhooks.schemas.js';
import { parcelBatchesSchemas } from './endpoints/parcel-batches.schemas.js';
import { savedViewsSchemas } from './endpoints/saved-views.schemas.js';
import { privacySchemas } from './endpoints/privacy.schemas.js';

export type { EndpointSchemas } from './endpoint-description.js';

const ENDPOINT_SCHEMAS: ReadonlyMap<Endpoint, EndpointSchemas> = new Map([
  ...siteSchemas,
  ...trackingSchemas,
  ...subscriptionsSchemas,
  ...contactSchemas,
  ...pagesSchemas,
  ...reviewsSchemas,
  ...accountsSchemas,
  ...parcelsSchemas,
  ...activitiesSchemas,
  ...settingsSchemas,
  ...mailSchemas,
  ...invoicesSchemas,
  ...dashboardSchemas,
  ...auditSchemas,
  ...staffSchemas,
  ...twoFactorSchemas,
  ...passkeysSchemas,
  ...sessionsSchemas,
  ...placesSchemas,
  ...jobsSchemas,
  ...apiKeysSchemas,
  ...webhooksSchemas,
  ...couriersSchemas,
  ...parcelImportsSchemas,
  ...parcelBatchesSchemas,
  ...savedViewsSchemas,
  ...privacySchemas,
]);

/** The schemas of an endpoint of the contract. */
export function schemasOf(endpoint: Endpoint): EndpointSchemas {
  const schemas = ENDPOINT_SCHEMAS.get(endpoint);
  if (!schemas) throw new Error(`${endpoint.method} ${endpoint.route} has no schemas`);
  return schemas;
}
