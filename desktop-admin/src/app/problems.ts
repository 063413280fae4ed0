import {
  ERROR_SENTENCES,
  problem,
  type ApiResult,
  type ErrorParams,
  type Problem,
} from '@waybill/shared';

/**
 * The one place a problem becomes text on screen: by its code and values, never by reading the
 * server's sentence. The control panel is English for now, so it is the contract's own sentence.
 */
export function describeProblem(found: Problem): string {
  // A code this build does not know (from a newer server) is said by the server's own sentence.
  const write = ERROR_SENTENCES[found.code] as ((params: ErrorParams) => string) | undefined;
  return write ? write(found.params) : found.message;
}

/** The first problem's text, for the places that show one line (a toast, a callout). */
export function firstProblemText(problems: readonly Problem[]): string {
  return problems[0] ? describeProblem(problems[0]) : '';
}

/** What a screen says about a record that is not there (docs/product.md §8). */
export const NOT_FOUND_TEXT = describeProblem(problem('page.not_found'));
/** What a list says when it has no rows, like the API for a parcel it does not know. */
export const NO_DATA_TEXT = describeProblem(problem('parcel.not_found'));

/**
 * A call the API answered with an error (or that never got an answer): what the query and mutation
 * hooks throw, so TanStack Query sees a failure. It keeps the whole result.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly problems: Problem[];

  constructor(readonly result: ApiResult<unknown>) {
    const problems =
      result.problems.length > 0
        ? result.problems
        : // An error status without errors (e.g. a proxy's answer): its message, as written.
          [problem('request.refused', { reason: result.message || `HTTP ${result.status}` })];
    super(firstProblemText(problems));
    this.name = 'ApiFailure';
    this.status = result.status;
    this.problems = problems;
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

/** True when the API answered success: a 2xx status and no errors. */
export function succeeded<T>(result: ApiResult<T>): boolean {
  return result.errors.length === 0 && result.status >= 200 && result.status < 300;
}

/** The problems of any failure a hook reports (something other than an API answer included). */
export function problemsOf(error: unknown): Problem[] {
  if (error instanceof ApiFailure) return error.problems;
  const reason = error instanceof Error ? error.message : String(error);
  return [problem('request.refused', { reason })];
}
