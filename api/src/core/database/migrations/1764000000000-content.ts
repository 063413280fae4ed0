import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertSeedPages } from './seed-pages.js';

/** Content pages (with the pages the site links to), customer reviews, and reply-to on mail. */
export class Content1764000000000 implements MigrationInterface {
  name = 'Content1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pages (
        id serial PRIMARY KEY,
        slug varchar(300) NOT NULL UNIQUE,
        title varchar(300) NOT NULL,
        content text NOT NULL DEFAULT '',
        icon varchar(32) NOT NULL DEFAULT 'people',
        hero varchar(32),
        overlay varchar(32),
        sub_title varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await insertSeedPages((sql, parameters) => queryRunner.query(sql, parameters));
    await queryRunner.query(`
      CREATE TABLE reviews (
        id serial PRIMARY KEY,
        name varchar(300) NOT NULL,
        review text NOT NULL,
        image varchar(300),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`ALTER TABLE outbox_messages ADD COLUMN reply_to varchar(300)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_messages DROP COLUMN reply_to`);
    await queryRunner.query(`DROP TABLE IF EXISTS reviews`);
    await queryRunner.query(`DROP TABLE IF EXISTS pages`);
  }
}
