import { changePassword, passwordUserSchema } from '@waybill/shared';
import { Link } from 'react-router';
import { ACCOUNT } from '../app/paths';
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
import { useDocumentTitle } from '../layout/useDocumentTitle';

interface ChangePasswordValues {
  password: string;
  new_password: string;
  confirm_new_password: string;
}

const EMPTY: ChangePasswordValues = { password: '', new_password: '', confirm_new_password: '' };

/** /control/account/password.html: change the password while signed in. */
export function ChangePassword() {
  useDocumentTitle(t('account.change_password'));
  const admin = useAppStore((state) => state.admin);
  const form = useSchemaForm(passwordUserSchema, { defaultValues: EMPTY });
  const change = useEndpointMutation(changePassword);
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => change.mutateAsync({ body }),
    successMessage: t('account.password_changed'),
    onSuccess: () => form.reset(EMPTY),
  });
  const { register } = form;

  return (
    <section className="wb-narrow">
      <h1>{t('account.change_password')}</h1>
      <Form form={form} onSubmit={onSubmit} username={admin ? admin.email : ''}>
        <Field
          label={t('account.current_password')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
        <Field
          label={t('account.new_password')}
          type="password"
          autoComplete="new-password"
          {...register('new_password')}
        />
        <Field
          label={t('account.confirm_new_password')}
          type="password"
          autoComplete="new-password"
          {...register('confirm_new_password')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text={t('account.change_password')} fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <Link to={ACCOUNT}>{t('account.back')}</Link>
      </div>
    </section>
  );
}
