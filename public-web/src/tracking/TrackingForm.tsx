import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../i18n/i18n';

export interface TrackingFormProps {
  initialCode?: string;
  /** "hero" for the large form on the home page. */
  variant?: 'hero' | 'page';
}

/** docs/product.md §2.2: sends whatever is typed (no emptiness check) to /track.html?code=… */
export function TrackingForm({ initialCode = '', variant = 'page' }: TrackingFormProps) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(`/track.html?code=${encodeURIComponent(code)}`);
  };
  return (
    // Before the app's code has arrived (it comes after the first paint) or without it, the
    // browser sends the form itself to the same address.
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
        name="code"
        aria-label={t('trackingNumber')}
        placeholder={t('trackingPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit">{t('trackButton')}</button>
    </form>
  );
}
