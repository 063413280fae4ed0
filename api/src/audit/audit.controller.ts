import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type AuditFilter,
  type AuditListQuery,
  auditFilterSchema,
  auditListQuerySchema,
} from '@waybill/shared';
import type { Response } from 'express';
import { valid } from '../core/http/validation.pipe.js';
import { csvHeader, csvRow } from './audit-csv.js';
import { AuditReader } from './audit-reader.js';

/** The audit trail: staff only for now (owner and admin once roles land). */
@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(private readonly reader: AuditReader) {}

  @Get()
  @ApiOperation({
    summary:
      'The audit trail, newest first, 50 a page. Filters: account_id, email, entity, entity_id, action, from and to (days, both kept).',
  })
  list(@Query(valid(auditListQuerySchema)) query: AuditListQuery) {
    return this.reader.list(query);
  }

  @Get('export')
  @ApiOperation({ summary: 'The rows the same filters select, newest first, as a CSV file.' })
  @ApiProduces('text/csv')
  async export(@Query(valid(auditFilterSchema)) filter: AuditFilter, @Res() response: Response) {
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="audit.csv"');
    response.setHeader('Cache-Control', 'private, no-store');
    response.write(csvHeader());
    for await (const rows of this.reader.rows(filter)) {
      // Streamed: a large export never sits whole in memory; wait when the client reads slowly.
      if (!response.write(rows.map(csvRow).join(''))) {
        await new Promise((resolve) => response.once('drain', resolve));
      }
    }
    response.end();
  }

  @Get('verify')
  @ApiOperation({
    summary:
      "Checks the trail's hash chain; names the first row whose content or link does not hold.",
  })
  verify() {
    return this.reader.verify();
  }
}
