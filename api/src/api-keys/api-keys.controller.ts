import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ApiKeyCreatePayload,
  type ApiKeyRevokePayload,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { ApiKeysService } from './api-keys.service.js';

@ApiTags('api-keys')
@Controller()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Route(listApiKeys)
  list() {
    return this.keys.list();
  }

  @Route(createApiKey)
  async create(@Body() payload: ApiKeyCreatePayload) {
    return reply(await this.keys.create(payload), 'API key created');
  }

  @Route(revokeApiKey)
  async revoke(@Body() payload: ApiKeyRevokePayload) {
    return reply(await this.keys.revoke(payload.id), 'API key revoked');
  }
}
