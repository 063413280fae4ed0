import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FolderObjects } from './folder-objects.js';
import { reencodeImage } from './image-encoder.js';
import type { ImageObjects } from './image-objects.js';
import { isContentAddressed } from './image-names.js';

export interface CopyCounts {
  copied: number;
  /** Already in the bucket: left as they are. */
  present: number;
  failed: number;
}

/**
 * Copies every picture of the data folder into the bucket under the same name (npm run
 * uploads:to-s3). Idempotent: a name the bucket already holds is skipped, so a run that stopped
 * halfway is finished by the next. A picture stored before re-encoding is re-encoded on the way
 * (what the data folder's start-up pass would have done), keeping its name.
 */
export async function copyToBucket(
  folder: FolderObjects,
  bucket: ImageObjects,
  report: (line: string) => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, present: 0, failed: 0 };
  for (const name of await folder.names()) {
    try {
      if (await bucket.has(name)) {
        counts.present += 1;
        continue;
      }
      const bytes = await readFile(path.join(folder.dir, name));
      await bucket.put(name, isContentAddressed(name) ? bytes : (await reencodeImage(bytes)).bytes);
      counts.copied += 1;
    } catch (error) {
      counts.failed += 1;
      report(`Could not copy ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return counts;
}
