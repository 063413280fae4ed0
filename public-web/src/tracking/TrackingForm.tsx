import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../i18n/i18n';

export interface TrackingFormProps {
  initialCode?: string;
  /** "hero" for the large form on the home page. */
  variant?: 'hero' | 'page';
}

/** The field's name: the tracking page reads the code from it (`?code=`), with or without the app. */
const CODE_FIELD = 'code';

/**
 * docs/product.md §2.2: sends whatever is typed (no emptiness check) to /track.html?code=…
 *
 * The box is the browser's own (uncontrolled): the server draws it and the visitor may type into
 * it before the app's code arrives (after the first paint). Hydration leaves an uncontrolled
 * value alone, and the code sent is what the box holds when sent, so nothing typed is lost,
 * whenever the app takes over.
 */
export function TrackingForm({ initialCode = '', variant = 'page' }: TrackingFormProps) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get(CODE_FIELD);
    void navigate(`/track.html?code=${encodeURIComponent(typeof code === 'string' ? code : '')}`);
  };
  return (
    // Before the app's code has arrived or without it, the browser sends the form itself to the
    // same address.
    <form
      action="/track.html"
      method="get"
      className={`tracking-form tracking-form--${variant}`}
      role="search"
      aria-label={t('trackFormLabel')}
      onSubmit={onSubmit}
    >
      <input
        type="text"
        name={CODE_FIELD}
        aria-label={t('trackingNumber')}
        placeholder={t('trackingPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        defaultValue={initialCode}
      />
      <button type="submit">{t('trackButton')}</button>
    </form>
  );
}
