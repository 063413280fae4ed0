import { Callout } from '@blueprintjs/core';
import {
  getMailServer,
  MAIL_SECURITIES,
  mailServerPatchSchema,
  mailTestSchema,
  testMailServer,
  updateMailServer,
  type MailSecurity,
  type MailServer,
} from '@waybill/shared';
import { useEndpointMutation, useRecord } from '../app/queries';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SelectField,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { MAIL_SERVER_QUERIES } from '../email/useMailStatus';
import type { AdminMessageKey } from '../i18n/keys';
import { LoadGate } from '../layout/LoadGate';
import { t } from '../i18n/i18n';

interface ServerValues {
  host: string;
  port: string;
  security: MailSecurity;
  username: string;
  /** Empty: the kept password stays. */
  password: string;
  sender: string;
}

const SECURITY_LABEL_KEYS = {
  tls: 'mail.security.tls',
  starttls: 'mail.security.starttls',
  none: 'mail.security.none',
} as const satisfies Record<MailSecurity, AdminMessageKey>;

const securityOptions = () =>
  MAIL_SECURITIES.map((value) => ({ value, label: t(SECURITY_LABEL_KEYS[value]) }));

const valuesOf = (server: MailServer): ServerValues => ({
  host: server.host,
  port: String(server.port),
  security: server.security,
  username: server.username,
  password: '',
  sender: server.sender,
});

/**
 * Mail Settings' server (used while MAIL_URL is unset) and its test: the password is sent only
 * when typed, and never comes back; the test shows the mail server's own answer or refusal.
 */
export function MailServerSection() {
  const loader = useRecord(getMailServer, {}, { fresh: true });
  return (
    <section aria-labelledby="wb-mail-server" className="wb-gap-top">
      <h2 id="wb-mail-server">{t('mail.server.title')}</h2>
      <LoadGate loader={loader} what={t('mail.server.title')}>
        {(server) => (
          <>
            <SourceNote server={server} />
            <ServerForm server={server} />
            <TestForm />
          </>
        )}
      </LoadGate>
    </section>
  );
}

function SourceNote({ server }: { server: MailServer }) {
  if (server.source === 'env') {
    return (
      <Callout intent="primary" role="status" className="wb-gap-bottom">
        {t('mail.server.fromEnv', { server: server.env_server ?? '' })}
      </Callout>
    );
  }
  if (server.source === 'none') {
    return (
      <Callout intent="warning" role="status" className="wb-gap-bottom">
        {t('mail.server.none')}
      </Callout>
    );
  }
  return (
    <Callout intent="success" role="status" className="wb-gap-bottom">
      {t('mail.server.panel')}
    </Callout>
  );
}

function ServerForm({ server }: { server: MailServer }) {
  const form = useSchemaForm(mailServerPatchSchema, { defaultValues: valuesOf(server) });
  const update = useEndpointMutation(updateMailServer, { invalidates: MAIL_SERVER_QUERIES });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('mail.server.saved'),
    // A password left empty is left out: the kept one stays.
    send: ({ password, ...fields }) =>
      update.mutateAsync({ body: password ? { ...fields, password } : fields }),
    onSuccess: ({ data }) => form.reset(valuesOf(data)),
  });
  const { register } = form;
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Field
        label={t('mail.server.host')}
        optional
        helperText={t('mail.server.hostHelp')}
        dir="ltr"
        {...register('host')}
      />
      <Field label={t('mail.server.port')} type="number" dir="ltr" {...register('port')} />
      <SelectField
        label={t('mail.server.security')}
        options={securityOptions()}
        {...register('security')}
      />
      <Field
        label={t('mail.server.username')}
        optional
        autoComplete="off"
        dir="ltr"
        {...register('username')}
      />
      <Field
        label={t('mail.server.password')}
        type="password"
        optional
        autoComplete="new-password"
        helperText={server.password_set ? t('mail.server.passwordKept') : undefined}
        {...register('password')}
      />
      <Field
        label={t('mail.server.sender')}
        type="email"
        optional
        helperText={t('mail.server.senderHelp')}
        dir="ltr"
        {...register('sender')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('mail.server.save')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}

function TestForm() {
  const form = useSchemaForm(mailTestSchema, { defaultValues: { to: '' } });
  const test = useEndpointMutation(testMailServer, { invalidates: MAIL_SERVER_QUERIES });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => test.mutateAsync({ body }),
    successMessage: ({ data }) => t('mail.test.accepted', { response: data.response }),
  });
  return (
    <section aria-labelledby="wb-mail-test" className="wb-gap-top">
      <h3 id="wb-mail-test">{t('mail.test.title')}</h3>
      <Form form={form} onSubmit={onSubmit}>
        <Field label={t('mail.test.to')} type="email" dir="ltr" {...form.register('to')} />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text={t('mail.test.button')} icon="send-message" fetching={fetching} />
      </Form>
    </section>
  );
}
