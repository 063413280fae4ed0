import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type SecondFactor, signIn, signinSchema } from '@waybill/shared';
import { useEffect, useState } from 'react';
import { useEndpointMutation } from '../app/queries';
import { useAppStore } from '../app/store';
import { Field, Form, FormErrors, SubmitButton, useFormSubmit, useSchemaForm } from '../forms';
import { t } from '../i18n/i18n';
import { attachSessionDialog, settleSession, useSessionGate } from './sessionGate';
// Two-factor sign-in.
import { SecondFactorStep } from './SecondFactorStep';

/**
 * Asks for the password when the session ended on the server while the control panel was open
 * (sessionGate): the screen under it keeps what was typed, and its requests are sent again once
 * the person signed in. "Sign out" does what a 401 always did.
 */
export function SessionDialog() {
  const asking = useSessionGate((state) => state.asking);
  const admin = useAppStore((state) => state.admin);
  useEffect(attachSessionDialog, []);
  const email = admin ? admin.email : '';
  return (
    <Dialog
      isOpen={asking && email !== ''}
      title={t('auth.session_title')}
      icon="lock"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      // The password field takes the focus (SessionForm), not the dialog's frame.
      autoFocus={false}
      className="wb-session-dialog"
      // Blueprint's 500 px would run off a phone's screen.
      style={{ maxWidth: 'calc(100vw - 2rem)' }}
    >
      {/* Mounted only while asking: each time it opens, the password is empty again. */}
      <SessionSignIn email={email} />
    </Dialog>
  );
}

/** The password, then (two-factor sign-in) the code when the account has one. */
function SessionSignIn({ email }: { email: string }) {
  const setAdmin = useAppStore((state) => state.setAdmin);
  const [factors, setFactors] = useState<readonly SecondFactor[] | null>(null);
  if (!factors) return <SessionForm email={email} onSecondStep={setFactors} />;
  return (
    <DialogBody>
      <SecondFactorStep
        factors={factors}
        onSignedIn={(signedIn) => {
          setAdmin(signedIn);
          settleSession('signed-in');
        }}
        onStartOver={() => setFactors(null)}
      />
    </DialogBody>
  );
}

function SessionForm({
  email,
  onSecondStep,
}: {
  email: string;
  onSecondStep: (factors: readonly SecondFactor[]) => void;
}) {
  const setAdmin = useAppStore((state) => state.setAdmin);
  const form = useSchemaForm(signinSchema, { defaultValues: { email, password: '' } });
  // The sign-in screen's endpoint, with its rate limits (a wrong password counts as a failure).
  const mutation = useEndpointMutation(signIn);
  const { onSubmit, fetching } = useFormSubmit(form, {
    send: (data) => {
      const body = new FormData();
      body.set('email', data.email);
      body.set('password', data.password);
      return mutation.mutateAsync({ body });
    },
    onSuccess: ({ data: answer }) => {
      if ('second_factor' in answer) return onSecondStep(answer.second_factor);
      // Setting up a second factor is the sign-in screen's: this session is over.
      if ('second_factor_setup' in answer) return settleSession('signed-out');
      setAdmin(answer);
      settleSession('signed-in');
    },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  return (
    <Form form={form} onSubmit={onSubmit} username={email}>
      <DialogBody>
        <p>{t('auth.session_text', { email })}</p>
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
        <FormErrors />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text={t('auth.session_sign_out')}
              variant="outlined"
              onClick={() => settleSession('signed-out')}
            />
            <SubmitButton text={t('auth.session_sign_in')} fetching={fetching} />
          </>
        }
      />
    </Form>
  );
}
