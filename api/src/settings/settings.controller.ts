import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SETTINGS_FORMS } from '@waybill/shared';
import { z } from 'zod';
import { reply } from '../core/http/api-error.js';
import { SettingsService } from './settings.service.js';

const FORMS_DOC = z.toJSONSchema(
  SETTINGS_FORMS.contact
    .partial()
    .extend(SETTINGS_FORMS.mail.partial().shape)
    .extend(SETTINGS_FORMS.html.shape),
  { io: 'input', unrepresentable: 'any' },
) as Record<string, unknown>;

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
      'Save one or more settings forms: Contact Info (contact_email required), Mail (mail_driver, mail_template), Html (meta_description, chat_code).',
  })
  @ApiBody({ schema: FORMS_DOC })
  async update(@Body() body: unknown) {
    return reply(await this.settings.update(body), 'Settings saved');
  }
}
