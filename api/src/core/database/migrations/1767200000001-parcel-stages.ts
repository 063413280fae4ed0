import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The status mapping a database starts with (a copy, as of this migration, of the shared one). */
const STARTING_STATUS_STAGES = [
  ['Created', 'created'],
  ['Label created', 'created'],
  ['Pending', 'created'],
  ['Picked up', 'picked_up'],
  ['Collected', 'picked_up'],
  ['In transit', 'in_transit'],
  ['Shipped', 'in_transit'],
  ['Arrived at hub', 'in_transit'],
  ['Customs clearance', 'in_transit'],
  ['Out for delivery', 'out_for_delivery'],
  ['Delivered', 'delivered'],
  ['On hold', 'held'],
  ['Held at customs', 'held'],
  ['Delivery attempted', 'failed_attempt'],
  ['Failed delivery attempt', 'failed_attempt'],
  ['Returned', 'returned'],
  ['Returned to sender', 'returned'],
].map(([status, stage]) => ({ status, stage }));

/** shared's statusKey as of this migration. */
const keyOf = (status: string) =>
  status.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();

/**
 * Parcel stages (docs/product.md §2.3b): the stage staff choose (`parcels.stage`), the status text
 * as the mapping compares it (`parcels.status_key`, written by the API with every status), and
 * Settings' mapping (`settings.status_stages`, as staff wrote it, and
 * `status_stage_index`, its lookup by key, which the tracking statement reads).
 */
export class ParcelStages1767200000001 implements MigrationInterface {
  name = 'ParcelStages1767200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE parcels ADD COLUMN stage varchar(32), ADD COLUMN status_key text`,
    );
    // ASCII statuses: lower() and \s agree with the API's key there, whatever the collation.
    await queryRunner.query(
      `UPDATE parcels SET status_key = lower(btrim(regexp_replace(status, '\\s+', ' ', 'g'), ' '))
       WHERE status IS NOT NULL AND status !~ '[^\\x01-\\x7f]'`,
    );
    // The others (few) are keyed here, as the API keys them.
    const others: { id: number; status: string }[] = await queryRunner.query(
      `SELECT id, status FROM parcels WHERE status ~ '[^\\x01-\\x7f]'`,
    );
    for (const { id, status } of others) {
      await queryRunner.query(`UPDATE parcels SET status_key = $1 WHERE id = $2`, [
        keyOf(status),
        id,
      ]);
    }
    await queryRunner.query(
      `ALTER TABLE settings ADD COLUMN status_stages jsonb NOT NULL DEFAULT '[]',
                            ADD COLUMN status_stage_index jsonb NOT NULL DEFAULT '{}'`,
    );
    const index = Object.fromEntries(
      STARTING_STATUS_STAGES.map(({ status, stage }) => [keyOf(status), stage]),
    );
    await queryRunner.query(`UPDATE settings SET status_stages = $1, status_stage_index = $2`, [
      JSON.stringify(STARTING_STATUS_STAGES),
      JSON.stringify(index),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE settings DROP COLUMN status_stage_index, DROP COLUMN status_stages`,
    );
    await queryRunner.query(`ALTER TABLE parcels DROP COLUMN status_key, DROP COLUMN stage`);
  }
}
