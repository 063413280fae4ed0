import { HTMLSelect } from '@blueprintjs/core';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectAttributes = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'multiple' | 'size'
>;

export interface SelectFieldProps extends SelectAttributes {
  /** The visible label, bound to the select. */
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** Optional fields are labelled "(Optional)" (docs/product.md §4.10). */
  optional?: boolean;
  value?: string;
  defaultValue?: string;
  helperText?: ReactNode;
  fill?: boolean;
  /** Spread react-hook-form's register() result straight in. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down of the form kit (Blueprint HTMLSelect: a native, accessible select). */
export function SelectField({
  label,
  name,
  options,
  optional = false,
  helperText,
  fill = false,
  ref,
  id,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} name={name} id={id} optional={optional} helperText={helperText}>
      {(inputId, { intent: _intent, ...state }) => (
        <HTMLSelect
          {...state}
          id={inputId}
          name={name}
          required={!optional}
          fill={fill}
          ref={ref}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
          {...select}
        />
      )}
    </FieldFrame>
  );
}
