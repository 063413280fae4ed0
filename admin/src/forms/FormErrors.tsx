import {
  useFormContext,
  useFormState,
  type Control,
  type FieldErrors,
  type FieldValues,
} from 'react-hook-form';
import { ErrorPanel } from './ErrorPanel';
import { useFieldRegistry } from './fieldRegistry';

/** One error of a form: the field it is on ('root…' for the form's own) and its text. */
export interface FormError {
  path: string;
  message: string;
}

/** Every error of a form's errors, in the order they were found. */
export function formErrors(errors: FieldErrors): FormError[] {
  const found: FormError[] = [];
  const collect = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') {
      if (message) found.push({ path, message });
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'types') collect(value, path ? `${path}.${key}` : key);
    }
  };
  collect(errors, '');
  return found;
}

/** Every message of a form's errors, in the order they were found, each once. */
export function errorMessages(errors: FieldErrors): string[] {
  return unique(formErrors(errors).map((error) => error.message));
}

function unique(messages: readonly string[]): string[] {
  return [...new Set(messages)];
}

/**
 * The red panel under a form (docs/product.md §4.10): one line per error that no field of the
 * form shows (the server's errors about the request, a field the form has no input for). The
 * fields show their own. Renders nothing without such errors.
 */
export function FormErrors() {
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return form ? <BoundFormErrors control={form.control} /> : null;
}

function BoundFormErrors({ control }: { control: Control<FieldValues, unknown, unknown> }) {
  const { errors } = useFormState({ control });
  const registry = useFieldRegistry();
  const shownByField = (path: string) =>
    !path.startsWith('root') && registry !== null && registry.has(path);
  const messages = formErrors(errors)
    .filter((error) => !shownByField(error.path))
    .map((error) => error.message);
  return <ErrorPanel messages={unique(messages)} />;
}
