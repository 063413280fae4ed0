/** The audit trail: every change made through the API, who made it and from where. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type {
  AuditCheckpointCheck,
  AuditCheckpointExport,
  AuditListEntry,
  AuditVerification,
  auditCheckpointSchema,
  auditFilterSchema,
  auditListQuerySchema,
} from '../schemas/audit.js';

export const listAudit = endpoint({
  method: 'GET',
  route: '/api/audit',
  access: 'audit.read',
  ...({} as { query: In<typeof auditListQuerySchema>; data: Paged<AuditListEntry> }),
});

export const exportAuditCsv = endpoint({
  method: 'GET',
  route: '/api/audit/export',
  access: 'audit.read',
  answer: 'csv',
  ...({} as { query: In<typeof auditFilterSchema> }),
});

export const verifyAudit = endpoint({
  method: 'GET',
  route: '/api/audit/verify',
  access: 'audit.read',
  ...({} as { data: AuditVerification }),
});

/**
 * The owner signs the chain as it is now: a checkpoint to keep elsewhere (written to the trail).
 * An exported checkpoint is covered by the audit row recording its export.
 */
export const exportAuditCheckpoint = endpoint({
  method: 'POST',
  route: '/api/audit/checkpoints',
  access: 'security.manage',
  audit: { writes: ['audit.checkpoint_export'] },
  created: true,
  ...({} as { data: AuditCheckpointExport }),
});

/** Whether the chain still holds a checkpoint exported before. */
export const checkAuditCheckpoint = endpoint({
  method: 'POST',
  route: '/api/audit/checkpoints/check',
  access: 'audit.read',
  audit: { none: 'compares a checkpoint with the chain; changes no record' },
  ...({} as { body: In<typeof auditCheckpointSchema>; data: AuditCheckpointCheck }),
});
