import { HttpException } from '@nestjs/common';

/** An error the user can act on: its status and every readable reason reach the envelope. */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly errors: string[],
  ) {
    super(errors[0] ?? 'Request failed', status);
  }

  static badRequest(...errors: string[]) {
    return new ApiError(400, errors);
  }
  static unauthorized(...errors: string[]) {
    return new ApiError(401, errors);
  }
  static forbidden(...errors: string[]) {
    return new ApiError(403, errors);
  }
  static notFound(...errors: string[]) {
    return new ApiError(404, errors);
  }
  static conflict(...errors: string[]) {
    return new ApiError(409, errors);
  }
  static tooManyRequests(...errors: string[]) {
    return new ApiError(429, errors);
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
