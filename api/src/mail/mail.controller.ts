import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ContactPayload,
  type OutboxRetryPayload,
  outboxQuerySchema,
  sendEmail,
  listOutbox,
  retryOutboxMessage,
} from '@waybill/shared';
import { z } from 'zod';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
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

  @Route(sendEmail)
  async send(@Body() payload: ContactPayload) {
    const delivery = await this.sender.send(payload);
    return reply({ delivery }, DELIVERY_SENTENCES[delivery]);
  }

  @Route(listOutbox)
  list(@Query() query: z.infer<typeof outboxQuerySchema>) {
    return this.outbox.list(query.page, query.status);
  }

  @Route(retryOutboxMessage)
  async retry(@Body() payload: OutboxRetryPayload) {
    return reply(await this.outbox.retry(payload.id), 'Queued again');
  }
}
