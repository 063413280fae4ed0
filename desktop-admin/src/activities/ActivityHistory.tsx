import {
  activityDeleteSchema,
  deleteActivity,
  getParcelHistory,
  trackParcel,
  type Parcel,
} from '@waybill/shared';
import { useParams } from 'react-router';
import { parcelPaths } from '../app/paths';
import { useEndpointMutation, usePagedEndpoint } from '../app/queries';
import { DeleteButton, showSuccess } from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from '../parcels/ParcelBreadcrumbs';
import { ParcelGate } from '../parcels/ParcelGate';
import { useParcel } from '../parcels/useParcel';
import { ActivityTimeline } from './ActivityTimeline';

/** /control/parcels/{code}/activities: the whole history, newest first, with edit and delete. */
export function ActivityHistory() {
  const code = useParams().id ?? '';
  useDocumentTitle(`History ${code}`);
  const parcel = useParcel(code);
  return (
    <section className="wb-medium">
      <ParcelBreadcrumbs code={code} current="History" />
      <ParcelGate code={code} parcel={parcel}>
        {(found) => <HistoryView parcel={found} />}
      </ParcelGate>
    </section>
  );
}

function HistoryView({ parcel }: { parcel: Parcel }) {
  const code = parcel.tracking_code;
  const history = usePagedEndpoint(getParcelHistory, { params: { code } });
  const remove = useEndpointMutation(deleteActivity, {
    invalidates: [getParcelHistory, trackParcel],
  });

  return (
    <>
      <div className="wb-title-row">
        <h1>History of {code}</h1>
        <LinkButton
          to={parcelPaths.activityCreate(code)}
          icon="add"
          intent="primary"
          text="Add activity"
        />
      </div>
      <PagedTable list={history} noun="entries" emptyIcon="history" emptyText="No history yet.">
        {(rows) => (
          <ActivityTimeline
            label="History"
            activities={rows}
            actions={(activity) => (
              <>
                <LinkButton
                  to={parcelPaths.activityEdit(code, activity.id)}
                  icon="edit"
                  minimal
                  small
                  text="Edit"
                />
                <DeleteButton
                  schema={activityDeleteSchema}
                  values={{ id: activity.id }}
                  send={(body) => remove.mutateAsync({ body })}
                  onDeleted={(answer) => void showSuccess(answer.message || 'Activity deleted')}
                  variant="minimal"
                  size="small"
                />
              </>
            )}
          />
        )}
      </PagedTable>
      <div className="wb-form-links">
        <LinkButton to={parcelPaths.detail(code)} icon="arrow-left" minimal text="Back to parcel" />
      </div>
    </>
  );
}
