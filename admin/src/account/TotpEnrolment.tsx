import {
  type TotpEnrolment as Enrolment,
  accountTotpEnableSchema,
  totpEnableSchema,
} from '@waybill/shared';
import type { Answer } from '../app/queries';
import { useAppStore } from '../app/store';
import { Field, Form, FormErrors, SubmitButton, useFormSubmit, useSchemaForm } from '../forms';
import { t } from '../i18n/i18n';

export interface TotpConfirmation {
  code: string;
  password?: string;
}

export interface TotpEnrolmentProps<T> {
  enrolment: Enrolment;
  /** From the account screen the password is asked too (a session left open is not enough). */
  withPassword?: boolean;
  /** Sends the first code from the app (and the password), which turns TOTP on. */
  confirm: (values: TotpConfirmation) => Promise<Answer<T>>;
  onConfirmed: (answer: Answer<T>) => void;
}

/** The QR code and the key to type, then the first code from the app to confirm it. */
export function TotpEnrolment<T>({
  enrolment,
  withPassword = false,
  confirm,
  onConfirmed,
}: TotpEnrolmentProps<T>) {
  const admin = useAppStore((state) => state.admin);
  const form = useSchemaForm(withPassword ? accountTotpEnableSchema : totpEnableSchema, {
    defaultValues: withPassword ? { code: '', password: '' } : { code: '' },
  });
  const { onSubmit, fetching } = useFormSubmit(form, {
    send: (data) => confirm(data),
    onSuccess: (answer) => onConfirmed(answer),
  });
  return (
    <div className="wb-totp-enrolment">
      <p>{t('twoFactor.scan')}</p>
      <img src={enrolment.qr_code} alt={t('twoFactor.qr_alt')} width={200} height={200} />
      <p>
        {t('twoFactor.secret')}: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <Form
        form={form}
        onSubmit={onSubmit}
        username={withPassword && admin ? admin.email : undefined}
      >
        <Field
          label={t('twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register('code')}
        />
        {withPassword && (
          <Field
            label={t('twoFactor.proof_password')}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
        <FormErrors />
        <SubmitButton text={t('twoFactor.confirm')} fetching={fetching} fill />
      </Form>
    </div>
  );
}
