/** The schemas and summaries of the endpoints in audit.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  auditCheckpointCheckSchema,
  auditCheckpointExportSchema,
  auditCheckpointSchema,
  auditListEntrySchema,
  auditFilterSchema,
  auditListQuerySchema,
  auditVerificationSchema,
} from '../schemas/audit.js';
import { pagedSchema } from '../envelope.js';
import * as endpoints from './audit.js';

export const auditSchemas = describeArea(endpoints, {
  listAudit: {
    summary:
      'The audit trail, newest first, 50 a page, each row with the member’s display name and its record’s name (a parcel’s tracking code) where known. Filters: account_id, email, entity, entity_id, action, from and to (days, both kept).',
    query: auditListQuerySchema,
    data: () => pagedSchema(auditListEntrySchema),
  },
  exportAuditCsv: {
    summary: 'The audit rows the filters select, newest first, as a CSV file.',
    query: auditFilterSchema,
  },
  verifyAudit: {
    summary:
      "Checks the audit trail's keyed hash chain against its signed checkpoints: names the first problem (a row edited, rows cut at either end, a checkpoint that does not match).",
    data: () => auditVerificationSchema,
  },
  exportAuditCheckpoint: {
    summary:
      'Owner only: a checkpoint of the chain as it is now (count, head, first), signed with the audit key, as one line of JSON to keep elsewhere.',
    data: () => auditCheckpointExportSchema,
  },
  checkAuditCheckpoint: {
    summary: 'Whether the chain still holds a checkpoint exported before, and the chain check.',
    body: auditCheckpointSchema,
    data: () => auditCheckpointCheckSchema,
  },
});
