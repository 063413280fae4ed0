import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type SubscribePayload,
  idSchema,
  subscribeToParcel,
  unsubscribePage,
  unsubscribe,
  confirmSubscriptionPage,
  confirmSubscription,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { notificationPage } from './notification-page.js';
import { NotificationsService, SUBSCRIBE_MESSAGE } from './notifications.service.js';
import { SiteLinks } from './site-links.js';
import { clientOf } from '../core/security/client-key.js';

const token = z.string().trim().min(1).max(64);
const unsubscribeQuery = z.union([
  z.object({ parcel: idSchema, token }),
  z.object({ subscriber: idSchema, token }),
]);
const confirmQuery = z.object({ confirm: idSchema, token });

const INVALID_LINK = {
  title: 'This link does not work',
  message: 'It may be incomplete or out of date. Open the link from the e-mail again.',
};

@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly links: SiteLinks,
  ) {}

  @Route(subscribeToParcel)
  async subscribe(
    @Param('code') code: string,
    @Body() payload: SubscribePayload,
    @Req() request: Request,
  ) {
    await this.notifications.subscribe(code, payload.email, clientOf(request));
    // The same answer whether or not the code exists: it cannot be used to find codes.
    return reply(null, SUBSCRIBE_MESSAGE);
  }

  @Route(unsubscribePage)
  async unsubscribePage(@Query() query: unknown, @Res() response: Response) {
    const link = await this.verified(unsubscribeQuery, query);
    if (!link) return this.page(response, 400, INVALID_LINK);
    return this.page(response, 200, {
      title: 'Stop e-mails about this parcel?',
      message: 'You will no longer get an e-mail each time this parcel moves.',
      confirm: { label: 'Stop these e-mails', action: response.req.originalUrl },
    });
  }

  @Route(unsubscribe)
  async unsubscribe(@Query() query: unknown, @Res() response: Response) {
    const link = await this.verified(unsubscribeQuery, query);
    if (!link) return this.page(response, 400, INVALID_LINK);
    const [kind, id] =
      'parcel' in link
        ? (['parcel', link.parcel] as const)
        : (['subscriber', link.subscriber] as const);
    const code = await this.notifications.unsubscribe(kind, id);
    return this.page(response, 200, {
      title: 'You will get no more e-mails',
      message: `We will not e-mail you about parcel ${code} again. You can still follow it on our tracking page.`,
    });
  }

  @Route(confirmSubscriptionPage)
  async confirmPage(@Query() query: unknown, @Res() response: Response) {
    const link = await this.verified(confirmQuery, query);
    if (!link) return this.page(response, 400, INVALID_LINK);
    return this.page(response, 200, {
      title: 'Get e-mail updates?',
      message: 'Confirm, and we will e-mail you each time this parcel moves.',
      confirm: { label: 'Send me updates', action: response.req.originalUrl },
    });
  }

  @Route(confirmSubscription)
  async confirm(@Query() query: unknown, @Res() response: Response) {
    const link = await this.verified(confirmQuery, query);
    if (!link) return this.page(response, 400, INVALID_LINK);
    const code = await this.notifications.confirm(link.confirm);
    return this.page(response, 200, {
      title: 'You are subscribed',
      message: `We will e-mail you each time parcel ${code} moves.`,
    });
  }

  /** The query when its signature is right; null otherwise. */
  private async verified<S extends z.ZodType>(
    schema: S,
    query: unknown,
  ): Promise<z.output<S> | null> {
    const parsed = schema.safeParse(query);
    if (!parsed.success) return null;
    const link = parsed.data as {
      parcel?: number;
      subscriber?: number;
      confirm?: number;
      token: string;
    };
    const [subject, id] =
      link.parcel !== undefined
        ? (['parcel', link.parcel] as const)
        : link.subscriber !== undefined
          ? (['subscriber', link.subscriber] as const)
          : (['confirm', link.confirm ?? 0] as const);
    return (await this.links.verify(subject, id, link.token)) ? parsed.data : null;
  }

  private page(response: Response, status: number, page: Parameters<typeof notificationPage>[0]) {
    response
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(notificationPage(page));
  }
}
