import { Button } from '@blueprintjs/core';
import { type Admin, signinVerifySchema, verifySignin } from '@waybill/shared';
import { useState } from 'react';
import { useEndpointMutation } from '../app/queries';
import { Field, Form, FormErrors, SubmitButton, useFormSubmit, useSchemaForm } from '../forms';
import { t } from '../i18n/i18n';

export interface SecondFactorStepProps {
  onSignedIn: (admin: Admin) => void;
  onStartOver: () => void;
}

/** The sign-in's second step: the code from the app, or a recovery code instead. */
export function SecondFactorStep({ onSignedIn, onStartOver }: SecondFactorStepProps) {
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  return (
    <>
      <h1>{t('twoFactor.step_title')}</h1>
      {withRecoveryCode ? (
        <RecoveryCodeForm onSignedIn={onSignedIn} />
      ) : (
        <CodeForm onSignedIn={onSignedIn} />
      )}
      <div className="wb-form-links">
        <Button variant="minimal" onClick={() => setWithRecoveryCode(!withRecoveryCode)}>
          {withRecoveryCode ? t('twoFactor.use_code') : t('twoFactor.use_recovery')}
        </Button>
        <Button variant="minimal" onClick={onStartOver}>
          {t('twoFactor.start_over')}
        </Button>
      </div>
    </>
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
