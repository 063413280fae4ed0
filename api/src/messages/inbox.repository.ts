import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The SQL statements on `contact_messages` (messages owns the table). */
@Injectable()
export class InboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countNew(): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM contact_messages WHERE status = 'new'`,
    );
    return row?.count ?? 0;
  }

  /** Deletes messages older than `days`; how many went. */
  async purgeOlderThan(days: number): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM contact_messages WHERE created_at < now() - $1 * interval '1 day'`,
      [days],
    )) as [unknown, number];
    return deleted;
  }
}
