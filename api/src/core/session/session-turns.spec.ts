import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { sessionTurns } from './session-turns.js';

/** A request of `method` with the session cookie `sid` (none when null), and its answer. */
function call(method: string, sid: string | null) {
  const request = {
    method,
    destroyed: false,
    headers: sid ? { cookie: `waybill.sid=${sid}` } : {},
  };
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    setHeader(name: string, value: string) {
      this.headers[name] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
    },
  });
  return { request: request as unknown as Request, response, served: false };
}

describe('sessionTurns', () => {
  it('serves a session’s changes a few at a time, the rest in order, and refuses past the wait', () => {
    const turns = sessionTurns({ running: 2, waiting: 2 });
    const calls = Array.from({ length: 5 }, () => call('PATCH', 'flood'));
    for (const each of calls) {
      turns(each.request, each.response as unknown as Response, () => {
        each.served = true;
      });
    }
    expect(calls.map((each) => each.served)).toEqual([true, true, false, false, false]);
    expect(calls[4].response.statusCode).toBe(429);
    expect(calls[4].response.headers['Retry-After']).toBe('1');

    // Another session, and the same session's reads, are not held behind the flood.
    const other = call('POST', 'owner');
    const read = call('GET', 'flood');
    for (const each of [other, read]) {
      turns(each.request, each.response as unknown as Response, () => {
        each.served = true;
      });
    }
    expect([other.served, read.served]).toEqual([true, true]);

    // One answered: the first waiting goes next; a waiting one whose client left is skipped.
    calls[3].request.destroyed = true;
    calls[0].response.emit('finish');
    expect(calls.map((each) => each.served)).toEqual([true, true, true, false, false]);
    calls[1].response.emit('close');
    calls[2].response.emit('finish');
    expect(calls[3].served).toBe(false);
  });
});
