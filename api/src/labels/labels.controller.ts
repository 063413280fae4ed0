import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { PDF_RESPONSE, sendPdf } from '../documents/pdf-response.js';
import { siteBase } from '../documents/tracking-url.js';
import { LabelsService } from './labels.service.js';

/**
 * Under /api/parcels beside the public tracking routes: `:code/label.pdf` has two segments, so
 * the visitors' `GET /api/parcels/:code` never matches it, and this route stays admin-only.
 */
@ApiTags('parcels')
@Controller('parcels')
export class LabelsController {
  constructor(
    private readonly labels: LabelsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':code/label.pdf')
  @ApiOperation({
    summary:
      'The parcel’s shipping label, a 4 × 6 in PDF for a thermal printer: sender, recipient, weight, service, a Code 128 barcode and a QR code of the tracking page.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  async label(@Param('code') code: string, @Req() request: Request, @Res() response: Response) {
    const file = await this.labels.label(code, siteBase(this.config.publicUrl, request));
    sendPdf(response, file);
  }
}
