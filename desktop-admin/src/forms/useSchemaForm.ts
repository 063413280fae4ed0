import { zodResolver } from '@hookform/resolvers/zod';
import { issueProblem, validate, type Problem } from '@waybill/shared';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiFailure, describeProblem } from '../app/problems';
import type { Answer } from '../app/queries';

/** Any schema of the contract (the type validate() accepts). */
export type Schema = Parameters<typeof validate>[0];
/** What a schema gives back once the values are valid: the payload. */
export type SchemaOutput<S extends Schema> = Extract<
  ReturnType<typeof validate<S>>,
  { ok: true }
>['data'];

/** A zod schema as the resolver's types want it: an object in, an object out. */
interface FormSchema {
  _zod: { input: FieldValues; output: FieldValues };
}

/**
 * react-hook-form's resolver for a shared schema: each field's message is the problem's text
 * (describeProblem), so it reads like the API's own errors.
 */
export function schemaResolver<V extends FieldValues, S extends Schema>(
  schema: S,
): Resolver<V, unknown, SchemaOutput<S>> {
  // The inputs hold strings as typed (the schema's input is looser); it makes the payload of them.
  const resolver = zodResolver(schema as unknown as FormSchema, {
    error: (issue) => describeProblem(issueProblem(issue)),
  });
  return resolver as unknown as Resolver<V, unknown, SchemaOutput<S>>;
}

export interface SchemaFormOptions<V extends FieldValues> extends Omit<
  UseFormProps<V>,
  'resolver' | 'defaultValues'
> {
  /** Every value of the form, as its inputs hold them; values the form does not show included. */
  defaultValues: V;
}

/** A form validated by a shared schema: handleSubmit gets the schema's output. */
export function useSchemaForm<V extends FieldValues, S extends Schema>(
  schema: S,
  options: SchemaFormOptions<V>,
): UseFormReturn<V, unknown, SchemaOutput<S>> {
  return useForm<V, unknown, SchemaOutput<S>>({
    ...(options as UseFormProps<V, unknown, SchemaOutput<S>>),
    resolver: schemaResolver<V, S>(schema),
  });
}

/**
 * Puts each problem where staff look for it: a problem naming a field of the form (its
 * params.field) next to that field, any other under the form. <FormErrors> lists them all.
 */
export function showProblems<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'getValues' | 'setError'>,
  problems: readonly Problem[],
): void {
  const values: object = form.getValues();
  problems.forEach((found, index) => {
    const error = { type: found.code, message: describeProblem(found) };
    const field = found.params.field;
    if (typeof field === 'string' && Object.hasOwn(values, field)) {
      form.setError(field as Path<V>, error);
    } else {
      form.setError(`root.server${index}`, error);
    }
  });
}

export interface FormSubmitOptions<D, T> {
  /** Sends the payload, e.g. `(body) => mutation.mutateAsync({ body })`. */
  send: (data: D) => Promise<Answer<T>>;
  /** After the server said yes: move on, reset the form, update the cache… */
  onSuccess?: (answer: Answer<T>, data: D) => void;
  /** Shown in green when the server's answer has no message. */
  successMessage?: string;
  /** Checks the schema cannot make (e.g. a file chosen outside the form's values). */
  check?: (data: D) => Problem[];
}

export interface FormSubmission {
  /** The form's submit handler: validates, sends, and shows the answer. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from the click until the answer is shown (the submit button spins). */
  fetching: boolean;
  /** The server's success message: shown by <FormSuccess>. */
  message: string;
  /** Clears errors and message (e.g. when a new file is chosen). */
  clear: () => void;
}

/**
 * The request lifecycle of every form (docs/product.md §4.10): the shared schema first (its
 * errors by the fields and in the red panel), then the mutation; the server's problems go to their
 * fields or the red panel, its message to the green one.
 */
export function useFormSubmit<V extends FieldValues, D, T>(
  form: UseFormReturn<V, unknown, D>,
  options: FormSubmitOptions<D, T>,
): FormSubmission {
  const [message, setMessage] = useState('');
  const { handleSubmit, clearErrors, formState } = form;

  const onSubmit = handleSubmit(
    async (data) => {
      setMessage('');
      const refused = options.check?.(data) ?? [];
      if (refused.length > 0) {
        showProblems(form, refused);
        return;
      }
      let answer: Answer<T>;
      try {
        answer = await options.send(data);
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        showProblems(form, error.problems);
        return;
      }
      setMessage(answer.message || options.successMessage || '');
      options.onSuccess?.(answer, data);
    },
    () => setMessage(''),
  );

  return {
    onSubmit,
    fetching: formState.isSubmitting,
    message,
    clear: () => {
      clearErrors();
      setMessage('');
    },
  };
}
