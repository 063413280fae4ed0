import { z } from 'zod';

/** SPEC §5: every text input is limited to 300 characters. */
export const TEXT_MAX = 300;
/** Long bodies (page content, e-mail bodies, review text) have their own, larger limit. */
export const LONG_TEXT_MAX = 100_000;
export const PASSWORD_MIN = 8;

/** A required single-line text field: trimmed, not empty, at most 300 characters. */
export const requiredText = () => z.string().trim().min(1).max(TEXT_MAX);
/** An optional text field: empty input means "not given". */
export const optionalText = () =>
  z.preprocess(emptyToUndefined, z.string().trim().max(TEXT_MAX).optional());
export const requiredEmail = () => z.string().trim().min(1).max(TEXT_MAX).pipe(z.email());
export const optionalEmail = () =>
  z.preprocess(emptyToUndefined, z.string().trim().max(TEXT_MAX).pipe(z.email()).optional());

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
      return isMissing(issue.input)
        ? `${field} is required`
        : `${field} must be ${article(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} is required`
          : `${field} must be at least ${issue.minimum} characters`;
      }
      return `${field} must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} must be at most ${issue.maximum} characters`
        : `${field} must be at most ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `${field} must be a valid e-mail address`
        : `${field} has an invalid format`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
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

/** Validates with the contract's schema and turns problems into readable strings. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input, { error: (issue) => describeIssue(issue) });
  if (result.success) return { ok: true, data: result.data };
  const errors = [...new Set(result.error.issues.map((issue) => issue.message))];
  return { ok: false, errors };
}
