import './contact.css';
import { contactMessageSchema, sendContactMessage, TEXTAREA_MAX, validate } from '@waybill/shared';
import { useId, useState } from 'react';
import { api } from '../app/api';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { Breadcrumb } from '../layout/Breadcrumb';
import { Field } from '../layout/Field';
import { FormOutcomePanel } from '../layout/FormOutcomePanel';
import { Ltr } from '../layout/Ltr';
import { Icon } from '../layout/Icon';
import { useFormSubmit } from '../layout/useFormSubmit';

const EMPTY = { email: '', name: '', subject: '', body: '' };

/**
 * /contact.html: the company's e-mail and alternate phone (docs/product.md §2.5), and a message
 * form that reaches the company: sending it queues an e-mail to the settings' contact address.
 */
export function Contact() {
  const settings = useAppStore((state) => state.settings);
  const [fields, setFields] = useState(EMPTY);
  const id = useId();
  const fieldNames: Record<string, string> = {
    email: t('yourEmail'),
    name: t('yourName'),
    subject: t('subject'),
    body: t('message'),
  };

  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const { sending, outcome, onSubmit } = useFormSubmit({
    check: () => validate(contactMessageSchema, fields),
    send: (body) => api.call(sendContactMessage, { body }),
    sentMessage: t('messageSent'),
    onSent: () => setFields(EMPTY),
  });

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
                  <a href={`mailto:${email}`}>
                    <Ltr>{email}</Ltr>
                  </a>
                </div>
              </li>
            )}
            {phone && (
              <li className="card contact__channel">
                <Icon name="phone" size={28} />
                <div>
                  <h2 className="contact__channel-title">{t('contactPhone')}</h2>
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                    <Ltr>{phone}</Ltr>
                  </a>
                </div>
              </li>
            )}
          </ul>
          <form
            className="card contact__form"
            aria-labelledby={`${id}-title`}
            noValidate
            onSubmit={onSubmit}
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
            <FormOutcomePanel outcome={outcome} fieldNames={fieldNames} />
            <button type="submit" className="button" disabled={sending} aria-busy={sending}>
              {sending ? t('sending') : t('send')}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
