import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The text as the search compares it (a copy of parcels/parcel-search.ts's `searchFold`, as of
 * this migration; parcel-search.spec.ts checks that the two agree): one letter case, no accents,
 * only letters and digits.
 */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
};
const PLAIN_LETTER = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'gu');

export const searchFold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(PLAIN_LETTER, (letter) => PLAIN_LETTERS[letter])
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The searched fields as of this migration (parcel-search.ts's SEARCHED_FIELDS). */
export const SEARCHED_FIELDS_1767800000000 = [
  'recipient_name',
  'recipient_email',
  'recipient_phone_number',
  'sender_name',
  'sender_email',
  'destination',
  'pickup_location',
  'current_location',
  'status',
] as const;

const BATCH = 10_000;

/**
 * Writes every parcel's `search_text` again from `fields` (column names, in their order in
 * SEARCHED_FIELDS), a batch at a time, with the trigram index parcels_search_text built again
 * after (faster than keeping it up row by row): a later migration that adds a searched field
 * calls this with the new list, so existing parcels are found by it too.
 */
export async function rewriteSearchTexts(
  queryRunner: QueryRunner,
  fields: readonly string[],
): Promise<void> {
  await queryRunner.query(`DROP INDEX IF EXISTS parcels_search_text`);
  await writeSearchTexts(queryRunner, fields);
  await queryRunner.query(
    `CREATE INDEX parcels_search_text ON parcels USING gin (search_text gin_trgm_ops)`,
  );
  // The planner tells a common term (walk the newest parcels) from a rare one (use the index)
  // by the column's statistics; autovacuum would not gather them soon.
  await queryRunner.query(`ANALYZE parcels`);
}

async function writeSearchTexts(queryRunner: QueryRunner, fields: readonly string[]) {
  const columns = fields.map((field) => `"${field.replace(/"/g, '""')}"`).join(', ');
  for (let after = 0; ;) {
    const rows: Record<string, string | number | null>[] = await queryRunner.query(
      `SELECT id, ${columns} FROM parcels WHERE id > $1 ORDER BY id LIMIT $2`,
      [after, BATCH],
    );
    if (rows.length === 0) break;
    const texts = rows.map((row) =>
      fields
        .map((field) => searchFold(String(row[field] ?? '')))
        .filter((folded) => folded !== '')
        .join(' '),
    );
    await queryRunner.query(
      `UPDATE parcels SET search_text = given.text
       FROM unnest($1::int[], $2::text[]) AS given(id, text) WHERE parcels.id = given.id`,
      [rows.map((row) => row.id), texts],
    );
    after = Number(rows[rows.length - 1].id);
  }
}

/**
 * Search that finds (docs/product.md §4.4): each parcel stores its searched fields folded into
 * one text (accents, case and punctuation gone), written by the API with every save, and the
 * search looks in that text through a trigram index. It replaces the expression index
 * parcels_text_search (migration 1765000000000), which compared text as typed.
 */
export class ParcelSearchText1767800000000 implements MigrationInterface {
  name = 'ParcelSearchText1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Gone first: the backfill would otherwise update it with every row.
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_text_search`);
    await queryRunner.query(`ALTER TABLE parcels ADD COLUMN search_text text NOT NULL DEFAULT ''`);
    await rewriteSearchTexts(queryRunner, SEARCHED_FIELDS_1767800000000);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_search_text`);
    await queryRunner.query(`ALTER TABLE parcels DROP COLUMN search_text`);
    await queryRunner.query(
      `CREATE INDEX parcels_text_search ON parcels USING gin (${PARCEL_TEXT_SEARCH} gin_trgm_ops)`,
    );
  }
}

/** The expression the index parcels_text_search had (migration 1765000000000). */
const PARCEL_TEXT_SEARCH =
  "(recipient_name || ' ' || coalesce(sender_name, '') || ' ' || destination || ' ' || coalesce(status, ''))";
