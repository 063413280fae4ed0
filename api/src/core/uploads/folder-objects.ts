import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageObject, ImageObjects } from './image-objects.js';
import { isImageName } from './image-names.js';

const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Pictures as files in DATA_DIR/uploads/images: the default, what one server needs. */
export class FolderObjects implements ImageObjects {
  readonly description: string;

  constructor(readonly dir: string) {
    this.description = `the folder ${dir}`;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed: a reader never gets half a picture.
    const partial = path.join(this.dir, `.${randomUUID()}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, this.file(name));
  }

  async has(name: string): Promise<boolean> {
    try {
      return (await stat(this.file(name))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(name: string): Promise<ImageObject | null> {
    try {
      const info = await stat(this.file(name));
      if (!info.isFile()) return null;
      return { body: createReadStream(this.file(name)), size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(this.file(name), { force: true });
  }

  close(): void {}

  /** The names of every picture in the folder (what the copy to a bucket reads). */
  async names(): Promise<string[]> {
    const entries = await readdir(this.dir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    return entries.filter(isImageName).sort();
  }

  private file(name: string): string {
    return path.join(this.dir, path.basename(name));
  }
}
