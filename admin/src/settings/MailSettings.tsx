import '../content/content.css';
import { MAIL_DRIVERS, settingsMailSchema } from '@waybill/shared';
import { templateOptions } from '../email/mail-templates';
import type { AdminMessageKey } from '../i18n/keys';
import { CheckField, Form, FormErrors, FormSuccess, SelectField, SubmitButton } from '../forms';
import { SettingsScreen, useSettingsForm, type SettingsFormProps } from './SettingsScreen';
import { t } from '../i18n/i18n';
import { MailServerSection } from './MailServerForm';

interface MailValues {
  mail_driver: string;
  mail_template: string;
  /** Left out of a payload: unchanged (the settings always hold it). */
  notify_recipients?: boolean;
}

function mailValues(settings: MailValues): MailValues {
  const { mail_driver, mail_template, notify_recipients } = settings;
  return { mail_driver, mail_template, notify_recipients };
}

/** Each driver's display name; its code is what the API stores. */
const DRIVER_LABEL_KEYS = {
  outbox: 'settings.driverOutbox',
  smtp: 'settings.driverSmtp',
} as const satisfies Record<(typeof MAIL_DRIVERS)[number], AdminMessageKey>;

function driverOptions() {
  return MAIL_DRIVERS.map((driver) => ({ value: driver, label: t(DRIVER_LABEL_KEYS[driver]) }));
}

/**
 * /control/settings/mail: how e-mail is sent, which template wraps it, and whether recipients
 * hear about their parcel's new history entries.
 */
export function MailSettings() {
  return (
    <SettingsScreen title={t('settings.mail')}>
      {(settings, onSaved) => (
        <>
          <MailServerSection />
          <h2 className="wb-gap-top">{t('mail.server.delivery')}</h2>
          <MailForm settings={settings} onSaved={onSaved} />
        </>
      )}
    </SettingsScreen>
  );
}

function MailForm(props: SettingsFormProps) {
  const { form, onSubmit, fetching, message } = useSettingsForm(
    settingsMailSchema,
    mailValues,
    props,
  );
  const { register } = form;

  return (
    <Form form={form} onSubmit={onSubmit}>
      <SelectField
        label={t('settings.mailDriver')}
        fill
        options={driverOptions()}
        helperText={
          <ul className="wb-helper-list">
            <li>
              <strong>outbox</strong>: {t('settings.driverOutboxHelp')}
            </li>
            <li>
              <strong>smtp</strong>: {t('settings.driverSmtpHelp')}
            </li>
          </ul>
        }
        {...register('mail_driver')}
      />
      <SelectField
        label={t('settings.mailTemplate')}
        fill
        options={templateOptions()}
        helperText={t('settings.mailTemplateHelp')}
        {...register('mail_template')}
      />
      <CheckField
        kind="switch"
        label={t('settings.notifyRecipients')}
        helperText={t('settings.notifyRecipientsHelp')}
        {...register('notify_recipients')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('settings.save')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
