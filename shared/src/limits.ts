/**
 * The length limits of docs/product.md §7.1, apart from the schemas that apply them (validation.ts)
 * so that a screen showing a limit does not load the schema library.
 */

/** docs/product.md §7.1: every text input is limited to 300 characters. */
export const TEXT_MAX = 300;
/** Long bodies (page content, e-mail bodies, review text) have their own, larger limit. */
export const LONG_TEXT_MAX = 100_000;
/** Textareas (activity descriptions, review text): longer than an input, still bounded. */
export const TEXTAREA_MAX = 2_000;
export const PASSWORD_MIN = 8;
