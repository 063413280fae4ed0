/** Types of place-name.js (plain JavaScript, shared with the gazetteer's worker thread). */
export declare function normalisePlaceName(text: string): string;
export declare function laterWordStarts(key: string): number[];
