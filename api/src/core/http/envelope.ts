import { type Envelope, type Problem, envelopeErrors } from '@waybill/shared';

/**
 * The envelope of every /api answer: each problem's sentence, code and values at the same index
 * of `errors`, `error_codes` and `error_params` (all empty on success).
 */
export function envelope<T>(
  status: number,
  data: T,
  message: string,
  problems: readonly Problem[] = [],
): Envelope<T> {
  const body: Envelope<T> = { status, ...envelopeErrors(problems), data, message };
  // docs/product.md §6.2: a 401 carries admin "false" so the client marks the admin signed out.
  if (status === 401) body.admin = 'false';
  return body;
}

/** The envelope of an error answer: its message is the first problem's sentence. */
export function errorEnvelope(status: number, problems: readonly Problem[]): Envelope<null> {
  return envelope(status, null, problems[0]?.message ?? '', problems);
}
