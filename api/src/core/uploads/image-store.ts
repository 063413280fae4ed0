import { createHash } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { problem } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../http/api-error.js';
import { Housekeeping } from '../housekeeping.service.js';
import { reencodeImage } from './image-encoder.js';
import { IMAGE_OBJECTS, type ImageObjects } from './image-objects.js';
import { STORED_NAME } from './image-names.js';
import { imageReferences } from './image-references.repository.js';
import { FolderObjects } from './folder-objects.js';

/** A checked and re-encoded picture, named by the SHA-256 of its bytes, not stored yet. */
export interface PreparedImage {
  name: string;
  bytes: Buffer;
}

/** The store (the data folder, the bucket) failed: a 503 to retry, the change rolled back. */
export class StorageUnreachableError extends ApiError {
  constructor(readonly reason: unknown) {
    super(503, [problem('storage.unreachable')], { 'Retry-After': '5' });
  }
}

/** Pictures whose removal was interrupted, retried per hourly sweep. */
const SWEEP_BATCH = 500;

/**
 * The uses of pictures within one transaction: `add` counts a use and stores the picture, `drop`
 * counts one less. What each name ends up as is settled after the transaction (ImageStore.change).
 */
export class PictureUses {
  readonly added = new Set<string>();
  readonly dropped = new Set<string>();

  constructor(
    private readonly manager: EntityManager,
    private readonly objects: ImageObjects,
  ) {}

  /**
   * Counts a use of the picture and makes sure the store holds it. Call it after the record's
   * own write: every audited change takes the audit trail's lock first, then these rows, so two
   * changes never wait for each other in opposite orders.
   */
  async add(image: PreparedImage): Promise<void> {
    // The row is locked from here to the commit: no sweep can delete the picture meanwhile. It
    // was uploaded before the transaction (ImageStore.change); one that a sweep deleted in
    // between is uploaded again.
    await imageReferences.add(this.manager, image.name);
    this.added.add(image.name);
    try {
      if (!(await this.objects.has(image.name))) await this.objects.put(image.name, image.bytes);
    } catch (error) {
      throw new StorageUnreachableError(error);
    }
  }

  /** Counts one use less of a record's picture (none is fine). */
  async drop(name: string | null | undefined): Promise<void> {
    if (!name) return;
    await imageReferences.drop(this.manager, name);
    this.dropped.add(name);
  }
}

/**
 * Uploaded pictures (docs/architecture.md §2, uploads): re-encoded (image-encoder.ts), named by
 * the SHA-256 of the bytes written with their extension (a name always means the same bytes and
 * type), stored by the configured driver (the data folder or a bucket, image-objects.ts), and
 * counted in the database (image_references): one photo on two parcels is one picture with two
 * uses, deleted from the store when its last use goes. Uses change in the caller's transaction,
 * so a failed change leaves no count half-written.
 */
@Injectable()
export class ImageStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ImageStore');
  /** The start-up pass over pictures stored before re-encoding (awaited by tests). */
  legacyPass: Promise<void> = Promise.resolve();
  /** One picture encoded at a time: sharp's work stays off most of libuv's threads. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(IMAGE_OBJECTS) private readonly objects: ImageObjects,
    private readonly dataSource: DataSource,
    housekeeping: Housekeeping,
  ) {
    housekeeping.register(() => this.sweepUnused());
  }

  /** Pictures uploaded before re-encoding may still carry GPS: cleaned once, in the background. */
  onApplicationBootstrap(): void {
    const { objects } = this;
    if (!(objects instanceof FolderObjects)) return; // uploads:to-s3 re-encodes them on the way
    this.legacyPass = this.reencodeLegacy(objects.dir).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not re-encode the pictures stored earlier');
    });
  }

  onApplicationShutdown(): void {
    this.objects.close();
  }

  /**
   * Re-encodes, in place and under the same name (records point at it), every picture in the data
   * folder stored before names were content hashes. One at a time, behind any upload.
   */
  private async reencodeLegacy(imagesDir: string): Promise<void> {
    const done = path.join(path.dirname(imagesDir), 'legacy-images-reencoded');
    if (
      await readFile(done).then(
        () => true,
        () => false,
      )
    )
      return;
    const names = (await readdir(imagesDir)).filter(
      (name) => !STORED_NAME.test(name) && !name.startsWith('.'),
    );
    for (const name of names) {
      await this.inTurn(async () => {
        const file = path.join(imagesDir, name);
        try {
          const image = await reencodeImage(await readFile(file));
          await writeFile(`${file}.new`, image.bytes);
          await rename(`${file}.new`, file);
        } catch (error) {
          this.logger.warn({ err: error, name }, 'A picture stored earlier is not a whole image');
        }
      });
    }
    await writeFile(done, `${new Date().toISOString()}\n`);
    if (names.length)
      this.logger.log({ count: names.length }, 'Pictures stored earlier re-encoded');
  }

  /**
   * Checks and re-encodes a picture, before any transaction (decoding takes a while); a file that
   * is not a decodable picture is refused with a 400 and nothing is stored.
   */
  prepare(content: Buffer): Promise<PreparedImage> {
    return this.inTurn(async () => {
      const image = await reencodeImage(content);
      const hash = createHash('sha256').update(image.bytes).digest('hex');
      return { name: `${hash}.${image.extension}`, bytes: image.bytes };
    });
  }

  /**
   * Runs a change of records that use pictures in one transaction, counting the uses with it.
   * The pictures in `uploads` are stored first, outside the transaction (no lock is held while
   * their bytes travel). Afterwards every picture that lost its last use is deleted from the
   * store; when the change fails, so is every picture it stored that nothing else uses.
   */
  async change<T>(
    work: (manager: EntityManager, pictures: PictureUses) => Promise<T>,
    uploads: PreparedImage[] = [],
  ): Promise<T> {
    let pictures: PictureUses | undefined;
    const stored = new Set<string>();
    try {
      for (const image of uploads) {
        stored.add(image.name);
        await this.upload(image);
      }
      const result = await this.dataSource.transaction((manager) => {
        pictures = new PictureUses(manager, this.objects);
        return work(manager, pictures);
      });
      if (pictures) await this.sweep(pictures.dropped);
      return result;
    } catch (error) {
      await this.sweep(new Set([...stored, ...(pictures?.added ?? [])]));
      throw error;
    }
  }

  private async upload(image: PreparedImage): Promise<void> {
    try {
      if (!(await this.objects.has(image.name))) await this.objects.put(image.name, image.bytes);
    } catch (error) {
      throw new StorageUnreachableError(error);
    }
  }

  /** Deletes, each under its row lock, the pictures among these names that have no use. */
  async sweep(names: Iterable<string>): Promise<void> {
    for (const name of names) {
      try {
        await this.dataSource.transaction(async (manager) => {
          if ((await imageReferences.lock(manager, name)) > 0) return;
          try {
            await this.objects.delete(name);
          } catch (error) {
            // The row stays with no use: the hourly sweep tries again.
            this.logger.warn({ err: error, name }, 'Could not delete an unused picture');
            return;
          }
          await imageReferences.forget(manager, name);
        });
      } catch (error) {
        this.logger.warn({ err: error, name }, 'Could not settle the uses of a picture');
      }
    }
  }

  /** The hourly sweep: pictures whose deletion was interrupted (a crash, the store away). */
  async sweepUnused(): Promise<void> {
    await this.sweep(await imageReferences.unused(this.dataSource.manager, SWEEP_BATCH));
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}
