import { z } from 'zod';

/** docs/product.md §7.1: every text input is limited to 300 characters. */
export const TEXT_MAX = 300;
/** Long bodies (page content, e-mail bodies, review text) have their own, larger limit. */
export const LONG_TEXT_MAX = 100_000;
/** Textareas (activity descriptions, review text): longer than an input, still bounded. */
export const TEXTAREA_MAX = 2_000;
export const PASSWORD_MIN = 8;

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

type Issue = z.core.$ZodRawIssue;

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/** One readable sentence per problem, e.g. "recipient_name is required". */
export function describeIssue(issue: Issue): string {
  const field = issue.path && issue.path.length > 0 ? issue.path.join('.') : 'value';
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return `${field} is required`;
      return issue.expected === 'int'
        ? `${field} must be an integer`
        : `${field} must be ${article(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} is required`
          : `${field} must be at least ${issue.minimum} characters`;
      }
      return issue.inclusive === false
        ? `${field} must be greater than ${issue.minimum}`
        : `${field} must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
      return issue.inclusive === false
        ? `${field} must be less than ${issue.maximum}`
        : `${field} must be at most ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return `${field} must be a valid e-mail address`;
      if (issue.format === 'date') return `${field} must be a date (YYYY-MM-DD)`;
      return `${field} has an invalid format`;
    case 'invalid_value':
      if (isMissing(issue.input)) return `${field} is required`;
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `${issue.keys[0]} is not a known field`
        : `${issue.keys.join(', ')} are not known fields`;
    default:
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : `${field} is invalid`;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: string[] };

/**
 * Validates with the contract's schema and turns problems into readable strings. No text may hold
 * a NUL character (PostgreSQL cannot store one): it is refused here, for every schema at once.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const withNul = nulFields(input);
  if (withNul.length > 0) {
    return {
      ok: false,
      errors: withNul.map((field) => `${field} must not contain a NUL character`),
    };
  }
  const result = schema.safeParse(input, { error: (issue) => describeIssue(issue) });
  if (result.success) return { ok: true, data: result.data };
  // One problem per field is enough to act on (an id of 1e26 breaks two number checks).
  const fieldsSeen = new Set<string>();
  const errors: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (issue.path.length > 0 && fieldsSeen.has(field)) continue;
    fieldsSeen.add(field);
    if (!errors.includes(issue.message)) errors.push(issue.message);
  }
  return { ok: false, errors };
}

const NUL = '\u0000';

/** The fields (dotted paths) of a parsed body or query whose names or texts hold NUL. */
export function nulFields(input: unknown, path: string[] = []): string[] {
  const here = path.length > 0 ? path.join('.') : 'value';
  if (typeof input === 'string') return input.includes(NUL) ? [here] : [];
  if (typeof input !== 'object' || input === null) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (key.includes(NUL)) found.push(here === 'value' ? 'a field name' : `${here}: a field name`);
    else found.push(...nulFields(value, [...path, key]));
  }
  return found;
}
