import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
} from '@blueprintjs/core';
import {
  TEXT_MAX,
  createSavedView,
  deleteSavedView,
  listSavedViews,
  updateSavedView,
  type SavedView,
  type SavedViewState,
} from '@waybill/shared';
import { useId, useState, type FormEvent } from 'react';
import { useEndpointMutation, useEndpointQuery } from '../../app/queries';
import { ApiFailure, firstProblemText } from '../../app/problems';
import { showSuccess } from '../../forms';
import { t } from '../../i18n/i18n';
import type { ParcelListParams } from '../list-params';

/** The list's state as a view keeps it. */
export function viewStateOf(params: ParcelListParams): SavedViewState {
  return {
    search: params.search || undefined,
    status: params.status || undefined,
    late: params.late,
    created_on: params.createdOn || undefined,
    created_from: params.createdFrom || undefined,
    created_to: params.createdTo || undefined,
    sort: params.sort,
    columns: params.columns,
  };
}

/** A view's state as the list's (everything it does not name back to the default). */
export function paramsOfView(state: SavedViewState): Partial<ParcelListParams> {
  return {
    search: state.search ?? '',
    status: state.status ?? '',
    late: state.late,
    createdOn: state.created_on ?? '',
    createdFrom: state.created_from ?? '',
    createdTo: state.created_to ?? '',
    sort: state.sort,
    columns: [...state.columns],
  };
}

/**
 * Saved views of the parcel list (docs/product.md §4.17): choose one (the member's own, then
 * those the team shared), save the list as it is under a name, share one's own or delete it.
 */
export function SavedViews({
  params,
  onApply,
}: {
  params: ParcelListParams;
  onApply: (changes: Partial<ParcelListParams>) => void;
}) {
  const selectId = `saved-views-${useId()}`;
  const views = useEndpointQuery(listSavedViews, { query: { screen: 'parcels' } });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const update = useEndpointMutation(updateSavedView, { invalidates: [listSavedViews] });
  const remove = useEndpointMutation(deleteSavedView, { invalidates: [listSavedViews] });
  const list = views.data ?? [];
  const mine = list.filter((view) => view.mine);
  const shared = list.filter((view) => !view.mine);
  const chosen = list.find((view) => view.id === chosenId) ?? null;

  const choose = (id: number | null) => {
    setChosenId(id);
    const view = list.find((each) => each.id === id);
    if (view) onApply(paramsOfView(view.state));
  };

  return (
    <div className="wb-views">
      <FormGroup label={t('bulk.views')} labelFor={selectId} className="wb-views-group">
        <div className="bp6-html-select bp6-fill">
          <select
            id={selectId}
            value={chosenId ?? ''}
            onChange={(event) =>
              choose(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
          >
            <option value="">{t('bulk.views.choose')}</option>
            {mine.length > 0 && (
              <optgroup label={t('bulk.views.mine')}>
                {mine.map((view) => (
                  <option key={view.id} value={view.id}>
                    {view.shared ? t('bulk.views.shared_mark', { name: view.name }) : view.name}
                  </option>
                ))}
              </optgroup>
            )}
            {shared.length > 0 && (
              <optgroup label={t('bulk.views.shared')}>
                {shared.map((view) => (
                  <option key={view.id} value={view.id}>
                    {t('bulk.views.shared_by', { name: view.name, owner: view.owner_name })}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
      </FormGroup>
      <div className="wb-views-actions">
        <Button icon="floppy-disk" text={t('bulk.views.save')} onClick={() => setSaving(true)} />
        {chosen?.mine && (
          <>
            <Button
              icon={chosen.shared ? 'lock' : 'people'}
              text={chosen.shared ? t('bulk.views.share_off') : t('bulk.views.share_on')}
              onClick={() =>
                void update
                  .mutateAsync({ params: { id: chosen.id }, body: { shared: !chosen.shared } })
                  .then(() => showSuccess(t('bulk.views.saved')))
              }
            />
            <Button
              icon="trash"
              variant="minimal"
              intent="danger"
              text={t('bulk.views.delete')}
              onClick={() =>
                void remove.mutateAsync({ params: { id: chosen.id } }).then(() => {
                  setChosenId(null);
                  return showSuccess(t('bulk.views.deleted'));
                })
              }
            />
          </>
        )}
      </div>
      <SaveViewDialog
        isOpen={saving}
        state={viewStateOf(params)}
        onClose={() => setSaving(false)}
        onSaved={(view) => {
          setSaving(false);
          setChosenId(view.id);
        }}
      />
    </div>
  );
}

function SaveViewDialog({
  isOpen,
  state,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  state: SavedViewState;
  onClose: () => void;
  onSaved: (view: SavedView) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [share, setShare] = useState(false);
  const [failure, setFailure] = useState('');
  const create = useEndpointMutation(createSavedView, { invalidates: [listSavedViews] });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    try {
      const answer = await create.mutateAsync({
        body: { screen: 'parcels', name, state, shared: share },
      });
      void showSuccess(t('bulk.views.saved'));
      setName('');
      setShare(false);
      onSaved(answer.data);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setFailure(firstProblemText(error.problems));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('bulk.views.save_title')}
      icon="floppy-disk"
      style={{ maxWidth: 'calc(100vw - 2rem)' }}
    >
      <form onSubmit={(submitted) => void onSubmit(submitted)}>
        <DialogBody>
          <FormGroup label={t('bulk.views.name')} labelFor={`${id}-name`}>
            <InputGroup
              id={`${id}-name`}
              required
              maxLength={TEXT_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </FormGroup>
          <Checkbox
            label={t('bulk.views.share')}
            checked={share}
            onChange={(event) => setShare(event.currentTarget.checked)}
          />
          {failure && (
            <Callout intent="danger" role="alert">
              {failure}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('bulk.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                loading={create.isPending}
                text={t('bulk.views.save')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
