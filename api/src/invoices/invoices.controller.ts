import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type InvoiceCreatePayload,
  pageQuerySchema,
  listInvoices,
  createInvoice,
  getInvoicePdf,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { LinkBase } from '../core/http/link-base.js';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { type IdParam, idParamSchema, valid } from '../core/http/validation.pipe.js';
import { sendPdf } from '../documents/pdf-response.js';
import { siteBase } from '../documents/tracking-url.js';
import { InvoicesService } from './invoices.service.js';

@ApiTags('invoices')
@Controller()
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly linkBase: LinkBase,
  ) {}

  @Route(listInvoices)
  list(@Query() query: z.infer<typeof pageQuerySchema>) {
    return this.invoices.list(query.page);
  }

  @Route(createInvoice)
  async create(@Body() payload: InvoiceCreatePayload) {
    return reply(await this.invoices.create(payload), 'Invoice created');
  }

  @Route(getInvoicePdf)
  async pdf(
    @Param(valid(idParamSchema)) params: IdParam,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const file = await this.invoices.pdf(
      params.id,
      siteBase((await this.linkBase.configured()).value, request),
    );
    sendPdf(response, file);
  }
}
