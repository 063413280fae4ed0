import './audit.css';
import { Card } from '@blueprintjs/core';
import { listAudit } from '@waybill/shared';
import { usePagedEndpoint } from '../app/queries';
import { t } from '../i18n/i18n';
import { PagedTable } from '../layout/PagedTable';
import { AuditTable } from './AuditTable';

/** A parcel's own "Changes": every audit row about it, newest first. */
export function ParcelChanges({ parcelId }: { parcelId: number }) {
  const list = usePagedEndpoint(listAudit, {
    query: { entity: 'parcel', entity_id: String(parcelId) },
  });
  return (
    <Card className="wb-detail-card" role="region" aria-labelledby="parcel-changes">
      <h2 id="parcel-changes">{t('audit.changes.title')}</h2>
      <PagedTable
        list={list}
        noun={t('audit.noun')}
        shown={(count) => t('audit.shown', { count })}
        emptyIcon="history"
        emptyText={t('audit.changes.empty')}
      >
        {(rows) => <AuditTable rows={rows} label={t('audit.changes.table')} />}
      </PagedTable>
    </Card>
  );
}
