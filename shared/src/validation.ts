import { z } from 'zod';
import { isErrorCode, problem, type ErrorCode, type Problem } from './errors.js';

import { LONG_TEXT_MAX, PASSWORD_MIN, TEXTAREA_MAX, TEXT_MAX } from './limits.js';

export { LONG_TEXT_MAX, PASSWORD_MIN, TEXTAREA_MAX, TEXT_MAX };

/** A required single-line text field: trimmed, not empty, at most 300 characters. */
export const requiredText = () => z.string().trim().min(1).max(TEXT_MAX);
/** An optional text field: empty input means "not given". */
export const optionalText = () =>
  z.preprocess(emptyToUndefined, z.string().trim().max(TEXT_MAX).optional());
export const requiredEmail = () => z.string().trim().min(1).max(TEXT_MAX).pipe(z.email());
export const optionalEmail = () =>
  z.preprocess(emptyToUndefined, z.string().trim().max(TEXT_MAX).pipe(z.email()).optional());

/** A required textarea: trimmed, not empty, at most `max` characters. */
export const requiredTextarea = (max: number = TEXTAREA_MAX) => z.string().trim().min(1).max(max);

/** A calendar date as 'YYYY-MM-DD' (checked: no February 30th). */
export const isoDate = () => z.iso.date();
export const optionalDate = () => z.preprocess(emptyToUndefined, isoDate().optional());

/**
 * HTML forms send numbers as strings. A blank string means "not given" (never 0); any other
 * string is converted, and what is not a number then fails as one. Unlike `z.coerce`, a missing
 * value stays missing ("is required") and booleans or arrays are refused instead of becoming 1 or 0.
 */
export function formNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed);
  }
  return value === null ? undefined : value;
}
export const requiredNumber = (schema: z.ZodNumber = z.number()) =>
  z.preprocess(formNumber, schema);
export const optionalNumber = (schema: z.ZodNumber = z.number()) =>
  z.preprocess(formNumber, schema.optional());

/** The largest record id: ids are PostgreSQL `integer` (serial) columns. */
export const ID_MAX = 2_147_483_647;

/** Every record id in a payload: a positive integer, also accepted as a form string. */
export const idSchema = requiredNumber(z.number().min(1).max(ID_MAX).int());

export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/**
 * A refinement's own problem, for `.refine(check, coded('auth.pin_format'))`: the issue carries
 * the code, so it is reported (and translated) by code like every built-in check.
 */
export function coded(code: ErrorCode): { message: string; params: { code: ErrorCode } } {
  const { message } = problem(code as 'field.invalid', { field: '' });
  return { message, params: { code } };
}

/** The problem behind one zod issue, e.g. field.required for recipient_name. */
export function issueProblem(issue: Issue): Problem {
  const field = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : 'value';
  const missing = 'input' in issue && isMissing(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return problem('field.required', { field });
      return issue.expected === 'int'
        ? problem('field.integer', { field })
        : problem('field.type', { field, expected: String(issue.expected) });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1
          ? problem('field.required', { field })
          : problem('field.too_short', { field, min });
      }
      return issue.inclusive === false
        ? problem('field.greater_than', { field, min })
        : problem('field.min', { field, min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return problem('field.too_long', { field, max });
      return issue.inclusive === false
        ? problem('field.less_than', { field, max })
        : problem('field.max', { field, max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return problem('field.email', { field });
      if (issue.format === 'date') return problem('field.date', { field });
      return problem('field.format', { field });
    case 'invalid_value':
      if (missing) return problem('field.required', { field });
      return problem('field.one_of', { field, values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return problem('field.unknown', { fields: issue.keys.join(', '), count: issue.keys.length });
    case 'custom': {
      const code: unknown = issue.params?.code;
      if (isErrorCode(code)) return { ...problem(code as 'field.invalid', { field }), code };
      return problem('field.invalid', { field });
    }
    default:
      return problem('field.invalid', { field });
  }
}

/** One readable sentence per problem, e.g. "recipient_name is required" (zod's error map). */
export function describeIssue(issue: Issue): string {
  return issueProblem(issue).message;
}

export type Validated<T> =
  { ok: true; data: T } | { ok: false; errors: string[]; problems: Problem[] };

/** The failed side of Validated, from its problems. */
export function refused(problems: Problem[]): { ok: false; errors: string[]; problems: Problem[] } {
  return { ok: false, errors: problems.map((each) => each.message), problems };
}

/**
 * Validates with the contract's schema and turns problems into coded, readable ones. No text may
 * hold a NUL character (PostgreSQL cannot store one): it is refused here, for every schema at once.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const withNul = nulFields(input);
  if (withNul.length > 0) return refused(withNul.map((field) => problem('field.nul', { field })));
  const result = schema.safeParse(input, {
    error: (issue) => describeIssue(issue),
    reportInput: true,
  });
  if (result.success) return { ok: true, data: result.data };
  // One problem per field is enough to act on (an id of 1e26 breaks two number checks).
  const fieldsSeen = new Set<string>();
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (issue.path.length > 0 && fieldsSeen.has(field)) continue;
    fieldsSeen.add(field);
    const found = issueProblem(issue);
    if (!problems.some((each) => each.message === found.message)) problems.push(found);
  }
  return refused(problems);
}

const NUL = '\u0000';

/** A value met while looking for NUL, with the way to it (kept as links, joined only if needed). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  /** The key itself holds NUL: the field name is the problem, not its value. */
  badName?: boolean;
}

/**
 * The fields (dotted paths) of a parsed body or query whose names or texts hold NUL, in the
 * body's order. Walks with a list, not recursion: a stranger's JSON may nest 100,000 levels deep
 * (the fuzzer sends such bodies), which would overflow the stack.
 */
export function nulFields(input: unknown): string[] {
  const found: string[] = [];
  const pending: Visit[] = [{ value: input, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (visit.badName) {
      const object = visit.parent as Visit;
      found.push(object.parent === null ? 'a field name' : `${pathOf(object)}: a field name`);
      continue;
    }
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push(pathOf(visit));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const children: Visit[] = [];
    for (const [key, child] of Object.entries(value)) {
      children.push({ value: child, key, parent: visit, badName: key.includes(NUL) });
    }
    // Last child first, so that the first is visited next.
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]);
  }
  return found;
}

/** 'b.1.c' for the value at body.b[1].c; 'value' for the whole input. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : 'value';
}
