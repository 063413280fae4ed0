import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { TEXT_MAX, addParcelUpdate, trackParcel } from '@waybill/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { loadOnce, prefetchWhenIdle } from '../app/idle';
import { PARCELS, parcelPaths } from '../app/paths';
import { parcelListUrl } from '../parcels/list-params';
import { ApiFailure, firstProblemText, problemsOf } from '../app/problems';
import { callEndpoint, setEndpointData } from '../app/queries';
import { firstScreenShown } from '../app/shown';
import { t, withTexts } from '../i18n/i18n';
import { useCan } from '../staff/access';

/**
 * The update form's dialog, with its form library, its schema and its texts (the places' and the
 * stages'): not in the dashboard's first load. Fetched once the dashboard is drawn and the browser
 * is idle, or as soon as a code is typed or "Add update" is pointed at, focused or pressed; a
 * press waits for it.
 */
const loadUpdateDialog = loadOnce(() =>
  withTexts(
    ['activities', 'places', 'stages', 'problems'],
    () => import('../parcels/ParcelUpdateDialog'),
  ),
);
type UpdateDialog = Awaited<ReturnType<typeof loadUpdateDialog>>['ParcelUpdateDialog'];

/**
 * Opens a parcel by its tracking code, or lists what else the words match. A barcode scanner
 * types the code and presses Enter, so the box takes the focus when the dashboard opens and Enter
 * sends it. The API finds codes in any letter case and ignores spaces around them; the parcel's
 * screen opens under its stored code. Anything that is no parcel's code (a name, a phone, an
 * e-mail, part of a code) opens the parcel list searched for it.
 */
export function ParcelCodeSearch() {
  const id = `parcel-code-${useId()}`;
  const messageId = `${id}-message`;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // "Add update" instead of "Open": the found parcel's update form opens over the dashboard.
  const canUpdate = useCan(addParcelUpdate.access);
  const [updating, setUpdating] = useState<string | null>(null);
  // The dialog, mounted (closed) once its code is there, so that it opens and closes as it always
  // did; no Suspense, which would hold it back before showing it.
  const [Dialog, setDialog] = useState<UpdateDialog | null>(null);
  const prepareDialog = useCallback(
    () =>
      loadUpdateDialog().then((module) => {
        setDialog(() => module.ParcelUpdateDialog);
      }),
    [],
  );
  useEffect(() => {
    if (canUpdate) prefetchWhenIdle(firstScreenShown, prepareDialog);
  }, [canUpdate, prepareDialog]);
  const fetchDialog = () => void prepareDialog().catch(() => undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const update = (event.nativeEvent as SubmitEvent).submitter?.dataset.then === 'update';
    const typed = code.trim();
    if (!typed || busy) return;
    setBusy(true);
    setMessage('');
    // The dialog's code is fetched beside the parcel (it is mostly there already).
    const dialog = update ? prepareDialog() : undefined;
    try {
      const { data: parcel } = await callEndpoint(trackParcel, { params: { code: typed } });
      // The detail screen shows this copy at once instead of asking again.
      setEndpointData(client, trackParcel, { params: { code: parcel.tracking_code } }, parcel);
      if (dialog) {
        try {
          await dialog;
        } catch {
          setMessage(t('shell.screenFailedText'));
          setBusy(false);
          return;
        }
        setUpdating(parcel.tracking_code);
        setBusy(false);
      } else void navigate(parcelPaths.detail(parcel.tracking_code));
    } catch (error) {
      if (error instanceof ApiFailure && error.notFound) {
        void navigate(parcelListUrl(PARCELS, { search: typed }));
        return;
      }
      setMessage(firstProblemText(problemsOf(error)));
      setBusy(false);
    }
  };

  return (
    <form role="search" className="wb-code-search" onSubmit={(event) => void onSubmit(event)}>
      <FormGroup
        label={t('dashboard.find.label')}
        labelFor={id}
        intent={message ? 'danger' : 'none'}
        helperText={
          <span id={messageId} role="status">
            {message}
          </span>
        }
      >
        <InputGroup
          id={id}
          type="search"
          leftIcon="barcode"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder={t('dashboard.find.placeholder')}
          value={code}
          maxLength={TEXT_MAX}
          intent={message ? 'danger' : 'none'}
          aria-describedby={messageId}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setMessage('');
            // A code is being typed or scanned: the update dialog may be next.
            if (canUpdate) fetchDialog();
          }}
          rightElement={
            <>
              <Button
                type="submit"
                intent="primary"
                loading={busy}
                text={t('dashboard.find.open')}
              />
              {canUpdate && (
                <Button
                  type="submit"
                  data-then="update"
                  icon="add"
                  text={t('dashboard.find.add_update')}
                  onPointerEnter={fetchDialog}
                  onFocus={fetchDialog}
                />
              )}
            </>
          }
        />
      </FormGroup>
      {Dialog && <Dialog code={updating} onClose={() => setUpdating(null)} />}
    </form>
  );
}
