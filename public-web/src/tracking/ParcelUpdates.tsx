import { subscribeToParcel } from '@waybill/shared';
import { useId, useState } from 'react';
import { api } from '../app/api';
import { t } from '../i18n/i18n';
import { Field } from '../layout/Field';
import { FormOutcomePanel } from '../layout/FormOutcomePanel';
import { useFormSubmit } from '../layout/useFormSubmit';

/**
 * "Get e-mail updates" under a found parcel (docs/product.md §2.3): subscribing sends the visitor
 * a confirmation link; nothing more is sent until it is followed. The server answers the same
 * whether or not the code exists, and limits how often one may ask (429).
 */
export function ParcelUpdates({ code }: { code: string }) {
  const [email, setEmail] = useState('');
  const id = useId();
  const fieldNames = { email: t('yourEmail') };

  const { sending, outcome, onSubmit } = useFormSubmit({
    check: async () => {
      const { subscribeSchema, validate } = await import('./contract');
      return validate(subscribeSchema, { email });
    },
    send: (body) => api.call(subscribeToParcel, { params: { code }, body }),
    sentMessage: t('updatesRequested'),
    onSent: () => setEmail(''),
  });

  return (
    <form
      className="card parcel-updates"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={onSubmit}
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
      <FormOutcomePanel outcome={outcome} fieldNames={fieldNames} />
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        {sending ? t('sending') : t('updatesButton')}
      </button>
    </form>
  );
}
