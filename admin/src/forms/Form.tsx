import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldErrorSource } from './FieldError';
import { FieldRegistryContext, registryOf } from './fieldRegistry';
import { FormFieldError } from './FormFieldError';

export interface FormProps<V extends FieldValues, D> {
  /** The form's react-hook-form state: the kit's fields and <FormErrors> read it. */
  form: UseFormReturn<V, unknown, D>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
  /** The e-mail of the account, for password managers on password-only forms. */
  username?: string;
}

/**
 * The kit's <form>: browser validation is off, the shared schemas validate instead. It has no
 * aria-label on purpose: getByLabel('PIN') must find the input, not a form named "Send PIN".
 * Its fields register their labels with it, so errors name them as they are shown.
 */
export function Form<V extends FieldValues, D>({
  form,
  onSubmit,
  children,
  username,
}: FormProps<V, D>) {
  return (
    <FormProvider {...form}>
      <FieldRegistryContext value={registryOf(form.control)}>
        <FieldErrorSource value={FormFieldError}>
          <form className="wb-form" noValidate onSubmit={(event) => void onSubmit(event)}>
            {username !== undefined && (
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={username}
                readOnly
                hidden
              />
            )}
            {children}
          </form>
        </FieldErrorSource>
      </FieldRegistryContext>
    </FormProvider>
  );
}
