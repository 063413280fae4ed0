/** The schemas and summaries of the endpoints in api-keys.ts, each required by the compiler. */
import { z } from 'zod';
import { describeArea } from '../endpoint-description.js';
import {
  apiKeyCreateSchema,
  apiKeyCreatedSchema,
  apiKeyRevokeSchema,
  apiKeySchema,
} from '../schemas/api-keys.js';
import * as endpoints from './api-keys.js';

export const apiKeysSchemas = describeArea(endpoints, {
  listApiKeys: {
    summary: 'API keys, newest first: prefix, scopes, creator, last use and calls today.',
    data: () => z.array(apiKeySchema),
  },
  createApiKey: {
    summary: 'Make an API key; its secret is in this answer only.',
    body: apiKeyCreateSchema,
    data: () => apiKeyCreatedSchema,
  },
  revokeApiKey: {
    summary: 'Revoke an API key: refused from its next call, on every instance.',
    body: apiKeyRevokeSchema,
    data: () => apiKeySchema,
  },
});
