import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

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
  /** Optional fields are labelled "(Optional)" (SPEC §5). */
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
  const generatedId = useId();
  const inputId = id ?? `field-${name}-${generatedId}`;
  return (
    <FormGroup
      label={label}
      labelFor={inputId}
      labelInfo={optional ? '(Optional)' : undefined}
      helperText={helperText}
    >
      <HTMLSelect
        id={inputId}
        name={name}
        required={!optional}
        fill={fill}
        ref={ref}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
        {...select}
      />
    </FormGroup>
  );
}
