import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices. The number is computed from the serial id by PostgreSQL, so two invoices created at
 * the same moment (even by two API instances) can never get the same number.
 */
export class Invoices1764100000000 implements MigrationInterface {
  name = 'Invoices1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        number varchar(32) NOT NULL
          GENERATED ALWAYS AS ('INV-' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED,
        product varchar(300) NOT NULL,
        tracking_code varchar(300),
        amount numeric(12, 2) CHECK (amount >= 0),
        currency char(3) CHECK (currency ~ '^[A-Z]{3}$'),
        customer_name varchar(300),
        customer_email varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invoices_number UNIQUE (number)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS invoices`);
  }
}
