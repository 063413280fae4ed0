import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';

/**
 * The local control path of a server on the embedded database: a Unix socket in a folder only
 * the server's user may enter (DATA_DIR/control, mode 0700). PGlite is one connection inside the
 * server's process, so a backup of a running server must be taken by that process.
 */
export const controlSocketPath = (dataDir: string): string =>
  path.join(dataDir, 'control', 'backup.sock');

/** Unix socket addresses are short (108 bytes on Linux, 104 on macOS). */
export const SOCKET_PATH_MAX = 100;

/** What the client asks, one JSON line. */
export const BACKUP_COMMAND = 'backup';
/** The server's first line: `OK` then the archive's bytes, or `ERROR <sentence>`. */
export const REPLY_OK = 'OK';
export const REPLY_ERROR = 'ERROR ';
/** A request line is tiny: anything longer is not a client of ours. */
export const REQUEST_MAX_BYTES = 1024;

/** The server answered, with a refusal or a failure. */
export class ControlError extends Error {}

/** No server listens on the control path (none running, or one without it). */
export function isNobodyListening(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ECONNREFUSED' || code === 'ENOTSOCK';
}

/** Asks the running server for a backup and writes the archive it streams to `output`. */
export async function requestBackup(socketPath: string, output: Writable): Promise<void> {
  const socket = net.connect(socketPath);
  await once(socket, 'connect');
  socket.write(`${JSON.stringify({ command: BACKUP_COMMAND })}\n`);
  const chunks = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let rest = Buffer.alloc(0);
  for (;;) {
    const next = await chunks.next();
    if (next.done)
      throw new ControlError('The server closed the control connection without an answer');
    head = Buffer.concat([head, next.value]);
    const end = head.indexOf(0x0a);
    if (end !== -1) {
      rest = head.subarray(end + 1);
      head = head.subarray(0, end);
      break;
    }
    if (head.length > REQUEST_MAX_BYTES)
      throw new ControlError('The control path answered something else than a Waybill server');
  }
  const reply = head.toString('utf8');
  if (reply.startsWith(REPLY_ERROR)) {
    socket.destroy();
    throw new ControlError(reply.slice(REPLY_ERROR.length));
  }
  if (reply !== REPLY_OK) {
    socket.destroy();
    throw new ControlError('The control path answered something else than a Waybill server');
  }
  async function* archive(): AsyncGenerator<Buffer> {
    if (rest.length) yield rest;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
  await pipeline(archive(), output);
}
