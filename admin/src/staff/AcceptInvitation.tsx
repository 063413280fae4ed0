import { Callout } from '@blueprintjs/core';
import { type Admin, acceptInvitation, invitationAcceptSchema } from '@waybill/shared';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { forgetServerState } from '../app/api';
import { ADMIN_HOME } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import { useAppStore } from '../app/store';
import { AuthScreen } from '../auth/AuthScreen';
import { SigninTotpSetup } from '../auth/SigninTotpSetup';
import { CredentialForm, useFormSubmit, useSchemaForm } from '../forms';
import { t } from '../i18n/i18n';

interface AcceptValues {
  token: string;
  name: string;
  password: string;
}

/**
 * /control/invitation?token=…: the invited person chooses a name and a password and is signed in
 * as a new member with the role the invitation gives. While the owner requires two-factor
 * sign-in, the account is made but the session waits: TOTP is set up first, as at a sign-in
 * (docs/product.md §4.1a).
 */
export function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const setAdmin = useAppStore((state) => state.setAdmin);
  const [settingUp, setSettingUp] = useState(false);
  const signedIn = (member: Admin) => {
    // Whatever was cached belonged to no one or to someone else.
    forgetServerState();
    setAdmin(member);
    void navigate(ADMIN_HOME, { replace: true });
  };
  const form = useSchemaForm(invitationAcceptSchema, {
    defaultValues: { token, name: '', password: '' } satisfies AcceptValues,
  });
  const accept = useEndpointMutation(acceptInvitation);
  const submission = useFormSubmit(form, {
    send: (body) => accept.mutateAsync({ body }),
    onSuccess: ({ data: answer }) => {
      if ('second_factor_setup' in answer) setSettingUp(true);
      else signedIn(answer);
    },
  });
  return (
    <AuthScreen title={t('staff.accept_title')} heading={!settingUp}>
      {settingUp ? (
        <SigninTotpSetup onSignedIn={signedIn} />
      ) : token ? (
        <>
          <p>{t('staff.accept_intro')}</p>
          <CredentialForm
            form={form}
            submission={submission}
            submitText={t('staff.accept_button')}
            fields={[
              { name: 'name', label: t('staff.name'), kind: 'name' },
              { name: 'password', label: t('staff.password'), kind: 'new-password' },
            ]}
          />
        </>
      ) : (
        <Callout intent="warning" role="alert">
          {t('staff.no_token')}
        </Callout>
      )}
    </AuthScreen>
  );
}
