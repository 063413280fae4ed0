import { settingsContactSchema } from '@waybill/shared';
import { Field, Form, FormErrors, FormSuccess, SubmitButton } from '../forms';
import {
  SettingsScreen,
  everyField,
  useSettingsForm,
  type SettingsFormProps,
} from './SettingsScreen';
import { t } from '../i18n/i18n';
import { CompanyLogo } from './CompanyLogo';
import { PublicAddress } from './PublicAddress';

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
 * /control/settings/contact: the company's details (only contact_email is required; the company
 * name signs e-mails, invoices and labels, docs/product.md §4.7), its logo and the site's public
 * address (§4.3).
 */
export function ContactSettings() {
  return (
    <SettingsScreen title={t('settings.contact')}>
      {(settings, onSaved) => (
        <>
          <ContactForm settings={settings} onSaved={onSaved} />
          <CompanyLogo settings={settings} onSaved={onSaved} />
          <PublicAddress settings={settings} onSaved={onSaved} />
        </>
      )}
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
        label={t('settings.companyName')}
        optional
        autoComplete="organization"
        helperText={t('settings.companyNameHelp')}
        {...register('company_name')}
      />
      <Field
        label={t('settings.contactEmail')}
        type="email"
        autoComplete="off"
        helperText={t('settings.contactEmailHelp')}
        {...register('contact_email')}
      />
      <div className="wb-inline-fields">
        <Field
          label={t('settings.contactPhone')}
          type="text"
          inputMode="tel"
          optional
          {...register('contact_phone')}
        />
        <Field
          label={t('settings.alternatePhone')}
          type="text"
          inputMode="tel"
          optional
          {...register('contact_phone_alt')}
        />
      </div>
      <Field
        label={t('settings.address')}
        optional
        helperText={t('settings.addressHelp')}
        {...register('contact_address')}
      />
      <fieldset className="wb-fieldset">
        <legend>{t('settings.socialLinks')}</legend>
        <p className="wb-muted wb-small">{t('settings.socialHelp')}</p>
        {/* Brand names: the same in every language. */}
        <Field label="Twitter" optional {...register('contact_twitter')} />
        <Field label="Telegram" optional {...register('contact_telegram')} />
        <Field label="Instagram" optional {...register('contact_instagram')} />
      </fieldset>
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('settings.save')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
