import {
  type Admin,
  type Problem,
  type SecondFactor,
  passkeySignin,
  signIn,
  startPasskeySignin,
} from '@waybill/shared';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { loadOnce, prefetchWhenIdle } from '../app/idle';
import { ADMIN_HOME, PASSWORD_RESET, SIGN_UP } from '../app/paths';
import { ApiFailure, describeProblem, problemField } from '../app/problems';
import { useEndpointMutation } from '../app/queries';
import { firstScreenShown } from '../app/shown';
import { useAppStore } from '../app/store';
import { ErrorPanel } from '../forms/ErrorPanel';
import { Field } from '../forms/Field';
import { FieldRegistry, FieldRegistryContext } from '../forms/fieldRegistry';
import { SubmitButton } from '../forms/SubmitButton';
import { t, withTexts } from '../i18n/i18n';
import { Loading } from '../layout/Loading';
import { ScreenLoadFailed } from '../layout/ScreenLoadFailed';
import { AuthScreen } from './AuthScreen';
import { useHasAdmin } from './useHasAdmin';
import type { SigninValues } from './signinRules';
// Passkeys.
import { PasskeyButton } from '../passkeys/PasskeyButton';
import { loadCeremony, passkeysAvailable } from '../passkeys/support';

/*
 * The sign-in screen is the first screen of most visits: its first load carries neither the
 * schema library nor react-hook-form. The form keeps its two fields itself; the shared schema
 * (signinRules, the one the server checks with) and the two-factor steps come in chunks fetched
 * once the screen is drawn and the browser is idle, or when needed, whichever comes first.
 */
// The rules come with the problems' texts, which say what they find (not in the first load).
const loadRules = loadOnce(() => withTexts(['problems'], () => import('./signinRules')));
// The steps' texts are areas of their own (the first load has the sign-in's alone).
const loadSecondFactor = loadOnce(() =>
  withTexts(['twoFactor', 'passkeys', 'problems'], () => import('./SecondFactorStep')),
);
const loadTotpSetup = loadOnce(() =>
  withTexts(['twoFactor', 'problems'], () => import('./SigninTotpSetup')),
);

/** A step's component from its chunk; one that cannot be fetched says so, with "Reload". */
function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: ScreenLoadFailed as ComponentType<P> }),
    ),
  );
}
const SecondFactorStep = lazyStep(() => loadSecondFactor().then((m) => m.SecondFactorStep));
const SigninTotpSetup = lazyStep(() => loadTotpSetup().then((m) => m.SigninTotpSetup));

/** Where the sign-in stands: the password, then a code, or setting up TOTP first. */
type Step = 'password' | 'code' | 'setup';
type FieldErrors = Partial<Record<keyof SigninValues, string>>;

/** /cp and /control/signin.html. */
export function SignIn() {
  // Offered only while the server says no admin exists (docs/product.md §4.2).
  const { hasAdmin } = useHasAdmin();
  const navigate = useNavigate();
  const setAdmin = useAppStore((state) => state.setAdmin);
  const [step, setStep] = useState<Step>('password');
  const [factors, setFactors] = useState<readonly SecondFactor[]>([]);
  const [values, setValues] = useState<SigninValues>({ email: '', password: '' });
  const withPasskeys = passkeysAvailable();
  useEffect(() => {
    const later = [loadRules, loadSecondFactor, loadTotpSetup];
    prefetchWhenIdle(firstScreenShown, ...later, ...(passkeysAvailable() ? [loadCeremony] : []));
  }, []);
  const signedIn = (admin: Admin) => {
    setAdmin(admin);
    void navigate(ADMIN_HOME, { replace: true });
  };

  const title = t('auth.sign_in_title');
  if (step === 'code') {
    return (
      <AuthScreen title={title} heading={false}>
        <Suspense fallback={<Loading />}>
          <SecondFactorStep
            factors={factors}
            onSignedIn={signedIn}
            onStartOver={() => {
              setValues({ email: values.email, password: '' });
              setStep('password');
            }}
          />
        </Suspense>
      </AuthScreen>
    );
  }
  if (step === 'setup') {
    return (
      <AuthScreen title={title} heading={false}>
        <Suspense fallback={<Loading />}>
          <SigninTotpSetup onSignedIn={signedIn} />
        </Suspense>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={title}
      links={
        <>
          <Link to={PASSWORD_RESET}>{t('auth.forgot_password')}</Link>
          {hasAdmin === false && <Link to={SIGN_UP}>{t('auth.create_first_admin')}</Link>}
        </>
      }
    >
      <PasswordForm
        values={values}
        onChange={setValues}
        onSecondFactor={(listed) => {
          setFactors(listed);
          setStep('code');
        }}
        onSetup={() => setStep('setup')}
        onSignedIn={signedIn}
      />
      {withPasskeys && <PasskeySignin onSignedIn={signedIn} />}
    </AuthScreen>
  );
}

interface PasswordFormProps {
  values: SigninValues;
  onChange: (values: SigninValues) => void;
  onSecondFactor: (factors: readonly SecondFactor[]) => void;
  onSetup: () => void;
  onSignedIn: (admin: Admin) => void;
}

/**
 * The e-mail and password, with the form kit's fields and panels but its own small state. It
 * behaves as the kit's forms do (docs/product.md §4.10): the shared schema first (its errors by
 * the fields, named by their labels), then the server, whose problems go to their field or the
 * red panel; the first wrong field gets the focus.
 */
function PasswordForm({
  values,
  onChange,
  onSecondFactor,
  onSetup,
  onSignedIn,
}: PasswordFormProps) {
  const [registry] = useState(() => new FieldRegistry());
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [panel, setPanel] = useState<string[]>([]);
  const [fetching, setFetching] = useState(false);
  const sending = useRef(false);
  // After the first press, a field is checked again as it is changed (as the kit's forms do).
  const [recheck, setRecheck] = useState<((values: SigninValues) => Problem[]) | null>(null);
  const mutation = useEndpointMutation(signIn);

  const show = (problems: readonly Problem[]) => {
    const byField: FieldErrors = {};
    const others: string[] = [];
    for (const found of problems) {
      const message = describeProblem(found, registry.label);
      const field = problemField(found);
      if (field === 'email' || field === 'password') byField[field] ??= message;
      else if (!others.includes(message)) others.push(message);
    }
    setFieldErrors(byField);
    setPanel(others);
    registry.firstOnScreen(Object.keys(byField))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setFetching(true);
    try {
      let checkSignin: typeof import('./signinRules').checkSignin;
      try {
        // Fetched while idle after the first paint; a press before that waits for it here.
        ({ checkSignin } = await loadRules());
      } catch {
        setPanel([t('shell.screenFailedText')]);
        return;
      }
      setRecheck(() => (typed: SigninValues) => {
        const again = checkSignin(typed);
        return again.ok ? [] : again.problems;
      });
      const checked = checkSignin(values);
      if (!checked.ok) return show(checked.problems);
      show([]);
      // The sign-in call takes a multipart form (docs/product.md §6.4).
      const body = new FormData();
      body.set('email', checked.data.email);
      body.set('password', checked.data.password);
      const { data: answer } = await mutation.mutateAsync({ body });
      if ('second_factor' in answer) onSecondFactor(answer.second_factor);
      else if ('second_factor_setup' in answer) onSetup();
      else onSignedIn(answer);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      show(error.problems);
    } finally {
      sending.current = false;
      setFetching(false);
    }
  };

  const field = (name: keyof SigninValues) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      const typed = { ...values, [name]: event.target.value };
      onChange(typed);
      if (!recheck) return;
      const found = recheck(typed).find((each) => problemField(each) === name);
      const message = found && describeProblem(found, registry.label);
      setFieldErrors((shown) => ({ ...shown, [name]: message }));
    },
  });

  return (
    <FieldRegistryContext value={registry}>
      <form className="wb-form" noValidate onSubmit={(event) => void submit(event)}>
        <Field label={t('auth.email')} type="email" autoComplete="username" {...field('email')} />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <ErrorPanel messages={panel} />
        <SubmitButton text={t('auth.sign_in')} fetching={fetching} fill />
      </form>
    </FieldRegistryContext>
  );
}

/** "Sign in with a passkey": no e-mail or password, the passkey names the account. */
function PasskeySignin({ onSignedIn }: { onSignedIn: (admin: Admin) => void }) {
  const start = useEndpointMutation(startPasskeySignin);
  const finish = useEndpointMutation(passkeySignin);
  return (
    <div className="wb-passkey-signin">
      <p className="wb-passkey-or">{t('auth.passkey_or')}</p>
      <PasskeyButton
        text={t('auth.passkey_sign_in')}
        fill
        start={() => start.mutateAsync({})}
        finish={(response) => finish.mutateAsync({ body: { response } })}
        onSignedIn={onSignedIn}
      />
    </div>
  );
}
