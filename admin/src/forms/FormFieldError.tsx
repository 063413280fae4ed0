import {
  get,
  useFormContext,
  useFormState,
  type FieldError as FormFieldErrorValue,
} from 'react-hook-form';
import type { FieldErrorOfProps } from './FieldError';

/** A field's error from the react-hook-form form around it (<Form> provides this reader). */
export function FormFieldError({ name, children }: FieldErrorOfProps) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FormFieldErrorValue | undefined;
  return children(error?.message || undefined);
}
