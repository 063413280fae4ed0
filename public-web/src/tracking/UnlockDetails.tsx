import { type PublicParcel, UNLOCK_ANSWER_MAX } from '@waybill/shared';
import { useId, useState } from 'react';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { FormOutcomePanel } from '../layout/FormOutcomePanel';
import { useFormSubmit } from '../layout/useFormSubmit';
import { useLiveChanges } from './live';
import { unlock } from './unlock';

/** The field's label for the facts this parcel can be unlocked with. */
function answerLabel(facts: PublicParcel['unlock_with']): string {
  if (facts.includes('email') && facts.includes('phone_last4')) return t('unlockAnswerEither');
  return facts.includes('email') ? t('unlockAnswerEmail') : t('unlockAnswerPhone');
}

/**
 * "Recipient's details" under a parcel whose answer the code alone limits (docs/product.md §2.3,
 * "Privacy by default"): the recipient's e-mail or the last 4 digits of their phone number show
 * the names, the photo and the exact map; the server checks it and limits the tries.
 */
export function UnlockDetails({ parcel }: { parcel: PublicParcel }) {
  const [answer, setAnswer] = useState('');
  const id = useId();
  const code = parcel.tracking_code;
  const label = answerLabel(parcel.unlock_with);

  const { sending, outcome, onSubmit } = useFormSubmit({
    check: async () => {
      const { parcelUnlockSchema, validate } = await import('./contract');
      return validate(parcelUnlockSchema, { answer });
    },
    send: async (body) => {
      const { parcel: unlocked, result } = await unlock(code, body.answer);
      if (unlocked) {
        useAppStore.getState().refreshParcel(unlocked, true);
        // The form goes with the lock: the page's polite live region says what happened.
        useLiveChanges.setState({
          freshIds: new Set(),
          statusChanged: false,
          announcement: t('unlockDone'),
        });
      }
      return result;
    },
    sentMessage: t('unlockDone'),
    onSent: () => setAnswer(''),
  });

  if (parcel.unlock_with.length === 0) {
    return (
      <section className="card parcel-unlock" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="card__title">
          {t('unlockTitle')}
        </h2>
        <p className="parcel-updates__lead">{t('unlockUnavailable')}</p>
      </section>
    );
  }

  return (
    <form
      className="card parcel-unlock"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id={`${id}-title`} className="card__title">
        {t('unlockTitle')}
      </h2>
      <p className="parcel-updates__lead">{t('unlockLead')}</p>
      <div className="field">
        <label htmlFor={`${id}-answer`}>{label}</label>
        <input
          id={`${id}-answer`}
          value={answer}
          required
          maxLength={UNLOCK_ANSWER_MAX}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setAnswer(event.target.value)}
        />
      </div>
      <FormOutcomePanel outcome={outcome} fieldNames={{ answer: label }} />
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        {sending ? t('unlockChecking') : t('unlockButton')}
      </button>
    </form>
  );
}
