import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type SettingsPatchPayload, getSettings, updateSettings } from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
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
}
