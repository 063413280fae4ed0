import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { confirmSubscriptionPage } from '@waybill/shared';
import { DatabaseUnreachableError } from '../database/errors.js';
import { EnvelopeExceptionFilter } from './exception.filter.js';

/** The filter's log lines of a failed call to a signed link: the token must not reach the log. */
function logOf(exception: unknown, level: 'error' | 'warn'): string {
  const spy = jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
  const response = { headersSent: false, set: jest.fn(), status: () => response, json: jest.fn() };
  const request = {
    id: 'r1',
    method: 'GET',
    originalUrl: `${confirmSubscriptionPage.route}?token=SECRET-LINK-TOKEN#frag`,
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
  new EnvelopeExceptionFilter().catch(exception, host);
  const logged = JSON.stringify(spy.mock.calls);
  spy.mockRestore();
  return logged;
}

describe('EnvelopeExceptionFilter logs', () => {
  it('an unexpected error with the path only, never the query string and its token', () => {
    const logged = logOf(new Error('boom'), 'error');
    expect(logged).toContain(confirmSubscriptionPage.route);
    expect(logged).not.toContain('SECRET-LINK-TOKEN');
  });

  it('a database outage with the path only', () => {
    const logged = logOf(new DatabaseUnreachableError(), 'warn');
    expect(logged).toContain(confirmSubscriptionPage.route);
    expect(logged).not.toContain('SECRET-LINK-TOKEN');
  });
});
