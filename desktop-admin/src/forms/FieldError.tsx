import type { Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type Control,
  type FieldError as FormFieldError,
  type FieldValues,
} from 'react-hook-form';

/** What the control itself needs to show and announce its field's error. */
export interface ControlState {
  intent?: Intent;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The state of a control whose error (if any) is shown in the element `errorId`. */
export function controlState(error: string | undefined, errorId: string): ControlState {
  return error ? { intent: 'danger', 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

export interface FieldErrorOfProps {
  name: string;
  /** Draws the field given its error's text (undefined when right, or outside a <Form>). */
  children: (error: string | undefined) => ReactNode;
}

/** A field's error from the form it is in: outside a <Form>, a field has none. */
export function FieldErrorOf({ name, children }: FieldErrorOfProps) {
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return form ? (
    <BoundFieldError control={form.control} name={name}>
      {children}
    </BoundFieldError>
  ) : (
    children(undefined)
  );
}

function BoundFieldError({
  control,
  name,
  children,
}: FieldErrorOfProps & { control: Control<FieldValues, unknown, unknown> }) {
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FormFieldError | undefined;
  return children(error?.message || undefined);
}

/**
 * What a field shows under its control: its error first (in the element `errorId`, which the
 * control's aria-describedby names), then its explanation.
 */
export function helperWithError(
  helperText: ReactNode,
  error: string | undefined,
  errorId: string,
): ReactNode {
  if (!error) return helperText;
  return (
    <>
      <span id={errorId} className="wb-field-error">
        {error}
      </span>
      {helperText}
    </>
  );
}
