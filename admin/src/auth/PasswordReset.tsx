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
import { CredentialForm, FormSuccess, useFormSubmit, useSchemaForm } from '../forms';
import { t } from '../i18n/i18n';
import { AuthScreen } from './AuthScreen';

/**
 * /control/password.html. Step 1 e-mails a PIN; step 2, on the same screen, sets a new
 * password with that PIN.
 */
export function PasswordReset() {
  // The address the PIN went to; step 2 shows once it is set.
  const [pinEmail, setPinEmail] = useState<string | null>(null);
  const sendPinForm = useSchemaForm(sendPinSchema, { defaultValues: { email: '' } });
  const sendPin = useEndpointMutation(sendPasswordPin);
  const pinSubmission = useFormSubmit(sendPinForm, {
    send: (body) => sendPin.mutateAsync({ body }),
    // No mail server: the PIN waits in the outbox, and the screen says so instead of "sent".
    successMessage: ({ data }) => t(data.delivery === 'held' ? 'auth.pin_held' : 'auth.pin_sent'),
    onSuccess: (_answer, data) => setPinEmail(data.email),
  });

  return (
    <AuthScreen
      title={t('auth.reset_title')}
      links={<Link to={SIGN_IN}>{t('auth.back_to_sign_in')}</Link>}
    >
      <CredentialForm
        form={sendPinForm}
        submission={pinSubmission}
        submitText={t('auth.send_pin')}
        fields={[
          {
            name: 'email',
            label: t('auth.email'),
            kind: 'email',
            helperText: t('auth.pin_helper'),
          },
        ]}
      />
      {pinEmail !== null && <NewPasswordForm email={pinEmail} />}
    </AuthScreen>
  );
}

function NewPasswordForm({ email }: { email: string }) {
  const [done, setDone] = useState(false);
  const form = useSchemaForm(passwordGuestSchema, {
    defaultValues: { email, password_token: '', new_password: '', confirm_new_password: '' },
  });
  const reset = useEndpointMutation(resetPassword);
  const submission = useFormSubmit(form, {
    send: (body) => reset.mutateAsync({ body }),
    successMessage: t('auth.password_reset_done'),
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <div className="wb-step">
        <FormSuccess message={submission.message} />
        <Link to={SIGN_IN}>{t('auth.sign_in_with_new_password')}</Link>
      </div>
    );
  }

  return (
    <div className="wb-step">
      <h2>{t('auth.new_password_title')}</h2>
      <CredentialForm
        form={form}
        submission={submission}
        username={email}
        submitText={t('auth.reset')}
        fields={[
          {
            name: 'password_token',
            label: t('auth.pin'),
            kind: 'pin',
            helperText: t('auth.pin_sent_to', { email }),
          },
          { name: 'new_password', label: t('auth.new_password'), kind: 'new-password' },
          {
            name: 'confirm_new_password',
            label: t('auth.confirm_new_password'),
            kind: 'new-password',
          },
        ]}
      />
    </div>
  );
}
