import {
  type Admin,
  type SecondFactor,
  passkeySignin,
  signIn,
  signinSchema,
  startPasskeySignin,
} from '@waybill/shared';
import { useState } from 'react';
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
import { t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useHasAdmin } from './useHasAdmin';
// Two-factor sign-in (issue 14).
import { SecondFactorStep } from './SecondFactorStep';
import { SigninTotpSetup } from './SigninTotpSetup';
// Passkeys (issue 14).
import { PasskeyButton } from '../passkeys/PasskeyButton';
import { passkeysAvailable } from '../passkeys/ceremony';

/** Where the sign-in stands: the password, then a code, or setting up TOTP first. */
type Step = 'password' | 'code' | 'setup';

/** /cp and /control/signin.html. */
export function SignIn() {
  useDocumentTitle(t('auth.sign_in_title'));
  // Offered only while the server says no admin exists (docs/product.md §4.2).
  const { hasAdmin } = useHasAdmin();
  const navigate = useNavigate();
  const setAdmin = useAppStore((state) => state.setAdmin);
  const [step, setStep] = useState<Step>('password');
  const [factors, setFactors] = useState<readonly SecondFactor[]>([]);
  const signedIn = (admin: Admin) => {
    setAdmin(admin);
    void navigate(ADMIN_HOME, { replace: true });
  };
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
    onSuccess: ({ data: answer }) => {
      if ('second_factor' in answer) {
        setFactors(answer.second_factor);
        setStep('code');
      } else if ('second_factor_setup' in answer) setStep('setup');
      else signedIn(answer);
    },
  });
  const { register } = form;

  if (step === 'code') {
    return (
      <section className="wb-narrow">
        <SecondFactorStep
          factors={factors}
          onSignedIn={signedIn}
          onStartOver={() => {
            form.reset({ email: form.getValues('email'), password: '' });
            setStep('password');
          }}
        />
      </section>
    );
  }
  if (step === 'setup') {
    return (
      <section className="wb-narrow">
        <SigninTotpSetup onSignedIn={signedIn} />
      </section>
    );
  }

  return (
    <section className="wb-narrow">
      <h1>{t('auth.sign_in_title')}</h1>
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          {...register('email')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text={t('auth.sign_in')} fetching={fetching} fill />
      </Form>
      {passkeysAvailable() && <PasskeySignin onSignedIn={signedIn} />}
      <div className="wb-form-links">
        <Link to={PASSWORD_RESET}>{t('auth.forgot_password')}</Link>
        {hasAdmin === false && <Link to={SIGN_UP}>{t('auth.create_first_admin')}</Link>}
      </div>
    </section>
  );
}

/** "Sign in with a passkey": no e-mail or password, the passkey names the account. */
function PasskeySignin({ onSignedIn }: { onSignedIn: (admin: Admin) => void }) {
  const start = useEndpointMutation(startPasskeySignin);
  const finish = useEndpointMutation(passkeySignin);
  return (
    <div className="wb-passkey-signin">
      <p className="wb-passkey-or">{t('passkeys.or')}</p>
      <PasskeyButton
        text={t('passkeys.sign_in')}
        fill
        start={() => start.mutateAsync({})}
        finish={(response) => finish.mutateAsync({ body: { response } })}
        onSignedIn={onSignedIn}
      />
    </div>
  );
}
