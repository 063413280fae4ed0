import { HTMLTable } from '@blueprintjs/core';
import type { AuditEntry } from '@waybill/shared';
import { useSiteConfig } from '../app/useGraph';
import { t } from '../i18n/i18n';
import { formatDateTime } from '../parcels/format';
import { AuditActor, AuditChanges } from './AuditChanges';
import { actionLabel, entityLabel } from './labels';

export interface AuditTableProps {
  rows: readonly AuditEntry[];
  /** The table's accessible name. */
  label: string;
  /**
   * The whole trail names each row's record and where the change came from; a record's own
   * changes (a parcel's) leave both out.
   */
  full?: boolean;
}

/** Audit rows, newest first: when, who, what and each field before → after. */
export function AuditTable({ rows, label, full = false }: AuditTableProps) {
  const timeZone = useSiteConfig()?.time_zone;
  return (
    <HTMLTable striped className="wb-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('audit.column.when')}</th>
          <th scope="col">{t('audit.column.member')}</th>
          <th scope="col">{t('audit.column.action')}</th>
          {full && <th scope="col">{t('audit.column.record')}</th>}
          <th scope="col">{t('audit.column.changes')}</th>
          {full && <th scope="col">{t('audit.column.origin')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry.id}>
            <td className="wb-nowrap">{formatDateTime(entry.at, timeZone)}</td>
            <td>
              <AuditActor entry={entry} />
            </td>
            <td>{actionLabel(entry.action)}</td>
            {full && (
              <td className="wb-nowrap">
                {entityLabel(entry.entity)}
                {entry.entity_id && <span className="wb-muted"> #{entry.entity_id}</span>}
              </td>
            )}
            <td>
              <AuditChanges entry={entry} />
            </td>
            {full && (
              <td className="wb-small">
                {entry.ip ?? '—'}
                {entry.user_agent && <div className="wb-muted">{entry.user_agent}</div>}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
