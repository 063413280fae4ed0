import { MAIL_DRIVERS, settingsMailSchema } from '@waybill/shared';
import { TEMPLATE_OPTIONS } from '../email/mail-templates';
import { CheckField, Form, FormErrors, FormSuccess, SelectField, SubmitButton } from '../forms';
import { SettingsScreen, useSettingsForm, type SettingsFormProps } from './SettingsScreen';

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

const DRIVER_LABELS: Record<(typeof MAIL_DRIVERS)[number], string> = {
  outbox: 'outbox: the server delivers',
  smtp: 'smtp: staff send with their own login',
};

const DRIVER_OPTIONS = MAIL_DRIVERS.map((driver) => ({
  value: driver,
  label: DRIVER_LABELS[driver],
}));

/**
 * /control/settings/mail: how e-mail is sent, which template wraps it, and whether recipients
 * hear about their parcel's new history entries.
 */
export function MailSettings() {
  return (
    <SettingsScreen title="Mail Settings">
      {(settings, onSaved) => <MailForm settings={settings} onSaved={onSaved} />}
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
        label="Mail driver"
        fill
        options={DRIVER_OPTIONS}
        helperText={
          <ul className="wb-helper-list">
            <li>
              <strong>outbox</strong>: every message is queued in the outbox and delivered through
              the server&apos;s MAIL_URL, with retries; nothing is lost while the mail server is
              down.
            </li>
            <li>
              <strong>smtp</strong>: staff send with their own mail account, typing its password
              each time they send.
            </li>
          </ul>
        }
        {...register('mail_driver')}
      />
      <SelectField
        label="Mail template"
        fill
        options={TEMPLATE_OPTIONS}
        helperText="The layout around every e-mail the company sends: plain text, or one of four HTML designs."
        {...register('mail_template')}
      />
      <CheckField
        kind="switch"
        label="Tell recipients when their parcel moves"
        helperText="When staff add to a parcel's history, its recipient e-mail gets the new entry and a tracking link (each entry can opt out; recipients can unsubscribe)."
        {...register('notify_recipients')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
