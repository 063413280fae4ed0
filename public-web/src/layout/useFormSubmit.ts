import type { ApiResult, Validated } from '@waybill/shared';
import { useState, type FormEvent } from 'react';

/** What the form shows under its fields after a submit. */
export type FormOutcome =
  { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'errors'; errors: string[] };

export interface FormSubmitOptions<T> {
  /** Checks the fields with the contract's schema (which may have to be loaded first). */
  check: () => Validated<T> | Promise<Validated<T>>;
  send: (data: T) => Promise<ApiResult<unknown>>;
  /** Shown when the server's answer has no message of its own. */
  sentMessage: string;
  /** After a successful send, e.g. to empty the fields. */
  onSent: () => void;
}

/** A public form's submit: validate, send, then the server's message or its errors. */
export function useFormSubmit<T>({ check, send, sentMessage, onSent }: FormSubmitOptions<T>) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await check();
    if (!checked.ok) {
      setOutcome({ kind: 'errors', errors: checked.errors });
      return;
    }
    setSending(true);
    const result = await send(checked.data);
    setSending(false);
    if (result.errors.length > 0 || result.status >= 400) {
      setOutcome({
        kind: 'errors',
        errors: result.errors.length > 0 ? result.errors : [result.message],
      });
      return;
    }
    onSent();
    setOutcome({ kind: 'sent', message: result.message || sentMessage });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);

  return { sending, outcome, onSubmit };
}
