import { type PipeTransform } from '@nestjs/common';
import { idSchema, validate } from '@waybill/shared';
import { z } from 'zod';
import { ApiError } from './api-error.js';

/** Validates a body with the contract's schema: 400 with one coded problem per field. */
export class SchemaPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = validate(this.schema, value ?? {});
    if (!result.ok) throw new ApiError(400, result.problems);
    return result.data;
  }
}

export const valid = <S extends z.ZodType>(schema: S) => new SchemaPipe(schema);

/** `:id` in a path: a record id within the column's range (never a database error). */
export const idParamSchema = z.object({ id: idSchema });
export type IdParam = z.infer<typeof idParamSchema>;
