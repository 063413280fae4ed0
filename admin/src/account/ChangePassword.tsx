import { changePassword, passwordUserSchema } from '@waybill/shared';
import { Link } from 'react-router';
import { ACCOUNT } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import { useAppStore } from '../app/store';
import { AuthScreen } from '../auth/AuthScreen';
import { CredentialForm, useFormSubmit, useSchemaForm } from '../forms';
import { t } from '../i18n/i18n';

interface ChangePasswordValues {
  password: string;
  new_password: string;
  confirm_new_password: string;
}

const EMPTY: ChangePasswordValues = { password: '', new_password: '', confirm_new_password: '' };

/** /control/account/password.html: change the password while signed in. */
export function ChangePassword() {
  const admin = useAppStore((state) => state.admin);
  const form = useSchemaForm(passwordUserSchema, { defaultValues: EMPTY });
  const change = useEndpointMutation(changePassword);
  const submission = useFormSubmit(form, {
    send: (body) => change.mutateAsync({ body }),
    successMessage: t('account.password_changed'),
    onSuccess: () => form.reset(EMPTY),
  });

  return (
    <AuthScreen
      title={t('account.change_password')}
      links={<Link to={ACCOUNT}>{t('account.back')}</Link>}
    >
      <CredentialForm
        form={form}
        submission={submission}
        username={admin ? admin.email : ''}
        submitText={t('account.change_password')}
        fields={[
          { name: 'password', label: t('account.current_password'), kind: 'current-password' },
          { name: 'new_password', label: t('account.new_password'), kind: 'new-password' },
          {
            name: 'confirm_new_password',
            label: t('account.confirm_new_password'),
            kind: 'new-password',
          },
        ]}
      />
    </AuthScreen>
  );
}
