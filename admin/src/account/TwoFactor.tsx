import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import {
  type TotpEnrolment as Enrolment,
  type TwoFactorStatus,
  disableTwoFactor,
  enableTotp,
  getTwoFactor,
  listPasskeys,
  regenerateRecoveryCodes,
  startTotp,
  twoFactorPolicySchema,
  twoFactorProofSchema,
  updateTwoFactorPolicy,
} from '@waybill/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT } from '../app/paths';
import { ApiFailure, firstProblemText } from '../app/problems';
import { useEndpointMutation, useEndpointQuery } from '../app/queries';
import { queryClient } from '../app/query-client';
import { useAppStore } from '../app/store';
import { setSecondFactorRequired, useSecondFactorGate } from '../auth/secondFactorGate';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  showFailure,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';
import { PasskeysSection } from '../passkeys/PasskeysSection';

const INVALIDATES = [getTwoFactor];

/** /control/account/two-factor.html: set up, regenerate codes, turn off, require for all. */
export function TwoFactor() {
  useDocumentTitle(t('twoFactor.title'));
  const status = useEndpointQuery(getTwoFactor, {}, { refetchOnMount: 'always' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const setUpFirst = useSecondFactorGate((state) => state.required);
  const requiredWithoutTotp = status.data?.required === true && !status.data.totp;
  // The same cached list PasskeysSection shows: a passkey is a second factor too.
  const passkeys = useEndpointQuery(
    listPasskeys,
    {},
    { enabled: setUpFirst || requiredWithoutTotp },
  );
  const hasSecondFactor = Boolean(status.data?.totp) || (passkeys.data?.length ?? 0) > 0;
  // Told by a refused call, or seen here (after a reload, say).
  const mustSetUp = setUpFirst || (requiredWithoutTotp && passkeys.isSuccess && !hasSecondFactor);
  useEffect(() => {
    if (!setUpFirst || !hasSecondFactor) return;
    // Set up: every screen is open again, and what was refused is asked for again.
    setSecondFactorRequired(false);
    void queryClient.invalidateQueries();
  }, [setUpFirst, hasSecondFactor]);

  let body;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (!status.data) {
    body = status.error ? (
      <Callout intent="danger">{firstProblemText(status.error.problems)}</Callout>
    ) : (
      <Spinner size={24} />
    );
  } else if (status.data.totp) body = <TwoFactorOn status={status.data} onCodes={setCodes} />;
  else body = <TwoFactorOff onCodes={setCodes} />;

  return (
    <section className="wb-narrow">
      <h1>{t('twoFactor.title')}</h1>
      {mustSetUp && (
        <Callout intent="warning" title={t('twoFactor.setup_required_title')} role="alert">
          {t('twoFactor.setup_required_text')}
        </Callout>
      )}
      <Card>{body}</Card>
      {/* Passkeys: a second factor, or a way in without the password. */}
      {!codes && <PasskeysSection />}
      {status.data && !codes && <RequireForAll status={status.data} />}
      {!mustSetUp && (
        <div className="wb-form-links">
          <Link to={ACCOUNT}>{t('account.back')}</Link>
        </div>
      )}
    </section>
  );
}

function TwoFactorOff({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const start = useEndpointMutation(startTotp);
  const enable = useEndpointMutation(enableTotp, { invalidates: INVALIDATES });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const begin = () => {
    start.mutateAsync({}).then(
      (answer) => setEnrolment(answer.data),
      (error: unknown) => {
        if (error instanceof ApiFailure) showFailure(firstProblemText(error.problems));
      },
    );
  };
  if (enrolment) {
    return (
      <TotpEnrolment
        enrolment={enrolment}
        withPassword
        confirm={({ code, password = '' }) => enable.mutateAsync({ body: { code, password } })}
        onConfirmed={(answer) => onCodes(answer.data.recovery_codes)}
      />
    );
  }
  return (
    <>
      <p>{t('twoFactor.status_off')}</p>
      <p>{t('twoFactor.intro')}</p>
      <Button intent="primary" loading={start.isPending} onClick={begin}>
        {t('twoFactor.set_up')}
      </Button>
    </>
  );
}

function TwoFactorOn({
  status,
  onCodes,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
}) {
  const admin = useAppStore((state) => state.admin);
  const regenerate = useEndpointMutation(regenerateRecoveryCodes, { invalidates: INVALIDATES });
  const disable = useEndpointMutation(disableTwoFactor, { invalidates: INVALIDATES });
  const regenerateForm = useSchemaForm(twoFactorProofSchema, { defaultValues: { password: '' } });
  const disableForm = useSchemaForm(twoFactorProofSchema, { defaultValues: { password: '' } });
  const regenerating = useFormSubmit(regenerateForm, {
    send: (body) => regenerate.mutateAsync({ body }),
    onSuccess: (answer) => onCodes(answer.data.recovery_codes),
  });
  const disabling = useFormSubmit(disableForm, {
    send: (body) => disable.mutateAsync({ body }),
  });
  const username = admin ? admin.email : '';
  return (
    <>
      <p>{t('twoFactor.status_on')}</p>
      <p>{t('twoFactor.codes_left', { count: status.recovery_codes_left })}</p>
      <h2>{t('twoFactor.regenerate')}</h2>
      <p>{t('twoFactor.regenerate_text')}</p>
      <Form form={regenerateForm} onSubmit={regenerating.onSubmit} username={username}>
        <Field
          label={t('twoFactor.proof_password')}
          type="password"
          autoComplete="current-password"
          {...regenerateForm.register('password')}
        />
        <FormErrors />
        <SubmitButton text={t('twoFactor.regenerate')} fetching={regenerating.fetching} />
      </Form>
      <h2>{t('twoFactor.disable')}</h2>
      {status.required ? (
        <p>{t('twoFactor.required_note')}</p>
      ) : (
        <Form form={disableForm} onSubmit={disabling.onSubmit} username={username}>
          <Field
            label={t('twoFactor.proof_password')}
            type="password"
            autoComplete="current-password"
            {...disableForm.register('password')}
          />
          <FormErrors />
          <FormSuccess message={disabling.message} />
          <SubmitButton text={t('twoFactor.disable')} fetching={disabling.fetching} />
        </Form>
      )}
    </>
  );
}

/** The owner's switch (owner and admins once roles exist): every account must use two-factor. */
function RequireForAll({ status }: { status: TwoFactorStatus }) {
  const update = useEndpointMutation(updateTwoFactorPolicy, { invalidates: INVALIDATES });
  const form = useSchemaForm(twoFactorPolicySchema, {
    defaultValues: { required: !status.required },
    values: { required: !status.required },
  });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => update.mutateAsync({ body }),
  });
  return (
    <Card>
      <h2>{t('twoFactor.require_all')}</h2>
      <p>{status.required ? t('twoFactor.required_note') : t('twoFactor.require_all_text')}</p>
      <Form form={form} onSubmit={onSubmit}>
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton
          text={status.required ? t('twoFactor.require_off') : t('twoFactor.require_on')}
          fetching={fetching}
        />
      </Form>
    </Card>
  );
}
