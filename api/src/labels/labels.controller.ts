import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import {
  getLabelBatch,
  getManifest,
  getParcelLabel,
  type LabelBatchQuery,
  type ManifestQuery,
} from '@waybill/shared';
import { ApiTags } from '@nestjs/swagger';
import type { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import { LinkBase } from '../core/http/link-base.js';
import { Route } from '../core/http/route.decorator.js';
import { safeFileName, sendPdf } from '../documents/pdf-response.js';
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
    private readonly linkBase: LinkBase,
  ) {}

  @Route(getParcelLabel)
  async label(@Param('code') code: string, @Req() request: Request, @Res() response: Response) {
    const file = await this.labels.label(
      code,
      siteBase((await this.linkBase.configured()).value, request),
    );
    sendPdf(response, file);
  }

  @Route(getLabelBatch)
  async batch(@Query() query: LabelBatchQuery, @Req() request: Request, @Res() response: Response) {
    const base = siteBase((await this.linkBase.configured()).value, request);
    await streamPdf(response, await this.labels.batch(query, base));
  }

  @Route(getManifest)
  async manifest(@Query() query: ManifestQuery, @Res() response: Response) {
    await streamPdf(response, await this.labels.manifest(query));
  }
}

/**
 * Sends a PDF as it is written (no length known ahead). Everything that can be refused was
 * checked before: a failure once bytes have left can only cut the answer short, which the reader
 * sees as a broken file rather than a whole one.
 */
async function streamPdf(
  response: Response,
  file: { filename: string; write: (out: Writable) => Promise<void> },
): Promise<void> {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `inline; filename="${safeFileName(file.filename)}"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.flushHeaders();
  try {
    await file.write(response);
    response.end();
  } catch (error) {
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
