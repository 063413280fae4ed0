import { Classes, FormGroup } from '@blueprintjs/core';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { t } from '../i18n/i18n';
import { FieldErrorOf, helperWithError } from './FieldError';
import { useShownField } from './fieldRegistry';

export interface ChoiceOption {
  value: string;
  /** The readable name of the choice: the radio button's accessible name. */
  label: string;
  /** Shown above the label, e.g. the icon or the colour swatch. Hidden from screen readers. */
  visual?: ReactNode;
}

export interface ChoiceFieldProps {
  /** Names the radio group (getByRole('radiogroup', { name })). */
  label: string;
  name: string;
  options: readonly ChoiceOption[];
  /** Optional fields are labelled "(Optional)" (docs/product.md §4.10). */
  optional?: boolean;
  /** Controlled use only; with react-hook-form's register() leave it out. */
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  helperText?: ReactNode;
  disabled?: boolean;
  /**
   * Spread react-hook-form's register() result straight in: the one ref callback is given every
   * radio button, which is how react-hook-form reads a radio group.
   */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A radio group of the form kit drawn as a row of tiles, each with a picture and its label:
 * native radio buttons underneath, so arrow keys, forms and screen readers work as usual. Its
 * error is shown under it, and the group is marked invalid.
 */
export function ChoiceField(props: ChoiceFieldProps) {
  return (
    <FieldErrorOf name={props.name}>
      {(error) => <ChoiceFieldView {...props} error={error} />}
    </FieldErrorOf>
  );
}

function ChoiceFieldView({
  label,
  name,
  options,
  optional = false,
  value,
  onChange,
  onBlur,
  helperText,
  disabled,
  ref,
  error,
}: ChoiceFieldProps & { error?: string }) {
  const labelId = `choice-${name}-${useId()}`;
  const groupId = `${labelId}-group`;
  const errorId = `${labelId}-error`;
  useShownField(name, label, groupId);
  return (
    <FormGroup
      helperText={helperWithError(helperText, error, errorId)}
      intent={error ? 'danger' : undefined}
      disabled={disabled}
    >
      <div id={labelId} className={`${Classes.LABEL} wb-choice-label`}>
        {label}
        {optional && <span className={Classes.TEXT_MUTED}> {t('forms.optional')}</span>}
      </div>
      <div
        id={groupId}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="wb-choices"
      >
        {options.map((option) => (
          <label key={option.value} className="wb-choice">
            <input
              type="radio"
              className="wb-choice-input"
              name={name}
              value={option.value}
              disabled={disabled}
              required={!optional}
              ref={ref}
              onChange={onChange}
              onBlur={onBlur}
              {...(value === undefined ? {} : { checked: value === option.value })}
            />
            <span className="wb-choice-body">
              {option.visual !== undefined && (
                <span className="wb-choice-visual" aria-hidden="true">
                  {option.visual}
                </span>
              )}
              <span className="wb-choice-text">{option.label}</span>
            </span>
          </label>
        ))}
      </div>
    </FormGroup>
  );
}
