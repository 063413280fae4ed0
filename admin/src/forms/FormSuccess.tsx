import { Callout } from '@blueprintjs/core';

export interface FormSuccessProps {
  message: string;
}

/** The green panel under a form (docs/product.md §4.10). Renders nothing without a message. */
export function FormSuccess({ message }: FormSuccessProps) {
  if (!message) return null;
  return (
    <Callout intent="success" role="status" className="wb-form-success">
      {message}
    </Callout>
  );
}
