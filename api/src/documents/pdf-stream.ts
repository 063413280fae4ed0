import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** The reader went away (closed the connection) while a PDF was still being written. */
export class ReaderGone extends Error {
  constructor() {
    super('The reader closed the connection');
  }
}

/**
 * Waits while `out` holds more than its buffer (the reader is slower than the drawing), so pages
 * are not piled up in memory; throws ReaderGone when the reader has gone, so drawing stops.
 */
export async function readerCaughtUp(out: Writable): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new ReaderGone();
  if (!out.writableNeedDrain) return;
  const abort = new AbortController();
  try {
    // The one that loses the race is aborted below: its rejection is expected.
    await Promise.race([
      once(out, 'drain', { signal: abort.signal }).catch(() => undefined),
      once(out, 'close', { signal: abort.signal }).catch(() => undefined),
    ]);
  } finally {
    abort.abort();
  }
  if (out.destroyed) throw new ReaderGone();
}
