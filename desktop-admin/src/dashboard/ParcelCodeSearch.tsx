import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { TEXT_MAX, trackParcel } from '@waybill/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { parcelPaths } from '../app/paths';
import { ApiFailure, firstProblemText, problemsOf } from '../app/problems';
import { callEndpoint, setEndpointData } from '../app/queries';
import { t } from '../i18n/i18n';

/**
 * Opens a parcel by its tracking code. A barcode scanner types the code and presses Enter, so the
 * box takes the focus when the dashboard opens and Enter sends it. The API finds codes in any
 * letter case and ignores spaces around them; the parcel's screen opens under its stored code.
 * An unknown code is said next to the box and the dashboard stays.
 */
export function ParcelCodeSearch() {
  const id = `parcel-code-${useId()}`;
  const messageId = `${id}-message`;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || busy) return;
    setBusy(true);
    setMessage('');
    try {
      const { data: parcel } = await callEndpoint(trackParcel, { params: { code: typed } });
      // The detail screen shows this copy at once instead of asking again.
      setEndpointData(client, trackParcel, { params: { code: parcel.tracking_code } }, parcel);
      void navigate(parcelPaths.detail(parcel.tracking_code));
    } catch (error) {
      setMessage(
        error instanceof ApiFailure && error.notFound
          ? t('dashboard.find.not_found', { code: typed })
          : firstProblemText(problemsOf(error)),
      );
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
            <Button type="submit" intent="primary" loading={busy} text={t('dashboard.find.open')} />
          }
        />
      </FormGroup>
    </form>
  );
}
