import { FormGroup, type Intent } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type Control,
  type FieldError,
  type FieldValues,
} from 'react-hook-form';

/** What the control itself needs to show and announce its field's error. */
export interface ControlState {
  intent?: Intent;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldFrameProps {
  /** The visible label, bound to the control through `inputId`. */
  label: string;
  name: string;
  /** A caller's own id for the control; otherwise one is made from the name. */
  id?: string;
  /** Optional fields are labelled "(Optional)" (docs/product.md §4.10). */
  optional: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  /** The control itself, given the id its label points at and its error state. */
  children: (inputId: string, state: ControlState) => ReactNode;
}

/**
 * The labelled wrapper every single-control field of the form kit shares (Blueprint FormGroup).
 * Inside a <Form>, the field's error is shown under it.
 */
export function FieldFrame(props: FieldFrameProps) {
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return form ? (
    <BoundFieldFrame control={form.control} {...props} />
  ) : (
    <FieldFrameView {...props} />
  );
}

function BoundFieldFrame({
  control,
  ...props
}: FieldFrameProps & { control: Control<FieldValues, unknown, unknown> }) {
  const { errors } = useFormState({ control, name: props.name });
  const error = get(errors, props.name) as FieldError | undefined;
  return <FieldFrameView {...props} error={error?.message} />;
}

function FieldFrameView({
  label,
  name,
  id,
  optional,
  helperText,
  disabled,
  error,
  children,
}: FieldFrameProps & { error?: string }) {
  const generatedId = useId();
  const inputId = id ?? `field-${name}-${generatedId}`;
  const errorId = `${inputId}-error`;
  // The red panel under the form is the alert; this line only marks the field.
  const state: ControlState = error
    ? { intent: 'danger', 'aria-invalid': true, 'aria-describedby': errorId }
    : {};
  return (
    <FormGroup
      label={label}
      labelFor={inputId}
      labelInfo={optional ? '(Optional)' : undefined}
      intent={error ? 'danger' : undefined}
      helperText={
        error ? (
          <>
            <span id={errorId} className="wb-field-error">
              {error}
            </span>
            {helperText}
          </>
        ) : (
          helperText
        )
      }
      disabled={disabled}
    >
      {children(inputId, state)}
    </FormGroup>
  );
}
