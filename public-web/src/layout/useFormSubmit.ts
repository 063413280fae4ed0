import { problem, type ApiResult, type Problem, type Validated } from '@waybill/shared';
import { useState, type FormEvent } from 'react';

/** What the form shows under its fields after a submit. */
export type FormOutcome =
  { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'errors'; problems: Problem[] };

export interface FormSubmitOptions<T, A = unknown> {
  /** Checks the fields with the contract's schema (which may have to be loaded first). */
  check: () => Validated<T> | Promise<Validated<T>>;
  send: (data: T) => Promise<ApiResult<A>>;
  /**
   * The site's own words for a successful send, in the visitor's language; given the answer's
   * data when they depend on it (e.g. whether the e-mail goes now or once mail is set up).
   */
  sentMessage: string | ((data: A | null) => string);
  /** After a successful send, e.g. to empty the fields. */
  onSent: () => void;
}

/**
 * A public form's submit: validate, send, then the site's success note or the problems (kept
 * with their codes, so the panel says them in the visitor's language).
 */
export function useFormSubmit<T, A = unknown>({
  check,
  send,
  sentMessage,
  onSent,
}: FormSubmitOptions<T, A>) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await check();
    if (!checked.ok) {
      setOutcome({ kind: 'errors', problems: checked.problems });
      return;
    }
    setSending(true);
    const result = await send(checked.data);
    setSending(false);
    if (result.problems.length > 0 || result.status >= 400) {
      setOutcome({
        kind: 'errors',
        problems:
          result.problems.length > 0
            ? result.problems
            : [problem('request.refused', { reason: result.message })],
      });
      return;
    }
    onSent();
    const message = typeof sentMessage === 'string' ? sentMessage : sentMessage(result.data);
    setOutcome({ kind: 'sent', message });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);

  return { sending, outcome, onSubmit };
}
