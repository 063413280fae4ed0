import { Callout } from '@blueprintjs/core';
import {
  LONG_TEXT_MAX,
  contactSchema,
  getSettings,
  listOutbox,
  sendEmail,
  type Settings,
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
import { TEMPLATE_OPTIONS } from './mail-templates';

interface EmailValues {
  from: string;
  to: string;
  subject: string;
  body: string;
  template: string;
  password: string;
}

/**
 * /control/email/send.html (docs/product.md §4.8): one e-mail in the company's template. The form
 * follows the mail settings: from is the contact e-mail, the template the chosen one, and the
 * password field is there only when staff send with their own login (driver smtp).
 */
export function SendEmail() {
  useDocumentTitle('Send Email');
  const settings = useRecord(getSettings, {}, { fresh: true });
  return (
    <section className="wb-medium">
      <Breadcrumbs steps={[{ label: 'Send Email' }]} />
      <div className="wb-title-row">
        <h1>Send Email</h1>
        <LinkButton to={OUTBOX} minimal icon="inbox" text="Outbox" />
      </div>
      <LoadGate loader={settings} what="The mail settings">
        {(found) => <SendEmailForm settings={found} />}
      </LoadGate>
    </section>
  );
}

function SendEmailForm({ settings }: { settings: Settings }) {
  const usesOwnLogin = settings.mail_driver === 'smtp';
  const form = useSchemaForm(contactSchema, {
    defaultValues: {
      from: settings.contact_email,
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
    onSuccess: () => {
      // Ready for the next message from the same sender; the password is not kept.
      const { from, template } = form.getValues();
      form.reset({ from, template, to: '', subject: '', body: '', password: '' });
    },
  });
  const { register } = form;

  return (
    <>
      <DriverNote usesOwnLogin={usesOwnLogin} />
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label="From"
          type="email"
          autoComplete="email"
          helperText="Defaults to the contact e-mail of the settings; answers come back here."
          {...register('from')}
        />
        <Field label="To" type="email" autoComplete="off" {...register('to')} />
        <Field label="Subject" autoComplete="off" {...register('subject')} />
        <TextAreaField
          label="Body"
          maxLength={LONG_TEXT_MAX}
          helperText="Plain text; blank lines start new paragraphs. The template adds the company's name, logo and contact details."
          {...register('body')}
        />
        <SelectField
          label="Template"
          fill
          options={TEMPLATE_OPTIONS}
          helperText={
            <>
              The default is set in <Link to={SETTINGS_MAIL}>Mail Settings</Link>.
            </>
          }
          {...register('template')}
        />
        {usesOwnLogin && (
          <Field
            label="Password"
            type="password"
            autoComplete="off"
            helperText="Your mail password for the From address: used once to send this message, never stored."
            {...register('password')}
          />
        )}
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text="Send" icon="send-message" fetching={fetching} />
          {message && <Link to={OUTBOX}>See it in the outbox</Link>}
        </div>
      </Form>
    </>
  );
}

function DriverNote({ usesOwnLogin }: { usesOwnLogin: boolean }) {
  return (
    <Callout icon="info-sign" className="wb-gap-bottom">
      {usesOwnLogin ? (
        <>
          Mail driver <strong>smtp</strong>: the message is sent at once with your own mail login.
        </>
      ) : (
        <>
          Mail driver <strong>outbox</strong>: the message is queued and the server delivers it,
          retrying while the mail server is down. Follow it in the <Link to={OUTBOX}>outbox</Link>.
        </>
      )}
    </Callout>
  );
}
