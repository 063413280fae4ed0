import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { TEXT_MAX, addParcelUpdate, trackParcel } from '@waybill/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PARCELS, parcelPaths } from '../app/paths';
import { parcelListUrl } from '../parcels/list-params';
import { ApiFailure, firstProblemText, problemsOf } from '../app/problems';
import { callEndpoint, setEndpointData } from '../app/queries';
import { t } from '../i18n/i18n';
import { ParcelUpdateDialog } from '../parcels/ParcelUpdateDialog';
import { useCan } from '../staff/access';

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const update = (event.nativeEvent as SubmitEvent).submitter?.dataset.then === 'update';
    const typed = code.trim();
    if (!typed || busy) return;
    setBusy(true);
    setMessage('');
    try {
      const { data: parcel } = await callEndpoint(trackParcel, { params: { code: typed } });
      // The detail screen shows this copy at once instead of asking again.
      setEndpointData(client, trackParcel, { params: { code: parcel.tracking_code } }, parcel);
      if (update) {
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
                <Button type="submit" data-then="update" icon="add" text={t('activities.update')} />
              )}
            </>
          }
        />
      </FormGroup>
      <ParcelUpdateDialog code={updating} onClose={() => setUpdating(null)} />
    </form>
  );
}
