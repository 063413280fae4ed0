import { Callout } from '@blueprintjs/core';
import { signupSchema, type Admin } from '@waybill/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { api } from '../app/api';
import { ADMIN_HOME, SIGN_IN } from '../app/paths';
import { useAppStore } from '../app/store';
import { Field, Form, FormErrors, FormSuccess, SubmitButton, succeeded, useSubmit } from '../forms';
import { Loading } from '../layout/Loading';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useHasAdmin } from './useHasAdmin';

interface SignUpValues {
  email: string;
  password: string;
  confirm_password: string;
}

const checkConfirmation = (values: SignUpValues) =>
  values.password === values.confirm_password ? [] : ['confirm_password must match password'];

/**
 * /cp/signup and /control/signup.html: creates the first admin, usable once (docs/product.md §4.2).
 */
export function SignUp() {
  useDocumentTitle('Create the first admin');
  const { loading, hasAdmin } = useHasAdmin();
  return (
    <section className="wb-narrow">
      <h1>Create the first admin</h1>
      {loading ? (
        <Loading />
      ) : hasAdmin ? (
        <Callout intent="warning" title="An admin account already exists — sign in instead">
          <p>Only the first admin can be created here.</p>
          <Link to={SIGN_IN}>Sign in</Link>
        </Callout>
      ) : (
        <SignUpForm />
      )}
    </section>
  );
}

function SignUpForm() {
  const navigate = useNavigate();
  const setAdmin = useAppStore((state) => state.setAdmin);
  const { register, handleSubmit } = useForm<SignUpValues>({
    defaultValues: { email: '', password: '', confirm_password: '' },
  });
  const { submit, fetching, errors, message } = useSubmit(
    signupSchema,
    (data) => api.sendJson<Admin>('/api/admins', data),
    { check: checkConfirmation },
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result) && result.data) {
      setAdmin(result.data);
      void navigate(ADMIN_HOME, { replace: true });
    }
  });

  return (
    <>
      <Form onSubmit={onSubmit}>
        <Field label="E-mail" type="email" autoComplete="username" {...register('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...register('confirm_password')}
        />
        <FormErrors errors={errors} />
        <FormSuccess message={message} />
        <SubmitButton text="Create admin" fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <Link to={SIGN_IN}>Already have an account? Sign in</Link>
      </div>
    </>
  );
}
