import { HttpException } from '@nestjs/common';
import type { Problem } from '@waybill/shared';

/**
 * An error the user can act on: its status and every problem (code, values and English
 * sentence, from shared/src/errors.ts) reach the envelope.
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly problems: Problem[],
    /** Headers the answer carries, e.g. Retry-After on a 429 or 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(problems[0]?.message ?? 'Request failed', status);
  }

  /** The English sentences, in order. */
  get errors(): string[] {
    return this.problems.map((each) => each.message);
  }

  static badRequest(...problems: Problem[]) {
    return new ApiError(400, problems);
  }
  static unauthorized(...problems: Problem[]) {
    return new ApiError(401, problems);
  }
  static forbidden(...problems: Problem[]) {
    return new ApiError(403, problems);
  }
  static notFound(...problems: Problem[]) {
    return new ApiError(404, problems);
  }
  static conflict(...problems: Problem[]) {
    return new ApiError(409, problems);
  }
  static tooManyRequests(...problems: Problem[]) {
    return new ApiError(429, problems);
  }
}

/** A controller result with a message for the envelope (plain values get an empty message). */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export const reply = <T>(data: T, message: string) => new Reply(data, message);
