import { validate, type ApiResult } from '@waybill/shared';
import { useCallback, useRef, useState } from 'react';

/** Any schema of the contract (the type validate() accepts). */
export type Schema = Parameters<typeof validate>[0];
/** What a schema gives back once the values are valid. */
export type SchemaOutput<S extends Schema> = Extract<
  ReturnType<typeof validate<S>>,
  { ok: true }
>['data'];

export interface SubmitOptions<V extends object> {
  /** Extra client-side checks on the raw values, e.g. a confirmation field the payload lacks. */
  check?: (values: V) => string[];
  /** Shown in green when the server answers success with an empty message. */
  successMessage?: string;
}

export interface Submission<T, V extends object = object> {
  fetching: boolean;
  /** Client-side or server errors: shown by <FormErrors>. */
  errors: string[];
  /** The server's success message: shown by <FormSuccess>. */
  message: string;
  /**
   * Validates the values with the shared schema, then sends them. Resolves to the API result,
   * or to null when the values did not validate (or a request is already running).
   */
  submit: (values: V) => Promise<ApiResult<T> | null>;
  /** Clears errors and message. */
  reset: () => void;
}

function isSuccess(result: ApiResult<unknown>): boolean {
  return result.errors.length === 0 && result.status >= 200 && result.status < 300;
}

/** True when the API answered success: a 2xx status and no errors (null: did not validate). */
export function succeeded<T>(result: ApiResult<T> | null): result is ApiResult<T> {
  return result !== null && isSuccess(result);
}

/**
 * The request lifecycle of every form (docs/product.md §4.10): validate with the shared schema
 * (errors in the red panel), fetching, then the answer's errors in red or its message in green.
 */
export function useSubmit<S extends Schema, T, V extends object = object>(
  schema: S,
  send: (data: SchemaOutput<S>) => Promise<ApiResult<T>>,
  options: SubmitOptions<V> = {},
): Submission<T, V> {
  const [fetching, setFetching] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const running = useRef(false);

  const submit = async (values: V): Promise<ApiResult<T> | null> => {
    if (running.current) return null;
    const checked = validate(schema, values);
    const extra = options.check?.(values) ?? [];
    if (!checked.ok || extra.length > 0) {
      setErrors([...(checked.ok ? [] : checked.errors), ...extra]);
      setMessage('');
      return null;
    }
    running.current = true;
    setFetching(true);
    setErrors([]);
    setMessage('');
    try {
      const result = await send(checked.data);
      if (isSuccess(result)) {
        setMessage(result.message || options.successMessage || '');
      } else {
        setErrors(result.errors.length > 0 ? result.errors : [result.message || 'Request failed']);
      }
      return result;
    } finally {
      running.current = false;
      setFetching(false);
    }
  };

  const reset = useCallback(() => {
    setErrors([]);
    setMessage('');
  }, []);

  return { fetching, errors, message, submit, reset };
}
