import { MAIL_DRIVERS, MAIL_TEMPLATES, settingsMailSchema, type Settings } from '@waybill/shared';
import { useForm } from 'react-hook-form';
import { api } from '../app/api';
import {
  Form,
  FormErrors,
  FormSuccess,
  SelectField,
  SubmitButton,
  succeeded,
  useSubmit,
} from '../forms';
import { SettingsScreen, everyField, type SettingsFormProps } from './SettingsScreen';

const MAIL_FIELDS = ['mail_driver', 'mail_template'] as const;
type MailValues = Record<(typeof MAIL_FIELDS)[number], string>;

const DRIVER_LABELS: Record<(typeof MAIL_DRIVERS)[number], string> = {
  outbox: 'outbox: the server delivers',
  smtp: 'smtp: staff send with their own login',
};

const TEMPLATE_LABELS: Record<(typeof MAIL_TEMPLATES)[number], string> = {
  plain: 'plain (text only)',
  html1: 'html1 (warm paper, sans-serif)',
  html2: 'html2 (classic serif letter)',
  html3: 'html3 (dark blue band)',
  html4: 'html4 (card on blue-grey)',
};

const DRIVER_OPTIONS = MAIL_DRIVERS.map((driver) => ({
  value: driver,
  label: DRIVER_LABELS[driver],
}));
const TEMPLATE_OPTIONS = MAIL_TEMPLATES.map((template) => ({
  value: template,
  label: TEMPLATE_LABELS[template],
}));

/** /control/settings/mail: how e-mail is sent and which template wraps it. */
export function MailSettings() {
  return (
    <SettingsScreen title="Mail Settings">
      {(settings, onSaved) => <MailForm settings={settings} onSaved={onSaved} />}
    </SettingsScreen>
  );
}

function MailForm({ settings, onSaved }: SettingsFormProps) {
  const { register, handleSubmit, reset } = useForm<MailValues>({
    defaultValues: everyField(MAIL_FIELDS, settings),
  });
  const { submit, fetching, errors, message } = useSubmit(settingsMailSchema, (data) =>
    api.sendJson<Settings>('/api/settings', everyField(MAIL_FIELDS, data), 'PATCH'),
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result) && result.data) {
      reset(everyField(MAIL_FIELDS, result.data));
      onSaved(result.data);
    }
  });

  return (
    <Form onSubmit={onSubmit}>
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
      <FormErrors errors={errors} />
      <FormSuccess message={message} />
      <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
