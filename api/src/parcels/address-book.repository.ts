import { ADDRESS_PARTS, type AddressSide, type SavedAddress } from '@waybill/shared';
import type { EntityManager } from 'typeorm';

/**
 * How many of the latest changed parcels the address book looks through: "recent" people, at a
 * cost that stays flat however many parcels there are (the index parcels_updated reads them).
 */
export const ADDRESS_BOOK_WINDOW = 5000;

/** A side's columns under the address book's names ('recipient_city AS city'). */
function sideColumns(side: AddressSide): string {
  const columns = [
    `p.${side}_name AS name`,
    ...ADDRESS_PARTS.map((part) => `p.${side}_${part} AS ${part}`),
    `p.${side}_phone_number AS phone_number`,
    `p.${side}_email AS email`,
  ];
  return columns.join(', ');
}

/** What makes two addresses the same one: the name, company, street, city and country. */
const SAME_ADDRESS = `lower(r.name), lower(coalesce(r.company, '')),
  lower(coalesce(r.address_line1, '')), lower(coalesce(r.city, '')), coalesce(r.country, '')`;

/**
 * The newest version of each address of `side` among the latest changed parcels whose name
 * starts with `search` (any letter case), newest first. `side` is one of two fixed words (the
 * contract's enum), never text from a request.
 */
export async function recentAddresses(
  manager: EntityManager,
  side: AddressSide,
  search: string,
  limit: number,
): Promise<SavedAddress[]> {
  const rows: (SavedAddress & { changed: Date; id: number })[] = await manager.query(
    `SELECT * FROM (
       SELECT DISTINCT ON (${SAME_ADDRESS}) r.*
       FROM (SELECT ${sideColumns(side)}, p.updated_at AS changed, p.id
             FROM parcels p ORDER BY p.updated_at DESC, p.id DESC LIMIT $3) AS r
       WHERE starts_with(lower(r.name), lower($1))
       ORDER BY ${SAME_ADDRESS}, r.changed DESC, r.id DESC
     ) AS newest
     ORDER BY newest.changed DESC, newest.id DESC
     LIMIT $2`,
    [search, limit, ADDRESS_BOOK_WINDOW],
  );
  return rows.map(({ changed: _changed, id: _id, ...address }) => address);
}
