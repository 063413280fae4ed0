import { Callout, Spinner } from '@blueprintjs/core';
import {
  type Admin,
  type TotpEnrolment as Enrolment,
  enableSigninTotp,
  startSigninTotpSetup,
} from '@waybill/shared';
import { useEffect, useRef, useState } from 'react';
import { RecoveryCodes } from '../account/RecoveryCodes';
import { TotpEnrolment } from '../account/TotpEnrolment';
import { ApiFailure, firstProblemText } from '../app/problems';
import { useEndpointMutation } from '../app/queries';
import { t } from '../i18n/i18n';

export interface SigninTotpSetupProps {
  onSignedIn: (admin: Admin) => void;
}

/**
 * The owner requires two-factor sign-in and this account has none: set it up before anything
 * else (the session starts once the first code confirms it), then keep the recovery codes.
 */
export function SigninTotpSetup({ onSignedIn }: SigninTotpSetupProps) {
  const start = useEndpointMutation(startSigninTotpSetup);
  const enable = useEndpointMutation(enableSigninTotp);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState<{ admin: Admin; codes: string[] } | null>(null);
  const { mutateAsync } = start;
  // Once per screen: a second call would replace the key already shown.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutateAsync({}).then(
      (answer) => setEnrolment(answer.data),
      (error: unknown) => {
        if (error instanceof ApiFailure) setProblem(firstProblemText(error.problems));
      },
    );
  }, [mutateAsync]);

  let body;
  if (done) {
    body = <RecoveryCodes codes={done.codes} onDone={() => onSignedIn(done.admin)} />;
  } else if (problem) body = <Callout intent="danger">{problem}</Callout>;
  else if (!enrolment) body = <Spinner size={24} />;
  else {
    body = (
      <TotpEnrolment
        enrolment={enrolment}
        confirm={({ code }) => enable.mutateAsync({ body: { code } })}
        onConfirmed={({ data }) =>
          setDone({
            admin: { email: data.email, name: data.name, role: data.role },
            codes: data.recovery_codes,
          })
        }
      />
    );
  }
  return (
    <>
      <h1>{t('twoFactor.setup_required_title')}</h1>
      {!done && <p>{t('twoFactor.setup_required_text')}</p>}
      {body}
    </>
  );
}
