import { TextArea } from '@blueprintjs/core';
import { TEXTAREA_MAX } from '@waybill/shared';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

/** docs/product.md §9: textareas are 250 px high. */
export const TEXTAREA_HEIGHT_PX = 250;

type TextAreaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'style'
>;

export interface TextAreaFieldProps extends TextAreaAttributes {
  /** The visible label, bound to the textarea. */
  label: string;
  name: string;
  /** Optional fields are labelled "(Optional)" (docs/product.md §4.10); the others are required. */
  optional?: boolean;
  /** Defaults to the contract's TEXTAREA_MAX. */
  maxLength?: number;
  value?: string;
  defaultValue?: string;
  helperText?: ReactNode;
  /** Spread react-hook-form's register() result straight in. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input of the form kit: 250 px high, full width, length-limited. */
export function TextAreaField({
  label,
  name,
  optional = false,
  maxLength = TEXTAREA_MAX,
  helperText,
  ref,
  id,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} name={name} id={id} optional={optional} helperText={helperText}>
      {(inputId, state) => (
        <TextArea
          {...state}
          id={inputId}
          name={name}
          required={!optional}
          maxLength={maxLength}
          inputRef={ref}
          fill
          style={{ height: TEXTAREA_HEIGHT_PX }}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
