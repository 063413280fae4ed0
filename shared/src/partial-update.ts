import { z } from 'zod';
import { problem } from './errors.js';
import { coded } from './validation.js';

/** An empty or blank text, or null: the client asks for the field to be cleared. */
export function isClearing(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** What an update may carry for a field: its new value, or null when it was cleared. */
type Changed<S> = Exclude<z.output<S>, undefined> | null;

/** The output of a partial update: the key, and only the fields that were sent. */
export type PartialUpdate<K extends z.ZodRawShape, F extends z.ZodRawShape> = z.output<
  z.ZodObject<K>
> & { [Field in keyof F]?: Changed<F[Field]> };

export const NOTHING_TO_CHANGE = problem('body.nothing_to_change').message;

/**
 * A PATCH body that changes exactly the fields it carries, built from the edit form's own schema
 * (`fields`), so the form and the API share one definition of each field:
 * - a field the form requires can be changed but not cleared ('' or null is refused);
 * - a field the form may leave empty is cleared by '' or null, to what the form makes of an empty
 *   field (its default, else null);
 * - `readOnly` fields may come back as the client read them: accepted and dropped;
 * - any other field is refused by name, and a body with nothing to change is refused.
 * `key` names the record (the id); it is never changed.
 */
export function partialUpdateSchema<K extends z.ZodRawShape, F extends z.ZodRawShape>(parts: {
  key: K;
  fields: F;
  readOnly: readonly string[];
}): z.ZodType<PartialUpdate<K, F>, unknown> {
  const editable = Object.fromEntries(
    Object.entries(parts.fields).map(([name, field]) => [name, changeOf(field as z.ZodType)]),
  );
  const ignored = Object.fromEntries(parts.readOnly.map((name) => [name, z.unknown().optional()]));
  const readOnly = new Set(parts.readOnly);
  return z
    .strictObject({ ...ignored, ...editable, ...parts.key })
    .refine((body) => Object.keys(body).some((name) => name in editable), {
      ...coded('body.nothing_to_change'),
      // Said only of a body without other faults (an unknown field is named instead).
      when: (payload) => payload.issues.length === 0,
    })
    .transform(
      (body) =>
        Object.fromEntries(
          Object.entries(body).filter(([name]) => !readOnly.has(name)),
        ) as PartialUpdate<K, F>,
    );
}

/** One field of a partial update: left out, it is not touched (zod skips absent optional keys). */
function changeOf(field: z.ZodType): z.ZodType {
  const empty = field.safeParse(undefined);
  if (!empty.success) return field.optional();
  const cleared = empty.data ?? null;
  return z
    .preprocess((value) => (isClearing(value) ? undefined : value), field)
    .transform((value) => (value === undefined ? cleared : value))
    .optional();
}

/** How a PATCH whose body is a partialUpdateSchema treats it, for the API documentation. */
export const PARTIAL_UPDATE_DOC =
  'Only the fields in the body change. An optional field sent as "" or null is cleared; a required ' +
  'one cannot be. Read-only fields sent back as they were read (created_at, updated_at, …) are ' +
  'ignored; a field the record does not have is refused by name, and so is a body with nothing ' +
  'to change (400).';
