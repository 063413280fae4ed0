import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { Parcels1763800000000 } from './1763800000000-parcels.js';

/** Every migration, oldest first; run at start. */
export const MIGRATIONS = [Foundation1763700000000, Parcels1763800000000];
