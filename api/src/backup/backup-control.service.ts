import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import {
  BACKUP_COMMAND,
  controlSocketPath,
  REPLY_ERROR,
  REPLY_OK,
  REQUEST_MAX_BYTES,
  SOCKET_PATH_MAX,
} from './control-socket.js';
import { STAGING_PREFIX, writeBackup } from './write-backup.js';

/** A client has this long to send its one line. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Serves `npm run backup` while the server runs on the embedded database (docs/architecture.md
 * §11): one request at a time on the control socket, answered with the archive's bytes. Only the
 * server's own user can reach the socket (its folder is 0700); nothing is listened to on
 * PostgreSQL, where the command reads the database itself, nor on Windows (no Unix sockets with
 * file permissions there: stop the server to back it up).
 */
@Injectable()
export class BackupControl implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backup');
  private server: net.Server | null = null;
  private busy = false;
  private readonly clients = new Set<net.Socket>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  get socketPath(): string {
    return controlSocketPath(this.config.dataDir);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl) return;
    removeStaleStaging(this.config.dataDir);
    if (process.platform === 'win32') return;
    if (Buffer.byteLength(this.socketPath) > SOCKET_PATH_MAX) {
      this.logger.warn(
        'DATA_DIR is too long a path for the backup socket: stop the server to back it up',
      );
      return;
    }
    const folder = path.dirname(this.socketPath);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (!lstatSync(folder).isDirectory()) throw new Error(`${folder} must be a folder`);
    chmodSync(folder, 0o700);
    // The data folder is locked to this process: a socket left here is a crashed run's.
    rmSync(this.socketPath, { force: true });
    const server = net.createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.socketPath, () => resolve());
    });
    chmodSync(this.socketPath, 0o600);
    server.on('error', (error) => this.logger.warn({ err: error }, 'The backup socket failed'));
    this.server = server;
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const client of this.clients) client.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(this.socketPath, { force: true });
  }

  private serve(socket: net.Socket): void {
    this.clients.add(socket);
    socket.on('close', () => this.clients.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let line = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      line = Buffer.concat([line, chunk]);
      const end = line.indexOf(0x0a);
      if (end === -1 && line.length <= REQUEST_MAX_BYTES) return;
      socket.off('data', onData);
      socket.setTimeout(0);
      void this.answer(socket, end === -1 ? null : line.subarray(0, end).toString('utf8'));
    };
    socket.on('data', onData);
  }

  private async answer(socket: net.Socket, request: string | null): Promise<void> {
    if (!isBackupRequest(request))
      return refuse(socket, 'Unknown request: the control path only takes {"command":"backup"}');
    if (this.busy)
      return refuse(socket, 'A backup is already being written: try again when it is done');
    this.busy = true;
    try {
      socket.write(`${REPLY_OK}\n`);
      const manifest = await writeBackup(
        this.dataSource,
        { dataDir: this.config.dataDir, source: 'embedded' },
        socket,
      );
      this.logger.log(
        { tables: manifest.tables.length, files: manifest.files.length },
        'Backup written',
      );
    } catch (error) {
      // The client sees a cut archive, which its check refuses.
      this.logger.warn({ err: error }, 'A backup failed');
      socket.destroy();
    } finally {
      this.busy = false;
    }
  }
}

/**
 * Staging folders a crashed backup left (write-backup.ts). The data folder is locked to this
 * process, so no backup is writing one now.
 */
function removeStaleStaging(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(STAGING_PREFIX))
      rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

function isBackupRequest(request: string | null): boolean {
  if (request === null) return false;
  try {
    const parsed: unknown = JSON.parse(request);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { command?: unknown }).command === BACKUP_COMMAND
    );
  } catch {
    return false;
  }
}

function refuse(socket: net.Socket, sentence: string): void {
  socket.end(`${REPLY_ERROR}${sentence}\n`);
}
