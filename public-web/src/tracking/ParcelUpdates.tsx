import { subscribeSchema, validate, type SubscribePayload } from '@waybill/shared';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../app/api';
import { t, translateMessage } from '../i18n/i18n';
import { Field } from '../layout/Field';

type Outcome =
  { kind: 'idle' } | { kind: 'requested'; message: string } | { kind: 'errors'; errors: string[] };

/**
 * "Get e-mail updates" under a found parcel (beyond SPEC): POST /api/parcels/{code}/subscribers
 * sends the visitor a confirmation link; nothing more is sent until it is followed. The server
 * answers the same whether or not the code exists, and limits how often one may ask (429).
 */
export function ParcelUpdates({ code }: { code: string }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const id = useId();
  const fieldNames = { email: t('yourEmail') };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(subscribeSchema, { email });
    if (!checked.ok) {
      setOutcome({ kind: 'errors', errors: checked.errors });
      return;
    }
    setSending(true);
    const result = await api.sendJson<null>(
      `/api/parcels/${encodeURIComponent(code)}/subscribers`,
      checked.data satisfies SubscribePayload,
    );
    setSending(false);
    if (result.errors.length > 0 || result.status >= 400) {
      setOutcome({
        kind: 'errors',
        errors: result.errors.length > 0 ? result.errors : [result.message],
      });
      return;
    }
    setEmail('');
    setOutcome({ kind: 'requested', message: result.message || t('updatesRequested') });
  };

  return (
    <form
      className="card parcel-updates"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={`${id}-title`} className="card__title">
        {t('updatesTitle')}
      </h2>
      <p className="parcel-updates__lead">{t('updatesLead')}</p>
      <Field
        id={`${id}-email`}
        label={t('yourEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
      />
      {outcome.kind === 'requested' && (
        <p className="panel panel--success" role="status">
          {translateMessage(outcome.message)}
        </p>
      )}
      {outcome.kind === 'errors' && (
        <ul className="panel panel--error" role="alert">
          {outcome.errors.map((error) => (
            <li key={error}>{translateMessage(error, fieldNames)}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        {sending ? t('sending') : t('updatesButton')}
      </button>
    </form>
  );
}
