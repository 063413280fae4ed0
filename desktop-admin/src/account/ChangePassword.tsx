import { passwordUserSchema } from '@waybill/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { api } from '../app/api';
import { ACCOUNT } from '../app/paths';
import { useAppStore } from '../app/store';
import { Field, Form, FormErrors, FormSuccess, SubmitButton, succeeded, useSubmit } from '../forms';
import { useDocumentTitle } from '../layout/useDocumentTitle';

interface ChangePasswordValues {
  password: string;
  new_password: string;
  confirm_new_password: string;
}

const EMPTY: ChangePasswordValues = { password: '', new_password: '', confirm_new_password: '' };

/** /control/account/password.html: change the password while signed in. */
export function ChangePassword() {
  useDocumentTitle('Change password');
  const admin = useAppStore((state) => state.admin);
  const { register, handleSubmit, reset } = useForm<ChangePasswordValues>({
    defaultValues: EMPTY,
  });
  const { submit, fetching, errors, message } = useSubmit(
    passwordUserSchema,
    (data) => api.sendJson('/api/admins/auth/update/password-user', data, 'PATCH'),
    { successMessage: 'Your password has been changed.' },
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result)) reset(EMPTY);
  });

  return (
    <section className="wb-narrow">
      <h1>Change password</h1>
      <Form onSubmit={onSubmit} username={admin ? admin.email : ''}>
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          {...register('new_password')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...register('confirm_new_password')}
        />
        <FormErrors errors={errors} />
        <FormSuccess message={message} />
        <SubmitButton text="Change password" fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <Link to={ACCOUNT}>Back to account</Link>
      </div>
    </section>
  );
}
