import { settingsContactSchema } from '@waybill/shared';
import { Field, Form, FormErrors, FormSuccess, SubmitButton } from '../forms';
import {
  SettingsScreen,
  everyField,
  useSettingsForm,
  type SettingsFormProps,
} from './SettingsScreen';

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

function ContactForm(props: SettingsFormProps) {
  // Every field is sent: one left empty goes as '', so the server clears it.
  const { form, onSubmit, fetching, message } = useSettingsForm(
    settingsContactSchema,
    (source): ContactValues => everyField(CONTACT_FIELDS, source),
    props,
  );
  const { register } = form;

  return (
    <Form form={form} onSubmit={onSubmit}>
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
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
