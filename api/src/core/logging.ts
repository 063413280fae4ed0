import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './config/config.js';

/** Structured JSON logs with a request id; credentials and cookies never reach the log. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      // The id goes back in X-Request-Id, so a user can quote it and staff can find the log line.
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const given = request.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.new_password',
          '*.confirm_new_password',
          '*.password_token',
        ],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
    },
  };
}
