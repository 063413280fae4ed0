import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ContactMessagePayload, contactMessageSchema } from '@waybill/shared';
import type { Request } from 'express';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { Public } from '../core/http/public.decorator.js';
import { valid } from '../core/http/validation.pipe.js';
import { MESSAGE_SENT, MessagesService } from './messages.service.js';
import { clientOf } from '../core/security/client-key.js';

/** The contact form of /contact.html: a visitor's message, mailed to the company. */
@ApiTags('site')
@Controller('messages')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a message to the company (queued to the contact e-mail).' })
  @ApiSchemaBody(contactMessageSchema)
  async send(
    @Body(valid(contactMessageSchema)) message: ContactMessagePayload,
    @Req() request: Request,
  ) {
    await this.messages.send(message, clientOf(request));
    return reply(null, MESSAGE_SENT);
  }
}
