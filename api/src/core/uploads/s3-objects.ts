import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config.js';
import type { ImageObject, ImageObjects } from './image-objects.js';
import { contentTypeOf, isContentAddressed } from './image-names.js';

/** Every picture's key starts with this, so the bucket may hold other things beside them. */
export const S3_KEY_PREFIX = 'images/';

/** What the bucket says of a key that is not there (HEAD has no body, so only its status). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), configured by the S3_*
 * variables. Each object carries its type and cache lifetime, so the bucket can also be served
 * directly by a CDN.
 */
export class S3Objects implements ImageObjects {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.description = `the bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's newer
      // default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(name),
        CacheControl: isContentAddressed(name)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
      }),
    );
  }

  async has(name: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(name: string): Promise<ImageObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('The bucket answered without a body');
      return { body: answer.Body, size: answer.ContentLength };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }),
    );
  }

  close(): void {
    this.client.destroy();
  }

  private key(name: string): string {
    return `${S3_KEY_PREFIX}${name}`;
  }
}
