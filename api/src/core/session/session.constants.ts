export const SESSION_COOKIE = 'waybill.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_STORE = Symbol('SESSION_STORE');

/** Whether the request carries a session cookie at all (valid or not): visitors have none. */
export function hasSessionCookie(request: { headers: { cookie?: string } }): boolean {
  return request.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
}
