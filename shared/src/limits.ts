/**
 * The limits of docs/product.md §7.1 and of the visitors' forms, apart from the schemas that apply
 * them (validation.ts, schemas/review.ts, schemas/parcel.ts), so that a screen showing a limit (a
 * field's maxLength, the stars it offers) does not load the schema library.
 */

/** docs/product.md §7.1: every text input is limited to 300 characters. */
export const TEXT_MAX = 300;
/** Long bodies (page content, e-mail bodies, review text) have their own, larger limit. */
export const LONG_TEXT_MAX = 100_000;
/** Textareas (activity descriptions, review text): longer than an input, still bounded. */
export const TEXTAREA_MAX = 2_000;
export const PASSWORD_MIN = 8;

/** The stars a visitor gives a delivery. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A rating's comment: a few sentences, shorter than a staff review. */
export const RATING_COMMENT_MAX = 1_000;

/** Longer than any e-mail address (RFC 5321: 254): a longer unlock answer is refused unread. */
export const UNLOCK_ANSWER_MAX = 320;

/** The company's logo (docs/product.md §4.3): a small picture, far below UPLOAD_MAX_BYTES. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
