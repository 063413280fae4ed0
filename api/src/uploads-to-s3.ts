import { ConfigError, loadConfig } from './core/config/config.js';
import { copyToBucket } from './core/uploads/copy-to-bucket.js';
import { FolderObjects } from './core/uploads/folder-objects.js';
import { S3Objects } from './core/uploads/s3-objects.js';

/**
 * `npm run uploads:to-s3`: copies the uploaded pictures of DATA_DIR/uploads/images into the
 * bucket the S3_* variables name (README, "Uploaded pictures in a bucket"). Exits 1 when the
 * configuration is wrong or a picture could not be copied (run it again: it skips what is there).
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (!config.s3) {
    console.error('S3_BUCKET is not set: there is no bucket to copy the pictures to.');
    return 1;
  }
  const folder = new FolderObjects(config.uploadsDir);
  const bucket = new S3Objects(config.s3);
  try {
    console.log(`Copying pictures from ${folder.description} to ${bucket.description}…`);
    const counts = await copyToBucket(folder, bucket, (line) => console.error(line));
    console.log(
      `Copied ${counts.copied}, already in the bucket ${counts.present}, failed ${counts.failed}.`,
    );
    return counts.failed ? 1 : 0;
  } finally {
    bucket.close();
  }
}

process.exitCode = await main();
