import { TEXT_MAX } from '@waybill/shared';
import { t } from '../i18n/i18n';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  required?: boolean;
  optional?: boolean;
}

/**
 * A labelled input of the site's forms: at most 300 characters (docs/product.md §7.1); optional
 * ones say so.
 */
export function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  optional,
}: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> {t('optional')}</span>}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        maxLength={TEXT_MAX}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
