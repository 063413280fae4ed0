import { Injectable } from '@nestjs/common';
import {
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreatePayload,
  type Endpoint,
  problem,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../audit/audit-writer.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import type {
  ApiKeyCaller,
  KeyAuthenticator,
  KeyRevocations,
} from '../core/http/api-key-caller.js';
import { rememberKey } from '../core/http/api-key-caller.js';
import { ApiError } from '../core/http/api-error.js';
import { clientOrigin, currentOrigin } from '../core/http/request-context.js';
import { RateLimiter, tooMany } from '../core/security/rate-limiter.service.js';
import { apiKeyHash, looksLikeApiKey, newApiKey } from './api-key-secret.js';
import { API_KEY_RATE, setRateHeaders } from './api-key-limits.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ParcelStore } from '../parcels/parcel-store.js';

/** How long the calls per day are kept. */
const CALLS_KEPT_DAYS = 90;

/**
 * Shops' API keys (docs/api.md): staff make, list and revoke them; the guard admits a request's
 * key through `admit` (the KeyAuthenticator port of core/http/api-key-caller.ts).
 */
@Injectable()
export class ApiKeysService implements KeyAuthenticator, KeyRevocations {
  private readonly revocationListeners: Array<
    (manager: EntityManager, keyId: number) => Promise<void>
  > = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: ApiKeysRepository,
    private readonly audit: AuditWriter,
    private readonly limiter: RateLimiter,
    private readonly parcels: ParcelStore,
    housekeeping: Housekeeping,
  ) {
    housekeeping.register(() => this.rows.deleteOldCalls(CALLS_KEPT_DAYS));
  }

  list(): Promise<ApiKey[]> {
    return this.rows.list();
  }

  /** A new key: its secret is in this answer only; the trail records it without the secret. */
  async create(payload: ApiKeyCreatePayload): Promise<ApiKeyCreated> {
    const { secret, prefix, hash } = newApiKey();
    const account = currentOrigin()?.account ?? null;
    const key = await this.dataSource.transaction(async (manager) => {
      const made = await this.rows.insert(manager, {
        name: payload.name,
        prefix,
        hash,
        scopes: payload.scopes,
        createdBy: account && { id: account.id, email: account.email },
        expiresOn: payload.expires_on ?? null,
      });
      await this.audit.record(manager, {
        entity: 'api_key',
        entityId: made.id,
        action: 'create',
        changes: {
          name: { before: null, after: made.name },
          prefix: { before: null, after: made.prefix },
          scopes: { before: null, after: made.scopes },
          expires_at: { before: null, after: made.expires_at },
        },
      });
      return made;
    });
    return { ...key, secret };
  }

  /** What goes with a key when it is revoked (KeyRevocations: a key's webhook endpoints). */
  onRevoked(listener: (manager: EntityManager, keyId: number) => Promise<void>): void {
    this.revocationListeners.push(listener);
  }

  /** Revokes a key: its next call is refused, on every instance (the guard reads the row). */
  async revoke(id: number): Promise<ApiKey> {
    return this.dataSource.transaction(async (manager) => {
      const key = await this.rows.revoke(manager, id);
      if (!key) throw ApiError.notFound(problem('apikey.not_found'));
      for (const listener of this.revocationListeners) await listener(manager, key.id);
      await this.audit.record(manager, {
        entity: 'api_key',
        entityId: key.id,
        action: 'revoke',
        changes: { revoked_at: { before: null, after: key.revoked_at } },
      });
      return key;
    });
  }

  /**
   * A request with `Authorization: Bearer …`: refused unless the endpoint names a key scope
   * (403), the key is known, unrevoked and unexpired (401), within its rate (429, with the
   * RateLimit headers on every answer) and holds the scope (403); a parcel's route (`:code`)
   * reaches only a parcel the key made (404 otherwise).
   */
  async admit(
    bearer: string,
    endpoint: Endpoint,
    request: Request,
    response: Response,
  ): Promise<ApiKeyCaller> {
    if (!looksLikeApiKey(bearer)) throw ApiError.unauthorized(problem('apikey.invalid'));
    const scope = endpoint.keyScope;
    if (!scope) throw ApiError.forbidden(problem('apikey.not_allowed'));
    const key = await this.rows.use(apiKeyHash(bearer), clientOrigin(request).ip);
    if (!key) throw ApiError.unauthorized(problem('apikey.invalid'));
    const window = await this.limiter.count(API_KEY_RATE, `key:${key.id}`);
    setRateHeaders(response, window);
    if (window.hits > API_KEY_RATE.limit) throw tooMany(window.resetAt, API_KEY_RATE.name);
    if (!key.scopes.includes(scope)) throw ApiError.forbidden(problem('apikey.scope', { scope }));
    // A key reaches only the parcels it made: another's is not there for it.
    const { code } = request.params as { code?: string };
    if (code !== undefined && !(await this.parcels.madeByKey(code, key.id))) {
      throw ApiError.notFound(problem('parcel.not_found'));
    }
    const caller: ApiKeyCaller = { id: key.id, name: key.name, scopes: key.scopes };
    rememberKey(request, caller);
    return caller;
  }
}
