import { getParcelHistory, type Parcel, ltrText, typedText } from '@waybill/shared';
import { useParams } from 'react-router';
import { parcelPaths } from '../app/paths';
import { usePagedEndpoint } from '../app/queries';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from '../parcels/ParcelBreadcrumbs';
import { ParcelGate } from '../parcels/ParcelGate';
import { useParcel } from '../parcels/useParcel';
import { ActivityDeleteButton } from './ActivityDeleteButton';
import { ActivityTimeline } from './ActivityTimeline';

/** /control/parcels/{code}/activities: the whole history, newest first, with edit and delete. */
export function ActivityHistory() {
  const code = useParams().id ?? '';
  useDocumentTitle(t('activities.history.document_title', { code }));
  const parcel = useParcel(code);
  return (
    <section className="wb-medium">
      <ParcelBreadcrumbs code={code} current={t('activities.history')} />
      <ParcelGate code={code} parcel={parcel}>
        {(found) => <HistoryView parcel={found} />}
      </ParcelGate>
    </section>
  );
}

function HistoryView({ parcel }: { parcel: Parcel }) {
  const code = parcel.tracking_code;
  const history = usePagedEndpoint(getParcelHistory, { params: { code } });

  return (
    <>
      <div className="wb-title-row">
        <h1>{t('activities.history.title', { code })}</h1>
        <LinkButton
          to={parcelPaths.activityCreate(code)}
          icon="add"
          intent="primary"
          text={t('activities.add')}
        />
      </div>
      <PagedTable
        list={history}
        noun={t('activities.history.noun')}
        shown={(count) => t('activities.history.shown', { count })}
        emptyIcon="history"
        emptyText={t('activities.history.empty')}
      >
        {(rows) => (
          <ActivityTimeline
            label={t('activities.history')}
            activities={rows}
            actions={(activity) => (
              <>
                <LinkButton
                  to={parcelPaths.activityEdit(code, activity.id)}
                  icon="edit"
                  minimal
                  small
                  text={t('activities.edit.button')}
                />
                <ActivityDeleteButton
                  activityId={activity.id}
                  offersPutBack={activity.id === rows[0]?.id && activity.restorable}
                  confirmText={t('activities.confirm_delete', {
                    title: typedText(activity.title),
                    code: ltrText(code),
                  })}
                  variant="minimal"
                  size="small"
                />
              </>
            )}
          />
        )}
      </PagedTable>
      <div className="wb-form-links">
        <LinkButton
          to={parcelPaths.detail(code)}
          icon="arrow-left"
          minimal
          text={t('activities.history.back')}
        />
      </div>
    </>
  );
}
