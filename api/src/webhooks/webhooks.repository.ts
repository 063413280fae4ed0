import { Injectable } from '@nestjs/common';
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookEndpoint,
  WebhookEvent,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { isoSql } from '../core/database/sql-format.repository.js';

/** An endpoint with its sealed secret and failure run: never answered as is. */
export interface EndpointRow extends WebhookEndpoint {
  secret_sealed: string;
  failing_since: Date | null;
}

/** What a delivery's try needs: the row, its endpoint's address, secret and state. */
export interface DeliveryToSend {
  id: number;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  parcel_id: number | null;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  created_at: Date;
  url: string;
  secret_sealed: string;
  enabled: boolean;
}

export interface NewDelivery {
  endpointId: number;
  eventId: string;
  eventType: string;
  parcelId: number | null;
  payload: string;
}

/** An enabled endpoint, the events it takes and the API key that made it (null: staff's). */
export interface ListeningEndpoint {
  id: number;
  events: WebhookEvent[];
  apiKeyId: number | null;
}

/** The outcome of one try, as the delivery log keeps it. */
export interface TryOutcome {
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

const ENDPOINT_COLUMNS = `id, url, description, events, enabled, disabled_reason, failure_count,
  api_key_id, ${isoSql('created_at')} AS created_at, ${isoSql('updated_at')} AS updated_at`;

const DELIVERY_COLUMNS = `id::int AS id, endpoint_id, event_id, event_type, parcel_id, status,
  attempts, response_status, response_body, last_error,
  ${isoSql('next_attempt_at')} AS next_attempt_at, ${isoSql('last_attempt_at')} AS last_attempt_at,
  ${isoSql('delivered_at')} AS delivered_at, ${isoSql('created_at')} AS created_at, payload`;

/** Every statement on `webhook_endpoints` and `webhook_deliveries` (the webhooks module owns both). */
@Injectable()
export class WebhooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every endpoint, or (`keyId` given) only those that API key made. */
  endpoints(keyId?: number): Promise<WebhookEndpoint[]> {
    return this.dataSource.query(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints
       WHERE $1::int IS NULL OR api_key_id = $1 ORDER BY id`,
      [keyId ?? null],
    );
  }

  async endpoint(id: number, manager = this.dataSource.manager): Promise<EndpointRow | null> {
    const rows: EndpointRow[] = await manager.query(
      `SELECT ${ENDPOINT_COLUMNS}, secret_sealed, failing_since
       FROM webhook_endpoints WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The endpoints of one owner: an API key's, or staff's (null). */
  async countEndpoints(manager: EntityManager, keyId: number | null): Promise<number> {
    const [{ count }] = await manager.query(
      `SELECT count(*)::int AS count FROM webhook_endpoints WHERE api_key_id IS NOT DISTINCT FROM $1`,
      [keyId],
    );
    return count;
  }

  async insertEndpoint(
    manager: EntityManager,
    fields: {
      url: string;
      description: string;
      events: string[];
      secretSealed: string;
      enabled: boolean;
      keyId: number | null;
    },
  ): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO webhook_endpoints
         (url, description, events, secret_sealed, enabled, disabled_reason, api_key_id)
       VALUES ($1, $2, $3::text[], $4, $5, CASE WHEN $5 THEN NULL ELSE 'manual' END, $6)
       RETURNING id`,
      [
        fields.url,
        fields.description,
        fields.events,
        fields.secretSealed,
        fields.enabled,
        fields.keyId,
      ],
    );
    return id;
  }

  /** Writes the fields given; turning it on clears its failure run, off records why. */
  async updateEndpoint(
    manager: EntityManager,
    id: number,
    fields: {
      url?: string;
      description?: string;
      events?: string[];
      enabled?: boolean;
      secretSealed?: string;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE webhook_endpoints SET
         url = COALESCE($2, url),
         description = COALESCE($3, description),
         events = COALESCE($4::text[], events),
         secret_sealed = COALESCE($6, secret_sealed),
         enabled = COALESCE($5, enabled),
         disabled_reason = CASE WHEN $5 IS NULL THEN disabled_reason
                                WHEN $5 THEN NULL ELSE 'manual' END,
         failure_count = CASE WHEN $5 THEN 0 ELSE failure_count END,
         failing_since = CASE WHEN $5 THEN NULL ELSE failing_since END,
         updated_at = now()
       WHERE id = $1`,
      [
        id,
        fields.url ?? null,
        fields.description ?? null,
        fields.events ?? null,
        fields.enabled ?? null,
        fields.secretSealed ?? null,
      ],
    );
  }

  async deleteEndpoint(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM webhook_endpoints WHERE id = $1`, [id]);
  }

  /** Deletes every endpoint of an API key (with their deliveries); their ids and addresses. */
  async deleteKeyEndpoints(
    manager: EntityManager,
    keyId: number,
  ): Promise<Array<{ id: number; url: string }>> {
    const [rows] = (await manager.query(
      `DELETE FROM webhook_endpoints WHERE api_key_id = $1 RETURNING id, url`,
      [keyId],
    )) as [Array<{ id: number; url: string }>, number];
    return rows;
  }

  /**
   * The enabled endpoints taking any of `events`, whatever their owner, each with its chain of
   * this parcel held to the end of the transaction, taken in endpoint order (lockChain): in one
   * statement, the one a parcel's change pays when no endpoint is set. Holding the chain of an
   * endpoint that the change then has nothing for costs only a turn with its delivery.
   */
  heldListeners(
    manager: EntityManager,
    parcelId: number,
    events: readonly WebhookEvent[],
  ): Promise<ListeningEndpoint[]> {
    return manager.query(
      `SELECT id, events, api_key_id AS "apiKeyId"
       FROM (SELECT id, events, api_key_id, pg_advisory_xact_lock(id, $1::int) AS held
             FROM (SELECT id, events, api_key_id FROM webhook_endpoints
                   WHERE enabled AND events && $2::text[] ORDER BY id) ordered) locked
       ORDER BY id`,
      [parcelId, events],
    );
  }

  /**
   * The enabled endpoints taking any of these events: the one statement a parcel's change pays
   * when no endpoint is set (the table is a handful of rows). With `parcelKeyId` (the API key
   * that made the parcel, null for staff's), only staff's endpoints and that key's own: a key's
   * endpoint is never told of another's parcels.
   */
  subscribed(
    manager: EntityManager,
    events: readonly WebhookEvent[],
    parcelKeyId: number | null = null,
    anyOwner = false,
  ): Promise<Array<{ id: number; events: WebhookEvent[] }>> {
    return manager.query(
      `SELECT id, events FROM webhook_endpoints
       WHERE enabled AND events && $1::text[]
         AND ($3 OR api_key_id IS NULL OR api_key_id = $2::int)
       ORDER BY id`,
      [events, parcelKeyId, anyOwner],
    );
  }

  /**
   * Holds the chain of one endpoint and parcel to the end of the transaction: whoever appends to
   * it and whoever moves it on (a delivery finished) take turns, so no event is left waiting.
   */
  async lockChain(manager: EntityManager, endpointId: number, parcelId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [endpointId, parcelId]);
  }

  /** lockChain for a parcel's chains to several endpoints, taken in endpoint order. */
  async lockChains(manager: EntityManager, endpointIds: number[], parcelId: number): Promise<void> {
    if (endpointIds.length === 0) return;
    await manager.query(
      `SELECT pg_advisory_xact_lock(e, $2::int)
       FROM (SELECT DISTINCT e FROM unnest($1::int[]) AS given (e) ORDER BY e) chains`,
      [endpointIds, parcelId],
    );
  }

  /**
   * Appends a parcel's deliveries to their chains, in the order given, with the chains held
   * (lockChain or heldListeners, in an earlier statement, so this one's snapshot already sees
   * what the chain's last holder committed): each endpoint's first is `pending` when its chain
   * has nothing unfinished, and every other one `waiting` (one with no parcel has no chain: it is
   * `pending`). Their ids and statuses.
   */
  async appendToChains(
    manager: EntityManager,
    rows: readonly NewDelivery[],
  ): Promise<Array<{ id: number; status: WebhookDeliveryStatus }>> {
    if (rows.length === 0) return [];
    return manager.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, parcel_id, payload, status)
       SELECT e, i, t, p, b,
              CASE WHEN n = min(n) OVER (PARTITION BY e)
                    AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                                    WHERE d.endpoint_id = given.e AND d.parcel_id = given.p
                                      AND d.status IN ('waiting', 'pending'))
                   THEN 'pending' ELSE 'waiting' END
       FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::text[])
            WITH ORDINALITY AS given (e, i, t, p, b, n)
       ORDER BY n
       RETURNING id::int AS id, status`,
      [
        rows.map((row) => row.endpointId),
        rows.map((row) => row.eventId),
        rows.map((row) => row.eventType),
        rows.map((row) => row.parcelId),
        rows.map((row) => row.payload),
      ],
    );
  }

  /** The next waiting delivery of the chain made pending, once none is pending; its id or null. */
  async advanceChain(
    manager: EntityManager,
    endpointId: number,
    parcelId: number,
  ): Promise<number | null> {
    const [rows] = (await manager.query(
      `UPDATE webhook_deliveries SET status = 'pending'
       WHERE id = (SELECT id FROM webhook_deliveries
                   WHERE endpoint_id = $1 AND parcel_id = $2 AND status = 'waiting'
                   ORDER BY id LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries
                         WHERE endpoint_id = $1 AND parcel_id = $2 AND status = 'pending')
       RETURNING id::int AS id`,
      [endpointId, parcelId],
    )) as [Array<{ id: number }>, number];
    return rows[0]?.id ?? null;
  }

  async toSend(id: number): Promise<DeliveryToSend | null> {
    return (await this.toSendMany([id]))[0] ?? null;
  }

  /** The deliveries (those still there) with their endpoints, in one query. */
  toSendMany(ids: readonly number[]): Promise<DeliveryToSend[]> {
    return this.dataSource.query(
      `SELECT d.id::int AS id, d.endpoint_id, d.event_id, d.event_type, d.parcel_id, d.payload,
              d.status, d.attempts, d.created_at, e.url, e.secret_sealed, e.enabled
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE d.id = ANY($1::bigint[])`,
      [ids],
    );
  }

  /**
   * Holds, without waiting, each chain (endpoint, parcel) it can to the end of the transaction;
   * the chains it could not hold (another transaction holds them). Not waiting keeps a group of
   * chains from ever deadlocking with a transaction holding some of them in another order.
   */
  async tryLockChains(
    manager: EntityManager,
    chains: ReadonlyArray<{ endpointId: number; parcelId: number }>,
  ): Promise<Array<{ endpointId: number; parcelId: number }>> {
    if (chains.length === 0) return [];
    const rows: Array<{ endpoint_id: number; parcel_id: number; held: boolean }> =
      await manager.query(
        `SELECT e AS endpoint_id, p AS parcel_id, pg_try_advisory_xact_lock(e, p) AS held
         FROM (SELECT DISTINCT e, p FROM unnest($1::int[], $2::int[]) AS chain (e, p)) chains`,
        [chains.map((chain) => chain.endpointId), chains.map((chain) => chain.parcelId)],
      );
    return rows
      .filter((row) => !row.held)
      .map((row) => ({ endpointId: row.endpoint_id, parcelId: row.parcel_id }));
  }

  /**
   * Tries that delivered, recorded in one statement: the deliveries done, their endpoints'
   * failure runs ended, and (recordDelivered then advanceChain, for several) the next waiting
   * delivery of each chain given made pending unless another of the chain is pending; the ids
   * made pending. The chains must be held by the caller's transaction since an earlier statement
   * (the snapshot this one reads must be taken with them held).
   */
  async recordDeliveredMany(
    manager: EntityManager,
    tries: ReadonlyArray<{
      delivery: Pick<DeliveryToSend, 'id' | 'endpoint_id'>;
      outcome: TryOutcome;
    }>,
    chains: ReadonlyArray<{ endpointId: number; parcelId: number }>,
  ): Promise<number[]> {
    if (tries.length === 0) return [];
    const rows: Array<{ id: number }> = await manager.query(
      `WITH delivered AS (
         UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_at = now(),
           response_status = try.status, response_body = try.body, last_error = try.error,
           status = 'delivered', delivered_at = now(), next_attempt_at = NULL
         FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[]) AS try (id, status, body, error)
         WHERE webhook_deliveries.id = try.id RETURNING 1
       ), ended AS (
         UPDATE webhook_endpoints SET failure_count = 0, failing_since = NULL
         WHERE id = ANY($5::int[]) AND failure_count > 0 RETURNING 1
       ), advanced AS (
         -- The deliveries just made delivered are still pending in this statement's snapshot.
         UPDATE webhook_deliveries SET status = 'pending'
         WHERE id IN (
           SELECT (SELECT w.id FROM webhook_deliveries w
                   WHERE w.endpoint_id = chain.e AND w.parcel_id = chain.p AND w.status = 'waiting'
                   ORDER BY w.id LIMIT 1)
           FROM (SELECT DISTINCT e, p FROM unnest($6::int[], $7::int[]) AS given (e, p)) chain
           WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries x
                             WHERE x.endpoint_id = chain.e AND x.parcel_id = chain.p
                               AND x.status = 'pending' AND x.id <> ALL($1::bigint[])))
         RETURNING id
       )
       SELECT id::int AS id FROM advanced`,
      [
        tries.map((each) => each.delivery.id),
        tries.map((each) => each.outcome.responseStatus),
        tries.map((each) => each.outcome.responseBody),
        tries.map((each) => each.outcome.error),
        [...new Set(tries.map((each) => each.delivery.endpoint_id))],
        chains.map((chain) => chain.endpointId),
        chains.map((chain) => chain.parcelId),
      ],
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** A try's outcome; `status` set when it ends the delivery (delivered, or failed for good). */
  async recordTry(
    manager: EntityManager,
    id: number,
    outcome: TryOutcome,
    status: WebhookDeliveryStatus | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_at = now(),
         response_status = $2, response_body = $3, last_error = $4,
         status = COALESCE($5, status),
         delivered_at = CASE WHEN $5 = 'delivered' THEN now() ELSE delivered_at END,
         next_attempt_at = CASE WHEN $5 IS NULL THEN next_attempt_at END
       WHERE id = $1`,
      [id, outcome.responseStatus, outcome.responseBody, outcome.error, status],
    );
  }

  /**
   * A try that delivered: the delivery done and its endpoint's failure run ended, in one
   * statement (each delivery pays it, so a busy queue runs one statement fewer).
   */
  async recordDelivered(
    manager: EntityManager,
    delivery: Pick<DeliveryToSend, 'id' | 'endpoint_id'>,
    outcome: TryOutcome,
  ): Promise<void> {
    await manager.query(
      `WITH delivered AS (
         UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_at = now(),
           response_status = $3, response_body = $4, last_error = $5,
           status = 'delivered', delivered_at = now(), next_attempt_at = NULL
         WHERE id = $1 RETURNING 1
       )
       UPDATE webhook_endpoints SET failure_count = 0, failing_since = NULL
       WHERE id = $2 AND failure_count > 0`,
      [
        delivery.id,
        delivery.endpoint_id,
        outcome.responseStatus,
        outcome.responseBody,
        outcome.error,
      ],
    );
  }

  /** After a failed try: when the next is due, or the delivery failed for good (null). */
  async scheduleNext(manager: EntityManager, id: number, at: Date | null): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET next_attempt_at = $2,
         status = CASE WHEN $2::timestamptz IS NULL THEN 'failed' ELSE status END
       WHERE id = $1`,
      [id, at],
    );
  }

  /** A delivery given up without a try (its endpoint was turned off or deleted). */
  async abandon(manager: EntityManager, id: number, reason: string): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET status = 'failed', last_error = $2, next_attempt_at = NULL
       WHERE id = $1 AND status IN ('waiting', 'pending')`,
      [id, reason],
    );
  }

  async endpointFailed(manager: EntityManager, id: number): Promise<void> {
    await manager.query(
      `UPDATE webhook_endpoints SET failure_count = failure_count + 1,
         failing_since = COALESCE(failing_since, now())
       WHERE id = $1`,
      [id],
    );
  }

  /**
   * Turns the endpoint off for its failures when it has had no delivered try since `since` (the
   * dead delivery's creation); true when this call turned it off (the owner is told once).
   */
  async disableIfFailingSince(
    manager: EntityManager,
    id: number,
    since: Date,
    reason: WebhookDisabledReason,
  ): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $3, updated_at = now()
       WHERE id = $1 AND enabled AND failing_since IS NOT NULL AND failing_since <= $2`,
      [id, since, reason],
    )) as [unknown[], number];
    return count === 1;
  }

  /** Resend: pending again with its tries' record kept; false when it is already on its way. */
  async requeue(manager: EntityManager, id: number): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = NULL
       WHERE id = $1 AND status IN ('delivered', 'failed')`,
      [id],
    )) as [unknown[], number];
    return count === 1;
  }

  async delivery(id: number, manager = this.dataSource.manager): Promise<WebhookDelivery | null> {
    const rows: WebhookDelivery[] = await manager.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async deliveries(
    endpointId: number,
    status: WebhookDeliveryStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: WebhookDelivery[]; total: number }> {
    const where = `endpoint_id = $1 AND ($2::text IS NULL OR status = $2::text)`;
    const rows: WebhookDelivery[] = await this.dataSource.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE ${where}
       ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [endpointId, status ?? null, limit, offset],
    );
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM webhook_deliveries WHERE ${where}`,
      [endpointId, status ?? null],
    );
    return { rows, total };
  }
}
