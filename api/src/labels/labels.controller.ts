import { Controller, Inject, Param, Req, Res } from '@nestjs/common';
import { getParcelLabel } from '@waybill/shared';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Route } from '../core/http/route.decorator.js';
import { sendPdf } from '../documents/pdf-response.js';
import { siteBase } from '../documents/tracking-url.js';
import { LabelsService } from './labels.service.js';

/**
 * Under /api/parcels beside the public tracking routes: `:code/label.pdf` has two segments, so
 * the visitors' `GET /api/parcels/:code` never matches it, and this route stays admin-only.
 */
@ApiTags('parcels')
@Controller()
export class LabelsController {
  constructor(
    private readonly labels: LabelsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(getParcelLabel)
  async label(@Param('code') code: string, @Req() request: Request, @Res() response: Response) {
    const file = await this.labels.label(code, siteBase(this.config.publicUrl, request));
    sendPdf(response, file);
  }
}
