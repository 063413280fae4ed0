import { Callout } from '@blueprintjs/core';
import { coded, getAdminStatus, signinSchema, signUp, signupSchema } from '@waybill/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_HOME, SIGN_IN } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import { useAppStore } from '../app/store';
import { CredentialForm, useFormSubmit, useSchemaForm } from '../forms';
import { Loading } from '../layout/Loading';
import { t } from '../i18n/i18n';
import { AuthScreen } from './AuthScreen';
import { useHasAdmin } from './useHasAdmin';

/** The sign-up payload plus the confirmation, which only this screen asks for. */
const signUpFormSchema = signupSchema
  .extend({ confirm_password: signinSchema.shape.password })
  .refine((values) => values.password === values.confirm_password, {
    path: ['confirm_password'],
    ...coded('auth.signup_confirmation_mismatch'),
  });

/**
 * /cp/signup and /control/signup.html: creates the first admin, usable once (docs/product.md §4.2).
 * The link the server prints at its first start carries `?token=`, sent along with the form: the
 * server accepts a sign-up without it only from its own machine.
 */
export function SignUp() {
  const { loading, hasAdmin } = useHasAdmin();
  return (
    <AuthScreen
      title={t('auth.sign_up_title')}
      links={!loading && !hasAdmin && <Link to={SIGN_IN}>{t('auth.have_account')}</Link>}
    >
      {loading ? (
        <Loading />
      ) : hasAdmin ? (
        <Callout intent="warning" title={t('auth.admin_exists_title')}>
          <p>{t('auth.admin_exists_text')}</p>
          <Link to={SIGN_IN}>{t('auth.sign_in')}</Link>
        </Callout>
      ) : (
        <SignUpForm />
      )}
    </AuthScreen>
  );
}

function SignUpForm() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const setAdmin = useAppStore((state) => state.setAdmin);
  const form = useSchemaForm(signUpFormSchema, {
    defaultValues: { email: '', password: '', confirm_password: '' },
  });
  const mutation = useEndpointMutation(signUp, { invalidates: [getAdminStatus] });
  const submission = useFormSubmit(form, {
    send: ({ email, password }) => mutation.mutateAsync({ body: { email, password, token } }),
    onSuccess: ({ data: admin }) => {
      setAdmin(admin);
      void navigate(ADMIN_HOME, { replace: true });
    },
  });

  return (
    <CredentialForm
      form={form}
      submission={submission}
      submitText={t('auth.create_admin')}
      fields={[
        { name: 'email', label: t('auth.email'), kind: 'email' },
        { name: 'password', label: t('auth.password'), kind: 'new-password' },
        { name: 'confirm_password', label: t('auth.confirm_password'), kind: 'new-password' },
      ]}
    />
  );
}
