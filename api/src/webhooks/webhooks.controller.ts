import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
  type WebhookDeliveriesQuery,
  type WebhookEndpointCreatePayload,
  type WebhookEndpointPatchPayload,
} from '@waybill/shared';
import type { Request } from 'express';
import { apiKeyOf } from '../core/http/api-key-caller.js';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { type IdParam, idParamSchema, valid } from '../core/http/validation.pipe.js';
import { WebhooksService } from './webhooks.service.js';

/** The API key of the request (it reaches only its own endpoints), or undefined for staff. */
const keyOf = (request: Request) => apiKeyOf(request)?.id;

/** Webhook endpoints and their delivery log (docs/webhooks.md). */
@ApiTags('webhooks')
@Controller()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Route(listWebhookEndpoints)
  list(@Req() request: Request) {
    return this.webhooks.list(keyOf(request));
  }

  @Route(createWebhookEndpoint)
  async create(@Body() payload: WebhookEndpointCreatePayload, @Req() request: Request) {
    return reply(await this.webhooks.create(payload, keyOf(request)), 'Webhook endpoint added');
  }

  @Route(updateWebhookEndpoint)
  async update(
    @Param(valid(idParamSchema)) { id }: IdParam,
    @Body() payload: WebhookEndpointPatchPayload,
    @Req() request: Request,
  ) {
    return reply(await this.webhooks.update(id, payload, keyOf(request)), 'Webhook endpoint saved');
  }

  @Route(deleteWebhookEndpoint)
  async remove(@Param(valid(idParamSchema)) { id }: IdParam, @Req() request: Request) {
    await this.webhooks.remove(id, keyOf(request));
    return reply(null, 'Webhook endpoint deleted');
  }

  @Route(rotateWebhookSecret)
  async rotate(@Param(valid(idParamSchema)) { id }: IdParam, @Req() request: Request) {
    return reply(await this.webhooks.rotateSecret(id, keyOf(request)), 'New signing secret');
  }

  @Route(sendWebhookTest)
  async test(@Param(valid(idParamSchema)) { id }: IdParam, @Req() request: Request) {
    return reply(await this.webhooks.sendTest(id, keyOf(request)), 'Test event queued');
  }

  @Route(listWebhookDeliveries)
  deliveries(
    @Param(valid(idParamSchema)) { id }: IdParam,
    @Query() query: WebhookDeliveriesQuery,
    @Req() request: Request,
  ) {
    return this.webhooks.deliveries(id, query, keyOf(request));
  }

  @Route(resendWebhookDelivery)
  async resend(@Param(valid(idParamSchema)) { id }: IdParam, @Req() request: Request) {
    return reply(await this.webhooks.resend(id, keyOf(request)), 'Delivery queued again');
  }
}
