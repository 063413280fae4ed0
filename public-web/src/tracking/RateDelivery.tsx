import { RATING_COMMENT_MAX, RATING_MAX, rateParcel } from '@waybill/shared';
import { useId, useState } from 'react';
import { api } from '../app/api';
import { t } from '../i18n/i18n';
import { Field } from '../layout/Field';
import { FormOutcomePanel } from '../layout/FormOutcomePanel';
import { useFormSubmit } from '../layout/useFormSubmit';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * "Rate this delivery" under a delivered parcel (docs/product.md §2.3c): 1–5 stars as a radio
 * group, a comment and an optional name. The rating waits for staff before it shows on the home
 * page; a parcel already rated is said so by the server's 409.
 */
export function RateDelivery({ code }: { code: string }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [name, setName] = useState('');
  const [sent, setSent] = useState(false);
  const id = useId();
  const fieldNames = { rating: t('rateStars'), comment: t('rateComment'), name: t('yourName') };

  const { sending, outcome, onSubmit } = useFormSubmit({
    check: async () => {
      const { parcelRatingSchema, validate } = await import('./contract');
      return validate(parcelRatingSchema, { rating: rating ?? undefined, comment, name });
    },
    send: (body) => api.call(rateParcel, { params: { code }, body }),
    sentMessage: t('rateThanks'),
    onSent: () => setSent(true),
  });

  return (
    <form
      className="card parcel-rating"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id={`${id}-title`} className="card__title">
        {t('rateTitle')}
      </h2>
      {!sent && (
        <>
          <p className="parcel-updates__lead">{t('rateLead')}</p>
          <fieldset className="rating-stars">
            <legend>{t('rateStars')}</legend>
            {STARS.map((count) => (
              <label key={count} className="rating-stars__star">
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={count}
                  checked={rating === count}
                  onChange={() => setRating(count)}
                />
                <span aria-hidden="true">{'★'.repeat(count)}</span>
                <span className="visually-hidden">{t('rateStar', { count })}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-comment`}>{t('rateComment')}</label>
            <textarea
              id={`${id}-comment`}
              required
              maxLength={RATING_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          <Field
            id={`${id}-name`}
            label={t('yourName')}
            autoComplete="name"
            value={name}
            onChange={setName}
            optional
          />
        </>
      )}
      <FormOutcomePanel outcome={outcome} fieldNames={fieldNames} />
      {!sent && (
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {sending ? t('sending') : t('rateButton')}
        </button>
      )}
    </form>
  );
}
