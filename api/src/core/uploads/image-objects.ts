import type { Readable } from 'node:stream';

/** One stored picture, read for an answer. */
export interface ImageObject {
  body: Readable;
  /** Bytes, when the store says. */
  size: number | undefined;
}

/**
 * Where the bytes of uploaded pictures live (docs/architecture.md §2, uploads): the data folder
 * (folder-objects.ts) or an S3-compatible bucket (s3-objects.ts). Names are checked by the caller
 * (image-names.ts); a driver never sees anything else. Reference counts are not kept here but in
 * the database (image-references.ts), so several servers can share one bucket.
 */
export interface ImageObjects {
  /** Where the pictures are, for logs and the copy command's output. */
  readonly description: string;
  /** Stores the bytes under the name; storing a name again with the same bytes is harmless. */
  put(name: string, bytes: Buffer): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The picture, or null when there is none under this name. */
  read(name: string): Promise<ImageObject | null>;
  /** Deletes the picture; a missing one is not an error. */
  delete(name: string): Promise<void>;
  /** Lets go of connections at shutdown. */
  close(): void;
}

/** The Nest token of the configured driver. */
export const IMAGE_OBJECTS = Symbol('IMAGE_OBJECTS');
