import { Inject, Injectable } from '@nestjs/common';
import { LOGO_MAX_BYTES } from '@waybill/shared';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { ImageUploadInterceptor } from '../core/uploads/image-upload.interceptor.js';

/** The logo's upload: the pictures' reader with the logo's smaller limit (LOGO_MAX_BYTES). */
@Injectable()
export class LogoUploadInterceptor extends ImageUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ ...config, uploadMaxBytes: Math.min(config.uploadMaxBytes, LOGO_MAX_BYTES) });
  }
}
