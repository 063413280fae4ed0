import { settingsContactSchema, type Settings } from '@waybill/shared';
import { useForm } from 'react-hook-form';
import { api } from '../app/api';
import { Field, Form, FormErrors, FormSuccess, SubmitButton, succeeded, useSubmit } from '../forms';
import { SettingsScreen, everyField, type SettingsFormProps } from './SettingsScreen';

const CONTACT_FIELDS = [
  'company_name',
  'contact_email',
  'contact_phone',
  'contact_phone_alt',
  'contact_twitter',
  'contact_telegram',
  'contact_instagram',
  'contact_address',
] as const;

type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

/**
 * /control/settings/contact: only contact_email is required. The company name signs e-mails,
 * invoices and labels (docs/product.md §4.7).
 */
export function ContactSettings() {
  return (
    <SettingsScreen title="Contact Info">
      {(settings, onSaved) => <ContactForm settings={settings} onSaved={onSaved} />}
    </SettingsScreen>
  );
}

function ContactForm({ settings, onSaved }: SettingsFormProps) {
  const { register, handleSubmit, reset } = useForm<ContactValues>({
    defaultValues: everyField(CONTACT_FIELDS, settings),
  });
  const { submit, fetching, errors, message } = useSubmit(settingsContactSchema, (data) =>
    api.sendJson<Settings>('/api/settings', everyField(CONTACT_FIELDS, data), 'PATCH'),
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result) && result.data) {
      reset(everyField(CONTACT_FIELDS, result.data));
      onSaved(result.data);
    }
  });

  return (
    <Form onSubmit={onSubmit}>
      <Field
        label="Company name"
        optional
        autoComplete="organization"
        helperText="Signs e-mails, invoices and shipping labels; left empty, they say Waybill."
        {...register('company_name')}
      />
      <Field
        label="Contact e-mail"
        type="email"
        autoComplete="off"
        helperText="Visitor messages from the contact page arrive here; it is shown in the footer."
        {...register('contact_email')}
      />
      <div className="wb-inline-fields">
        <Field
          label="Contact phone"
          type="text"
          inputMode="tel"
          optional
          {...register('contact_phone')}
        />
        <Field
          label="Alternate phone"
          type="text"
          inputMode="tel"
          optional
          {...register('contact_phone_alt')}
        />
      </div>
      <Field
        label="Address"
        optional
        helperText="The office address shown in the footer."
        {...register('contact_address')}
      />
      <fieldset className="wb-fieldset">
        <legend>Social links</legend>
        <p className="wb-muted wb-small">
          A handle (e.g. @waybill) or a full https:// address; an empty one is not shown.
        </p>
        <Field label="Twitter" optional {...register('contact_twitter')} />
        <Field label="Telegram" optional {...register('contact_telegram')} />
        <Field label="Instagram" optional {...register('contact_instagram')} />
      </fieldset>
      <FormErrors errors={errors} />
      <FormSuccess message={message} />
      <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
