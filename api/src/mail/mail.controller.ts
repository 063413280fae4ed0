import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ContactPayload,
  type OutboxRetryPayload,
  contactSchema,
  outboxQuerySchema,
  outboxRetrySchema,
} from '@waybill/shared';
import { z } from 'zod';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { valid } from '../core/http/validation.pipe.js';
import { OutboxService } from './outbox.service.js';
import { SendMailService } from './send-mail.service.js';

/** The envelope's English message for each outcome (the control panel says it by `delivery`). */
const DELIVERY_SENTENCES = {
  sent: 'Sent',
  queued: 'Queued: the message is on its way',
  held: 'Queued: kept in the outbox until a mail server is configured (MAIL_URL)',
} as const;

@ApiTags('mail')
@Controller()
export class MailController {
  constructor(
    private readonly sender: SendMailService,
    private readonly outbox: OutboxService,
  ) {}

  @Post('contact')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Send an e-mail in the chosen template: queued through the outbox, or sent at once with the password when the mail driver is smtp.',
  })
  @ApiSchemaBody(contactSchema)
  async send(@Body(valid(contactSchema)) payload: ContactPayload) {
    const delivery = await this.sender.send(payload);
    return reply({ delivery }, DELIVERY_SENTENCES[delivery]);
  }

  @Get('outbox')
  @ApiOperation({ summary: 'Outgoing messages, newest first, with status, attempts and errors.' })
  list(@Query(valid(outboxQuerySchema)) query: z.infer<typeof outboxQuerySchema>) {
    return this.outbox.list(query.page, query.status);
  }

  @Post('outbox/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Queue a failed message again, due now.' })
  @ApiSchemaBody(outboxRetrySchema)
  async retry(@Body(valid(outboxRetrySchema)) payload: OutboxRetryPayload) {
    return reply(await this.outbox.retry(payload.id), 'Queued again');
  }
}
