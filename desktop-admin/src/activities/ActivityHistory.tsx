import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { activityDeleteSchema, type Activity, type Paged, type Parcel } from '@waybill/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../app/api';
import { parcelPaths } from '../app/paths';
import { DeleteButton, showSuccess } from '../forms';
import { LinkButton } from '../layout/LinkButton';
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

interface HistoryPage {
  rows: Activity[];
  last_page: number;
  next_page_url: string | null;
}

function HistoryView({ parcel }: { parcel: Parcel }) {
  const code = parcel.tracking_code;
  const [page, setPage] = useState<HistoryPage>({
    rows: parcel.history.data,
    last_page: parcel.history.last_page,
    next_page_url: parcel.history.next_page_url,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreErrors, setMoreErrors] = useState<string[]>([]);

  const loadMore = async () => {
    if (!page.next_page_url) return;
    setLoadingMore(true);
    setMoreErrors([]);
    const result = await api.get<Paged<Activity>>(page.next_page_url);
    setLoadingMore(false);
    if (result.errors.length > 0 || !result.data) {
      setMoreErrors(result.errors.length > 0 ? result.errors : ['Request failed']);
      return;
    }
    const next = result.data;
    setPage((current) => {
      const known = new Set(current.rows.map((row) => row.id));
      return {
        rows: [...current.rows, ...next.data.filter((row) => !known.has(row.id))],
        last_page: next.last_page,
        next_page_url: next.next_page_url,
      };
    });
  };

  const removeRow = (id: number, message: string) => {
    setPage((current) => ({ ...current, rows: current.rows.filter((row) => row.id !== id) }));
    void showSuccess(message || 'Activity deleted');
  };

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
      {page.rows.length === 0 ? (
        <NonIdealState icon="history" title="No Data Found" description="No history yet." />
      ) : (
        <ActivityTimeline
          label="History"
          activities={page.rows}
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
                send={(data) => api.sendJson('/api/activities', data, 'DELETE')}
                onDeleted={(result) => removeRow(activity.id, result.message)}
                variant="minimal"
                size="small"
              />
            </>
          )}
        />
      )}
      {moreErrors.length > 0 && (
        <Callout intent="danger" role="alert">
          {moreErrors[0]}
        </Callout>
      )}
      {page.last_page > 1 && page.next_page_url && (
        <div className="wb-pager">
          <Button
            text="Next"
            endIcon="arrow-right"
            loading={loadingMore}
            onClick={() => void loadMore()}
          />
        </div>
      )}
      <div className="wb-form-links">
        <LinkButton to={parcelPaths.detail(code)} icon="arrow-left" minimal text="Back to parcel" />
      </div>
    </>
  );
}
