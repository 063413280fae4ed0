import { passwordGuestSchema, sendPinSchema } from '@waybill/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { api } from '../app/api';
import { SIGN_IN } from '../app/paths';
import { Field, Form, FormErrors, FormSuccess, SubmitButton, succeeded, useSubmit } from '../forms';
import { useDocumentTitle } from '../layout/useDocumentTitle';

interface SendPinValues {
  email: string;
}

interface NewPasswordValues {
  password_token: string;
  new_password: string;
  confirm_new_password: string;
}

/**
 * /control/password.html. Step 1 e-mails a PIN; step 2, on the same screen, sets a new
 * password with that PIN.
 */
export function PasswordReset() {
  useDocumentTitle('Reset password');
  // The address the PIN went to; step 2 shows once it is set.
  const [pinEmail, setPinEmail] = useState<string | null>(null);
  const sendPinForm = useForm<SendPinValues>({ defaultValues: { email: '' } });
  const sendPin = useSubmit(
    sendPinSchema,
    (data) => api.sendJson('/api/admins/auth/send-pin', data),
    { successMessage: 'If the address belongs to an admin, a PIN is on its way.' },
  );

  const onSendPin = sendPinForm.handleSubmit(async (values) => {
    const result = await sendPin.submit(values);
    if (succeeded(result)) setPinEmail(values.email.trim());
  });

  return (
    <section className="wb-narrow">
      <h1>Reset password</h1>
      <Form onSubmit={onSendPin}>
        <Field
          label="E-mail"
          type="email"
          autoComplete="username"
          helperText="We e-mail you a 6-digit PIN."
          {...sendPinForm.register('email')}
        />
        <FormErrors errors={sendPin.errors} />
        <FormSuccess message={sendPin.message} />
        <SubmitButton text="Send PIN" fetching={sendPin.fetching} fill />
      </Form>
      {pinEmail !== null && <NewPasswordForm email={pinEmail} />}
      <div className="wb-form-links">
        <Link to={SIGN_IN}>Back to sign in</Link>
      </div>
    </section>
  );
}

function NewPasswordForm({ email }: { email: string }) {
  const [done, setDone] = useState(false);
  const { register, handleSubmit } = useForm<NewPasswordValues>({
    defaultValues: { password_token: '', new_password: '', confirm_new_password: '' },
  });
  const reset = useSubmit(
    passwordGuestSchema,
    (data) => api.sendJson('/api/admins/auth/update/password-guest', data, 'PATCH'),
    { successMessage: 'Your password has been reset.' },
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await reset.submit({ ...values, email });
    if (succeeded(result)) setDone(true);
  });

  if (done) {
    return (
      <div className="wb-step">
        <FormSuccess message={reset.message} />
        <Link to={SIGN_IN}>Sign in with your new password</Link>
      </div>
    );
  }

  return (
    <div className="wb-step">
      <h2>Choose a new password</h2>
      <Form onSubmit={onSubmit} username={email}>
        <Field
          label="PIN"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          helperText={`The 6-digit PIN sent to ${email}.`}
          {...register('password_token')}
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
        <FormErrors errors={reset.errors} />
        <SubmitButton text="Reset password" fetching={reset.fetching} fill />
      </Form>
    </div>
  );
}
