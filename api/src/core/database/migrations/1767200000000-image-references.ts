import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Names written into the data folder by earlier versions: pictures, not partial writes. */
const PICTURE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,150}\.(jpe?g|png)$/i;

const listed = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * Uploaded pictures' uses move from empty files on disk (DATA_DIR/uploads/image-references/<name>/,
 * one per use) into the table image_references, so that several servers sharing one bucket count
 * them together. Every picture in DATA_DIR/uploads/images gets its row: as many uses as it had
 * files, or one for a picture stored before uses were counted. The files on disk are left as they
 * were (nothing reads them any more).
 *
 * Built for the data folder it imports from: `imageReferencesMigration(uploadsDir)`.
 */
export function imageReferencesMigration(uploadsDir: string) {
  return class ImageReferences1767200000000 implements MigrationInterface {
    name = 'ImageReferences1767200000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`
        CREATE TABLE image_references (
          name varchar(200) PRIMARY KEY,
          uses integer NOT NULL CHECK (uses >= 0)
        )`);
      const referencesDir = path.join(path.dirname(uploadsDir), 'image-references');
      const names = (await listed(uploadsDir)).filter((name) => PICTURE.test(name));
      const uses = await Promise.all(
        names.map(async (name) => (await listed(path.join(referencesDir, name))).length || 1),
      );
      if (!names.length) return;
      await queryRunner.query(
        `INSERT INTO image_references (name, uses)
         SELECT * FROM unnest($1::varchar[], $2::integer[])`,
        [names, uses],
      );
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE image_references`);
    }
  };
}
