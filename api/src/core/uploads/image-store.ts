import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { problem } from '@waybill/shared';
import { fileTypeFromBuffer } from 'file-type';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ApiError } from '../http/api-error.js';

/** What the content must really be: the name's extension is never trusted. */
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);

/** Uploaded images, kept under server-made names in DATA_DIR/uploads/images. */
@Injectable()
export class ImageStore {
  private readonly logger = new Logger('ImageStore');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Checks the bytes and stores the picture; returns its file name. */
  async save(content: Buffer): Promise<string> {
    const detected = await fileTypeFromBuffer(content);
    const extension = detected && ALLOWED.get(detected.mime);
    if (!extension) throw ApiError.badRequest(problem('image.not_an_image'));
    const name = `${randomUUID()}.${extension}`;
    await writeFile(path.join(this.config.uploadsDir, name), content, { flag: 'wx' });
    return name;
  }

  /** Removes a stored picture; a missing one is not an error. */
  async remove(name: string | null | undefined): Promise<void> {
    if (!name) return;
    try {
      await rm(path.join(this.config.uploadsDir, path.basename(name)), { force: true });
    } catch (error) {
      this.logger.warn({ err: error, name }, 'Could not remove an uploaded image');
    }
  }
}
