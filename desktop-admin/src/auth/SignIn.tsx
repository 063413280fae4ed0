import { signIn, signinSchema } from '@waybill/shared';
import { Link, useNavigate } from 'react-router';
import { ADMIN_HOME, PASSWORD_RESET, SIGN_UP } from '../app/paths';
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
import { useHasAdmin } from './useHasAdmin';

/** /cp and /control/signin.html. */
export function SignIn() {
  useDocumentTitle('Sign in');
  // Offered only while the server says no admin exists (docs/product.md §4.2).
  const { hasAdmin } = useHasAdmin();
  const navigate = useNavigate();
  const setAdmin = useAppStore((state) => state.setAdmin);
  const form = useSchemaForm(signinSchema, { defaultValues: { email: '', password: '' } });
  const mutation = useEndpointMutation(signIn);
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (data) => {
      // The sign-in call takes a multipart form (docs/product.md §6.4).
      const body = new FormData();
      body.set('email', data.email);
      body.set('password', data.password);
      return mutation.mutateAsync({ body });
    },
    onSuccess: ({ data: admin }) => {
      setAdmin(admin);
      void navigate(ADMIN_HOME, { replace: true });
    },
  });
  const { register } = form;

  return (
    <section className="wb-narrow">
      <h1>Sign in</h1>
      <Form form={form} onSubmit={onSubmit}>
        <Field label="E-mail" type="email" autoComplete="username" {...register('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text="Sign in" fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <Link to={PASSWORD_RESET}>Forgot password?</Link>
        {hasAdmin === false && <Link to={SIGN_UP}>Create the first admin</Link>}
      </div>
    </section>
  );
}
