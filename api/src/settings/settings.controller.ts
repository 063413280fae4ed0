import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SettingsPatchPayload, settingsPatchSchema } from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody, PARTIAL_UPDATE_DOC } from '../core/http/openapi.js';
import { valid } from '../core/http/validation.pipe.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'The site settings (staff).' })
  current() {
    return this.settings.current();
  }

  @Patch()
  @ApiOperation({
    summary:
      'Save settings: any fields of the Contact Info, Mail and Html forms; only those sent change (contact_email cannot be cleared).',
    description: PARTIAL_UPDATE_DOC,
  })
  @ApiSchemaBody(settingsPatchSchema)
  async update(@Body(valid(settingsPatchSchema)) payload: SettingsPatchPayload) {
    return reply(await this.settings.update(payload), 'Settings saved');
  }
}
