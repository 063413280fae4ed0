import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { FolderObjects } from './folder-objects.js';
import { IMAGE_OBJECTS, type ImageObjects } from './image-objects.js';
import { ImageStore } from './image-store.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { S3Objects } from './s3-objects.js';

/** The configured driver: a bucket when S3_BUCKET is set, else the data folder. */
export function imageObjectsFor(config: Pick<AppConfig, 's3' | 'uploadsDir'>): ImageObjects {
  return config.s3 ? new S3Objects(config.s3) : new FolderObjects(config.uploadsDir);
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
