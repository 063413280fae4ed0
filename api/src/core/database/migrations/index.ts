import { Foundation1763700000000 } from './1763700000000-foundation.js';

/** Every migration, oldest first; run at start. */
export const MIGRATIONS = [Foundation1763700000000];
