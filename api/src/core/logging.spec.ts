import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { confirmSubscriptionPage, getHealth, trackParcel, unsubscribePage } from '@waybill/shared';
import { PinoLogger } from 'nestjs-pino';
import { pino } from 'pino';
import { loadConfig } from './config/config.js';
import { assignRequestId, logRequest, loggerOptions, pathOnly, prettyStream } from './logging.js';

/** A pino logger with the app's options, writing its lines into `lines`. */
function capturingLogger(level: string, lines: Array<Record<string, unknown>>) {
  const options = loggerOptions(loadConfig({ LOG_LEVEL: level, LOG_FORMAT: 'json' }))
    .pinoHttp as pino.LoggerOptions;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return pino(options, sink);
}

function fakeExchange(headers: Record<string, string>) {
  const request = {
    method: 'GET',
    url: trackParcel.path({ code: 'WB-1' }),
    headers,
  } as IncomingMessage;
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
      req: { id: 'trace-8', method: 'GET', url: trackParcel.path({ code: 'WB-1' }) },
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

describe('the log format', () => {
  const pinoHttpOf = (env: Record<string, string>, isTTY: boolean) =>
    loggerOptions(loadConfig(env, isTTY)).pinoHttp;

  it('writes JSON lines when stdout is not a terminal, or when LOG_FORMAT=json', () => {
    for (const pinoHttp of [pinoHttpOf({}, false), pinoHttpOf({ LOG_FORMAT: 'json' }, true)]) {
      // Options alone: pino writes JSON to stdout.
      expect(Array.isArray(pinoHttp)).toBe(false);
      expect(pinoHttp).toMatchObject({ level: 'info' });
    }
  });

  it('writes through pino-pretty when stdout is a terminal, or when LOG_FORMAT=pretty', () => {
    for (const pinoHttp of [pinoHttpOf({}, true), pinoHttpOf({ LOG_FORMAT: 'pretty' }, false)]) {
      expect(Array.isArray(pinoHttp)).toBe(true);
      const [options, stream] = pinoHttp as [pino.LoggerOptions, pino.DestinationStream];
      expect(options).toMatchObject({ level: 'info' });
      expect(typeof stream.write).toBe('function');
    }
  });

  it('prints a request as one readable line, and other lines with their context', () => {
    const written: string[] = [];
    const { hooks, serializers } = loggerOptions(loadConfig({ LOG_FORMAT: 'json' }))
      .pinoHttp as pino.LoggerOptions;
    const logger = pino(
      { hooks, serializers },
      prettyStream({ write: (line) => written.push(line), colorize: false }),
    );
    const { request, asResponse } = fakeExchange({});
    Object.assign(request, { id: 'trace-9' });
    logger.info({ req: request, res: asResponse, responseTime: 4 }, 'request completed');
    logger.info({ context: 'Outbox' }, 'message kept in the outbox');
    const text = written.join('');
    expect(text).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/api\/parcels\/WB-1 200 4 ms \(id trace-9\)\n/,
    );
    expect(text).toMatch(/\] INFO: \[Outbox\] message kept in the outbox\n$/);
    expect(text).not.toContain('{');
  });
});

describe('Nest boot lines', () => {
  const boot = (level: string) => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = capturingLogger(level, lines);
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/api/parcels, GET} route');
    logger.info({ context: 'InstanceLoader' }, 'AppModule dependencies initialized');
    logger.info({ context: 'Outbox' }, 'MAIL_URL is not set: message kept in the outbox');
    return lines.map((line) => [line.level, line.context]);
  };

  it("are left out at the default level, while the app's own info lines stay", () => {
    expect(boot('info')).toEqual([[30, 'Outbox']]);
  });

  it('show at debug', () => {
    expect(boot('debug')).toEqual([
      [20, 'RouterExplorer'],
      [20, 'InstanceLoader'],
      [30, 'Outbox'],
    ]);
  });
});

describe('the logged address', () => {
  it('is the path without its query string or fragment, which may carry tokens', () => {
    const confirm = confirmSubscriptionPage.route;
    expect(pathOnly(`${confirm}?subscriber=1&token=abc`)).toBe(confirm);
    expect(pathOnly('/cp/signup?token=abc#x')).toBe('/cp/signup');
    expect(pathOnly(getHealth.route)).toBe(getHealth.route);
    expect(pathOnly(undefined)).toBeUndefined();
  });

  it('is what a request line carries', () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = capturingLogger('info', lines);
    const { request, asResponse } = fakeExchange({});
    request.url = `${unsubscribePage.route}?parcel=3&token=abc`;
    logger.info({ req: request, res: asResponse }, 'request completed');
    expect(lines[0]).toMatchObject({ req: { url: unsubscribePage.route } });
    expect(JSON.stringify(lines[0])).not.toContain('abc');
  });
});
