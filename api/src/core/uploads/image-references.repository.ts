import type { EntityManager } from 'typeorm';

/**
 * The SQL of the image_references table, each call in the transaction it is given. Every call
 * takes the name's row lock until that transaction ends, so a save, a removal and a sweep of the
 * same picture never interleave, on one server or many: a saver's upsert waits for a sweep that
 * is deleting the picture, then inserts a new row and stores the picture again; a sweep waits for
 * a saver's transaction, then sees the new use and keeps the picture.
 */
export const imageReferences = {
  /** One more use (a new row when the picture had none). */
  async add(manager: EntityManager, name: string): Promise<void> {
    await manager.query(
      `INSERT INTO image_references (name, uses) VALUES ($1, 1)
       ON CONFLICT (name) DO UPDATE SET uses = image_references.uses + 1`,
      [name],
    );
  },

  /** One use less; the row stays, with no use, until the picture is swept. */
  async drop(manager: EntityManager, name: string): Promise<void> {
    await manager.query(
      `UPDATE image_references SET uses = uses - 1 WHERE name = $1 AND uses > 0`,
      [name],
    );
  },

  /**
   * The name's uses, with its row locked; a name without a row gets one with no use, so that even
   * a picture nobody counted (its saver's transaction rolled back) is locked while it is deleted.
   */
  async lock(manager: EntityManager, name: string): Promise<number> {
    const rows = (await manager.query(
      `INSERT INTO image_references (name, uses) VALUES ($1, 0)
       ON CONFLICT (name) DO UPDATE SET uses = image_references.uses
       RETURNING uses`,
      [name],
    )) as { uses: number }[];
    return rows[0]?.uses ?? 0;
  },

  /** Deletes the row of a picture whose last use has gone (and whose bytes are deleted). */
  async forget(manager: EntityManager, name: string): Promise<void> {
    await manager.query(`DELETE FROM image_references WHERE name = $1 AND uses = 0`, [name]);
  },

  /** Pictures left with no use (their removal was interrupted), for the hourly sweep. */
  async unused(manager: EntityManager, limit: number): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT name FROM image_references WHERE uses = 0 ORDER BY name LIMIT $1`,
      [limit],
    )) as { name: string }[];
    return rows.map((row) => row.name);
  },
};
