/** Types of postal-region.js (plain JavaScript, shared with the gazetteer's worker thread). */
export declare const POSTAL_REGION_WIDTH: number;
export declare function postalRegion(country: string, adminCode: string | undefined): string;
