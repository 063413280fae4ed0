import { Callout } from '@blueprintjs/core';
import { type Admin, acceptInvitation, invitationAcceptSchema } from '@waybill/shared';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { forgetServerState } from '../app/api';
import { ADMIN_HOME } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import { useAppStore } from '../app/store';
import { SigninTotpSetup } from '../auth/SigninTotpSetup';
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
  useDocumentTitle(t('staff.accept_title'));
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
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => accept.mutateAsync({ body }),
    onSuccess: ({ data: answer }) => {
      if ('second_factor_setup' in answer) setSettingUp(true);
      else signedIn(answer);
    },
  });
  if (settingUp) {
    return (
      <section className="wb-narrow">
        <SigninTotpSetup onSignedIn={signedIn} />
      </section>
    );
  }
  return (
    <section className="wb-narrow">
      <h1>{t('staff.accept_title')}</h1>
      {token ? (
        <>
          <p>{t('staff.accept_intro')}</p>
          <Form form={form} onSubmit={onSubmit}>
            <Field label={t('staff.name')} autoComplete="name" {...form.register('name')} />
            <Field
              label={t('staff.password')}
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
            />
            <FormErrors />
            <FormSuccess message={message} />
            <SubmitButton text={t('staff.accept_button')} fetching={fetching} fill />
          </Form>
        </>
      ) : (
        <Callout intent="warning" role="alert">
          {t('staff.no_token')}
        </Callout>
      )}
    </section>
  );
}
