import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type AuditCheckpoint,
  type AuditCheckpointCheck,
  type AuditCheckpointExport,
  type AuditFilter,
  type AuditListQuery,
  auditCheckpointSchema,
  auditFilterSchema,
  auditListQuerySchema,
  problem,
} from '@waybill/shared';
import type { Response } from 'express';
import { ApiError } from '../core/http/api-error.js';
import { valid } from '../core/http/validation.pipe.js';
import { AuditCheckpoints, checkpointLine } from './audit-checkpoints.js';
import { csvHeader, csvRow } from './audit-csv.js';
import { AuditReader } from './audit-reader.js';
import { AuditVerifier } from './audit-verifier.js';

/** The audit trail: staff only for now (owner and admin once roles land). */
@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(
    private readonly reader: AuditReader,
    private readonly verifier: AuditVerifier,
    private readonly checkpoints: AuditCheckpoints,
  ) {}

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
      "Checks the trail's keyed hash chain and its signed checkpoints; names the first problem: a row edited, rows cut at either end, a checkpoint that does not match.",
  })
  verify() {
    return this.verifier.verify();
  }

  @Post('checkpoints')
  @ApiOperation({
    summary:
      'Owner only: the chain as it is now, signed with the audit key, as one line of JSON to keep elsewhere. Recorded in the trail.',
  })
  async exportCheckpoint(): Promise<AuditCheckpointExport> {
    const checkpoint = await this.checkpoints.export();
    return { checkpoint, line: checkpointLine(checkpoint) };
  }

  @Post('checkpoints/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether the chain still holds a checkpoint exported before.' })
  async checkCheckpoint(
    @Body(valid(auditCheckpointSchema)) checkpoint: AuditCheckpoint,
  ): Promise<AuditCheckpointCheck> {
    if (!this.checkpoints.signed(checkpoint))
      throw new ApiError(400, [problem('audit.checkpoint_signature')]);
    return this.verifier.check(checkpoint);
  }
}
