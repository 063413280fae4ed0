import { Body, Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ContactMessagePayload, sendContactMessage } from '@waybill/shared';
import type { Request } from 'express';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { MESSAGE_SENT, MessagesService } from './messages.service.js';
import { clientOf } from '../core/security/client-key.js';

/** The contact form of /contact.html: a visitor's message, mailed to the company. */
@ApiTags('site')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Route(sendContactMessage)
  async send(@Body() message: ContactMessagePayload, @Req() request: Request) {
    await this.messages.send(message, clientOf(request));
    return reply(null, MESSAGE_SENT);
  }
}
