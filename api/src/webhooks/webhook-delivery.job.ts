import { Inject, Injectable, Logger } from '@nestjs/common';
import { WEBHOOK_TEST_EVENT } from '@waybill/shared';
import { Webhook } from 'standardwebhooks';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import type { JobFailure, JobHandler, RunningJob } from '../core/jobs/job-handler.js';
import { OutgoingRefused, safePost } from '../core/outgoing/safe-post.js';
import { WebhookSecrets } from './webhook-secrets.js';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelaySeconds } from './webhook-schedule.js';
import { WebhookEvents } from './webhook-events.js';
import { WebhookNotices } from './webhook-notices.js';
import { type DeliveryToSend, type TryOutcome, WebhooksRepository } from './webhooks.repository.js';

type Payload = { deliveryId: number };

/** The first this many bytes of an answer are kept in the delivery log. */
export const ANSWER_KEPT_BYTES = 1024;
/** A receiver has this long to answer (docs/webhooks.md). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * Deliveries one instance has under way at once (docs/webhooks.md, "Delivery"): more than the
 * connections kept to one host (16, safe-post.ts), so a turn's reads and records overlap the
 * receivers' answers; a call waiting for a host's connection starts its deadline once it has one.
 */
export const WEBHOOK_CONCURRENCY = 64;
/** Delivered tries recorded in one transaction at most. */
const RECORD_GROUP_MAX = 64;

/** A try that delivered, to record. */
interface Delivered {
  delivery: DeliveryToSend;
  outcome: TryOutcome;
  job: RunningJob;
}

/** A delivery's chain (endpoint and parcel) as one text; a delivery of no parcel is its own. */
const chainKey = ({ delivery }: Pick<Delivered, 'delivery'>) =>
  delivery.parcel_id === null
    ? `-:${delivery.id}`
    : `${delivery.endpoint_id}:${delivery.parcel_id}`;

/**
 * Delivers one event to one endpoint (docs/webhooks.md): a job of the one queue, which claims
 * it for one instance at a time (so two instances never send it at once), tries it again on the
 * webhook schedule (webhook-schedule.ts: ten tries over three days, with jitter) and gives it
 * back at shutdown. At least once: an instance killed after the receiver's answer and before the
 * row's update sends it again (same `webhook-id`, which receivers use to drop repeats).
 */
@Injectable()
export class WebhookDeliveryJob implements JobHandler<Payload> {
  static readonly jobName = 'webhook.deliver';
  static readonly payload = z.object({ deliveryId: z.number().int().positive() });
  static readonly maxAttempts = WEBHOOK_MAX_ATTEMPTS;
  static readonly retryDelaySeconds = (attempts: number) => webhookRetryDelaySeconds(attempts);
  /**
   * Deliveries mostly wait on receivers: an instance sends this many at once. Order per parcel
   * holds whatever the number (a chain has one pending delivery at a time); it also bounds the
   * connections kept to one receiver (safe-post.ts).
   */
  static readonly concurrency = WEBHOOK_CONCURRENCY;

  private readonly logger = new Logger('Webhooks');
  /** Deliveries asked for in this turn, read in one query (read). */
  private reading: { ids: number[]; rows: Promise<Map<number, DeliveryToSend>> } | undefined;
  /** Delivered tries waiting for their group's transaction, and the loop writing them. */
  private readonly toRecord: Array<
    Delivered & { resolve: () => void; reject: (error: unknown) => void }
  > = [];
  private recording: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: WebhooksRepository,
    private readonly secrets: WebhookSecrets,
    private readonly events: WebhookEvents,
    private readonly notices: WebhookNotices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run({ deliveryId }: Payload, job: RunningJob): Promise<void> {
    const delivery = await this.read(deliveryId);
    // Delivered, failed or deleted meanwhile (a repeated job): nothing to send.
    if (!delivery || delivery.status !== 'pending') return;
    // A test event goes to a turned-off endpoint too: the check before turning it back on.
    if (!delivery.enabled && delivery.event_type !== WEBHOOK_TEST_EVENT) {
      await this.finish(
        delivery,
        (manager) => this.repository.abandon(manager, delivery.id, 'The endpoint is turned off'),
        job,
      );
      return;
    }
    const outcome = await this.attempt(delivery);
    if (
      outcome.responseStatus !== null &&
      outcome.responseStatus >= 200 &&
      outcome.responseStatus < 300
    ) {
      await this.delivered({ delivery, outcome, job });
      return;
    }
    await this.dataSource.transaction(async (manager) => {
      await this.repository.recordTry(manager, delivery.id, outcome, null);
      await this.repository.endpointFailed(manager, delivery.endpoint_id);
    });
    // Throwing spends the try: the queue brings it back on the webhook schedule.
    throw new Error(outcome.error ?? `Answered ${outcome.responseStatus}`);
  }

  /** After a failed try: the next one's time on the row, or the delivery failed for good. */
  async failed({ deliveryId }: Payload, failure: JobFailure): Promise<void> {
    const delivery = await this.repository.toSend(deliveryId);
    if (!delivery) return;
    if (failure.retryAt) {
      await this.repository.scheduleNext(this.dataSource.manager, deliveryId, failure.retryAt);
      return;
    }
    let turnedOff = false;
    await this.finish(delivery, async (manager) => {
      await this.repository.scheduleNext(manager, deliveryId, null);
      // Every try of this delivery failed, and no other delivery to the endpoint succeeded
      // since it was created (about three days): the endpoint is turned off.
      turnedOff = await this.repository.disableIfFailingSince(
        manager,
        delivery.endpoint_id,
        delivery.created_at,
        'failing',
      );
      if (turnedOff) await this.notices.turnedOff(manager, delivery.endpoint_id, delivery.url);
    });
    if (turnedOff) {
      this.logger.warn({ endpointId: delivery.endpoint_id }, 'Webhook endpoint turned off');
    }
  }

  /**
   * The delivery to send, read together with the others asked for in the same turn of the event
   * loop (the deliveries a batch starts at once, or that a recorded group lets go on): one query
   * for them all, each read when its try begins.
   */
  private read(id: number): Promise<DeliveryToSend | null> {
    if (!this.reading) {
      const ids: number[] = [];
      const rows = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        this.reading = undefined;
        const found = await this.repository.toSendMany(ids);
        return new Map(found.map((row) => [row.id, row]));
      });
      this.reading = { ids, rows };
    }
    this.reading.ids.push(id);
    return this.reading.rows.then((rows) => rows.get(id) ?? null);
  }

  /**
   * A try that delivered, recorded with the others that delivered meanwhile (group commit): one
   * transaction for the group, holding their chains, their deliveries done, their jobs ended and
   * their chains moved on. Resolves once the group committed. At least once holds as before: a
   * crash before the commit sends the group again.
   */
  private delivered(done: Delivered): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.toRecord.push({ ...done, resolve, reject });
      this.recording ??= this.recordGroups().finally(() => (this.recording = undefined));
    });
  }

  private async recordGroups(): Promise<void> {
    while (this.toRecord.length > 0) {
      const group = this.toRecord.splice(0, RECORD_GROUP_MAX);
      let busy: Set<string>;
      try {
        busy = await this.recordGroup(group);
      } catch (error) {
        if (group.length === 1) {
          group[0].reject(error);
          continue;
        }
        // The group's transaction failed as a whole: each one alone, so one cannot fail the rest.
        busy = new Set(group.map(chainKey));
      }
      for (const each of group) {
        if (!busy.has(chainKey(each))) {
          each.resolve();
          continue;
        }
        // Its chain was held elsewhere (a parcel's change recording into it): alone, waiting.
        this.finish(
          each.delivery,
          (manager) => this.repository.recordDelivered(manager, each.delivery, each.outcome),
          each.job,
        ).then(each.resolve, each.reject);
      }
    }
  }

  /** One group's transaction; the chains (as chainKey) it could not hold, left to the caller. */
  private async recordGroup(group: readonly Delivered[]): Promise<Set<string>> {
    let busy = new Set<string>();
    await this.dataSource.transaction(async (manager) => {
      const chains = group.flatMap(({ delivery }) =>
        delivery.parcel_id === null
          ? []
          : [{ endpointId: delivery.endpoint_id, parcelId: delivery.parcel_id }],
      );
      const notHeld = await this.repository.tryLockChains(manager, chains);
      busy = new Set(notHeld.map(({ endpointId, parcelId }) => `${endpointId}:${parcelId}`));
      const ours = group.filter((each) => !busy.has(chainKey(each)));
      const next = await this.repository.recordDeliveredMany(
        manager,
        ours,
        chains.filter((chain) => !busy.has(`${chain.endpointId}:${chain.parcelId}`)),
      );
      // The jobs end with their deliveries, in this transaction (one statement: job-worker.ts).
      await Promise.all(ours.map((each) => each.job.complete?.(manager)));
      for (const id of next) await this.events.enqueue(manager, id);
    });
    return busy;
  }

  /** One signed POST; never throws (what went wrong is the outcome's error). */
  private async attempt(delivery: DeliveryToSend): Promise<TryOutcome> {
    const secret = await this.secrets.open(delivery.secret_sealed);
    const timestamp = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Waybill-Webhooks/1',
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(delivery.event_id, timestamp, delivery.payload),
    };
    try {
      const answer = await safePost(delivery.url, {
        headers,
        body: delivery.payload,
        policy: this.config.webhooks,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        maxBytes: ANSWER_KEPT_BYTES,
        // One endpoint gets many deliveries in a row: no new connection (and TLS) for each.
        keepAlive: true,
      });
      const ok = answer.status >= 200 && answer.status < 300;
      return {
        responseStatus: answer.status,
        responseBody: answer.body,
        error: ok ? null : `Answered ${answer.status}`,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        responseStatus: null,
        responseBody: null,
        error: error instanceof OutgoingRefused ? message : `Not delivered: ${message}`,
      };
    }
  }

  /**
   * Ends a delivery and moves its parcel's chain on, in one transaction holding the chain, so a
   * delivery recorded meanwhile is either seen here or sees this one finished; with `job`, the
   * delivery's job is marked done in it too.
   */
  private async finish(
    delivery: DeliveryToSend,
    write: (manager: EntityManager) => Promise<void>,
    job?: RunningJob,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (delivery.parcel_id !== null) {
        await this.repository.lockChain(manager, delivery.endpoint_id, delivery.parcel_id);
      }
      await write(manager);
      // The job ends with the delivery, in this transaction: a crash never leaves one of the two.
      await job?.complete?.(manager);
      if (delivery.parcel_id === null) return;
      const next = await this.repository.advanceChain(
        manager,
        delivery.endpoint_id,
        delivery.parcel_id,
      );
      if (next !== null) await this.events.enqueue(manager, next);
    });
  }
}
