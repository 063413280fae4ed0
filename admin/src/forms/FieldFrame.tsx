import { FormGroup } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { controlState, FieldErrorOf, helperWithError, type ControlState } from './FieldError';
import { useShownField } from './fieldRegistry';

export type { ControlState } from './FieldError';

export interface FieldFrameProps {
  /** The visible label, bound to the control through `inputId`; errors name the field by it. */
  label: string;
  name: string;
  /** A caller's own id for the control; otherwise one is made from the name. */
  id?: string;
  /** Optional fields are labelled "(Optional)" (docs/product.md §4.10). */
  optional: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  /** Outside a <Form> only: the field's error, from the caller's own form state. */
  error?: string;
  /** The control itself, given the id its label points at and its error state. */
  children: (inputId: string, state: ControlState) => ReactNode;
}

/**
 * The labelled wrapper every single-control field of the form kit shares (Blueprint FormGroup).
 * Inside a <Form>, the field's error is shown under it and named by its label.
 */
export function FieldFrame(props: FieldFrameProps) {
  return (
    <FieldErrorOf name={props.name} error={props.error}>
      {(error) => <FieldFrameView {...props} error={error} />}
    </FieldErrorOf>
  );
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
  useShownField(name, label, inputId);
  return (
    <FormGroup
      label={label}
      labelFor={inputId}
      labelInfo={optional ? t('forms.optional') : undefined}
      intent={error ? 'danger' : undefined}
      helperText={helperWithError(helperText, error, errorId)}
      disabled={disabled}
    >
      {children(inputId, controlState(error, errorId))}
    </FormGroup>
  );
}
