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
import { StoredStage1767700000000 } from './1767700000000-stored-stage.js';
import { StoredUnlockFacts1767700000100 } from './1767700000100-stored-unlock-facts.js';

// Uploaded pictures' uses in the database.
import { imageReferencesMigration } from './1767200000000-image-references.js';

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
];
