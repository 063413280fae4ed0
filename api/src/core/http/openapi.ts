import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, type OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode, envelopeSchema } from '@waybill/shared';
import { z } from 'zod';

/** Documents a request body in OpenAPI from the same zod schema that validates it. */
export function ApiSchemaBody(schema: z.ZodType, contentType = 'application/json') {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return applyDecorators(
    ApiConsumes(contentType),
    ApiBody({ schema: jsonSchema as Record<string, unknown> }),
  );
}

/** The envelope's JSON schema, with every error code the contract defines as an enum. */
export function envelopeJsonSchema(): Record<string, unknown> {
  const schema = envelopeSchema.extend({
    errors: z.array(z.string()).describe('Each error as an English sentence.'),
    error_codes: z
      .array(z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]))
      .describe('At the same index as each error: its stable code (shared/src/errors.ts).'),
    error_params: z
      .array(z.record(z.string(), z.union([z.string(), z.number()])))
      .describe('At the same index as each error: the values its sentence is built from.'),
  });
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  });
  return jsonSchema;
}

/**
 * Adds the envelope to the document as the `Envelope` component and as every operation's
 * default answer (errors always come in it, even for the PDF and HTML calls).
 */
export function documentEnvelope(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.Envelope = envelopeJsonSchema();
  const answer = {
    description: 'The envelope; on an error, errors, error_codes and error_params say why.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
  };
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'patch', 'delete', 'put'] as const) {
      const operation = item[method];
      if (operation) operation.responses = { ...operation.responses, default: answer };
    }
  }
  return document;
}
