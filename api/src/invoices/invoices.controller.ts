import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type InvoiceCreatePayload, invoiceCreateSchema, pageQuerySchema } from '@waybill/shared';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { type IdParam, idParamSchema, valid } from '../core/http/validation.pipe.js';
import { PDF_RESPONSE, sendPdf } from '../documents/pdf-response.js';
import { siteBase } from '../documents/tracking-url.js';
import { InvoicesService } from './invoices.service.js';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Invoices, newest first, 20 a page.' })
  list(@Query(valid(pageQuerySchema)) query: z.infer<typeof pageQuerySchema>) {
    return this.invoices.list(query.page);
  }

  @Post()
  @ApiOperation({
    summary:
      'Create a numbered invoice (INV-000001…). Only product is required; a tracking_code must be an existing parcel’s.',
  })
  @ApiSchemaBody(invoiceCreateSchema)
  async create(@Body(valid(invoiceCreateSchema)) payload: InvoiceCreatePayload) {
    return reply(await this.invoices.create(payload), 'Invoice created');
  }

  @Get(':id/pdf')
  @ApiOperation({
    summary:
      'The invoice as an A4 PDF (shown inline): company contact, number, date, customer, product and amount, and the linked parcel with a QR code of its tracking page.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  async pdf(
    @Param(valid(idParamSchema)) params: IdParam,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const file = await this.invoices.pdf(params.id, siteBase(this.config.publicUrl, request));
    sendPdf(response, file);
  }
}
