import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company's logo (an uploaded picture's name, its use counted in image_references) and the
 * site's public address kept in settings for installs without PUBLIC_URL (docs/product.md §4.3).
 */
export class CompanyLogoPublicUrl1767900000100 implements MigrationInterface {
  name = 'CompanyLogoPublicUrl1767900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE settings
         ADD COLUMN company_logo varchar(200) NOT NULL DEFAULT '',
         ADD COLUMN public_url varchar(300) NOT NULL DEFAULT ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE settings DROP COLUMN company_logo, DROP COLUMN public_url`,
    );
  }
}
