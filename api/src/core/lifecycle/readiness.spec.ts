import { ApiError } from '../http/api-error.js';
import { Readiness } from './readiness.js';

function refusal(readiness: Readiness): ApiError {
  try {
    readiness.assertServing();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('assertServing() let the call through');
}

describe('Readiness', () => {
  it('refuses while starting, with the state and a Retry-After', () => {
    const readiness = new Readiness();
    const error = refusal(readiness);
    expect(error.getStatus()).toBe(503);
    expect(error.problems.map((each) => [each.code, each.params])).toEqual([
      ['server.not_ready', { state: 'starting' }],
    ]);
    expect(error.headers).toEqual({ 'Retry-After': '1' });
  });

  it('serves once started, and refuses for good once stopping', () => {
    const readiness = new Readiness();
    readiness.serving();
    expect(() => readiness.assertServing()).not.toThrow();
    readiness.stopping();
    expect(refusal(readiness).problems[0].params).toEqual({ state: 'stopping' });
    // A late "started" (start-up work finishing during a shutdown) does not make it ready again.
    readiness.serving();
    expect(readiness.state).toBe('stopping');
    expect(refusal(readiness).headers).toEqual({});
  });
});
