import { Callout } from '@blueprintjs/core';
import {
  useFormContext,
  useFormState,
  type Control,
  type FieldErrors,
  type FieldValues,
} from 'react-hook-form';

/** Every message of a form's errors, in the order they were found, each once. */
export function errorMessages(errors: FieldErrors): string[] {
  const messages: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') {
      if (message && !messages.includes(message)) messages.push(message);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'types') collect(value);
    }
  };
  collect(errors);
  return messages;
}

/**
 * The red panel under a form: one line per error (docs/product.md §4.10), the fields' own and the
 * form's. Renders nothing without errors.
 */
export function FormErrors() {
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return form ? <BoundFormErrors control={form.control} /> : null;
}

function BoundFormErrors({ control }: { control: Control<FieldValues, unknown, unknown> }) {
  const { errors } = useFormState({ control });
  return <ErrorPanel messages={errorMessages(errors)} />;
}

/** The red panel itself, for any list of messages. */
export function ErrorPanel({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Callout intent="danger" role="alert" className="wb-form-errors">
      {messages.length === 1 ? (
        <span>{messages[0]}</span>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
