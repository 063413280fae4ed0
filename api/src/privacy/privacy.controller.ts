import { Body, Controller, Res } from '@nestjs/common';
import {
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  type DataRequest,
  type ErasureRequest,
} from '@waybill/shared';
import type { Response } from 'express';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { PrivacyService } from './privacy.service.js';

/** Data requests (docs/product.md §4.18): the panel's "Data requests" screen calls these. */
@Controller()
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Route(findPersonalData)
  async find(@Body() request: DataRequest) {
    return reply(await this.privacy.report(request), 'Personal data found');
  }

  @Route(exportPersonalData)
  async export(@Body() request: DataRequest, @Res() response: Response) {
    const file = await this.privacy.export(request);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.end(file.content);
  }

  @Route(erasePersonalData)
  async erase(@Body() request: ErasureRequest) {
    return reply(await this.privacy.erase(request), 'Personal data erased');
  }
}
