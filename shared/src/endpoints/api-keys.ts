/**
 * API keys for shops' systems (docs/api.md): made, listed and revoked by staff with
 * `keys.manage`; no key opens these (no `keyScope`).
 */
import { endpoint, type In } from '../endpoint.js';
import type {
  ApiKey,
  ApiKeyCreated,
  apiKeyCreateSchema,
  apiKeyRevokeSchema,
} from '../schemas/api-keys.js';

export const listApiKeys = endpoint({
  method: 'GET',
  route: '/api/api-keys',
  access: 'keys.manage',
  ...({} as { data: ApiKey[] }),
});

export const createApiKey = endpoint({
  method: 'POST',
  route: '/api/api-keys',
  access: 'keys.manage',
  audit: { writes: ['api_key.create'] },
  created: true,
  ...({} as { body: In<typeof apiKeyCreateSchema>; data: ApiKeyCreated }),
});

export const revokeApiKey = endpoint({
  method: 'DELETE',
  route: '/api/api-keys',
  access: 'keys.manage',
  audit: { writes: ['api_key.revoke'] },
  ...({} as { body: In<typeof apiKeyRevokeSchema>; data: ApiKey }),
});
