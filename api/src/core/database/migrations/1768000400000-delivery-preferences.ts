import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recipients in control (docs/product.md §2.3d, §10): a parcel's delivery preference, the
 * company's choice of what recipients may ask, a subscriber's events and language, and the
 * one-click unsubscribe address each notice carries in its headers.
 */
export class DeliveryPreferences1768000400000 implements MigrationInterface {
  name = 'DeliveryPreferences1768000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE parcels ADD COLUMN delivery_preference jsonb`);
    await queryRunner.query(
      `ALTER TABLE settings
         ADD COLUMN preference_options jsonb NOT NULL
           DEFAULT '["safe_place","neighbour","depot","another_day"]'::jsonb,
         ADD COLUMN preference_window_days integer NOT NULL DEFAULT 5
           CHECK (preference_window_days BETWEEN 1 AND 14),
         ADD COLUMN preference_cutoff varchar(5) NOT NULL DEFAULT '07:00'`,
    );
    // Null events: every update, as subscriptions made before the choice had.
    await queryRunner.query(
      `ALTER TABLE parcel_subscribers
         ADD COLUMN events jsonb,
         ADD COLUMN language varchar(8) NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(`ALTER TABLE outbox_messages ADD COLUMN list_unsubscribe text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_messages DROP COLUMN list_unsubscribe`);
    await queryRunner.query(
      `ALTER TABLE parcel_subscribers DROP COLUMN events, DROP COLUMN language`,
    );
    await queryRunner.query(
      `ALTER TABLE settings DROP COLUMN preference_options, DROP COLUMN preference_window_days,
         DROP COLUMN preference_cutoff`,
    );
    await queryRunner.query(`ALTER TABLE parcels DROP COLUMN delivery_preference`);
  }
}
