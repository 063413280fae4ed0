import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AuditCheckpoint,
  type AuditCheckpointCheck,
  type AuditCheckpointExport,
  type AuditFilter,
  type AuditListQuery,
  problem,
  listAudit,
  exportAuditCsv,
  verifyAudit,
  exportAuditCheckpoint,
  checkAuditCheckpoint,
} from '@waybill/shared';
import type { Response } from 'express';
import { ApiError } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { AuditCheckpoints, checkpointLine } from './audit-checkpoints.js';
import { csvHeader, csvRow } from './audit-csv.js';
import { AuditReader } from './audit-reader.js';
import { AuditVerifier } from './audit-verifier.js';

/** The audit trail: staff only for now (owner and admin once roles land). */
@ApiTags('audit')
@Controller()
export class AuditController {
  constructor(
    private readonly reader: AuditReader,
    private readonly verifier: AuditVerifier,
    private readonly checkpoints: AuditCheckpoints,
  ) {}

  @Route(listAudit)
  list(@Query() query: AuditListQuery) {
    return this.reader.list(query);
  }

  @Route(exportAuditCsv)
  async export(@Query() filter: AuditFilter, @Res() response: Response) {
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

  @Route(verifyAudit)
  verify() {
    return this.verifier.verify();
  }

  @Route(exportAuditCheckpoint)
  async exportCheckpoint(): Promise<AuditCheckpointExport> {
    const checkpoint = await this.checkpoints.export();
    return { checkpoint, line: checkpointLine(checkpoint) };
  }

  @Route(checkAuditCheckpoint)
  async checkCheckpoint(@Body() checkpoint: AuditCheckpoint): Promise<AuditCheckpointCheck> {
    if (!this.checkpoints.signed(checkpoint))
      throw new ApiError(400, [problem('audit.checkpoint_signature')]);
    return this.verifier.check(checkpoint);
  }
}
