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
