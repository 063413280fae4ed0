import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server of its own (Debian's binaries, a temporary data folder, a free
 * port on 127.0.0.1), so a test may stop and start it at will. Never the machine's service.
 *
 * initdb and pg_ctl refuse to run as root: as root (CI) they run as the `postgres` system user,
 * which owns the data folder; otherwise they run as the current user.
 */
export class PostgresServer {
  readonly url: string;
  private readonly dataDir: string;
  private readonly logFile: string;

  private constructor(
    private readonly bin: string,
    private readonly folder: string,
    readonly port: number,
  ) {
    this.dataDir = path.join(folder, 'data');
    this.logFile = path.join(folder, 'postgres.log');
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  /** initdb into `<base>/postgres` and start on a free port; `base` is the caller's temp folder. */
  static async create(base: string): Promise<PostgresServer> {
    const bin = postgresBin();
    const folder = path.join(base, 'postgres');
    mkdirSync(folder);
    const owner = asRoot() ? systemUser('postgres') : undefined;
    if (owner) {
      // The postgres user may pass through the caller's folder and owns its own.
      chmodSync(base, 0o711);
      chownSync(folder, owner.uid, owner.gid);
    }
    const server = new PostgresServer(bin, folder, await freePort());
    await server.run('initdb', [
      '-D',
      server.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    await server.start();
    return server;
  }

  /** Starts the server and waits until it takes connections. */
  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${this.folder}`,
      // A test server: durability against an OS crash is not needed, speed is.
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c max_connections=50',
    ].join(' ');
    await this.run('pg_ctl', [
      'start',
      '-D',
      this.dataDir,
      '-l',
      this.logFile,
      '-w',
      '-t',
      '60',
      '-o',
      options,
    ]);
  }

  /** `pg_ctl stop -m fast`: every session is terminated (57P01), then the server exits. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.run('pg_ctl', ['stop', '-D', this.dataDir, '-m', mode, '-w', '-t', '60']);
  }

  /** Stops the server if it runs; never throws (for teardown). */
  async stopQuietly(): Promise<void> {
    if (!existsSync(path.join(this.dataDir, 'postmaster.pid'))) return;
    await this.stop('immediate').catch(() => undefined);
  }

  private run(tool: string, args: string[]): Promise<string> {
    const command = path.join(this.bin, tool);
    const [file, argv] = asRoot()
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    return new Promise((resolve, reject) => {
      // pg_ctl leaves the server running with its output in the log file: wait for pg_ctl's
      // own exit, not for every inherited pipe to close.
      const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: this.folder });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve(output)
          : reject(new Error(`${tool} ${args.join(' ')} failed (${code}):\n${output}`)),
      );
    });
  }
}

/** The newest Debian PostgreSQL (/usr/lib/postgresql/<version>/bin), or PG_BIN. */
export function postgresBin(): string {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => /^\d+(\.\d+)?$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : [];
  const bin = candidates.find((folder) =>
    ['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(path.join(folder, tool))),
  );
  if (!bin) {
    throw new Error(
      'No PostgreSQL server binaries (initdb, pg_ctl, postgres) in /usr/lib/postgresql/<version>/bin; ' +
        'install Debian’s postgresql package or set PG_BIN',
    );
  }
  return bin;
}

function asRoot(): boolean {
  return process.getuid?.() === 0;
}

function systemUser(name: string): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A port nobody listens on at 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
