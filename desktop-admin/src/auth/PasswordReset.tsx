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
import { t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/**
 * /control/password.html. Step 1 e-mails a PIN; step 2, on the same screen, sets a new
 * password with that PIN.
 */
export function PasswordReset() {
  useDocumentTitle(t('auth.reset_title'));
  // The address the PIN went to; step 2 shows once it is set.
  const [pinEmail, setPinEmail] = useState<string | null>(null);
  const sendPinForm = useSchemaForm(sendPinSchema, { defaultValues: { email: '' } });
  const sendPin = useEndpointMutation(sendPasswordPin);
  const pinSubmission = useFormSubmit(sendPinForm, {
    send: (body) => sendPin.mutateAsync({ body }),
    successMessage: t('auth.pin_sent'),
    onSuccess: (_answer, data) => setPinEmail(data.email),
  });

  return (
    <section className="wb-narrow">
      <h1>{t('auth.reset_title')}</h1>
      <Form form={sendPinForm} onSubmit={pinSubmission.onSubmit}>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          helperText={t('auth.pin_helper')}
          {...sendPinForm.register('email')}
        />
        <FormErrors />
        <FormSuccess message={pinSubmission.message} />
        <SubmitButton text={t('auth.send_pin')} fetching={pinSubmission.fetching} fill />
      </Form>
      {pinEmail !== null && <NewPasswordForm email={pinEmail} />}
      <div className="wb-form-links">
        <Link to={SIGN_IN}>{t('auth.back_to_sign_in')}</Link>
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
    successMessage: t('auth.password_reset_done'),
    onSuccess: () => setDone(true),
  });
  const { register } = form;

  if (done) {
    return (
      <div className="wb-step">
        <FormSuccess message={message} />
        <Link to={SIGN_IN}>{t('auth.sign_in_with_new_password')}</Link>
      </div>
    );
  }

  return (
    <div className="wb-step">
      <h2>{t('auth.new_password_title')}</h2>
      <Form form={form} onSubmit={onSubmit} username={email}>
        <Field
          label={t('auth.pin')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          helperText={t('auth.pin_sent_to', { email })}
          {...register('password_token')}
        />
        <Field
          label={t('auth.new_password')}
          type="password"
          autoComplete="new-password"
          {...register('new_password')}
        />
        <Field
          label={t('auth.confirm_new_password')}
          type="password"
          autoComplete="new-password"
          {...register('confirm_new_password')}
        />
        <FormErrors />
        <SubmitButton text={t('auth.reset')} fetching={fetching} fill />
      </Form>
    </div>
  );
}
