/**
 * API paths the public site calls with a visitor's input. The server preloads exactly these
 * URLs in the page it serves (api/src/core/http/static-sites.ts), so both sides build them here.
 */
export const parcelApiPath = (code: string): string => `/api/parcels/${encodeURIComponent(code)}`;

export const pageApiPath = (slug: string): string => `/api/pages/${encodeURIComponent(slug)}`;
