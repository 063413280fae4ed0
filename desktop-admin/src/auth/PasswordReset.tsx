import {
  passwordGuestSchema,
  resetPassword,
  sendPasswordPin,
  sendPinSchema,
} from '@waybill/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { SIGN_IN } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
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

/**
 * /control/password.html. Step 1 e-mails a PIN; step 2, on the same screen, sets a new
 * password with that PIN.
 */
export function PasswordReset() {
  useDocumentTitle('Reset password');
  // The address the PIN went to; step 2 shows once it is set.
  const [pinEmail, setPinEmail] = useState<string | null>(null);
  const sendPinForm = useSchemaForm(sendPinSchema, { defaultValues: { email: '' } });
  const sendPin = useEndpointMutation(sendPasswordPin);
  const pinSubmission = useFormSubmit(sendPinForm, {
    send: (body) => sendPin.mutateAsync({ body }),
    successMessage: 'If the address belongs to an admin, a PIN is on its way.',
    onSuccess: (_answer, data) => setPinEmail(data.email),
  });

  return (
    <section className="wb-narrow">
      <h1>Reset password</h1>
      <Form form={sendPinForm} onSubmit={pinSubmission.onSubmit}>
        <Field
          label="E-mail"
          type="email"
          autoComplete="username"
          helperText="We e-mail you a 6-digit PIN."
          {...sendPinForm.register('email')}
        />
        <FormErrors />
        <FormSuccess message={pinSubmission.message} />
        <SubmitButton text="Send PIN" fetching={pinSubmission.fetching} fill />
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
  const form = useSchemaForm(passwordGuestSchema, {
    defaultValues: { email, password_token: '', new_password: '', confirm_new_password: '' },
  });
  const reset = useEndpointMutation(resetPassword);
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => reset.mutateAsync({ body }),
    successMessage: 'Your password has been reset.',
    onSuccess: () => setDone(true),
  });
  const { register } = form;

  if (done) {
    return (
      <div className="wb-step">
        <FormSuccess message={message} />
        <Link to={SIGN_IN}>Sign in with your new password</Link>
      </div>
    );
  }

  return (
    <div className="wb-step">
      <h2>Choose a new password</h2>
      <Form form={form} onSubmit={onSubmit} username={email}>
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
        <FormErrors />
        <SubmitButton text="Reset password" fetching={fetching} fill />
      </Form>
    </div>
  );
}
