import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import {
  type Manifest,
  MANIFEST_MAX_BYTES,
  MANIFEST_NAME,
  FORMAT_VERSION,
  manifestSchema,
  ARCHIVE_FORMAT,
} from './manifest.js';
import { readTar, TAR_END, tarHeader, tarPadding, TarFormatError } from './tar.js';

/** A backup archive that is not whole, not ours, or from a newer format. */
export class ArchiveError extends Error {}

/**
 * The archive: a gzipped tar of manifest.json first, then each table's JSON lines, then the
 * uploads, all from a staged folder (stage-backup.ts). The manifest comes first so a reader knows
 * every entry's size and SHA-256 before it reads the entry.
 */
export async function writeArchive(
  stagingDir: string,
  manifest: Manifest,
  output: Writable,
  options: { end?: boolean } = {},
): Promise<void> {
  const entries = [
    { name: MANIFEST_NAME, bytes: -1 },
    ...manifest.tables.map((table) => ({ name: table.file, bytes: table.bytes })),
    ...manifest.files.map((file) => ({ name: file.path, bytes: file.bytes })),
  ];
  const manifestText = Buffer.from(JSON.stringify(manifest, null, 1), 'utf8');
  async function* blocks(): AsyncGenerator<Buffer> {
    for (const entry of entries) {
      if (entry.bytes === -1) {
        yield tarHeader({ name: entry.name, size: manifestText.length });
        yield manifestText;
        yield tarPadding(manifestText.length);
        continue;
      }
      yield tarHeader({ name: entry.name, size: entry.bytes });
      let written = 0;
      for await (const chunk of createReadStream(
        path.join(stagingDir, entry.name),
      ) as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written > entry.bytes) break;
        yield chunk;
      }
      if (written !== entry.bytes)
        throw new ArchiveError(`${entry.name} changed while the backup was written`);
      yield tarPadding(entry.bytes);
    }
    yield TAR_END;
  }
  await pipeline(Readable.from(blocks()), createGzip(), output, { end: options.end ?? true });
}

/**
 * Reads an archive, checks it against its manifest (format, version, every entry named there with
 * its size and SHA-256, nothing else, nothing missing) and, given `targetDir`, unpacks it there.
 * Without a target it only checks. Nothing outside `targetDir` is ever written: entry names are
 * the manifest's, which allows only table files and plain paths under uploads/.
 */
export async function readArchive(archive: string, targetDir?: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  let expected = new Map<string, { bytes: number; sha256: string }>();
  const seen = new Set<string>();
  let current: {
    name: string;
    size: number;
    hash: Hash;
    out: WriteStream | null;
    text: Buffer[];
  } | null = null;
  try {
    const gunzip = createGunzip();
    createReadStream(archive)
      .on('error', (error) => gunzip.destroy(error))
      .pipe(gunzip);
    await readTar(gunzip, {
      onEntry: async (entry) => {
        if (!manifest) {
          if (entry.name !== MANIFEST_NAME)
            throw new ArchiveError('The archive does not start with its manifest');
          if (entry.size > MANIFEST_MAX_BYTES)
            throw new ArchiveError('The archive\u2019s manifest is too large');
          current = { ...entry, hash: createHash('sha256'), out: null, text: [] };
          return;
        }
        const want = expected.get(entry.name);
        if (!want || seen.has(entry.name))
          throw new ArchiveError(
            `The archive holds ${entry.name}, which its manifest does not list`,
          );
        if (want.bytes !== entry.size)
          throw new ArchiveError(`${entry.name} has another size than its manifest says`);
        seen.add(entry.name);
        let out: WriteStream | null = null;
        if (targetDir) {
          const file = path.join(targetDir, entry.name);
          await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
          out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
        }
        current = { ...entry, hash: createHash('sha256'), out, text: [] };
      },
      onData: async (piece) => {
        const entry = current!;
        entry.hash.update(piece);
        if (!manifest) entry.text.push(piece);
        else if (entry.out && !entry.out.write(piece)) await once(entry.out, 'drain');
      },
      onEnd: async () => {
        const entry = current!;
        current = null;
        if (!manifest) {
          manifest = parseManifest(Buffer.concat(entry.text).toString('utf8'));
          expected = new Map<string, { bytes: number; sha256: string }>([
            ...manifest.tables.map((table) => [table.file, table] as const),
            ...manifest.files.map((file) => [file.path, file] as const),
          ]);
          return;
        }
        if (entry.out) {
          entry.out.end();
          await once(entry.out, 'close');
        }
        if (entry.hash.digest('hex') !== expected.get(entry.name)?.sha256) {
          throw new ArchiveError(
            `${entry.name} does not match its checksum: the archive is damaged`,
          );
        }
      },
    });
  } catch (error) {
    const open = current as { out: WriteStream | null } | null;
    open?.out?.destroy();
    if (error instanceof ArchiveError) throw error;
    if (error instanceof TarFormatError)
      throw new ArchiveError(`Not a whole Waybill backup: ${error.message}`);
    if (isZlibError(error))
      throw new ArchiveError(
        'Not a whole Waybill backup: the archive is not valid gzip or is cut short',
      );
    throw error;
  }
  if (!manifest) throw new ArchiveError('The archive holds no manifest');
  const missing = [...expected.keys()].filter((name) => !seen.has(name));
  if (missing.length)
    throw new ArchiveError(
      `The archive lacks ${missing[0]} (and ${missing.length - 1} more), which its manifest lists`,
    );
  return manifest;
}

function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ArchiveError('The archive\u2019s manifest is not JSON');
  }
  const head = value as { format?: unknown; format_version?: unknown } | null;
  if (head?.format !== ARCHIVE_FORMAT) throw new ArchiveError('This is not a Waybill backup');
  if (typeof head.format_version === 'number' && head.format_version > FORMAT_VERSION) {
    throw new ArchiveError(
      `This backup has format ${head.format_version}, newer than this Waybill reads (${FORMAT_VERSION}): restore it with a newer Waybill`,
    );
  }
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success)
    throw new ArchiveError(
      `The archive\u2019s manifest is not valid: ${parsed.error.issues[0]?.message ?? ''}`,
    );
  const tableFiles = parsed.data.tables.map((table) => table.file);
  if (
    parsed.data.tables.some((table) => table.file !== `tables/${table.name}.jsonl`) ||
    new Set(tableFiles).size !== tableFiles.length
  ) {
    throw new ArchiveError('The archive\u2019s manifest names its tables wrongly');
  }
  return parsed.data;
}

function isZlibError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}
