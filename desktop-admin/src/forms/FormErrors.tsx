import { Callout } from '@blueprintjs/core';

export interface FormErrorsProps {
  errors: readonly string[];
}

/**
 * The red panel under a form: one line per error (docs/product.md §4.10). Renders nothing without
 * errors.
 */
export function FormErrors({ errors }: FormErrorsProps) {
  if (errors.length === 0) return null;
  return (
    <Callout intent="danger" role="alert" className="wb-form-errors">
      {errors.length === 1 ? (
        <span>{errors[0]}</span>
      ) : (
        <ul>
          {errors.map((error, index) => (
            <li key={`${index}:${error}`}>{error}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
