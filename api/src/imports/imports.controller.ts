import {
  Body,
  Controller,
  Param,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  checkParcelImport,
  exportParcels,
  getParcelImport,
  getParcelImportReport,
  getParcelImportTemplate,
  IMPORT_FIELDS,
  type ImportCheckPayload,
  type ImportRunPayload,
  type ParcelExportQuery,
  problem,
  runParcelImport,
  templateHeader,
  uploadParcelImport,
  type importTemplateQuerySchema,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { AdminIdentity } from '../auth/auth.service.js';
import { ApiError, reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { type IdParam, idParamSchema, valid } from '../core/http/validation.pipe.js';
import { ParcelsService } from '../parcels/parcels.service.js';
import { ImportUploadInterceptor } from './import-upload.interceptor.js';
import { ImportsService } from './imports.service.js';
import { startDownload } from './spreadsheet-writer.js';

/** Rows read from the database per query of an export. */
const EXPORT_BATCH = 1000;

const memberOf = (request: Request) => request.user as AdminIdentity;

/** Parcels from and to spreadsheets (docs/product.md §4.4c). */
@ApiTags('parcels')
@Controller()
export class ImportsController {
  constructor(
    private readonly imports: ImportsService,
    private readonly parcels: ParcelsService,
  ) {}

  @Route(uploadParcelImport)
  @UseInterceptors(ImportUploadInterceptor)
  async upload(@Req() request: Request, @UploadedFile() file: Express.Multer.File | undefined) {
    if (!file) throw ApiError.badRequest(problem('import.file_required'));
    // multer reads the name as latin1; browsers send UTF-8.
    const name = Buffer.from(file.originalname, 'latin1').toString('utf8');
    return reply(await this.imports.upload(memberOf(request), name, file.buffer), 'File read');
  }

  @Route(getParcelImport)
  detail(
    @Param(valid(idParamSchema)) { id }: IdParam,
    @Query() query: { page: number },
    @Req() request: Request,
  ) {
    return this.imports.detail(memberOf(request), id, query.page);
  }

  @Route(checkParcelImport)
  async check(
    @Param(valid(idParamSchema)) { id }: IdParam,
    @Body() payload: ImportCheckPayload,
    @Req() request: Request,
  ) {
    return reply(await this.imports.check(memberOf(request), id, payload.mapping), 'Checking');
  }

  @Route(runParcelImport)
  async run(
    @Param(valid(idParamSchema)) { id }: IdParam,
    @Body() payload: ImportRunPayload,
    @Req() request: Request,
  ) {
    return reply(await this.imports.run(memberOf(request), id, payload.mode), 'Importing');
  }

  @Route(getParcelImportReport)
  async report(
    @Param(valid(idParamSchema)) { id }: IdParam,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const batches = await this.imports.report(memberOf(request), id);
    const sheet = await startDownload(response, 'csv', `import-${id}-refused`);
    sheet.row(['row', 'column', 'field', 'code', 'problem']);
    for await (const rows of batches) {
      for (const each of rows) {
        sheet.row([each.row_number, each.column_name, each.field, each.code, each.message]);
      }
      await sheet.drained();
    }
    await sheet.end();
  }

  @Route(getParcelImportTemplate)
  async template(
    @Query() query: z.output<typeof importTemplateQuerySchema>,
    @Res() response: Response,
  ) {
    const sheet = await startDownload(response, query.format, 'parcels-template');
    sheet.row(IMPORT_FIELDS.map((field, index) => templateHeader(query.labels?.[index], field)));
    await sheet.end();
  }

  @Route(exportParcels)
  async export(@Query() query: ParcelExportQuery, @Res() response: Response) {
    const { columns } = query;
    const sheet = await startDownload(response, query.format, 'parcels');
    sheet.row(columns);
    for await (const batch of this.parcels.exportBatches(query, EXPORT_BATCH)) {
      if (response.destroyed) break;
      for (const parcel of batch) sheet.row(columns.map((column) => parcel[column]));
      await sheet.drained();
    }
    await sheet.end();
  }
}
