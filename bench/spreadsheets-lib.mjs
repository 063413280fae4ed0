// What bench:import and bench:export share: the bench admin's session, and the server's memory
// read from /proc (Linux): its resident set now (VmRSS) and at its peak since a reset (VmHWM,
// reset by writing 5 to clear_refs).
import { readFileSync, writeFileSync } from 'node:fs';
import { getAdminStatus, signIn as signInEndpoint, signUp } from '@waybill/shared';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

/** Signs in as the bench admin, creating it when the database has none; the session cookie. */
export async function benchSession(/** @type {string} */ url) {
  const status = await (await fetch(url + getAdminStatus.path({}))).json();
  /** @type {Response} */
  let response;
  if (status.data?.has_admin) {
    const form = new FormData();
    form.set('email', BENCH_ADMIN.email);
    form.set('password', BENCH_ADMIN.password);
    response = await fetch(url + signInEndpoint.path({}), { method: 'POST', body: form });
  } else {
    response = await fetch(url + signUp.path({}), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
  }
  if (!response.ok) {
    throw new Error(
      `could not sign in as ${BENCH_ADMIN.email} (HTTP ${response.status}): the database may hold another admin`,
    );
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('waybill.sid='));
  if (!cookie) throw new Error('signed in, but no session cookie came back');
  return cookie;
}

/** The process's memory in bytes: `VmRSS` (now) or `VmHWM` (peak). */
export function memoryOf(/** @type {number} */ pid, field = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return kilobytes * 1024;
}

/** Resets the process's peak resident set to what it holds now (Linux 4.0+). */
export function resetPeak(/** @type {number} */ pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * CPU time (user + system, all threads) the process has used, in seconds: what a step costs the
 * server whatever else the machine runs (its wall time grows with the load average, this less).
 */
export function cpuSeconds(/** @type {number} */ pid) {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Polls `read` every 100 ms until it says done; its last value. */
export async function until(
  /** @type {() => Promise<any>} */ read,
  /** @type {(v: any) => boolean} */ done,
) {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
