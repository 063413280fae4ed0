import { createClient } from '@waybill/shared';

/** The one client of the public site (same origin: paths are used as they are). */
export const api = createClient();
