import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { PinoLogger } from 'nestjs-pino';
import { pino } from 'pino';
import { loadConfig } from './config/config.js';
import { assignRequestId, logRequest, loggerOptions } from './logging.js';

/** A pino logger with the app's options, writing its lines into `lines`. */
function capturingLogger(level: string, lines: Array<Record<string, unknown>>) {
  const options = loggerOptions(loadConfig({ LOG_LEVEL: level })).pinoHttp as pino.LoggerOptions;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return pino(options, sink);
}

function fakeExchange(headers: Record<string, string>) {
  const request = { method: 'GET', url: '/api/parcels/WB-1', headers } as IncomingMessage;
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
  });
  return { request, response, asResponse: response as unknown as ServerResponse };
}

describe('request ids', () => {
  it('keeps a plain X-Request-Id from the caller and sends it back', () => {
    const { request, response, asResponse } = fakeExchange({ 'x-request-id': 'trace-7' });
    expect(assignRequestId(request, asResponse)).toBe('trace-7');
    expect(response.headers['x-request-id']).toBe('trace-7');
  });

  it('replaces an id that is not a plain token', () => {
    const { request, asResponse } = fakeExchange({ 'x-request-id': 'evil\nheader' });
    expect(assignRequestId(request, asResponse)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logRequest', () => {
  const original = PinoLogger.root;
  const useRoot = (logger: unknown) =>
    Object.defineProperty(PinoLogger, 'root', { value: logger, configurable: true });
  afterEach(() => useRoot(original));

  it('writes the "request completed" line at info, with no headers or cookies', () => {
    const lines: Array<Record<string, unknown>> = [];
    useRoot(capturingLogger('info', lines));
    const { request, response, asResponse } = fakeExchange({
      cookie: 'waybill.sid=secret-session',
      'x-request-id': 'trace-8',
    });
    logRequest(request, asResponse);
    expect(lines).toEqual([]);
    response.emit('finish');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { id: 'trace-8', method: 'GET', url: '/api/parcels/WB-1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('secret-session');
  });

  it('still sets the request id but writes nothing above info', () => {
    const lines: Array<Record<string, unknown>> = [];
    useRoot(capturingLogger('warn', lines));
    const { request, response, asResponse } = fakeExchange({});
    logRequest(request, asResponse);
    response.emit('finish');
    expect(lines).toEqual([]);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
