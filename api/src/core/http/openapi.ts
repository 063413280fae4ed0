import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { z } from 'zod';

/** Documents a request body in OpenAPI from the same zod schema that validates it. */
export function ApiSchemaBody(schema: z.ZodType, contentType = 'application/json') {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return applyDecorators(
    ApiConsumes(contentType),
    ApiBody({ schema: jsonSchema as Record<string, unknown> }),
  );
}

/** How every PATCH of the API treats its body (see partialUpdateSchema in shared/). */
export const PARTIAL_UPDATE_DOC =
  'Only the fields in the body change. An optional field sent as "" or null is cleared; a required ' +
  'one cannot be. Read-only fields sent back as they were read (created_at, updated_at, …) are ' +
  'ignored; a field the record does not have is refused by name, and so is a body with nothing ' +
  'to change (400).';
