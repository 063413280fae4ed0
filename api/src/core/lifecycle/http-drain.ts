import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How often connections that fell idle during a drain are closed. */
const IDLE_SWEEP_MS = 50;

/** What a drain did, for the shutdown's log line. */
export interface DrainResult {
  /** Requests still being answered when the drain began. */
  inFlight: number;
  /** Connections cut because the grace period ran out. */
  cut: boolean;
}

/**
 * Lets an HTTP server stop without failing a request it accepted. Track it from the start, then
 * drain(): the listening socket closes (new connections are refused), every answer from then on
 * says `Connection: close`, so keep-alive clients do not send a next request on a connection that
 * is about to go, and idle connections are closed at once so they cannot hold the exit. Requests in
 * flight may finish within `graceMs`; after that the rest are cut.
 */
export class HttpDrain {
  private readonly answering = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      this.answering.add(response);
      response.once('close', () => this.answering.delete(response));
      if (this.draining) closeAfter(response);
    });
  }

  drain(graceMs: number): Promise<DrainResult> {
    this.draining = true;
    const inFlight = this.answering.size;
    for (const response of this.answering) closeAfter(response);
    return new Promise((resolve) => {
      let settled = false;
      const finish = (cut: boolean) => {
        if (settled) return;
        settled = true;
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve({ inFlight, cut });
      };
      // Connections whose answer had started before the drain stay open once it ends (their
      // headers could no longer say close): closed as they fall idle.
      const sweep = setInterval(() => this.server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => {
        this.server.closeAllConnections();
        finish(true);
      }, graceMs);
      // Node's close() stops accepting and closes idle keep-alive connections; its callback
      // runs once the last connection has ended.
      if (this.server.listening) this.server.close(() => finish(false));
      else finish(false);
    });
  }
}

/** The connection ends after this answer (a no-op once the headers are out). */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}
