import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ContactPayload,
  type OutboxRetryPayload,
  outboxQuerySchema,
  sendEmail,
  listOutbox,
  retryOutboxMessage,
  revealOutboxMessage,
  getMailServer,
  updateMailServer,
  testMailServer,
  getMailStatus,
  type OutboxRevealPayload,
  type MailServerPatchPayload,
  type MailTestPayload,
} from '@waybill/shared';
import { z } from 'zod';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { OutboxService } from './outbox.service.js';
import { SendMailService } from './send-mail.service.js';
import { MailServerService } from './mail-server.service.js';
import { SettingsService } from '../settings/settings.service.js';

/** The envelope's English message for each outcome (the control panel says it by `delivery`). */
const DELIVERY_SENTENCES = {
  sent: 'Sent',
  queued: 'Queued: the message is on its way',
  held: 'Saved: the e-mail will go once mail is set up (Mail Settings)',
} as const;

@ApiTags('mail')
@Controller()
export class MailController {
  constructor(
    private readonly sender: SendMailService,
    private readonly outbox: OutboxService,
    private readonly servers: MailServerService,
    private readonly settings: SettingsService,
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

  @Route(revealOutboxMessage)
  reveal(@Body() payload: OutboxRevealPayload) {
    return this.outbox.reveal(payload.id);
  }

  @Route(getMailServer)
  server() {
    return this.servers.view();
  }

  @Route(updateMailServer)
  async updateServer(@Body() payload: MailServerPatchPayload) {
    return reply(await this.servers.update(payload), 'Mail settings saved');
  }

  @Route(testMailServer)
  async test(@Body() payload: MailTestPayload) {
    const { company_name } = await this.settings.current();
    return reply(
      await this.servers.test(payload.to, company_name),
      'The mail server accepted the test e-mail',
    );
  }

  @Route(getMailStatus)
  status() {
    return this.servers.status();
  }
}
