import { signinSchema, type Admin } from '@waybill/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { api } from '../app/api';
import { ADMIN_HOME, PASSWORD_RESET, SIGN_UP } from '../app/paths';
import { useAppStore } from '../app/store';
import { Field, Form, FormErrors, FormSuccess, SubmitButton, succeeded, useSubmit } from '../forms';
import { useDocumentTitle } from '../layout/useDocumentTitle';

interface SignInValues {
  email: string;
  password: string;
}

/** /cp and /control/signin.html. */
export function SignIn() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const setAdmin = useAppStore((state) => state.setAdmin);
  const { register, handleSubmit } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
  });
  const { submit, fetching, errors, message } = useSubmit(signinSchema, (data) => {
    // The sign-in call takes a multipart form (docs/product.md §6.4).
    const body = new FormData();
    body.set('email', data.email);
    body.set('password', data.password);
    return api.sendForm<Admin>('/api/admins/auth/signin', body);
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result) && result.data) {
      setAdmin(result.data);
      void navigate(ADMIN_HOME, { replace: true });
    }
  });

  return (
    <section className="wb-narrow">
      <h1>Sign in</h1>
      <Form onSubmit={onSubmit}>
        <Field label="E-mail" type="email" autoComplete="username" {...register('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
        <FormErrors errors={errors} />
        <FormSuccess message={message} />
        <SubmitButton text="Sign in" fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <Link to={PASSWORD_RESET}>Forgot password?</Link>
        <Link to={SIGN_UP}>Create the first admin</Link>
      </div>
    </section>
  );
}
