import { Module } from '@nestjs/common';
import { ImageStore } from './image-store.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';

@Module({
  providers: [ImageStore, ImageUploadInterceptor],
  exports: [ImageStore, ImageUploadInterceptor],
})
export class UploadsModule {}
