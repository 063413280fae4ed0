import { Inject, Injectable } from '@nestjs/common';
import {
  listWebhookDeliveries,
  problem,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TEST_EVENT,
  type Paged,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreatePayload,
  type WebhookEndpointPatchPayload,
  type WebhookEndpointWithSecret,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../audit/audit-writer.js';
import type { FieldChanges } from '../audit/audit-changes.js';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { KEY_REVOCATIONS, type KeyRevocations } from '../core/http/api-key-caller.js';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { resolvedProblem } from '../core/outgoing/safe-post.js';
import { urlProblem } from '../core/outgoing/url-policy.js';
import { eventBody, newEventId, WebhookEvents } from './webhook-events.js';
import { newWebhookSecret } from './webhook-secret.js';
import { WebhookSecrets } from './webhook-secrets.js';
import { WebhooksRepository, type EndpointRow } from './webhooks.repository.js';

export const DELIVERIES_PAGE_SIZE = 20;

/** Whether the caller may see the endpoint: staff any, a key only its own. */
const reaches = (caller: Caller, row: EndpointRow) =>
  caller === undefined || row.api_key_id === caller;

const notFound = () => ApiError.notFound(problem('webhook.not_found'));

/** What the API shows of an endpoint: never its secret. */
/**
 * Who is asking: staff (undefined) reach every endpoint; an API key (its id) only the endpoints
 * it made, any other being "not found" to it, as a parcel of another key is.
 */
export type Caller = number | undefined;

const shown = ({
  secret_sealed: _s,
  failing_since: _f,
  ...endpoint
}: EndpointRow): WebhookEndpoint => endpoint;

/** Endpoints and their delivery log, for the panel and the API (docs/webhooks.md). */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: WebhooksRepository,
    private readonly secrets: WebhookSecrets,
    private readonly events: WebhookEvents,
    private readonly audit: AuditWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEY_REVOCATIONS) revocations: KeyRevocations,
  ) {
    // A revoked key's endpoints go with it, in the revocation's transaction: nothing more is
    // sent to an integration that was cut off, and no one can manage them any more.
    revocations.onRevoked((manager, keyId) => this.removeKeyEndpoints(manager, keyId));
  }

  list(caller: Caller): Promise<WebhookEndpoint[]> {
    return this.repository.endpoints(caller);
  }

  async create(
    payload: WebhookEndpointCreatePayload,
    caller: Caller,
  ): Promise<WebhookEndpointWithSecret> {
    await this.checkUrl(payload.url);
    const secret = newWebhookSecret();
    const secretSealed = await this.secrets.seal(secret);
    const id = await this.dataSource.transaction(async (manager) => {
      // Each key has its own allowance, so one shop's integration cannot use up staff's.
      if (
        (await this.repository.countEndpoints(manager, caller ?? null)) >= WEBHOOK_ENDPOINTS_MAX
      ) {
        throw ApiError.conflict(problem('webhook.too_many', { max: WEBHOOK_ENDPOINTS_MAX }));
      }
      const fields = {
        url: payload.url,
        description: payload.description ?? '',
        events: payload.events,
        enabled: payload.enabled ?? true,
      };
      const created = await this.repository.insertEndpoint(manager, {
        ...fields,
        secretSealed,
        keyId: caller ?? null,
      });
      await this.audit.record(manager, {
        entity: 'webhook',
        entityId: created,
        action: 'create',
        changes: Object.fromEntries(
          Object.entries(fields).map(([field, after]) => [field, { before: null, after }]),
        ) as FieldChanges,
      });
      return created;
    });
    return { ...(await this.shownEndpoint(id)), secret };
  }

  async update(
    id: number,
    payload: WebhookEndpointPatchPayload,
    caller: Caller,
  ): Promise<WebhookEndpoint> {
    await this.shownEndpoint(id, caller);
    if (payload.url !== undefined) await this.checkUrl(payload.url);
    await this.dataSource.transaction(async (manager) => {
      const before = await this.lockedEndpoint(manager, id, caller);
      await this.repository.updateEndpoint(manager, id, payload);
      const changes: FieldChanges = {};
      for (const field of ['url', 'description', 'events', 'enabled'] as const) {
        if (payload[field] === undefined) continue;
        if (JSON.stringify(payload[field]) === JSON.stringify(before[field])) continue;
        changes[field] = { before: before[field], after: payload[field] };
      }
      await this.audit.record(manager, {
        entity: 'webhook',
        entityId: id,
        action: 'update',
        changes,
      });
    });
    return this.shownEndpoint(id);
  }

  async remove(id: number, caller: Caller): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.lockedEndpoint(manager, id, caller);
      await this.repository.deleteEndpoint(manager, id);
      await this.audit.record(manager, {
        entity: 'webhook',
        entityId: id,
        action: 'delete',
        changes: { url: { before: before.url, after: null } },
      });
    });
  }

  /** A new signing secret, shown this once; the old one stops signing at once. */
  async rotateSecret(id: number, caller: Caller): Promise<WebhookEndpointWithSecret> {
    const secret = newWebhookSecret();
    const secretSealed = await this.secrets.seal(secret);
    await this.dataSource.transaction(async (manager) => {
      await this.lockedEndpoint(manager, id, caller);
      await this.repository.updateEndpoint(manager, id, { secretSealed });
      await this.audit.record(manager, {
        entity: 'webhook',
        entityId: id,
        action: 'update',
        changes: { secret: { before: '[hidden]', after: '[hidden]' } },
      });
    });
    return { ...(await this.shownEndpoint(id)), secret };
  }

  /** A `webhook.test` event to this endpoint alone (also when it is off: a check before turning it on). */
  async sendTest(id: number, caller: Caller): Promise<WebhookDelivery> {
    const deliveryId = await this.dataSource.transaction(async (manager) => {
      await this.lockedEndpoint(manager, id, caller);
      const [row] = await this.repository.appendToChains(manager, [
        {
          endpointId: id,
          eventId: newEventId(),
          eventType: WEBHOOK_TEST_EVENT,
          parcelId: null,
          payload: eventBody(WEBHOOK_TEST_EVENT, { endpoint_id: id }),
        },
      ]);
      await this.events.enqueue(manager, row.id);
      return row.id;
    });
    return (await this.repository.delivery(deliveryId)) as WebhookDelivery;
  }

  async deliveries(
    id: number,
    query: WebhookDeliveriesQuery,
    caller: Caller,
  ): Promise<Paged<WebhookDelivery>> {
    await this.shownEndpoint(id, caller);
    const { page, status } = query;
    const { rows, total } = await this.repository.deliveries(
      id,
      status,
      DELIVERIES_PAGE_SIZE,
      (page - 1) * DELIVERIES_PAGE_SIZE,
    );
    const link = (next: number) =>
      listWebhookDeliveries.path({ id: String(id) }, { page: next, status });
    return toPage(rows, total, page, DELIVERIES_PAGE_SIZE, link);
  }

  /** Sends a finished delivery again, same webhook-id; one already on its way is left be. */
  async resend(deliveryId: number, caller: Caller): Promise<WebhookDelivery> {
    await this.dataSource.transaction(async (manager) => {
      const delivery = await this.repository.delivery(deliveryId, manager);
      if (!delivery) throw notFound();
      await this.lockedEndpoint(manager, delivery.endpoint_id, caller);
      if (!(await this.repository.requeue(manager, deliveryId))) return;
      await this.events.enqueue(manager, deliveryId);
      await this.audit.record(manager, {
        entity: 'webhook',
        entityId: delivery.endpoint_id,
        action: 'update',
        changes: {
          resent: { before: null, after: { delivery: deliveryId, event: delivery.event_id } },
        },
      });
    });
    return (await this.repository.delivery(deliveryId)) as WebhookDelivery;
  }

  /** The address as written, then where its name leads (docs/webhooks.md, "Safe outgoing calls"). */
  private async checkUrl(url: string): Promise<void> {
    const found = urlProblem(url, this.config.webhooks);
    if (found) {
      throw ApiError.badRequest(
        found.code === 'webhook.url_address'
          ? problem(found.code, { kind: found.kind })
          : problem(found.code),
      );
    }
    const resolved = await resolvedProblem(url, this.config.webhooks);
    if (resolved === 'unresolved') throw ApiError.badRequest(problem('webhook.url_unresolved'));
    if (resolved) throw ApiError.badRequest(problem('webhook.url_address', { kind: resolved }));
  }

  /** Deletes a revoked key's endpoints, each in the audit trail as staff's deletion would be. */
  private async removeKeyEndpoints(manager: EntityManager, keyId: number): Promise<void> {
    for (const endpoint of await this.repository.deleteKeyEndpoints(manager, keyId)) {
      await this.audit.record(manager, {
        entity: 'webhook',
        entityId: endpoint.id,
        action: 'delete',
        changes: { url: { before: endpoint.url, after: null } },
      });
    }
  }

  private async lockedEndpoint(
    manager: EntityManager,
    id: number,
    caller: Caller,
  ): Promise<EndpointRow> {
    const row = await this.repository.endpoint(id, manager);
    if (!row || !reaches(caller, row)) throw notFound();
    return row;
  }

  private async shownEndpoint(id: number, caller: Caller = undefined): Promise<WebhookEndpoint> {
    const row = await this.repository.endpoint(id);
    if (!row || !reaches(caller, row)) throw notFound();
    return shown(row);
  }
}
