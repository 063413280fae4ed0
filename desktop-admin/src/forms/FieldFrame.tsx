import { FormGroup } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

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
  /** The control itself, given the id its label points at. */
  children: (inputId: string) => ReactNode;
}

/** The labelled wrapper every single-control field of the form kit shares (Blueprint FormGroup). */
export function FieldFrame({
  label,
  name,
  id,
  optional,
  helperText,
  disabled,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const inputId = id ?? `field-${name}-${generatedId}`;
  return (
    <FormGroup
      label={label}
      labelFor={inputId}
      labelInfo={optional ? '(Optional)' : undefined}
      helperText={helperText}
      disabled={disabled}
    >
      {children(inputId)}
    </FormGroup>
  );
}
