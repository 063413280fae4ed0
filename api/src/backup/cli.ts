import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../core/config/config.js';
import { defaultArchiveName, runBackup } from './backup-command.js';
import type { Manifest } from './manifest.js';
import { moveToPostgres } from './move-command.js';
import { restoreArchive } from './restore.js';

/**
 * `node api/dist/backup/cli.js backup [--out file] | restore <file> | to-postgres --to <url>`,
 * behind `npm run backup`, `npm run restore` and `npm run db:to-postgres`. DATA_DIR and
 * DATABASE_URL are read as the server reads them. Addresses are never printed: they may hold a
 * password.
 */
const USAGE = `Usage:
  npm run backup [-- --out <file.tar.gz>]
  npm run restore -- <file.tar.gz>
  npm run db:to-postgres -- --to postgres://user:pass@host:5432/db`;

export class UsageError extends Error {}

export interface Command {
  name: 'backup' | 'restore' | 'to-postgres';
  file?: string;
  to?: string;
}

export function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const argument = rest[i];
    if (argument.startsWith('--')) {
      const [flag, inline] = argument.split(/=(.*)/s, 2);
      const value = inline ?? rest[(i += 1)];
      if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
      flags.set(flag, value);
    } else positional.push(argument);
  }
  const allow = (...known: string[]) => {
    const unknown = [...flags.keys()].find((flag) => !known.includes(flag));
    if (unknown) throw new UsageError(`Unknown option ${unknown}`);
  };
  if (name === 'backup') {
    allow('--out');
    if (positional.length) throw new UsageError('backup takes no file name but --out <file>');
    return { name, file: flags.get('--out') };
  }
  if (name === 'restore') {
    allow();
    if (positional.length !== 1)
      throw new UsageError('restore needs the archive to restore, and only it');
    return { name, file: positional[0] };
  }
  if (name === 'to-postgres') {
    allow('--to');
    const to = flags.get('--to');
    if (!to || !/^postgres(ql)?:\/\/[^\s]+$/.test(to))
      throw new UsageError('--to must be a postgres:// address');
    if (positional.length) throw new UsageError('to-postgres takes only --to');
    return { name, to };
  }
  throw new UsageError(name ? `Unknown command ${name}` : 'No command');
}

function summary(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files, schema at ${manifest.migrations.at(-1) ?? 'no migration'}`;
}

export async function runCli(argv: string[], print: (line: string) => void): Promise<void> {
  const command = parseCommand(argv);
  const config = loadConfig(process.env);
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  // npm runs scripts in the repository root; a file name is meant from where npm was run.
  const here = process.env.INIT_CWD ?? process.cwd();
  if (command.name === 'backup') {
    const out = path.resolve(here, command.file ?? defaultArchiveName());
    const { manifest, via } = await runBackup(target, out);
    const by = via === 'server' ? ' (by the running server)' : '';
    print(`Backup written to ${out}${by}: ${summary(manifest)}.`);
  } else if (command.name === 'restore') {
    const manifest = await restoreArchive(path.resolve(here, command.file!), target);
    const where = config.databaseUrl
      ? 'the PostgreSQL database of DATABASE_URL'
      : `${config.dataDir}`;
    print(
      `Restored into ${where}: ${summary(manifest)}. Start Waybill on it as usual: it runs the newer migrations.`,
    );
  } else {
    const manifest = await moveToPostgres(config.dataDir, command.to!);
    print(
      `Moved to PostgreSQL: ${summary(manifest)}. Start Waybill with that address as DATABASE_URL and the same ` +
        `DATA_DIR (${config.dataDir}), whose uploads it keeps using. The embedded database in ${path.join(config.dataDir, 'db')} is left as it was.`,
    );
  }
}

const isMain =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  runCli(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)).then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${message}\n${error instanceof UsageError ? `${USAGE}\n` : ''}`);
      process.exit(1);
    },
  );
}
