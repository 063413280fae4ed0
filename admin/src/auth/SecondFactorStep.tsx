import { Button, Callout } from '@blueprintjs/core';
import {
  type Admin,
  type SecondFactor,
  signinVerifySchema,
  startPasskeyStep,
  verifyPasskeyStep,
  verifySignin,
} from '@waybill/shared';
import { useState } from 'react';
import { useEndpointMutation } from '../app/queries';
import { Field, Form, FormErrors, SubmitButton, useFormSubmit, useSchemaForm } from '../forms';
import { t } from '../i18n/i18n';
// Passkeys.
import { PasskeyButton } from '../passkeys/PasskeyButton';
import { passkeysAvailable } from '../passkeys/support';

export interface SecondFactorStepProps {
  onSignedIn: (admin: Admin) => void;
  onStartOver: () => void;
  /** The factors the sign-in's answer listed (the account's); TOTP and its codes when left out. */
  factors?: readonly SecondFactor[];
}

const TOTP_ONLY: readonly SecondFactor[] = ['totp', 'recovery_code'];

/** The sign-in's second step: a passkey, the code from the app, or a recovery code instead. */
export function SecondFactorStep({
  onSignedIn,
  onStartOver,
  factors = TOTP_ONLY,
}: SecondFactorStepProps) {
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const withTotp = factors.includes('totp');
  return (
    <>
      <h1>{t('twoFactor.step_title')}</h1>
      {factors.includes('passkey') && <PasskeyStep onSignedIn={onSignedIn} alone={!withTotp} />}
      {withTotp &&
        (withRecoveryCode ? (
          <RecoveryCodeForm onSignedIn={onSignedIn} />
        ) : (
          <CodeForm onSignedIn={onSignedIn} />
        ))}
      <div className="wb-form-links">
        {withTotp && (
          <Button variant="minimal" onClick={() => setWithRecoveryCode(!withRecoveryCode)}>
            {withRecoveryCode ? t('twoFactor.use_code') : t('twoFactor.use_recovery')}
          </Button>
        )}
        <Button variant="minimal" onClick={onStartOver}>
          {t('twoFactor.start_over')}
        </Button>
      </div>
    </>
  );
}

/** "Use a passkey": one of the account's passkeys finishes the sign-in. */
function PasskeyStep({
  onSignedIn,
  alone,
}: {
  onSignedIn: (admin: Admin) => void;
  alone: boolean;
}) {
  const start = useEndpointMutation(startPasskeyStep);
  const finish = useEndpointMutation(verifyPasskeyStep);
  if (!passkeysAvailable()) {
    // A browser without passkeys (or a page that is not secure): say so only when no other
    // factor is offered.
    return alone ? <Callout intent="warning">{t('passkeys.step_unavailable')}</Callout> : null;
  }
  return (
    <div className="wb-passkey-step">
      <p>{t('passkeys.step_text')}</p>
      <PasskeyButton
        text={t('passkeys.use')}
        fill
        start={() => start.mutateAsync({})}
        finish={(response) => finish.mutateAsync({ body: { response } })}
        onSignedIn={onSignedIn}
      />
      {!alone && <p className="wb-passkey-or">{t('passkeys.or_code')}</p>}
    </div>
  );
}

function CodeForm({ onSignedIn }: { onSignedIn: (admin: Admin) => void }) {
  const form = useSchemaForm(signinVerifySchema, { defaultValues: { code: '' } });
  const verify = useEndpointMutation(verifySignin);
  const { onSubmit, fetching } = useFormSubmit(form, {
    send: (body) => verify.mutateAsync({ body }),
    onSuccess: ({ data }) => onSignedIn(data),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <p>{t('twoFactor.step_text')}</p>
      <Field
        label={t('twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        {...form.register('code')}
      />
      <FormErrors />
      <SubmitButton text={t('twoFactor.verify')} fetching={fetching} fill />
    </Form>
  );
}

function RecoveryCodeForm({ onSignedIn }: { onSignedIn: (admin: Admin) => void }) {
  const form = useSchemaForm(signinVerifySchema, { defaultValues: { recovery_code: '' } });
  const verify = useEndpointMutation(verifySignin);
  const { onSubmit, fetching } = useFormSubmit(form, {
    send: (body) => verify.mutateAsync({ body }),
    onSuccess: ({ data }) => onSignedIn(data),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <p>{t('twoFactor.recovery_step_text')}</p>
      <Field
        label={t('twoFactor.recovery_code')}
        autoComplete="off"
        autoFocus
        {...form.register('recovery_code')}
      />
      <FormErrors />
      <SubmitButton text={t('twoFactor.verify')} fetching={fetching} fill />
    </Form>
  );
}
