import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { Parcels1763800000000 } from './1763800000000-parcels.js';
import { ParcelSearch1763900000000 } from './1763900000000-parcel-search.js';
import { Content1764000000000 } from './1764000000000-content.js';
import { Invoices1764100000000 } from './1764100000000-invoices.js';
import { Notifications1764200000000 } from './1764200000000-notifications.js';
import { ParcelSearchByField1765000000000 } from './1765000000000-parcel-search-by-field.js';
import { OutboxSecrets1766012000000 } from './1766012000000-outbox-secrets.js';

/** Every migration, oldest first; run at start. */
export const MIGRATIONS = [
  Foundation1763700000000,
  Parcels1763800000000,
  ParcelSearch1763900000000,
  Content1764000000000,
  Invoices1764100000000,
  Notifications1764200000000,
  ParcelSearchByField1765000000000,
  OutboxSecrets1766012000000,
];
