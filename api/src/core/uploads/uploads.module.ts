import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { FolderObjects } from './folder-objects.js';
import { IMAGE_OBJECTS, type ImageObjects } from './image-objects.js';
import { ImageStore } from './image-store.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';

/**
 * The configured driver: a bucket when S3_BUCKET is set, else the data folder. The AWS SDK is
 * loaded only for a bucket (it costs a start about a tenth of a second and some memory).
 */
export async function imageObjectsFor(
  config: Pick<AppConfig, 's3' | 'uploadsDir'>,
): Promise<ImageObjects> {
  if (!config.s3) return new FolderObjects(config.uploadsDir);
  const { S3Objects } = await import('./s3-objects.js');
  return new S3Objects(config.s3);
}

@Module({
  providers: [
    { provide: IMAGE_OBJECTS, inject: [APP_CONFIG], useFactory: imageObjectsFor },
    ImageStore,
    ImageUploadInterceptor,
  ],
  exports: [IMAGE_OBJECTS, ImageStore, ImageUploadInterceptor],
})
export class UploadsModule {}
