import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { reencodeImage } from './image-encoder.js';

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;

/**
 * Uploaded images in DATA_DIR/uploads/images, each re-encoded (image-encoder.ts) and named by the
 * SHA-256 of the bytes written, with their extension: a name always means the same bytes and the
 * type they are served with. The same picture saved twice (one photo on two parcels) is one file
 * with two references (empty files in DATA_DIR/uploads/image-references/<name>/), so removing it
 * from one record keeps it for the other.
 */
@Injectable()
export class ImageStore {
  private readonly logger = new Logger('ImageStore');
  private readonly imagesDir: string;
  private readonly referencesDir: string;
  /** One change at a time: a save and a removal of the same picture never interleave, and one
   * picture at a time takes libuv's threads from file and crypto work. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.imagesDir = config.uploadsDir;
    this.referencesDir = path.join(path.dirname(config.uploadsDir), 'image-references');
  }

  /** Checks and re-encodes the picture, stores it; returns its file name. Nothing is stored for
   * a file that is not a decodable picture. */
  save(content: Buffer): Promise<string> {
    return this.inTurn(async () => {
      const image = await reencodeImage(content);
      const hash = createHash('sha256').update(image.bytes).digest('hex');
      const name = `${hash}.${image.extension}`;
      try {
        await writeFile(path.join(this.imagesDir, name), image.bytes, { flag: 'wx' });
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
      }
      const references = path.join(this.referencesDir, name);
      await mkdir(references, { recursive: true });
      await writeFile(path.join(references, randomUUID()), '');
      return name;
    });
  }

  /** Drops one record's use of a picture, and the picture with its last use; a missing one is not
   * an error. */
  remove(name: string | null | undefined): Promise<void> {
    if (!name) return Promise.resolve();
    const file = path.basename(name);
    return this.inTurn(async () => {
      try {
        const references = path.join(this.referencesDir, file);
        const uses = await readdir(references).catch((error: unknown) => {
          if (isCode(error, 'ENOENT')) return []; // stored before references were kept
          throw error;
        });
        if (uses.length > 1) {
          await rm(path.join(references, uses[0]), { force: true });
          return;
        }
        await rm(references, { recursive: true, force: true });
        await rm(path.join(this.imagesDir, file), { force: true });
      } catch (error) {
        this.logger.warn({ err: error, name }, 'Could not remove an uploaded image');
      }
    });
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}
