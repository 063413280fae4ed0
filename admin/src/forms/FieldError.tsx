import type { Intent } from '@blueprintjs/core';
import { createContext, use, type ComponentType, type ReactNode } from 'react';

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
  /** Draws the field given its error's text (undefined when right). */
  children: (error: string | undefined) => ReactNode;
}

/**
 * Where the fields of a form read their errors: <Form> gives react-hook-form's (FormFieldError).
 * The fields themselves do not import react-hook-form, so a screen whose small form keeps its own
 * state (the sign-in) draws them without it.
 */
export const FieldErrorSource = createContext<ComponentType<FieldErrorOfProps> | null>(null);

/** A field's error: from the <Form> it is in, else the one its caller gives (or none). */
export function FieldErrorOf({ name, error, children }: FieldErrorOfProps & { error?: string }) {
  const FromForm = use(FieldErrorSource);
  // eslint-disable-next-line react-hooks/static-components -- one module-level component (FormFieldError), never made anew
  return FromForm ? <FromForm name={name}>{children}</FromForm> : children(error || undefined);
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
