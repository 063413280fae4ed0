import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;

/** Every regular file under `root`, as paths relative to it with `/` separators (symlinks skipped). */
export async function filesUnder(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR')) return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found;
}

/**
 * Adds to `target` the files of `source` it does not hold yet: hard links where the file system
 * allows (instant, and the bytes stay even if the upload is removed meanwhile), copies otherwise.
 * A file removed while this runs is left out.
 */
export async function stageFiles(source: string, target: string): Promise<void> {
  for (const relative of await filesUnder(source)) {
    const from = path.join(source, relative);
    const to = path.join(target, relative);
    if (await exists(to)) continue;
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await link(from, to);
    } catch (error) {
      if (isCode(error, 'ENOENT')) continue;
      try {
        await copyFile(from, to);
      } catch (copyError) {
        if (!isCode(copyError, 'ENOENT')) throw copyError;
      }
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false;
    throw error;
  }
}

/** A file's size and SHA-256, read as a stream. */
export async function digestFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
