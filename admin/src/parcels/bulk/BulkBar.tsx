import { AnchorButton, Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import {
  LABEL_LAYOUTS,
  assignToRun,
  countParcelSelection,
  getLabelBatch,
  listParcels,
  listOutbox,
  runBulkAction,
  type BulkActionView,
  type LabelLayout,
  type ParcelBulkInput,
} from '@waybill/shared';
import { useId, useState } from 'react';
import { type Answer, useEndpointMutation, useEndpointQuery } from '../../app/queries';
import { showSuccess } from '../../forms';
import { t } from '../../i18n/i18n';
import { useCan } from '../../staff/access';
import { ParcelUpdateForm } from '../ParcelUpdateForm';
import { AssignDialog } from './AssignDialog';
import { BulkDialog, ConfirmDialog } from './BulkDialog';
import { BulkFieldsForm } from './BulkFieldsForm';
import { BulkProgress } from './BulkProgress';
import type { Selection } from './selection';

type Filter = Extract<ParcelBulkInput['selection'], { filter: unknown }>['filter'];
type Open = 'update' | 'fields' | 'assign' | 'labels' | 'delete' | null;
/** An action's body without its selection (each of the three kinds on its own). */
type ActionBody<T = ParcelBulkInput> = T extends unknown ? Omit<T, 'selection'> : never;

const LAYOUT_TEXT = {
  thermal: 'bulk.labels.thermal',
  'a4-4': 'bulk.labels.a4_4',
  'a4-8': 'bulk.labels.a4_8',
} as const satisfies Record<LabelLayout, string>;

/**
 * What can be done to the ticked parcels (docs/product.md §4.17): the one-step update, fields
 * allowed in bulk, their labels in one PDF, delete. Each is one call: the server applies it to all
 * or none, with one audit row; a large selection becomes a background job whose progress shows
 * here. Assigning to a courier's run is the Runs screen's call (§4.12), for up to a run's
 * RUN_CODES_MAX parcels: those whose journey is over are left out and named.
 */
export function BulkBar({
  selection,
  filter,
  total,
}: {
  selection: Selection;
  /** The list's filter, which "all that match" stands for. */
  filter: Filter;
  /** How many the filter matches when known (the list's count), for "all N". */
  total: number | null;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [running, setRunning] = useState<BulkActionView | null>(null);
  const mayWrite = useCan(runBulkAction.access);
  const mayDispatch = useCan(assignToRun.access);
  const run = useEndpointMutation(runBulkAction, { invalidates: [listParcels, listOutbox] });
  // "All that match": the server counts them before staff confirm.
  const counted = useEndpointQuery(
    countParcelSelection,
    { query: filter },
    { enabled: selection.allMatching && open !== null },
  );
  const count = selection.allMatching ? (counted.data?.count ?? total) : selection.count;

  if (!selection.allMatching && selection.ids.size === 0 && !running) return null;

  const send = async (body: ActionBody): Promise<Answer<BulkActionView>> => {
    const answer = await run.mutateAsync({
      body: { ...body, selection: selection.payload(filter) } as ParcelBulkInput,
    });
    setOpen(null);
    if (answer.data.state === 'done') {
      void showSuccess(t('bulk.progress.done', { count: answer.data.total }));
      selection.clear();
    } else {
      setRunning(answer.data);
    }
    return answer;
  };

  const close = () => setOpen(null);
  return (
    <section className="wb-bulk-bar" aria-label={t('bulk.bar')}>
      <p className="wb-bulk-count" role="status">
        {selection.allMatching
          ? count === null
            ? t('bulk.all_matching')
            : t('bulk.all_matching_count', { count })
          : t('bulk.selected', { count: selection.ids.size })}
      </p>
      {(selection.allMatching || selection.ids.size > 0) && (
        <div className="wb-bulk-actions">
          {mayWrite && (
            <Button icon="add" text={t('bulk.action.update')} onClick={() => setOpen('update')} />
          )}
          {mayWrite && (
            <Button icon="edit" text={t('bulk.action.fields')} onClick={() => setOpen('fields')} />
          )}
          {mayDispatch && (
            <Button
              icon="drive-time"
              text={t('bulk.action.assign')}
              onClick={() => setOpen('assign')}
            />
          )}
          <Button icon="print" text={t('bulk.action.labels')} onClick={() => setOpen('labels')} />
          {mayWrite && (
            <Button
              icon="trash"
              intent="danger"
              text={t('bulk.action.delete')}
              onClick={() => setOpen('delete')}
            />
          )}
          <Button variant="minimal" text={t('bulk.clear')} onClick={selection.clear} />
        </div>
      )}
      {running && (
        <BulkProgress
          action={running}
          onFinished={(view) => {
            if (view.state === 'done') selection.clear();
          }}
          onDismiss={() => setRunning(null)}
        />
      )}

      <BulkDialog
        isOpen={open === 'update'}
        onClose={close}
        title={t('bulk.update.title', { count: count ?? 0 })}
        icon="add"
        className="wb-update-dialog"
        bodyProps={{ onSubmit: (event) => event.stopPropagation() }}
      >
        {open === 'update' && (
          <ParcelUpdateForm
            parcel={{ tracking_code: '', recipient_email: null }}
            bulk={{
              send: (update) => send({ action: 'update', update }),
              submitText: t('bulk.update.submit', { count: count ?? 0 }),
              notifyHelp: t('bulk.update.notify_help'),
            }}
          />
        )}
      </BulkDialog>

      <BulkDialog
        isOpen={open === 'fields'}
        onClose={close}
        title={t('bulk.fields.title', { count: count ?? 0 })}
        icon="edit"
      >
        {open === 'fields' && (
          <BulkFieldsForm
            count={count ?? 0}
            send={(fields) => send({ action: 'fields', fields })}
          />
        )}
      </BulkDialog>

      <AssignDialog
        isOpen={open === 'assign'}
        onClose={(assigned) => {
          close();
          if (assigned) selection.clear();
        }}
        count={count}
        selection={() => selection.payload(filter)}
      />

      <LabelsDialog
        isOpen={open === 'labels'}
        onClose={close}
        href={(layout) =>
          getLabelBatch.path(
            {},
            selection.allMatching
              ? { ...filter, layout }
              : { ids: [...selection.ids].join(','), layout },
          )
        }
      />

      <DeleteDialog
        isOpen={open === 'delete'}
        onClose={close}
        count={count}
        onConfirm={() => send({ action: 'delete' })}
      />
    </section>
  );
}

function LabelsDialog({
  isOpen,
  onClose,
  href,
}: {
  isOpen: boolean;
  onClose: () => void;
  href: (layout: LabelLayout) => string;
}) {
  const [layout, setLayout] = useState<LabelLayout>('thermal');
  const id = `label-layout-${useId()}`;
  return (
    <BulkDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('bulk.labels.title')}
      icon="print"
      actions={
        <>
          <Button text={t('bulk.cancel')} onClick={onClose} />
          <AnchorButton
            intent="primary"
            icon="document-open"
            text={t('bulk.labels.open')}
            href={href(layout)}
            target="_blank"
            rel="noopener"
            onClick={onClose}
          />
        </>
      }
    >
      <FormGroup label={t('bulk.labels.layout')} labelFor={id}>
        <HTMLSelect
          id={id}
          fill
          value={layout}
          onChange={(event) => setLayout(event.currentTarget.value as LabelLayout)}
          options={LABEL_LAYOUTS.map((value) => ({ value, label: t(LAYOUT_TEXT[value]) }))}
        />
      </FormGroup>
    </BulkDialog>
  );
}

/** Deleting names the count first: nothing is deleted by a slip. */
function DeleteDialog({
  isOpen,
  onClose,
  count,
  onConfirm,
}: {
  isOpen: boolean;
  onClose: () => void;
  count: number | null;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('bulk.delete.title')}
      icon="trash"
      intent="danger"
      confirmIcon="trash"
      confirmText={t('bulk.delete.submit', { count: count ?? 0 })}
      disabled={count === null}
      onConfirm={onConfirm}
    >
      <p>{count === null ? t('bulk.counting') : t('bulk.delete.confirm', { count })}</p>
    </ConfirmDialog>
  );
}
