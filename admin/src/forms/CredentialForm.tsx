import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, type FieldProps } from './Field';
import { Form } from './Form';
import { FormErrors } from './FormErrors';
import { FormSuccess } from './FormSuccess';
import { SubmitButton } from './SubmitButton';
import type { FormSubmission } from './useSchemaForm';

/** What a field of an account form holds: its input type and the browser's autofill follow. */
export type CredentialKind = 'email' | 'current-password' | 'new-password' | 'name' | 'pin';

const INPUTS: Record<CredentialKind, Partial<FieldProps>> = {
  email: { type: 'email', autoComplete: 'username' },
  'current-password': { type: 'password', autoComplete: 'current-password' },
  'new-password': { type: 'password', autoComplete: 'new-password' },
  name: { autoComplete: 'name' },
  pin: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
};

export interface CredentialField<V extends FieldValues> {
  name: Path<V>;
  label: string;
  kind: CredentialKind;
  helperText?: string;
}

export interface CredentialFormProps<V extends FieldValues, D> {
  form: UseFormReturn<V, unknown, D>;
  submission: FormSubmission;
  fields: readonly CredentialField<V>[];
  submitText: string;
  /** The e-mail of the account, for password managers on password-only forms. */
  username?: string;
}

/**
 * The account forms' one layout (sign-up, the password forms, accepting an invitation): the
 * fields in order, the red panel, the green one, and the full-width submit button.
 */
export function CredentialForm<V extends FieldValues, D>({
  form,
  submission,
  fields,
  submitText,
  username,
}: CredentialFormProps<V, D>) {
  return (
    <Form form={form} onSubmit={submission.onSubmit} username={username}>
      {fields.map(({ name, label, kind, helperText }) => (
        <Field
          key={name}
          label={label}
          {...INPUTS[kind]}
          helperText={helperText}
          {...form.register(name)}
        />
      ))}
      <FormErrors />
      <FormSuccess message={submission.message} />
      <SubmitButton text={submitText} fetching={submission.fetching} fill />
    </Form>
  );
}
