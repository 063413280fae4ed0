/**
 * Which fields an audit row may show and how: values become plain JSON, and secrets never leave
 * their table. A field is secret by its name (password*, *_hash, secret*, token*, pin*, …) or
 * because its table says so (a message's body, which carries PINs and signed links).
 */
const SECRET_FIELD =
  /(^|_)(password|passwd|secret|token|pin|otp|totp|recovery|credential|api_key|private_key)|_hash$|^hash$|_digest$/i;

/** What a hidden field shows: that it changed, never its value. */
export const HIDDEN = '[hidden]';

export function isSecretField(name: string, alsoHidden: readonly string[] = []): boolean {
  return SECRET_FIELD.test(name) || alsoHidden.includes(name);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text with each lone surrogate (half of a UTF-16 pair, which a string may hold but UTF-8 cannot)
 * as U+FFFD: what the database stored for it, and what jsonb accepts (it refuses "\ud800").
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** A stored value as JSON: instants as ISO text, binary data left out, text well formed. */
export function plainValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return wellFormed(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Buffer.isBuffer(value)) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') {
    return JSON.parse(
      JSON.stringify(value, (_key, item: unknown) =>
        typeof item === 'string' ? wellFormed(item) : item,
      ),
    ) as unknown;
  }
  return value;
}

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The fields that differ between `before` and `after` (by name), as before → after; secret ones
 * as HIDDEN on both sides, so a row says a password changed without saying what to.
 */
export function fieldChanges(
  fields: readonly string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  alsoHidden: readonly string[] = [],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const was = plainValue(before?.[field]);
    const is = plainValue(after?.[field]);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes[field] = isSecretField(field, alsoHidden)
      ? { before: was === null ? null : HIDDEN, after: is === null ? null : HIDDEN }
      : { before: was, after: is };
  }
  return changes;
}
