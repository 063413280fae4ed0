import { Checkbox, FormGroup, Switch } from '@blueprintjs/core';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';

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
 * Never required: unticked is an answer too.
 */
export function CheckField({
  label,
  name,
  kind = 'checkbox',
  checked,
  onChange,
  onBlur,
  helperText,
  disabled,
  ref,
}: CheckFieldProps) {
  const control = {
    label,
    name,
    disabled,
    onChange,
    onBlur,
    inputRef: ref,
    ...(checked === undefined ? {} : { checked }),
  };
  return (
    <FormGroup helperText={helperText} disabled={disabled} className="wb-check-field">
      {kind === 'switch' ? <Switch role="switch" {...control} /> : <Checkbox {...control} />}
    </FormGroup>
  );
}
