import { Injectable } from '@nestjs/common';
import type { OutboxStatus } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';

/** A message as its delivery sends it. */
export interface MessageToSend {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  list_unsubscribe: string | null;
  attempts: number;
}

/** The SQL statements on `outbox_messages` (mail owns the table). */
@Injectable()
export class OutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Marks a message as being sent and counts the try; null when there is nothing to send (it
   * was sent already, or purged). A message left `sending` by an instance that died is sent again.
   */
  async startSending(id: number): Promise<MessageToSend | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE outbox_messages SET status = 'sending', attempts = attempts + 1, locked_until = NULL,
              updated_at = now()
       WHERE id = $1 AND status IN ('queued', 'sending')
       RETURNING id, to_address, subject, text, html, reply_to, list_unsubscribe, attempts`,
      [id],
    )) as [MessageToSend[], number];
    return rows[0] ?? null;
  }

  /** Sent: a secret's body (a PIN, a signed link) has done its work, the table keeps no copy. */
  async markSent(id: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_messages SET status = 'sent', sent_at = now(), locked_until = NULL,
              last_error = NULL, updated_at = now(),
              text = CASE WHEN secret THEN '' ELSE text END,
              html = CASE WHEN secret THEN NULL ELSE html END,
              list_unsubscribe = CASE WHEN secret THEN NULL ELSE list_unsubscribe END
       WHERE id = $1 AND status = 'sending'`,
      [id],
    );
  }

  /** A failed try: queued for `retryAt`, or `failed` for good when it is null. */
  async markFailed(id: number, reason: string, retryAt: Date | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_messages SET status = $2, last_error = $3, locked_until = NULL,
              next_attempt_at = COALESCE($4, next_attempt_at), updated_at = now()
       WHERE id = $1 AND status = 'sending'`,
      [id, retryAt ? 'queued' : 'failed', reason, retryAt],
    );
  }

  /** Messages older than `days`, except one being sent right now; how many went. */
  async purgeOlderThan(days: number): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM outbox_messages
       WHERE created_at < now() - $1 * interval '1 day' AND status <> 'sending'`,
      [days],
    )) as [unknown, number];
    return deleted;
  }

  /** The newest unsent secret message to `to` whose text contains `marker`, or null. */
  async unsentSecretText(
    to: string,
    marker: string,
    manager: EntityManager,
  ): Promise<string | null> {
    const rows: Array<{ text: string }> = await manager.query(
      `SELECT text FROM outbox_messages
       WHERE to_address = $1 AND secret AND status <> 'sent' AND strpos(text, $2) > 0
       ORDER BY id DESC LIMIT 1`,
      [to, marker],
    );
    return rows[0]?.text ?? null;
  }

  /** How many messages failed and how many wait in the queue (index outbox_status). */
  async waitingAndFailed(): Promise<{ failed: number; queued: number }> {
    const rows: { status: OutboxStatus; count: number }[] = await this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM outbox_messages
       WHERE status IN ('failed', 'queued') GROUP BY status`,
    );
    const count = (status: OutboxStatus) => rows.find((row) => row.status === status)?.count ?? 0;
    return { failed: count('failed'), queued: count('queued') };
  }

  /** Messages by status (sent ones not counted) and the age of the oldest queued one. */
  async depth(): Promise<{ byStatus: Record<string, number>; oldestQueuedSeconds: number }> {
    const [rows, [oldest]] = await Promise.all([
      this.dataSource.query<Array<{ status: string; count: number }>>(
        `SELECT status, count(*)::int AS count FROM outbox_messages
         WHERE status <> 'sent' GROUP BY status`,
      ),
      this.dataSource.query<Array<{ seconds: number | null }>>(
        `SELECT extract(epoch FROM now() - min(created_at))::float8 AS seconds
         FROM outbox_messages WHERE status = 'queued'`,
      ),
    ]);
    const byStatus: Record<string, number> = { queued: 0, sending: 0, failed: 0 };
    for (const row of rows) byStatus[row.status] = row.count;
    return { byStatus, oldestQueuedSeconds: Math.max(0, oldest?.seconds ?? 0) };
  }
}
