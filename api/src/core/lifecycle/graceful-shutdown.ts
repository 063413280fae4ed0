import type { Server } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';
import { HttpDrain } from './http-drain.js';
import { Readiness } from './readiness.js';

/** How long requests in flight may take to finish once a shutdown starts. */
export const SHUTDOWN_GRACE_MS = 10_000;

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

export interface ShutdownOptions {
  graceMs?: number;
  /** How the process ends (process.exit; a test passes its own). */
  exit?: (code: number) => void;
}

/**
 * SIGTERM or SIGINT stops the server gracefully (docs/architecture.md §4.6): readiness answers 503
 * at once, the listening socket closes, requests in flight finish (for at most `graceMs`, then
 * their connections are cut), then the app closes: the mail worker stops and hands back its claims,
 * timers stop, the database pool closes. Exit code 0. A second signal ends the process at once
 * (exit code 1). Call before `listen`.
 */
export function installGracefulShutdown(
  app: INestApplication,
  { graceMs = SHUTDOWN_GRACE_MS, exit = (code) => process.exit(code) }: ShutdownOptions = {},
): void {
  const drain = new HttpDrain(app.getHttpServer() as Server);
  const readiness = app.get(Readiness);
  const logger = new Logger('Shutdown');
  let stopping = false;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'Second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    const began = Date.now();
    readiness.stopping();
    logger.log({ signal }, 'Shutting down: no new connections, finishing requests in flight');
    void (async () => {
      // Requests and connections that arrived before the signal, and are waiting in this turn of
      // the event loop, are read first: the listening socket closes after them.
      await new Promise((resolve) => setImmediate(resolve));
      const drained = await drain.drain(graceMs);
      await app.close();
      logger.log(
        { ...drained, ms: Date.now() - began },
        drained.cut ? 'Stopped; requests still running after the grace period were cut' : 'Stopped',
      );
      exit(0);
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'Shutdown failed');
      exit(1);
    });
  };
  for (const signal of SIGNALS) process.on(signal, stop);
}
