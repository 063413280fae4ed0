import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import {
  getBulkAction,
  listOutbox,
  listParcels,
  isErrorCode,
  type BulkActionView,
} from '@waybill/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateEndpoints, useEndpointQuery } from '../../app/queries';
import { describeProblem } from '../../app/problems';
import { t } from '../../i18n/i18n';

/** How often a running bulk action is asked after. */
const POLL_MS = 1_000;

/**
 * A bulk action queued as a background job (docs/product.md §4.17): its progress until it is done
 * or failed (then nothing was changed, and why is said).
 */
export function BulkProgress({
  action,
  onFinished,
  onDismiss,
}: {
  action: BulkActionView;
  onFinished: (view: BulkActionView) => void;
  onDismiss: () => void;
}) {
  const client = useQueryClient();
  const query = useEndpointQuery(
    getBulkAction,
    { params: { id: action.id } },
    {
      // Asked until it has finished, then no more.
      refetchInterval: (polled) => {
        const state = (polled.state.data as BulkActionView | undefined)?.state;
        return state === 'done' || state === 'failed' ? false : POLL_MS;
      },
    },
  );
  const view = query.data ?? action;
  const finished = view.state === 'done' || view.state === 'failed';
  const told = useRef(false);
  useEffect(() => {
    if (!finished || told.current) return;
    told.current = true;
    invalidateEndpoints(client, [listParcels, listOutbox]);
    onFinished(view);
  }, [finished, view, client, onFinished]);

  if (view.state === 'failed') {
    const reason =
      view.error_code && isErrorCode(view.error_code)
        ? describeProblem({
            code: view.error_code,
            params: view.error_params ?? {},
            message: view.error_code,
          })
        : (view.error_code ?? '');
    return (
      <Callout intent="danger" role="alert" className="wb-bulk-progress">
        {t('bulk.progress.failed', { reason })}
        <Button variant="minimal" text={t('bulk.dismiss')} onClick={onDismiss} />
      </Callout>
    );
  }
  if (view.state === 'done') {
    return (
      <Callout intent="success" role="status" className="wb-bulk-progress">
        {t('bulk.progress.done', { count: view.total })}
        <Button variant="minimal" text={t('bulk.dismiss')} onClick={onDismiss} />
      </Callout>
    );
  }
  const share = view.total > 0 ? view.done / view.total : 0;
  return (
    <div className="wb-bulk-progress" role="status">
      <p>
        {view.state === 'queued'
          ? t('bulk.progress.queued')
          : t('bulk.progress.running', { done: view.done, total: view.total })}
      </p>
      <ProgressBar
        value={view.state === 'queued' ? undefined : share}
        aria-label={t('bulk.progress.label')}
      />
    </div>
  );
}
