import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { reencodeImage } from './image-encoder.js';

/** A name this store gives: the SHA-256 of the bytes and their extension. */
const STORED_NAME = /^[0-9a-f]{64}\.(jpg|png)$/;

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
export class ImageStore implements OnApplicationBootstrap {
  private readonly logger = new Logger('ImageStore');
  private readonly imagesDir: string;
  private readonly referencesDir: string;
  /** Written once every picture stored before re-encoding has been re-encoded. */
  private readonly legacyDone: string;
  /** The start-up pass over pictures stored before re-encoding (awaited by tests). */
  legacyPass: Promise<void> = Promise.resolve();
  /** One change at a time: a save and a removal of the same picture never interleave, and one
   * picture at a time takes libuv's threads from file and crypto work. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.imagesDir = config.uploadsDir;
    this.referencesDir = path.join(path.dirname(config.uploadsDir), 'image-references');
    this.legacyDone = path.join(path.dirname(config.uploadsDir), 'legacy-images-reencoded');
  }

  /** Pictures uploaded before re-encoding may still carry GPS: cleaned once, in the background. */
  onApplicationBootstrap(): void {
    this.legacyPass = this.reencodeLegacy().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not re-encode the pictures stored earlier');
    });
  }

  /**
   * Re-encodes, in place and under the same name (records point at it), every picture stored
   * before names were content hashes. One at a time, behind any upload.
   */
  private async reencodeLegacy(): Promise<void> {
    if (
      await readFile(this.legacyDone).then(
        () => true,
        () => false,
      )
    )
      return;
    const names = (await readdir(this.imagesDir)).filter((name) => !STORED_NAME.test(name));
    for (const name of names) {
      await this.inTurn(async () => {
        const file = path.join(this.imagesDir, name);
        try {
          const image = await reencodeImage(await readFile(file));
          await writeFile(`${file}.new`, image.bytes);
          await rename(`${file}.new`, file);
        } catch (error) {
          this.logger.warn({ err: error, name }, 'A picture stored earlier is not a whole image');
        }
      });
    }
    await writeFile(this.legacyDone, `${new Date().toISOString()}\n`);
    if (names.length)
      this.logger.log({ count: names.length }, 'Pictures stored earlier re-encoded');
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
