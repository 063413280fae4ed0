import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The site's SQL: the health checks' and the content version's (`site_content_version`). */
@Injectable()
export class SiteRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Resolves when the database answers. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  /** The names of the migrations recorded as run. */
  async migrationsRun(): Promise<Set<string>> {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const rows: Array<{ name: string }> = await this.dataSource.query(`SELECT name FROM ${table}`);
    return new Set(rows.map((row) => row.name));
  }

  /** The version of what the public site's pages show ('0' before any). */
  async contentVersion(): Promise<string> {
    const rows: Array<{ version: string }> = await this.dataSource.query(
      `SELECT version::text AS version FROM site_content_version WHERE id = 1`,
    );
    return rows[0]?.version ?? '0';
  }
}
