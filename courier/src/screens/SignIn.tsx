import {
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  signIn,
  signOutPost,
  verifySignin,
  type Admin,
} from '@waybill/shared';
import { useState, type FormEvent } from 'react';
import { api } from '../app/api';
import { sayProblem } from '../app/problems';
import { loadRun, queueOwnerOtherThan, rememberMember } from '../app/store';
import { sendNow } from '../app/sync';
import { chooseLanguage, currentLanguage, t } from '../i18n/i18n';

type Step = 'password' | 'code' | 'setup' | 'not_courier';

/**
 * The staff sign-in, as in the panel: e-mail and password, then the authenticator's code when the
 * account has one. Only a courier's account goes on: anyone else is sent to the panel.
 */
export function SignIn() {
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signedIn(admin: Admin) {
    if (admin.role !== 'courier') {
      setStep('not_courier');
      await api.call(signOutPost);
      return;
    }
    const owner = await queueOwnerOtherThan(admin.email);
    if (owner) {
      await api.call(signOutPost);
      setError(t('courier.otherCourierWaiting', { email: owner }));
      setStep('password');
      return;
    }
    await rememberMember({ email: admin.email, name: admin.name });
    await loadRun();
    sendNow();
  }

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await api.call(signIn, { body: form });
    setBusy(false);
    const answer = result.data;
    if (result.status !== 200 || !answer) {
      setError(result.status === 0 ? t('courier.signInOffline') : sayFirst(result.problems));
      return;
    }
    if ('second_factor' in answer) setStep('code');
    else if ('second_factor_setup' in answer) setStep('setup');
    else await signedIn(answer);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(null);
    const result = await api.call(verifySignin, { body: { code } });
    setBusy(false);
    if (result.status !== 200 || !result.data) {
      setError(result.status === 0 ? t('courier.signInOffline') : sayFirst(result.problems));
      return;
    }
    await signedIn(result.data);
  }

  return (
    <section className="stack">
      <h1 tabIndex={-1}>{t('courier.signInTitle')}</h1>
      {step === 'password' && (
        <form className="stack" onSubmit={(event) => void submitPassword(event)}>
          <label className="field">
            <span>{t('courier.email')}</span>
            <input name="email" type="email" autoComplete="username" required inputMode="email" />
          </label>
          <label className="field">
            <span>{t('courier.password')}</span>
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {error && (
            <p className="message message-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('courier.signIn')}
          </button>
        </form>
      )}
      {step === 'code' && (
        <form className="stack" onSubmit={(event) => void submitCode(event)}>
          <label className="field">
            <span>{t('courier.authenticatorCode')}</span>
            <input
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]{6}"
              maxLength={6}
              required
            />
          </label>
          {error && (
            <p className="message message-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('courier.signIn')}
          </button>
        </form>
      )}
      {step === 'setup' && (
        <p className="message" role="alert">
          {t('courier.setupInPanel')} <a href="/control/">{t('courier.openPanel')}</a>
        </p>
      )}
      {step === 'not_courier' && (
        <p className="message message-error" role="alert">
          {t('courier.notCourier')} <a href="/control/">{t('courier.openPanel')}</a>
        </p>
      )}
      <label className="field">
        <span>{t('courier.language')}</span>
        <select
          value={currentLanguage()}
          onChange={(event) => chooseLanguage(event.target.value as (typeof LANGUAGES)[number])}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={LANGUAGE_TAGS[code]}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}

function sayFirst(
  problems: { code: string; params: Record<string, string | number>; message: string }[],
) {
  const first = problems[0];
  return first ? sayProblem(first) : t('courier.somethingWrong');
}
