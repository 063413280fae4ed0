import { InputGroup } from '@blueprintjs/core';
import { TEXT_MAX } from '@waybill/shared';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

export type FieldType = 'text' | 'email' | 'tel' | 'password' | 'number' | 'date';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'value' | 'defaultValue'
>;

export interface FieldProps extends InputAttributes {
  /** The visible label, bound to the input (Playwright's getByLabel finds it). */
  label: string;
  name: string;
  type?: FieldType;
  /** Controlled use only; with react-hook-form's register() leave it out. */
  value?: string;
  defaultValue?: string;
  /** Optional fields are labelled "(Optional)" (docs/product.md §4.10); the others are required. */
  optional?: boolean;
  helperText?: ReactNode;
  /** Outside a <Form> only (a form that keeps its own state): the error shown under the input. */
  error?: string;
  /** React 19 passes ref as a prop: spread react-hook-form's register() result straight in. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Per type: any decimal step on number inputs, max length 300 on typed text
 * (docs/product.md §4.10).
 */
function typeAttributes(type: FieldType): InputAttributes {
  if (type === 'number') return { step: 'any' };
  if (type === 'date') return {};
  return { maxLength: TEXT_MAX };
}

/**
 * One labelled input of the form kit: Blueprint FormGroup + InputGroup, max length 300 on text
 * inputs (docs/product.md §7.1, TEXT_MAX), any decimal step on number inputs, a date picker on date
 * inputs (the value is 'YYYY-MM-DD', as the shared schemas expect).
 */
export function Field({
  label,
  name,
  type = 'text',
  optional = false,
  helperText,
  error,
  ref,
  id,
  ...input
}: FieldProps) {
  return (
    <FieldFrame
      label={label}
      name={name}
      id={id}
      optional={optional}
      helperText={helperText}
      error={error}
    >
      {(inputId, state) => (
        <InputGroup
          id={inputId}
          name={name}
          type={type}
          required={!optional}
          inputRef={ref}
          {...typeAttributes(type)}
          {...state}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
