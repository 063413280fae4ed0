/*
 * Limits of the visitors' forms, apart from the schemas that enforce them (schemas/review.ts,
 * schemas/parcel.ts): a screen shows them (a field's maxLength, the stars it offers) without
 * loading the schema library, which it needs only when a form is sent.
 */

/** The stars a visitor gives a delivery. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A rating's comment: a few sentences, shorter than a staff review. */
export const RATING_COMMENT_MAX = 1_000;

/** Longer than any e-mail address (RFC 5321: 254): a longer unlock answer is refused unread. */
export const UNLOCK_ANSWER_MAX = 320;
