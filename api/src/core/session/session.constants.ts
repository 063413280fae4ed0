export const SESSION_COOKIE = 'waybill.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_STORE = Symbol('SESSION_STORE');
