import { problem } from '@waybill/shared';
import { DatabaseError } from 'pg';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { describe as describeError } from '../http/exception.filter.js';
import { DatabaseUnreachableError, isDatabaseUnreachable, isUniqueViolation } from './errors.js';

/** An error as `pg` reports a server's ErrorResponse. */
function serverError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

const failedQuery = (driverError: Error) =>
  new QueryFailedError('SELECT 1', [], driverError as Error & { code?: string });

function socketError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, syscall: 'connect' });
}

const unreachable: Array<[string, unknown]> = [
  ['connection refused', socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ['connection reset', socketError('ECONNRESET', 'read ECONNRESET')],
  [
    'every address of a host refused',
    Object.assign(
      new AggregateError([
        socketError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
        socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      ]),
      { code: 'ECONNREFUSED' },
    ),
  ],
  ['host name not found', socketError('ENOTFOUND', 'getaddrinfo ENOTFOUND db')],
  [
    'administrator shutdown (57P01) in a query',
    failedQuery(serverError('57P01', 'terminating connection due to administrator command')),
  ],
  ['crash shutdown (57P02)', serverError('57P02', 'terminating connection because of crash')],
  [
    'server starting up (57P03) at connect',
    serverError('57P03', 'the database system is starting up'),
  ],
  ['connection failure (08006)', failedQuery(serverError('08006', 'connection failure'))],
  ['connection lost mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
  [
    'connect timeout (new connection)',
    new Error('Connection terminated due to connection timeout', {
      cause: new Error('Connection terminated unexpectedly'),
    }),
  ],
  [
    'connect timeout (waiting for a pooled one)',
    new Error('timeout exceeded when trying to connect'),
  ],
  [
    'a broken pooled connection reused',
    failedQuery(new Error('Client has encountered a connection error and is not queryable')),
  ],
  ['a transaction whose connection died', new QueryRunnerAlreadyReleasedError()],
  ['a transaction’s manager whose connection died', new QueryRunnerProviderAlreadyReleasedError()],
  ['a wrapped cause', new Error('Saving failed', { cause: socketError('ECONNREFUSED', 'x') })],
];

const notUnreachable: Array<[string, unknown]> = [
  ['a unique violation', failedQuery(serverError('23505', 'duplicate key value'))],
  ['a syntax error', failedQuery(serverError('42601', 'syntax error at or near "SELEC"'))],
  ['a statement timeout', failedQuery(serverError('57014', 'canceling statement'))],
  ['a plain error', new Error('Something else')],
  [
    'a client aborting its upload',
    Object.assign(new Error('request aborted'), { code: 'ECONNABORTED', status: 400 }),
  ],
  ['not an error', 'ECONNREFUSED'],
  ['nothing', undefined],
];

describe('isDatabaseUnreachable', () => {
  it.each(unreachable)('is true for %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each(notUnreachable)('is false for %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('survives an error that is its own cause', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('leaves isUniqueViolation as it was', () => {
    expect(isUniqueViolation(failedQuery(serverError('23505', 'duplicate key value')))).toBe(true);
    expect(isUniqueViolation(failedQuery(serverError('57P01', 'terminating')))).toBe(false);
  });
});

describe('the error envelope while the database is away', () => {
  const expected = {
    status: 503,
    problems: [
      {
        code: 'database.unreachable',
        params: {},
        message: 'The database is not reachable, try again shortly',
      },
    ],
    headers: { 'Retry-After': '5' },
  };

  it.each(unreachable)(
    'answers 503 "try again shortly" with Retry-After for %s',
    (_name, error) => {
      expect(describeError(error)).toEqual(expected);
    },
  );

  it('answers the same for the health check’s own error', () => {
    expect(describeError(new DatabaseUnreachableError())).toEqual(expected);
  });

  it('still answers 500 without details for any other failed query', () => {
    expect(describeError(failedQuery(serverError('42601', 'syntax error')))).toEqual({
      status: 500,
      problems: [problem('server.internal')],
    });
    expect(problem('server.internal').message).toBe('Internal server error');
  });

  it('still answers a client’s aborted upload with its 4xx', () => {
    const aborted = Object.assign(new Error('request aborted'), {
      code: 'ECONNABORTED',
      status: 400,
    });
    expect(describeError(aborted)).toEqual({
      status: 400,
      problems: [
        {
          code: 'request.unreadable',
          params: { reason: 'request aborted' },
          message: 'request aborted',
        },
      ],
    });
  });
});
