import { it, expect, beforeAll, afterAll } from 'vitest';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { runBackup } from '../src/backup/backup-command.js';
import { controlSocketPath } from '../src/backup/control-socket.js';
import { restoreArchive } from '../src/backup/restore.js';
import { TAR_END, tarHeader, tarPadding } from '../src/backup/tar.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  EMBEDDED,
  expectServerOn,
  seedEverything,
  sha256,
  type Snapshot,
  snapshotOf,
  workFolders,
} from './backup-kit.js';

/**
 * Backup and restore on the embedded database (docs/architecture.md §11): the running server
 * writes the archive, and everything comes back into a new data folder, every row, sequence and
 * uploaded byte; damaged, forged or misplaced archives and non-empty targets are refused.
 */
const newDir = workFolders();
let source: TestApp;
let before: Snapshot;
let archive: string;

let dataDir: string;

beforeAll(async () => {
  // A crashed backup's staging folder, which the next start removes.
  // Not one of newDir's: the source's own close() removes it, after its database is closed.
  dataDir = mkdtempSync(path.join(tmpdir(), 'wb-source-'));
  mkdirSync(path.join(dataDir, '.backup-crashed'));
  writeFileSync(path.join(dataDir, '.backup-crashed', 'half.jsonl'), '{}');
  source = await startTestApp({ ...EMBEDDED, DATA_DIR: dataDir });
  await seedEverything(source);
  before = await snapshotOf(source);
  archive = path.join(newDir('out'), 'backup.tar.gz');
});
afterAll(() => source.close());

it('is written by the running server and restored into a new data folder, row for row and byte for byte', async () => {
  expect(Object.keys(before.files).some((file) => file.startsWith('images/'))).toBe(true);
  expect(before.tables.audit_log.length).toBeGreaterThan(5);
  expect(existsSync(path.join(dataDir, '.backup-crashed'))).toBe(false);
  const { manifest, via } = await runBackup({ dataDir: source.config.dataDir }, archive);
  expect(via).toBe('server');
  expect(manifest.source).toBe('embedded');
  expect(manifest.tables.map((table) => table.name).sort()).toEqual(
    Object.keys(before.tables).sort(),
  );
  for (const table of manifest.tables) expect(table.rows).toBe(before.tables[table.name].length);
  const archived = manifest.files.filter((file) => file.path !== 'uploads/legacy-images-reencoded');
  expect(archived.map((file) => file.path).sort()).toEqual(
    Object.keys(before.files)
      .map((file) => `uploads/${file}`)
      .sort(),
  );
  for (const file of archived) {
    expect(file.sha256).toBe(
      sha256(Buffer.from(before.files[file.path.slice('uploads/'.length)], 'base64')),
    );
  }
  expect(statSync(archive).mode & 0o077).toBe(0);
  expect(existsSync(`${archive}.partial`)).toBe(false);
  expect(readdirSync(source.config.dataDir).filter((name) => name.startsWith('.backup-'))).toEqual(
    [],
  );

  const target = newDir('restored');
  await restoreArchive(archive, { dataDir: target });
  expect(readdirSync(target).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  await expectServerOn({ ...EMBEDDED, DATA_DIR: target }, before);
});

it('refuses to restore into a data folder that holds data, and changes nothing there', async () => {
  await expect(restoreArchive(archive, { dataDir: source.config.dataDir })).rejects.toThrow(
    /is not empty \(it holds .*\)\. Restore needs an empty data folder/,
  );
  expect(await snapshotOf(source)).toEqual(before);
});

it('refuses a damaged, cut or tampered archive and leaves the target folder empty', async () => {
  const whole = readFileSync(archive);
  const flipped = Buffer.from(whole);
  flipped[Math.floor(flipped.length / 2)] ^= 0xff;
  // A row changed inside the tar and the gzip rebuilt: only the manifest's checksum can tell.
  const tampered = gunzipSync(whole);
  const at = tampered.indexOf('"WB-BACKUP-0"');
  expect(at).toBeGreaterThan(0);
  tampered.write('"WB-BACKUP-9"', at);
  const cases: [string, Buffer, RegExp][] = [
    ['flipped', flipped, /Not a whole Waybill backup|damaged/],
    ['cut', whole.subarray(0, Math.floor(whole.length * 0.7)), /Not a whole Waybill backup/],
    ['tampered', gzipSync(tampered), /does not match its checksum: the archive is damaged/],
    ['not gzip', Buffer.from('hello'), /Not a whole Waybill backup/],
  ];
  for (const [name, bytes, message] of cases) {
    const file = path.join(newDir('bad'), `${name}.tar.gz`);
    writeFileSync(file, bytes);
    const target = path.join(newDir('target'), 'data');
    await expect(restoreArchive(file, { dataDir: target })).rejects.toThrow(message);
    expect({ name, left: readdirSync(target) }).toEqual({ name, left: [] });
  }
  await expect(
    restoreArchive(path.join(newDir('none'), 'missing.tar.gz'), { dataDir: newDir('t') }),
  ).rejects.toThrow(/is not a file/);
});

it('refuses archives that reach outside their folder, hold unlisted files or come from a newer Waybill', async () => {
  const tar = gunzipSync(readFileSync(archive));
  const manifest = JSON.parse(tar.subarray(512, tar.indexOf(0, 512)).toString('utf8')) as Record<
    string,
    unknown
  >;
  const craft = (entries: [string, Buffer][]) => {
    const file = path.join(newDir('crafted'), 'x.tar.gz');
    const blocks = entries.flatMap(([name, body]) => [
      tarHeader({ name, size: body.length }),
      body,
      tarPadding(body.length),
    ]);
    writeFileSync(file, gzipSync(Buffer.concat([...blocks, TAR_END])));
    return file;
  };
  const evil = Buffer.from('owned');
  const listed = (name: string) => ({ path: name, bytes: evil.length, sha256: sha256(evil) });
  const withManifest = (changes: Record<string, unknown>, extra: [string, Buffer][] = []) =>
    craft([
      [
        'manifest.json',
        Buffer.from(
          JSON.stringify({ ...manifest, tables: [], sequences: [], files: [], ...changes }),
        ),
      ],
      ...extra,
    ]);
  const cases: [string, string, RegExp][] = [
    [
      'dot-dot',
      withManifest({ files: [listed('uploads/../../escaped')] }, [['uploads/../../escaped', evil]]),
      /manifest is not valid/,
    ],
    [
      'absolute',
      withManifest({ files: [listed('/tmp/escaped')] }, [['/tmp/escaped', evil]]),
      /manifest is not valid/,
    ],
    [
      'unlisted',
      withManifest({}, [['uploads/images/extra.png', evil]]),
      /holds uploads\/images\/extra\.png, which its manifest does not list/,
    ],
    [
      'missing',
      withManifest({ files: [listed('uploads/images/a.png')] }),
      /lacks uploads\/images\/a\.png/,
    ],
    [
      'twice',
      withManifest({ files: [listed('uploads/a')] }, [
        ['uploads/a', evil],
        ['uploads/a', evil],
      ]),
      /which its manifest does not list/,
    ],
    [
      'newer format',
      withManifest({ format_version: 2 }),
      /format 2, newer than this Waybill reads/,
    ],
    [
      'newer schema',
      withManifest({ migrations: ['FromTheFuture9999999999999'] }),
      /made by a newer Waybill/,
    ],
    ['other format', withManifest({ format: 'something-else' }), /not a Waybill backup/],
    [
      'table name',
      withManifest({
        tables: [
          {
            name: 'x"; DROP TABLE admins; --',
            rows: 0,
            file: 'tables/x.jsonl',
            bytes: 0,
            sha256: sha256(Buffer.alloc(0)),
          },
        ],
      }),
      /manifest is not valid/,
    ],
    ['no manifest', craft([['tables/parcels.jsonl', evil]]), /does not start with its manifest/],
  ];
  for (const [name, file, message] of cases) {
    const target = path.join(newDir('target'), 'data');
    await expect(restoreArchive(file, { dataDir: target })).rejects.toThrow(message);
    expect({ name, escaped: existsSync(path.join(path.dirname(target), 'escaped')) }).toEqual({
      name,
      escaped: false,
    });
    expect({ name, left: readdirSync(target) }).toEqual({ name, left: [] });
  }
});

it('keeps its control socket to its own user and answers nothing but a backup request', async () => {
  const socketPath = controlSocketPath(source.config.dataDir);
  expect(statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
  expect(statSync(socketPath).mode & 0o077).toBe(0);
  const ask = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(socketPath, () => socket.write(request));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
  expect(await ask('{"command":"restore"}\n')).toBe(
    'ERROR Unknown request: the control path only takes {"command":"backup"}\n',
  );
  expect(await ask('not json\n')).toMatch(/^ERROR Unknown request/);
  expect(await ask('x'.repeat(5000))).toMatch(/^ERROR Unknown request/);
  // Still serving backups afterwards, and nothing changed.
  const again = path.join(newDir('again'), 'again.tar.gz');
  expect((await runBackup({ dataDir: source.config.dataDir }, again)).via).toBe('server');
  expect(await snapshotOf(source)).toEqual(before);
});
