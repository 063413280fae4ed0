import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCHED_FIELDS_1767800000000 } from './1767800000000-parcel-search-text.js';

/** One side's address parts (docs/product.md §5.1a), as of this migration. */
const parts = (side: string) => [
  `${side}_company varchar(300)`,
  `${side}_address_line1 varchar(300)`,
  `${side}_address_line2 varchar(300)`,
  `${side}_postcode varchar(300)`,
  `${side}_city varchar(300)`,
  `${side}_region varchar(300)`,
  `${side}_country varchar(2)`,
];

/**
 * The searched fields as of this migration (parcel-search.ts's SEARCHED_FIELDS): the address
 * parts but the country (a code), and the sender's phone. The new columns start empty, so the
 * stored search texts of existing parcels are already right and are not written again.
 */
export const SEARCHED_FIELDS_1767800000100 = [
  ...SEARCHED_FIELDS_1767800000000,
  ...['recipient', 'sender'].flatMap((side) =>
    ['company', 'address_line1', 'address_line2', 'postcode', 'city', 'region'].map(
      (part) => `${side}_${part}`,
    ),
  ),
  'sender_phone_number',
];

/**
 * Structured addresses of the sender and the recipient, and the sender's phone. Older parcels
 * keep their text locations and get no address: nothing is guessed from the text.
 */
export class ParcelAddresses1767800000100 implements MigrationInterface {
  name = 'ParcelAddresses1767800000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const columns = [...parts('recipient'), ...parts('sender'), 'sender_phone_number varchar(300)'];
    await queryRunner.query(
      `ALTER TABLE parcels ${columns.map((column) => `ADD COLUMN ${column}`).join(', ')}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const columns = [...parts('recipient'), ...parts('sender'), 'sender_phone_number'];
    await queryRunner.query(
      `ALTER TABLE parcels ${columns.map((column) => `DROP COLUMN ${column.split(' ')[0]}`).join(', ')}`,
    );
  }
}
