import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mail as the unlock compares it (a copy of unlock-check.ts's, as of this migration). */
const emailForm = (email: string) =>
  email.trim() ? email.normalize('NFC').trim().toLowerCase() : null;

const BATCH = 5000;

/**
 * The unlock facts are stored with the parcel (`unlock_email`, `unlock_phone_last4`), written by
 * the API with the recipient's e-mail and phone, so that what the tracking answer offers
 * (`unlock_with`) and what the unlock checks have one definition (unlock-check.ts).
 */
export class StoredUnlockFacts1767700000100 implements MigrationInterface {
  name = 'StoredUnlockFacts1767700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE parcels ADD COLUMN unlock_email text, ADD COLUMN unlock_phone_last4 varchar(4)`,
    );
    // The phone's digits are ASCII 0-9 in both languages: kept in SQL.
    await queryRunner.query(
      `UPDATE parcels SET unlock_phone_last4 = right(digits, 4)
       FROM (SELECT id, regexp_replace(recipient_phone_number, '[^0-9]', '', 'g') AS digits
             FROM parcels WHERE recipient_phone_number IS NOT NULL) AS phone
       WHERE parcels.id = phone.id AND length(phone.digits) >= 4`,
    );
    // E-mails are trimmed, normalised and lower-cased as the API does it, a batch at a time.
    for (let after = 0; ;) {
      const rows: { id: number; recipient_email: string }[] = await queryRunner.query(
        `SELECT id, recipient_email FROM parcels
         WHERE id > $1 AND recipient_email IS NOT NULL ORDER BY id LIMIT $2`,
        [after, BATCH],
      );
      if (rows.length === 0) break;
      await queryRunner.query(
        `UPDATE parcels SET unlock_email = given.email
         FROM unnest($1::int[], $2::text[]) AS given(id, email) WHERE parcels.id = given.id`,
        [rows.map((row) => row.id), rows.map((row) => emailForm(row.recipient_email))],
      );
      after = rows[rows.length - 1].id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE parcels DROP COLUMN unlock_phone_last4, DROP COLUMN unlock_email`,
    );
  }
}
