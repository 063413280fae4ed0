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
  manageSubscriptionPage,
  manageSubscription,
  NOTIFICATION_EVENTS,
  LANGUAGES,
  type Language,
  type NotificationEvent,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { choicesForm, notificationPage } from './notification-page.js';
import { languageAttributes, noticeTexts, withCode } from './notice-texts.js';
import {
  NotificationsService,
  SUBSCRIBE_HELD_MESSAGE,
  SUBSCRIBE_MESSAGE,
} from './notifications.service.js';
import { SiteLinks } from './site-links.js';
import { clientOf } from '../core/security/client-key.js';

const token = z.string().trim().min(1).max(64);
const unsubscribeQuery = z.union([
  z.object({ parcel: idSchema, token }),
  z.object({ subscriber: idSchema, token }),
]);
const confirmQuery = z.object({ confirm: idSchema, token });
const manageQuery = z.object({ subscriber: idSchema, token });
/** The manage form as a browser posts it: one `events` field per ticked box (none: refused). */
const manageForm = z.object({
  events: z
    .union([z.enum(NOTIFICATION_EVENTS), z.array(z.enum(NOTIFICATION_EVENTS))])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.enum(NOTIFICATION_EVENTS)).min(1).max(NOTIFICATION_EVENTS.length)),
  language: z.enum(LANGUAGES),
});

const invalidLink = (language: Language = 'en') => {
  const texts = noticeTexts(language);
  return {
    title: texts.invalidTitle,
    message: texts.invalidMessage,
    ...languageAttributes(language),
  };
};
const INVALID_LINK = invalidLink();

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
    const answer = await this.notifications.subscribe(code, payload, clientOf(request));
    // The same answer whether or not the code exists: it cannot be used to find codes.
    return reply(answer, answer.delivery === 'held' ? SUBSCRIBE_HELD_MESSAGE : SUBSCRIBE_MESSAGE);
  }

  @Route(unsubscribePage)
  async unsubscribePage(@Query() query: unknown, @Res() response: Response) {
    const link = await this.verified(unsubscribeQuery, query);
    if (!link) return this.page(response, 400, INVALID_LINK);
    const language = 'subscriber' in link ? await this.languageOf(link.subscriber) : 'en';
    const texts = noticeTexts(language);
    return this.page(response, 200, {
      title: texts.stopTitle,
      message: texts.stopMessage,
      confirm: { label: texts.footer.stopLabel, action: response.req.originalUrl },
      ...languageAttributes(language),
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
    // Also RFC 8058's one-click POST (body `List-Unsubscribe=One-Click`, no session): the signed
    // query names whom it stops, and a signature is good for that one subscription only.
    const code = await this.notifications.unsubscribe(kind, id);
    const language = kind === 'subscriber' ? await this.languageOf(id) : 'en';
    const texts = noticeTexts(language);
    return this.page(response, 200, {
      title: texts.stoppedTitle,
      message: withCode(texts.stoppedMessage, code),
      ...languageAttributes(language),
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

  @Route(manageSubscriptionPage)
  async managePage(@Query() query: unknown, @Res() response: Response) {
    const link = await this.verified(manageQuery, query);
    if (!link) return this.page(response, 400, INVALID_LINK);
    const choices = await this.notifications.choices(link.subscriber);
    return this.page(response, 200, this.manageView(link, choices, response));
  }

  @Route(manageSubscription)
  async manage(@Query() query: unknown, @Body() body: unknown, @Res() response: Response) {
    const link = await this.verified(manageQuery, query);
    if (!link) return this.page(response, 400, INVALID_LINK);
    const form = manageForm.safeParse(body);
    if (!form.success) {
      const choices = await this.notifications.choices(link.subscriber);
      return this.page(response, 400, this.manageView(link, choices, response));
    }
    const code = await this.notifications.setChoices(link.subscriber, form.data);
    const texts = noticeTexts(form.data.language);
    return this.page(response, 200, {
      ...this.manageView(link, { ...form.data, code }, response),
      message: texts.saved,
    });
  }

  /** The manage page in the subscriber's language, its forms posting back to the signed links. */
  private manageView(
    link: { subscriber: number; token: string },
    choices: { events: NotificationEvent[]; language: Language; code: string },
    response: Response,
  ) {
    const texts = noticeTexts(choices.language);
    const signed = `subscriber=${link.subscriber}&token=${encodeURIComponent(link.token)}`;
    return {
      title: texts.manageTitle,
      message: withCode(texts.manageIntro, choices.code),
      form: choicesForm({
        texts,
        events: choices.events,
        language: choices.language,
        action: response.req.originalUrl,
        unsubscribeAction: `${unsubscribe.route}?${signed}`,
      }),
      ...languageAttributes(choices.language),
    };
  }

  /** A subscriber's language for the pages behind their links (English once they are gone). */
  private async languageOf(subscriberId: number): Promise<Language> {
    try {
      return (await this.notifications.choices(subscriberId)).language;
    } catch {
      return 'en';
    }
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
