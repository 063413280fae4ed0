import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The SQL of the `parcel_subscribers` table beyond its entity. */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Deletes subscriptions never confirmed within `unconfirmedDays`, and those unsubscribed more
   * than `retentionDays` ago. Returns how many went.
   */
  async deleteOld(unconfirmedDays: number, retentionDays: number): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM parcel_subscribers
       WHERE (confirmed_at IS NULL AND created_at < now() - $1 * interval '1 day')
          OR unsubscribed_at < now() - $2 * interval '1 day'`,
      [unconfirmedDays, retentionDays],
    )) as [unknown, number];
    return deleted;
  }
}
