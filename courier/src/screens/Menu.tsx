import {
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  signOutPost,
  type Language,
} from '@waybill/shared';
import { useState } from 'react';
import { api } from '../app/api';
import { rememberMember, setTheme, useCourier } from '../app/store';
import { stopSync } from '../app/sync';
import { chooseLanguage, currentLanguage, t } from '../i18n/i18n';

/** The courier's settings: language, theme, signing out (never while actions wait to be sent). */
export function Menu() {
  const member = useCourier((state) => state.member);
  const theme = useCourier((state) => state.theme);
  const waiting = useCourier((state) => state.queue.filter((a) => a.state === 'waiting').length);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    await api.call(signOutPost);
    stopSync();
    await rememberMember(null);
  }

  return (
    <section className="stack">
      <h1 tabIndex={-1}>{t('courier.menuTitle')}</h1>
      {member && (
        <p className="card">
          {member.name || member.email}
          <br />
          <small dir="ltr">{member.email}</small>
        </p>
      )}
      <label className="field">
        <span>{t('courier.language')}</span>
        <select
          value={currentLanguage()}
          onChange={(event) => chooseLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={LANGUAGE_TAGS[code]}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="choices">
        <legend>{t('courier.theme')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="theme"
            checked={theme === 'LIGHT'}
            onChange={() => setTheme('LIGHT')}
          />
          <span>{t('courier.themeLight')}</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="theme"
            checked={theme === 'DARK'}
            onChange={() => setTheme('DARK')}
          />
          <span>{t('courier.themeDark')}</span>
        </label>
      </fieldset>
      {waiting > 0 && <p className="message">{t('courier.signOutWaiting', { count: waiting })}</p>}
      <button
        type="button"
        className="button"
        disabled={busy || waiting > 0}
        onClick={() => void signOut()}
      >
        {t('courier.signOut')}
      </button>
      <p>
        <small>{t('courier.installHint')}</small>
      </p>
    </section>
  );
}
