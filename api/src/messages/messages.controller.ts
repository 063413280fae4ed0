import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ContactMessagePayload, contactMessageSchema } from '@waybill/shared';
import type { Request } from 'express';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { Public } from '../core/http/public.decorator.js';
import { valid } from '../core/http/validation.pipe.js';
import { RateLimiter, type RateRule } from '../core/security/rate-limiter.service.js';
import { OutboxService } from '../mail/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';

const HOUR = 60 * 60_000;
export const MESSAGE_LIMITS = {
  perIp: { name: 'message:ip', limit: 5, windowMs: HOUR },
  perEmail: { name: 'message:email', limit: 3, windowMs: HOUR },
} satisfies Record<string, RateRule>;

export const MESSAGE_SENT = 'Thank you. Your message has been sent to our team.';

/** The contact form of /contact.html: a visitor's message, mailed to the company. */
@ApiTags('site')
@Controller('messages')
export class MessagesController {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a message to the company (queued to the contact e-mail).' })
  @ApiSchemaBody(contactMessageSchema)
  async send(
    @Body(valid(contactMessageSchema)) message: ContactMessagePayload,
    @Req() request: Request,
  ) {
    await this.limiter.consume(MESSAGE_LIMITS.perIp, request.ip ?? 'unknown');
    await this.limiter.consume(MESSAGE_LIMITS.perEmail, message.email);
    const { contact_email } = await this.settings.current();
    const sender = message.name ? `${message.name} <${message.email}>` : message.email;
    await this.outbox.enqueue({
      to: contact_email,
      replyTo: message.email,
      subject: `Website message: ${message.subject}`,
      text: [`From: ${sender}`, '', message.body].join('\n'),
    });
    return reply(null, MESSAGE_SENT);
  }
}
