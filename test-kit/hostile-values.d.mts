/** Types of hostile-values.mjs (plain JavaScript, so that the fuzzer can load it too). */
export declare const HOSTILE_VALUES: readonly unknown[];
export declare const HOSTILE_SEGMENTS: readonly string[];
export declare const TRAVERSAL_SEGMENTS: readonly string[];
export declare const ABSURD_PAGES: readonly string[];
