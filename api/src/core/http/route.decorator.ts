import {
  type ArgumentMetadata,
  HttpCode,
  type PipeTransform,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  UsePipes,
  applyDecorators,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
} from '@nestjs/swagger';
import { API_PREFIX, type Endpoint, type EndpointSchemas, schemasOf } from '@waybill/shared';
import { PDF_RESPONSE } from '../../documents/pdf-response.js';
import { ApiSchemaBody } from './openapi.js';
import { valid } from './validation.pipe.js';

/** The OpenAPI security scheme of API keys (create-app.ts adds it to the document). */
export const API_KEY_SECURITY = 'apiKey';

/** Where @Route keeps a handler's endpoint, for the guard (admin.guard.ts). */
export const ROUTE_ENDPOINT = 'waybill:endpoint';

/**
 * Serves a controller method as an endpoint of the contract (shared/src/endpoints/), everything
 * taken from it: its method and path (under a `@Controller()` without a path of its own), who may
 * call it (read by the guard), its status (a POST answers 200 unless it is `created`), its
 * summary, body and answer type in OpenAPI, and the validation of its body and query by the
 * endpoint's schemas. What it writes to the audit trail is on the endpoint too.
 */
export function Route(endpoint: Endpoint): MethodDecorator {
  const schemas = schemasOf(endpoint);
  const decorators: (MethodDecorator | ClassDecorator)[] = [
    RequestMapping({
      path: endpoint.route.slice(API_PREFIX.length),
      method: RequestMethod[endpoint.method],
    }),
    SetMetadata(ROUTE_ENDPOINT, endpoint),
    ApiOperation({ summary: schemas.summary, description: describe(endpoint, schemas) }),
  ];
  // Open to a shop's API key (docs/api.md): the session cookie or the key.
  if (endpoint.keyScope) decorators.push(ApiCookieAuth(), ApiBearerAuth(API_KEY_SECURITY));
  if (endpoint.method === 'POST') {
    decorators.push(
      ApiHeader({
        name: 'Idempotency-Key',
        required: false,
        description:
          'The same key and request within 24 h answer the first answer again (Idempotent-Replayed: true); with another request, 422.',
      }),
    );
  }
  if (endpoint.method === 'POST') decorators.push(HttpCode(endpoint.created ? 201 : 200));
  if (schemas.body) {
    const type = endpoint.bodyType === 'form' ? 'multipart/form-data' : 'application/json';
    decorators.push(ApiSchemaBody(schemas.body, type));
  }
  if (schemas.body || schemas.query) decorators.push(UsePipes(new EndpointPipe(schemas)));
  if (endpoint.answer === 'pdf') {
    decorators.push(ApiProduces('application/pdf'), ApiOkResponse(PDF_RESPONSE));
  }
  if (endpoint.answer === 'csv') decorators.push(ApiProduces('text/csv'));
  return applyDecorators(...decorators);
}

/** The endpoint's description, with the API key scope that opens it. */
function describe(endpoint: Endpoint, schemas: EndpointSchemas): string | undefined {
  if (!endpoint.keyScope) return schemas.description;
  const scope = `API key scope: \`${endpoint.keyScope}\`.`;
  return schemas.description ? `${schemas.description}\n\n${scope}` : scope;
}

/**
 * Checks the whole body (`@Body()`) and the whole query (`@Query()`) with the endpoint's schemas
 * (400 with one coded problem per field) and hands the handler what they give; route parameters
 * and single fields pass as they are.
 */
class EndpointPipe implements PipeTransform {
  private readonly body;
  private readonly query;

  constructor(schemas: EndpointSchemas) {
    this.body = schemas.body && valid(schemas.body);
    this.query = schemas.query && valid(schemas.query);
  }

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.data !== undefined) return value;
    if (metadata.type === 'body' && this.body) return this.body.transform(value);
    if (metadata.type === 'query' && this.query) return this.query.transform(value);
    return value;
  }
}
