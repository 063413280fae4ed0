import { Body, Controller, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ContactMessagePatchPayload,
  type ContactReplyPayload,
  countInbox,
  inboxQuerySchema,
  listInbox,
  replyToInboxMessage,
  updateInboxMessage,
} from '@waybill/shared';
import type { Request } from 'express';
import type { z } from 'zod';
import type { AdminIdentity } from '../auth/auth.service.js';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { InboxService } from './inbox.service.js';

/** The panel's inbox of visitors' contact messages. */
@ApiTags('mail')
@Controller()
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Route(listInbox)
  list(@Query() query: z.infer<typeof inboxQuerySchema>) {
    return this.inbox.list(query.page, query.status);
  }

  @Route(countInbox)
  count() {
    return this.inbox.countNew();
  }

  @Route(updateInboxMessage)
  async mark(@Body() payload: ContactMessagePatchPayload) {
    return reply(await this.inbox.mark(payload.id, payload.status), 'Message updated');
  }

  @Route(replyToInboxMessage)
  async reply(@Body() payload: ContactReplyPayload, @Req() request: Request) {
    const member = request.user as AdminIdentity;
    const delivery = await this.inbox.reply(payload.id, payload, member);
    // The panel says it in the member's language by `delivery`.
    return reply(
      delivery,
      delivery.delivery === 'held'
        ? 'Saved: the answer will go once mail is set up'
        : 'Answer queued: it is on its way',
    );
  }
}
