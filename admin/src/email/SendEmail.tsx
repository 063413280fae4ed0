import { Callout } from '@blueprintjs/core';
import {
  LONG_TEXT_MAX,
  contactSchema,
  getSettings,
  listOutbox,
  sendEmail,
  type Settings,
  type ContactAnswer,
} from '@waybill/shared';
import { Link } from 'react-router';
import { OUTBOX, SETTINGS_MAIL } from '../app/paths';
import { useEndpointMutation, useRecord } from '../app/queries';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SelectField,
  SubmitButton,
  TextAreaField,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { LinkButton } from '../layout/LinkButton';
import { LoadGate } from '../layout/LoadGate';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { fillNodes } from './fill-nodes';
import { templateOptions } from './mail-templates';
import type { AdminMessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';

interface EmailValues {
  reply_to: string;
  to: string;
  subject: string;
  body: string;
  template: string;
  password: string;
}

/**
 * /control/email/send.html (docs/product.md §4.8): one e-mail in the company's template. The form
 * follows the mail settings: answers go to the contact e-mail (the message itself is always from
 * the server's MAIL_FROM), the template is the chosen one, and the password field is there only
 * when staff send with their own login (driver smtp).
 */
/** What the panel says of each outcome of a sent message. */
const DELIVERY_TEXTS = {
  sent: 'mail.delivery.sent',
  queued: 'mail.delivery.queued',
  held: 'mail.delivery.held',
} as const satisfies Record<ContactAnswer['delivery'], AdminMessageKey>;

export function SendEmail() {
  useDocumentTitle(t('mail.sendEmail'));
  const settings = useRecord(getSettings, {}, { fresh: true });
  return (
    <section className="wb-medium">
      <Breadcrumbs steps={[{ label: t('mail.sendEmail') }]} />
      <div className="wb-title-row">
        <h1>{t('mail.sendEmail')}</h1>
        <LinkButton to={OUTBOX} minimal icon="inbox" text={t('mail.outbox')} />
      </div>
      <LoadGate loader={settings} what={t('mail.settingsWhat')}>
        {(found) => <SendEmailForm settings={found} />}
      </LoadGate>
    </section>
  );
}

function SendEmailForm({ settings }: { settings: Settings }) {
  const usesOwnLogin = settings.mail_driver === 'smtp';
  const form = useSchemaForm(contactSchema, {
    defaultValues: {
      reply_to: settings.contact_email,
      to: '',
      subject: '',
      body: '',
      template: settings.mail_template,
      password: '',
    } satisfies EmailValues,
  });
  const send = useEndpointMutation(sendEmail, { invalidates: [listOutbox] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    // The password matters only to the smtp driver: it is never sent otherwise.
    send: (data) =>
      send.mutateAsync({ body: usesOwnLogin ? data : { ...data, password: undefined } }),
    successMessage: ({ data }) => t(DELIVERY_TEXTS[data.delivery]),
    onSuccess: () => {
      // Ready for the next message with the same Reply-To; the password is not kept.
      const { reply_to, template } = form.getValues();
      form.reset({ reply_to, template, to: '', subject: '', body: '', password: '' });
    },
  });
  const { register } = form;

  return (
    <>
      <DriverNote usesOwnLogin={usesOwnLogin} />
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label={t('mail.replyTo')}
          type="email"
          autoComplete="email"
          helperText={t('mail.replyToHelp')}
          {...register('reply_to')}
        />
        <Field label={t('mail.to')} type="email" autoComplete="off" {...register('to')} />
        <Field label={t('mail.subject')} autoComplete="off" {...register('subject')} />
        <TextAreaField
          label={t('mail.body')}
          maxLength={LONG_TEXT_MAX}
          helperText={t('mail.bodyHelp')}
          {...register('body')}
        />
        <SelectField
          label={t('mail.template')}
          fill
          options={templateOptions()}
          helperText={fillNodes(t('mail.templateHelp', { link: '{link}' }), {
            link: <Link to={SETTINGS_MAIL}>{t('mail.mailSettingsLink')}</Link>,
          })}
          {...register('template')}
        />
        {usesOwnLogin && (
          <Field
            label={t('mail.password')}
            type="password"
            autoComplete="off"
            helperText={t('mail.passwordHelp')}
            {...register('password')}
          />
        )}
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text={t('mail.send')} icon="send-message" fetching={fetching} />
          {message && <Link to={OUTBOX}>{t('mail.seeInOutbox')}</Link>}
        </div>
      </Form>
    </>
  );
}

function DriverNote({ usesOwnLogin }: { usesOwnLogin: boolean }) {
  return (
    <Callout icon="info-sign" className="wb-gap-bottom">
      {usesOwnLogin
        ? fillNodes(t('mail.driverSmtpNote', { driver: '{driver}' }), {
            driver: <strong>smtp</strong>,
          })
        : fillNodes(t('mail.driverOutboxNote', { driver: '{driver}', outbox: '{outbox}' }), {
            driver: <strong>outbox</strong>,
            outbox: <Link to={OUTBOX}>{t('mail.outboxLink')}</Link>,
          })}
    </Callout>
  );
}
