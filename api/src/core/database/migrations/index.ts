import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { Parcels1763800000000 } from './1763800000000-parcels.js';
import { ParcelSearch1763900000000 } from './1763900000000-parcel-search.js';
import { Content1764000000000 } from './1764000000000-content.js';
import { Invoices1764100000000 } from './1764100000000-invoices.js';
import { Notifications1764200000000 } from './1764200000000-notifications.js';
import { ParcelSearchByField1765000000000 } from './1765000000000-parcel-search-by-field.js';
import { OutboxSecrets1766012000000 } from './1766012000000-outbox-secrets.js';
import { ParcelListFilters1767000000000 } from './1767000000000-parcel-list-filters.js';
// Audit trail.
import { AuditLog1766640000001 } from './1766640000001-audit-log.js';
// Roles and staff accounts.
import { StaffRoles1766620000001 } from './1766620000001-staff-roles.js';
// Two-factor sign-in.
import { TwoFactor1766630000001 } from './1766630000001-two-factor.js';
import { MapZoomOptional1767100000000 } from './1767100000000-map-zoom-optional.js';
// Passkeys.
import { Passkeys1767100000001 } from './1767100000001-passkeys.js';
// Staff sessions.
import { SessionDetails1767100000002 } from './1767100000002-session-details.js';
// Parcel stages and the status mapping.
import { ParcelStages1767200000001 } from './1767200000001-parcel-stages.js';
import { ReviewRatings1767300000000 } from './1767300000000-review-ratings.js';
import { LateByStage1767350000000 } from './1767350000000-late-by-stage.js';
import { SiteContentVersion1767400000000 } from './1767400000000-site-content-version.js';
import { TrackingPrivacy1767400000100 } from './1767400000100-tracking-privacy.js';
import { AuditCheckpoints1767500000000 } from './1767500000000-audit-checkpoints.js';
import { Jobs1767600000000 } from './1767600000000-jobs.js';
import { JobsClaimByKind1768000900000 } from './1768000900000-jobs-claim-by-kind.js';
import { PersonalDataDays1768000900100 } from './1768000900100-personal-data-days.js';
import { AuditSealKeys1768000900200 } from './1768000900200-audit-seal-keys.js';
import { StoredStage1767700000000 } from './1767700000000-stored-stage.js';
import { StoredUnlockFacts1767700000100 } from './1767700000100-stored-unlock-facts.js';
import { ActivityParcelBefore1767750000000 } from './1767750000000-activity-parcel-before.js';
import { ParcelSearchText1767800000000 } from './1767800000000-parcel-search-text.js';
import { ParcelAddresses1767800000100 } from './1767800000100-parcel-addresses.js';
import { DisplayNames1767800000200 } from './1767800000200-display-names.js';
import { MailServers1767800000300 } from './1767800000300-mail-servers.js';
import { ContactMessages1767800000400 } from './1767800000400-contact-messages.js';
import { SamplePages1767800000500 } from './1767800000500-sample-pages.js';
import { CompanyLogoPublicUrl1767900000100 } from './1767900000100-company-logo-public-url.js';

// Uploaded pictures' uses in the database.
import { imageReferencesMigration } from './1767200000000-image-references.js';
import { ApiKeys1767900000200 } from './1767900000200-api-keys.js';
import { Couriers1768000100000 } from './1768000100000-couriers.js';
import { Webhooks1767900000300 } from './1767900000300-webhooks.js';
import { WebhookKeyOwner1768000000000 } from './1768000000000-webhook-key-owner.js';
import { IdempotencyLease1768000000100 } from './1768000000100-idempotency-lease.js';
import { ParcelSearchReference1768000000200 } from './1768000000200-parcel-search-reference.js';
import { ParcelImports1768000200000 } from './1768000200000-parcel-imports.js';
import { BulkActionsSavedViews1768000300000 } from './1768000300000-bulk-actions-saved-views.js';
import { DeliveryPreferences1768000400000 } from './1768000400000-delivery-preferences.js';
import { PersonalData1768000600000 } from './1768000600000-personal-data.js';
import { DeliveryPredictions1768000500000 } from './1768000500000-delivery-predictions.js';

/**
 * Every migration, oldest first; run at start. The uploads folder is where the one that counts
 * pictures' uses finds those stored before.
 */
export const migrationsFor = (uploadsDir: string) => [
  Foundation1763700000000,
  Parcels1763800000000,
  ParcelSearch1763900000000,
  Content1764000000000,
  Invoices1764100000000,
  Notifications1764200000000,
  ParcelSearchByField1765000000000,
  OutboxSecrets1766012000000,
  ParcelListFilters1767000000000,
  // Audit trail.
  AuditLog1766640000001,
  // Roles and staff accounts.
  StaffRoles1766620000001,
  // Two-factor sign-in.
  TwoFactor1766630000001,
  // The map's zoom is optional: the tracking map fits the markers.
  MapZoomOptional1767100000000,
  // Passkeys.
  Passkeys1767100000001,
  // Staff sessions.
  SessionDetails1767100000002,
  // Uploaded pictures' uses in the database.
  imageReferencesMigration(uploadsDir),
  // Parcel stages and the status mapping.
  ParcelStages1767200000001,
  // Visitors' ratings of a delivery (docs/product.md §2.3c).
  ReviewRatings1767300000000,
  // Late follows the parcel's stage.
  LateByStage1767350000000,
  // The version of what the public site's pages show (docs/product.md §3.4).
  SiteContentVersion1767400000000,
  // What the tracking code alone shows (docs/product.md §2.3).
  TrackingPrivacy1767400000100,
  // The keyed audit chain and its signed checkpoints (third security review).
  AuditCheckpoints1767500000000,
  // The one durable job queue: mail delivery, housekeeping and whatever comes next.
  Jobs1767600000000,
  // "Delivered" once: the parcel's current stage is stored.
  StoredStage1767700000000,
  // The unlock facts once: stored with the recipient's e-mail and phone.
  StoredUnlockFacts1767700000100,
  // An update's entry keeps where the parcel was, so the newest entry's edit can put it back.
  ActivityParcelBefore1767750000000,
  // Search that finds: the searched fields folded into one stored text.
  ParcelSearchText1767800000000,
  // Addresses a label can be delivered to (docs/product.md §5.1a).
  ParcelAddresses1767800000100,
  // Every member has a display name, set from the account screen.
  DisplayNames1767800000200,
  // The mail server set in the panel, its password sealed.
  MailServers1767800000300,
  // The inbox of visitors' contact messages.
  ContactMessages1767800000400,
  // Starter pages: no misspelled slug, each marked a sample until edited.
  SamplePages1767800000500,
  // The company's logo and the public address kept in settings.
  CompanyLogoPublicUrl1767900000100,
  // Shops' API keys, idempotent calls, a parcel's order reference (docs/api.md).
  ApiKeys1767900000200,
  // Webhooks: endpoints and their deliveries (docs/webhooks.md).
  Webhooks1767900000300,
  // A webhook endpoint made with an API key is that key's, told only of its parcels.
  WebhookKeyOwner1768000000000,
  // An Idempotency-Key's claim commits with its effect; a dead request's claim runs out.
  IdempotencyLease1768000000100,
  // Staff find a parcel by the shop's order reference.
  ParcelSearchReference1768000000200,
  // Couriers on the road: runs, synced actions, proofs of delivery, handover codes.
  Couriers1768000100000,
  // Parcels from spreadsheets: the uploads, their problems, mappings remembered by headers.
  ParcelImports1768000200000,
  // Bulk actions on parcels, and saved views of the list.
  BulkActionsSavedViews1768000300000,
  // Recipients in control: delivery preferences, chosen e-mails, one-click unsubscribe.
  DeliveryPreferences1768000400000,
  // Predicted delivery: when parcels entered each stage, the statistics, the predictions.
  DeliveryPredictions1768000500000,
  // Personal data lifecycle: which parcels' people were erased, when and why.
  PersonalData1768000600000,
  // The job worker claims each kind apart: a burst of one kind holds up no other.
  JobsClaimByKind1768000900000,
  // How long people's details are kept: a setting, no longer an environment variable.
  PersonalDataDays1768000900100,
  // People's values in the audit trail are sealed with a key per record, deleted at erasure.
  AuditSealKeys1768000900200,
];
