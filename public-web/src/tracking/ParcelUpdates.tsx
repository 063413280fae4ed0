import {
  LANGUAGE_COLUMNS,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  NOTIFICATION_EVENTS,
  subscribeToParcel,
  type Language,
  type NotificationEvent,
} from '@waybill/shared';
import { useId, useState } from 'react';
import { api } from '../app/api';
import { currentLanguage, t } from '../i18n/i18n';
import { Field } from '../layout/Field';
import { FormOutcomePanel } from '../layout/FormOutcomePanel';
import { useFormSubmit } from '../layout/useFormSubmit';

/**
 * "Get e-mail updates" under a found parcel (docs/product.md §2.3): subscribing sends the visitor
 * a confirmation link (once mail is set up, and the note says which); nothing more is sent until
 * it is followed. The server answers the same
 * whether or not the code exists, and limits how often one may ask (429).
 */
const EVENT_LABEL: Record<NotificationEvent, Parameters<typeof t>[0]> = {
  out_for_delivery: 'updatesEventOutForDelivery',
  delivered: 'updatesEventDelivered',
  delayed: 'updatesEventDelayed',
  failed_attempt: 'updatesEventFailedAttempt',
};

/** Each language once, as the language menus list them. */
const MENU_LANGUAGES: readonly Language[] = LANGUAGE_COLUMNS.flat();

export function ParcelUpdates({ code }: { code: string }) {
  const [email, setEmail] = useState('');
  const [events, setEvents] = useState<NotificationEvent[]>([...NOTIFICATION_EVENTS]);
  const [language, setLanguage] = useState<Language>(() => currentLanguage());
  const id = useId();
  const fieldNames = { email: t('yourEmail'), events: t('updatesEvents') };
  const toggle = (event: NotificationEvent, on: boolean) =>
    setEvents((chosen) =>
      NOTIFICATION_EVENTS.filter((each) => (each === event ? on : chosen.includes(each))),
    );

  const { sending, outcome, onSubmit } = useFormSubmit({
    check: async () => {
      const { subscribeSchema, validate } = await import('./contract');
      // All four ticked is every update (docs/product.md §10): the server's default.
      const chosen = events.length === NOTIFICATION_EVENTS.length ? undefined : events;
      // English is the server's default too: left out, as the form always sent before.
      return validate(subscribeSchema, {
        email,
        events: chosen,
        language: language === 'en' ? undefined : language,
      });
    },
    send: (body) => api.call(subscribeToParcel, { params: { code }, body }),
    // No mail server yet: nothing was sent, and the note says when it will be.
    sentMessage: (answer) => t(answer?.delivery === 'held' ? 'updatesHeld' : 'updatesRequested'),
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
      <fieldset className="parcel-updates__events">
        <legend>{t('updatesEvents')}</legend>
        {NOTIFICATION_EVENTS.map((event) => (
          <label key={event} className="parcel-choices__option">
            <input
              type="checkbox"
              checked={events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
            />
            {t(EVENT_LABEL[event])}
          </label>
        ))}
        <p className="field__hint">{t('updatesEveryUpdate')}</p>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('updatesLanguage')}</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(change) => setLanguage(change.target.value as Language)}
        >
          {MENU_LANGUAGES.map((tag) => (
            <option key={tag} value={tag} lang={LANGUAGE_TAGS[tag]}>
              {LANGUAGE_NAMES[tag]}
            </option>
          ))}
        </select>
      </div>
      <FormOutcomePanel outcome={outcome} fieldNames={fieldNames} />
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        {sending ? t('sending') : t('updatesButton')}
      </button>
    </form>
  );
}
