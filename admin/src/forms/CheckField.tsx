import { Checkbox, FormGroup, Switch } from '@blueprintjs/core';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldErrorOf, helperWithError } from './FieldError';
import { useShownField } from './fieldRegistry';

export interface CheckFieldProps {
  /** The text beside the box: the checkbox's accessible name. */
  label: string;
  name: string;
  /**
   * `checkbox` for a choice about this one form; `switch` for a setting that stays on or off
   * (it is announced as a switch: getByRole('switch')).
   */
  kind?: 'checkbox' | 'switch';
  /** Controlled use only; with react-hook-form's register() leave it out. */
  checked?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  helperText?: ReactNode;
  disabled?: boolean;
  /** Spread react-hook-form's register() result straight in: the value is then a boolean. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A yes/no field of the form kit: a Blueprint checkbox or switch with its explanation below.
 * Never required: unticked is an answer too (the server may still refuse a value: its error is
 * shown below).
 */
export function CheckField(props: CheckFieldProps) {
  return (
    <FieldErrorOf name={props.name}>
      {(error) => <CheckFieldView {...props} error={error} />}
    </FieldErrorOf>
  );
}

function CheckFieldView({
  label,
  name,
  kind = 'checkbox',
  checked,
  onChange,
  onBlur,
  helperText,
  disabled,
  ref,
  error,
}: CheckFieldProps & { error?: string }) {
  const inputId = `check-${name}-${useId()}`;
  const errorId = `${inputId}-error`;
  useShownField(name, label, inputId);
  const control = {
    id: inputId,
    label,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    disabled,
    onChange,
    onBlur,
    inputRef: ref,
    ...(checked === undefined ? {} : { checked }),
  };
  return (
    <FormGroup
      helperText={helperWithError(helperText, error, errorId)}
      intent={error ? 'danger' : undefined}
      disabled={disabled}
      className="wb-check-field"
    >
      {kind === 'switch' ? <Switch role="switch" {...control} /> : <Checkbox {...control} />}
    </FormGroup>
  );
}
