import { problem } from '@waybill/shared';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { ApiError } from '../http/api-error.js';

/** True when PostgreSQL refused a row for breaking a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  return (error.driverError as { code?: string } | undefined)?.code === '23505';
}

/** Whether the error is a unique violation of the named index or constraint. */
export function violatesUnique(error: unknown, name: string): boolean {
  if (!isUniqueViolation(error)) return false;
  const driver = (error as QueryFailedError).driverError as {
    constraint?: string;
    message?: string;
  };
  return driver.constraint === name || String(driver.message ?? '').includes(`"${name}"`);
}

/** Seconds a client should wait before asking again (the answer's Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 for a call that needed the database while it was not reachable. */
export class DatabaseUnreachableError extends ApiError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor() {
    super(503, [problem('database.unreachable')]);
  }
}

/** SQLSTATEs of a server that is shutting down, crashed or still starting (class 57P). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: "terminating connection due to administrator command"
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: "the database system is starting up / shutting down"
]);

/** Socket and name-lookup failures on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** `pg` and `pg-pool` errors that carry no code. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout", or while ending
  /^timeout exceeded when trying to connect/, // pool: no connection within connectTimeoutMS
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/**
 * Whether an error means the database could not be reached or the connection to it was lost
 * (server stopped, restarting, crashed, network down, connect timeout), as opposed to a
 * query's own failure. Looks through TypeORM's QueryFailedError (`driverError`), `cause`
 * chains and AggregateError (a host name with several addresses).
 *
 * A QueryRunnerAlreadyReleasedError (or its EntityManager twin,
 * QueryRunnerProviderAlreadyReleasedError) counts too: TypeORM releases a query runner when its
 * connection emits an error, so a transaction whose connection died between two of its
 * queries fails with it (the audit trail's insert, the last of a change's queries, meets it most).
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (
    error instanceof QueryRunnerAlreadyReleasedError ||
    error instanceof QueryRunnerProviderAlreadyReleasedError
  )
    return true;
  const { code, message, cause, driverError, errors, status, statusCode } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    driverError?: unknown;
    errors?: unknown;
    status?: unknown;
    statusCode?: unknown;
  };
  // An HTTP error (a client's aborted upload: ECONNABORTED, status 400) is the client's doing.
  if (typeof status === 'number' || typeof statusCode === 'number') return false;
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exception.
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((nested) => nested !== error && isDatabaseUnreachable(nested, depth + 1));
}
