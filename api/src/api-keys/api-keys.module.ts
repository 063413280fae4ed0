import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { KEY_AUTHENTICATOR, KEY_REVOCATIONS } from '../core/http/api-key-caller.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';

/**
 * Shops' API keys (docs/api.md): the panel's list, creation and revocation, and the guard's
 * check of a request's key (global: the one guard reaches it through KEY_AUTHENTICATOR).
 */
@Global()
@Module({
  imports: [AuditModule],
  controllers: [ApiKeysController],
  providers: [
    ApiKeysRepository,
    ApiKeysService,
    { provide: KEY_AUTHENTICATOR, useExisting: ApiKeysService },
    { provide: KEY_REVOCATIONS, useExisting: ApiKeysService },
  ],
  exports: [KEY_AUTHENTICATOR, KEY_REVOCATIONS],
})
export class ApiKeysModule {}
