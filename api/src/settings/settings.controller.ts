import { Body, Controller, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type SettingsPatchPayload,
  getSettings,
  problem,
  removeCompanyLogo,
  updateSettings,
  uploadCompanyLogo,
} from '@waybill/shared';
import { ApiError, reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { LogoUploadInterceptor } from './logo-upload.interceptor.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Route(getSettings)
  current() {
    return this.settings.current();
  }

  @Route(updateSettings)
  async update(@Body() payload: SettingsPatchPayload) {
    return reply(await this.settings.update(payload), 'Settings saved');
  }

  @Route(uploadCompanyLogo)
  @UseInterceptors(LogoUploadInterceptor)
  async setLogo(@UploadedFile() file: Express.Multer.File | undefined) {
    if (!file) throw ApiError.badRequest(problem('image.required'));
    return reply(await this.settings.setLogo(file.buffer), 'Logo saved');
  }

  @Route(removeCompanyLogo)
  async removeLogo() {
    return reply(await this.settings.removeLogo(), 'Logo removed');
  }
}
