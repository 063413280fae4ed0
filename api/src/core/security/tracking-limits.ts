import type { RateRule } from './rate-limiter.service.js';

/** Visitors who keep asking about codes that do not exist are guessing: they are stopped. */
export const TRACKING_MISSES: RateRule = {
  name: 'tracking:miss',
  limit: 30,
  windowMs: 10 * 60_000,
};

/** The lookup budget's rule name (its refusals are counted under it). */
export const TRACKING_LOOKUP_RULE = 'tracking:lookup';

/**
 * Every lookup a visitor makes, found or not (TRACKING_LOOKUP_LIMIT, 120 by default): a person
 * tracks a few parcels and reloads now and then, far below one lookup every five seconds for ten
 * minutes; walking codes near a known one to read every parcel needs thousands.
 */
export const trackingLookups = (limit: number): RateRule => ({
  name: TRACKING_LOOKUP_RULE,
  limit,
  windowMs: 10 * 60_000,
});

/** The revalidation budget's rule name. */
export const TRACKING_REVALIDATION_RULE = 'tracking:revalidation';

/** How many revalidations one lookup of the budget is worth (docs/product.md §11). */
export const REVALIDATIONS_PER_LOOKUP = 10;

/**
 * Revalidations (a visitor's GET with If-None-Match), counted apart from lookups: an answer that
 * has not changed (304) costs only one of these, so an open tracking page that polls stays far
 * from the lookup budget; anything that carries a body is still a lookup. The limit bounds the
 * statements one client can make the database run while its lookup budget is used up.
 */
export const trackingRevalidations = (lookupLimit: number): RateRule => ({
  name: TRACKING_REVALIDATION_RULE,
  limit: lookupLimit * REVALIDATIONS_PER_LOOKUP,
  windowMs: 10 * 60_000,
});

/**
 * Wrong answers to a parcel's unlock question (the recipient's e-mail or the last 4 digits of
 * their phone), per client and parcel: a recipient who mistypes tries again; a stranger gets 5
 * of the 10,000 phone endings every 15 minutes. Counted per client and parcel, not per parcel
 * alone, so a stranger's guesses do not lock the recipient out (docs/product.md §11).
 */
export const UNLOCK_TRIES: RateRule = {
  name: 'tracking:unlock',
  limit: 5,
  windowMs: 15 * 60_000,
};

/**
 * Wrong answers for one parcel from every client in a day: what bounds a stranger who spreads
 * guesses over many addresses (20 of 10,000 phone endings a day). It can stop the recipient
 * unlocking for the rest of the day, but never shows the stranger anything: the price of a
 * bound on guessing that addresses cannot buy around.
 */
export const UNLOCK_PARCEL_TRIES: RateRule = {
  name: 'tracking:unlock-parcel',
  limit: 20,
  windowMs: 24 * 60 * 60_000,
};

/** Wrong answers from one client over every parcel in an hour: one client cannot sweep codes. */
export const UNLOCK_CLIENT_TRIES: RateRule = {
  name: 'tracking:unlock-client',
  limit: 20,
  windowMs: 60 * 60_000,
};
