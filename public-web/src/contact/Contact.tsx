import './contact.css';
import {
  contactMessageSchema,
  TEXTAREA_MAX,
  validate,
  type ContactMessagePayload,
} from '@waybill/shared';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../app/api';
import { useAppStore } from '../app/store';
import { t, translateMessage } from '../i18n/i18n';
import { Breadcrumb } from '../layout/Breadcrumb';
import { Field } from '../layout/Field';
import { Icon } from '../layout/Icon';

type Outcome =
  { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'errors'; errors: string[] };

const EMPTY = { email: '', name: '', subject: '', body: '' };

/**
 * /contact.html: the company's e-mail and alternate phone (SPEC §2), and a message form that
 * reaches the company: POST /api/messages queues an e-mail to the settings' contact address.
 */
export function Contact() {
  const settings = useAppStore((state) => state.settings);
  const [fields, setFields] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const id = useId();
  const fieldNames: Record<string, string> = {
    email: t('yourEmail'),
    name: t('yourName'),
    subject: t('subject'),
    body: t('message'),
  };

  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(contactMessageSchema, fields);
    if (!checked.ok) {
      setOutcome({ kind: 'errors', errors: checked.errors });
      return;
    }
    setSending(true);
    const result = await api.sendJson<unknown>(
      '/api/messages',
      checked.data satisfies ContactMessagePayload,
    );
    setSending(false);
    if (result.errors.length > 0 || result.status >= 400) {
      setOutcome({
        kind: 'errors',
        errors: result.errors.length > 0 ? result.errors : [result.message],
      });
      return;
    }
    setFields(EMPTY);
    setOutcome({ kind: 'sent', message: result.message || t('messageSent') });
  };

  const phone = settings?.contact_phone_alt.trim() ?? '';
  const email = settings?.contact_email.trim() ?? '';

  return (
    <>
      <Breadcrumb label={t('contactTitle')} />
      <div className="container contact">
        <header className="contact__header">
          <h1>{t('contactTitle')}</h1>
          <p className="contact__lead">{t('contactLead')}</p>
        </header>
        <div className="contact__grid">
          <ul className="contact__channels">
            {email && (
              <li className="card contact__channel">
                <Icon name="mail" size={28} />
                <div>
                  <h2 className="contact__channel-title">{t('contactEmail')}</h2>
                  <a href={`mailto:${email}`}>{email}</a>
                </div>
              </li>
            )}
            {phone && (
              <li className="card contact__channel">
                <Icon name="phone" size={28} />
                <div>
                  <h2 className="contact__channel-title">{t('contactPhone')}</h2>
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </div>
              </li>
            )}
          </ul>
          <form
            className="card contact__form"
            aria-labelledby={`${id}-title`}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
          >
            <h2 id={`${id}-title`} className="card__title">
              {t('contactFormTitle')}
            </h2>
            <Field
              id={`${id}-email`}
              label={t('yourEmail')}
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={set('email')}
              required
            />
            <Field
              id={`${id}-name`}
              label={t('yourName')}
              optional
              autoComplete="name"
              value={fields.name}
              onChange={set('name')}
            />
            <Field
              id={`${id}-subject`}
              label={t('subject')}
              value={fields.subject}
              onChange={set('subject')}
              required
            />
            <div className="field">
              <label htmlFor={`${id}-body`}>{t('message')}</label>
              <textarea
                id={`${id}-body`}
                name="body"
                required
                maxLength={TEXTAREA_MAX}
                value={fields.body}
                onChange={(event) => set('body')(event.target.value)}
              />
            </div>
            {outcome.kind === 'sent' && (
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
              {sending ? t('sending') : t('send')}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
