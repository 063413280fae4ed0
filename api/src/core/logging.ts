import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { getHealth } from '@waybill/shared';
import { type Params, PinoLogger } from 'nestjs-pino';
import { type DestinationStream, type Logger, stdSerializers } from 'pino';
import type { Options } from 'pino-http';
import type PinoPretty from 'pino-pretty';
import type { AppConfig } from './config/config.js';

/**
 * Logs with a request id; credentials and cookies never reach the log. JSON lines, or readable
 * lines (pino-pretty) with LOG_FORMAT=pretty, the default when stdout is a terminal.
 */
export function loggerOptions(config: AppConfig): Params {
  const options: Options = {
    level: config.logLevel,
    genReqId: assignRequestId,
    // pino binds the request to every request's logger up front, so the serializer runs on
    // every call even when nothing is logged: it keeps only what a log line needs, and no
    // headers (cookies, authorization) ever reach it.
    wrapSerializers: false,
    serializers: {
      req: (request: IncomingMessage & { id?: unknown }) => ({
        id: request.id,
        method: request.method,
        url: pathOnly(request.url),
      }),
      res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
      err: stdSerializers.err,
    },
    redact: {
      paths: ['*.password', '*.new_password', '*.confirm_new_password', '*.password_token'],
      censor: '[redacted]',
    },
    autoLogging: {
      ignore: (request: IncomingMessage) => pathOnly(request.url) === getHealth.route,
    },
    hooks: { logMethod: bootChatterAtDebug },
  };
  return { pinoHttp: config.logFormat === 'pretty' ? [options, prettyStream()] : options };
}

/**
 * The address without its query string: queries carry tokens (signed links in e-mails, the setup
 * link) that a log, kept and shipped elsewhere, must not.
 */
export function pathOnly(url: string | undefined): string | undefined {
  const end = url?.search(/[?#]/) ?? -1;
  return end === -1 ? url : url?.slice(0, end);
}

/**
 * What Nest says while it boots: each module initialised, each route mapped ("Mapped {…}
 * route"), "starting" and "started". Useful when debugging, noise otherwise, so it is logged at
 * debug: at the default level the first line a person sees is main.ts's "Waybill is running".
 */
export const NEST_BOOT_CONTEXTS: ReadonlySet<string> = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

const INFO = 30;

function bootChatterAtDebug(
  this: Logger,
  args: Parameters<Logger['info']>,
  method: Logger['info'],
  level: number,
): void {
  const [first] = args;
  const context =
    typeof first === 'object' && first ? (first as { context?: unknown }).context : '';
  if (level === INFO && typeof context === 'string' && NEST_BOOT_CONTEXTS.has(context)) {
    this.debug(...args);
    return;
  }
  method.apply(this, args);
}

/**
 * pino-pretty in this process, writing each line to stdout as it is logged (no worker thread, no
 * buffering), so log lines and main.ts's own lines come out in the order they happen. Colours
 * when the terminal has them (NO_COLOR and FORCE_COLOR are obeyed).
 */
export function prettyStream({
  write = (line: string) => process.stdout.write(line),
  colorize,
}: { write?: (line: string) => unknown; colorize?: boolean } = {}): DestinationStream {
  // Required here, not imported: a server logging JSON lines (production) never loads it.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  const format = pretty.prettyFactory({
    colorize: colorize ?? pretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context,req,res,responseTime',
    messageFormat: prettyMessage,
  });
  return { write: (line: string) => void write(format(line)) };
}

/** "GET /api/parcels/WB1 200 3 ms (id …)" for requests, "[Context] message" for the rest. */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const request = log.req as { id?: unknown; method?: string; url?: string } | undefined;
  const response = log.res as { statusCode?: number } | undefined;
  if (request?.method && response) {
    const outcome = message === 'request completed' ? '' : ` ${message}`;
    return `${request.method} ${request.url} ${response.statusCode} ${String(log.responseTime)} ms${outcome} (id ${String(request.id)})`;
  }
  return typeof log.context === 'string' ? `[${log.context}] ${message}` : message;
}

/**
 * The caller's own X-Request-Id when it is a plain token, otherwise a new one; it goes back in the
 * answer's X-Request-Id, so a user can quote it and staff can find the log line.
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The request log of a route answered before the framework's request logger (see
 * parcels/visitor-tracking.route.ts): the same id header and, when info is on, the same
 * "request completed" line.
 */
export function logRequest(request: IncomingMessage & { id?: unknown }, response: ServerResponse) {
  request.id = assignRequestId(request, response);
  const logger = PinoLogger.root as Logger | undefined;
  if (!logger?.isLevelEnabled('info')) return;
  const started = Date.now();
  response.once('finish', () => {
    logger.info(
      { req: request, res: response, responseTime: Date.now() - started },
      'request completed',
    );
  });
}
