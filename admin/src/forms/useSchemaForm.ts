import { toNestErrors } from '@hookform/resolvers';
import { issueProblem, validate, type Problem } from '@waybill/shared';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiFailure, describeProblem, problemField, type FieldNamer } from '../app/problems';
import type { Answer } from '../app/queries';
import { bindRegistry, FieldRegistry, registryOf } from './fieldRegistry';
import { formErrors } from './FormErrors';

/** Any schema of the contract (the type validate() accepts). */
export type Schema = Parameters<typeof validate>[0];
/** What a schema gives back once the values are valid: the payload. */
export type SchemaOutput<S extends Schema> = Extract<
  ReturnType<typeof validate<S>>,
  { ok: true }
>['data'];

/** Where a problem about the whole payload (a refinement without a path) is kept: the panel. */
const WHOLE_FORM = '_form';

/**
 * react-hook-form's resolver for a shared schema: each field's message is the problem's text
 * (describeProblem), so it reads like the API's own errors, with fields named by `name` (the
 * form's labels). The messages are made here from each issue's code and values, never taken from
 * the schema, whose coded refinements carry the contract's English sentence.
 */
export function schemaResolver<V extends FieldValues, S extends Schema>(
  schema: S,
  name?: FieldNamer,
): Resolver<V, unknown, SchemaOutput<S>> {
  return async (values, _context, options) => {
    // The inputs hold strings as typed (the schema's input is looser); it makes the payload of them.
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data as SchemaOutput<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : WHOLE_FORM;
      // One error per field is enough to act on.
      errors[path] ??= { type: issue.code, message: describeProblem(issueProblem(issue), name) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

export interface SchemaFormOptions<V extends FieldValues> extends Omit<
  UseFormProps<V>,
  'resolver' | 'defaultValues'
> {
  /** Every value of the form, as its inputs hold them; values the form does not show included. */
  defaultValues: V;
}

/**
 * A form validated by a shared schema: handleSubmit gets the schema's output. Its errors name
 * fields by the labels <Form>'s fields show; useFormSubmit focuses the first wrong field.
 */
export function useSchemaForm<V extends FieldValues, S extends Schema>(
  schema: S,
  options: SchemaFormOptions<V>,
): UseFormReturn<V, unknown, SchemaOutput<S>> {
  const [registry] = useState(() => new FieldRegistry());
  const form = useForm<V, unknown, SchemaOutput<S>>({
    // The kit focuses in screen order, image and choice fields included (focusFirstWrong).
    shouldFocusError: false,
    ...(options as UseFormProps<V, unknown, SchemaOutput<S>>),
    resolver: schemaResolver<V, S>(schema, registry.label),
  });
  bindRegistry(form.control, registry);
  return form;
}

type ProblemTarget = Pick<UseFormReturn<FieldValues, unknown, unknown>, 'setError' | 'control'>;

/**
 * Puts each problem where staff look for it: a problem about a field the form shows (its
 * params.field, or the field its code names) by that field, named by its label; any other in the
 * red panel under the form. The first wrong field (in screen order) gets the focus.
 */
export function showProblems<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'setError' | 'control'>,
  problems: readonly Problem[],
): void {
  const target = form as unknown as ProblemTarget;
  const registry = registryOf(target.control);
  const wrong: string[] = [];
  problems.forEach((found, index) => {
    const error = { type: found.code, message: describeProblem(found, registry.label) };
    const field = problemField(found);
    if (field !== undefined && registry.has(field)) {
      target.setError(field, error);
      wrong.push(field);
    } else {
      target.setError(`root.server${index}`, error);
    }
  });
  registry.firstOnScreen(wrong)?.focus();
}

/** Moves the focus to the first field (in screen order) that has one of these errors. */
export function focusFirstWrong(control: object, errors: FieldErrors): void {
  const paths = formErrors(errors).map((error) => error.path);
  registryOf(control).firstOnScreen(paths)?.focus();
}

export interface FormSubmitOptions<D, T> {
  /** Sends the payload, e.g. `(body) => mutation.mutateAsync({ body })`. */
  send: (data: D) => Promise<Answer<T>>;
  /** After the server said yes: move on, reset the form, update the cache… */
  onSuccess?: (answer: Answer<T>, data: D) => void;
  /**
   * Shown in green once the server said yes, in the staff's language; the server's English message
   * is shown only where a form has none (forms that move on at once).
   */
  successMessage?: string | ((answer: Answer<T>) => string);
  /** Checks the schema cannot make (e.g. a file chosen outside the form's values). */
  check?: (data: D) => Problem[];
}

export interface FormSubmission {
  /** The form's submit handler: validates, sends, and shows the answer. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from the click until the answer is shown (the submit button spins). */
  fetching: boolean;
  /** The success message: shown by <FormSuccess>. */
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
      const { successMessage } = options;
      const ownText =
        typeof successMessage === 'function' ? successMessage(answer) : successMessage;
      setMessage(ownText || answer.message || '');
      options.onSuccess?.(answer, data);
    },
    (errors) => {
      setMessage('');
      focusFirstWrong(form.control, errors);
    },
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
