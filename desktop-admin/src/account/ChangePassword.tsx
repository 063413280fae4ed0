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
  const form = useSchemaForm(passwordUserSchema, { defaultValues: EMPTY });
  const change = useEndpointMutation(changePassword);
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => change.mutateAsync({ body }),
    successMessage: 'Your password has been changed.',
    onSuccess: () => form.reset(EMPTY),
  });
  const { register } = form;

  return (
    <section className="wb-narrow">
      <h1>Change password</h1>
      <Form form={form} onSubmit={onSubmit} username={admin ? admin.email : ''}>
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
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text="Change password" fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <Link to={ACCOUNT}>Back to account</Link>
      </div>
    </section>
  );
}
