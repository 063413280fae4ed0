import { Card, Icon } from '@blueprintjs/core';
import { accountNameSchema, renameAccount } from '@waybill/shared';
import { Link } from 'react-router';
import { ACCOUNT_PASSWORD, ACCOUNT_SESSIONS, ACCOUNT_TWO_FACTOR } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import { useAppStore } from '../app/store';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { t } from '../i18n/i18n';
import { Ltr } from '../layout/Ltr';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** /control/account/index.html: who is signed in, the display name, and the account's screens. */
export function Account() {
  useDocumentTitle(t('account.title'));
  const admin = useAppStore((state) => state.admin);
  // The e-mail is shown in bold inside the sentence, wherever the language puts it.
  const [before, after = ''] = t('account.signed_in_as', { email: '{email}' }).split('{email}');
  return (
    <section className="wb-narrow">
      <h1>{t('account.title')}</h1>
      <Card>
        <p>
          <Icon icon="envelope" /> {before}
          <strong>
            <Ltr>{admin ? admin.email : ''}</Ltr>
          </strong>
          {after}
        </p>
        <div className="wb-form-links">
          <Link to={ACCOUNT_PASSWORD}>{t('account.change_password')}</Link>
          <Link to={ACCOUNT_TWO_FACTOR}>{t('twoFactor.manage')}</Link>
          <Link to={ACCOUNT_SESSIONS}>{t('sessions.menu')}</Link>
        </div>
      </Card>
      {admin && (
        <Card role="region" aria-labelledby="account-name">
          <h2 id="account-name">{t('account.name_title')}</h2>
          <DisplayNameForm name={admin.name} />
        </Card>
      )}
    </section>
  );
}

/**
 * The name the panel shows for this member (the top bar, the staff list, the audit trail); the
 * answer is the member as the graph has it, so the top bar changes at once.
 */
function DisplayNameForm({ name }: { name: string }) {
  const setAdmin = useAppStore((state) => state.setAdmin);
  const form = useSchemaForm(accountNameSchema, { defaultValues: { name } });
  const rename = useEndpointMutation(renameAccount);
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => rename.mutateAsync({ body }),
    successMessage: t('account.name_saved'),
    onSuccess: (answer) => setAdmin(answer.data),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Field
        label={t('account.name')}
        autoComplete="name"
        helperText={t('account.name_help')}
        {...form.register('name')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('account.name_save')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
