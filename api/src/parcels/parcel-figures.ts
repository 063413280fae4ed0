import { Inject, Injectable } from '@nestjs/common';
import { DASHBOARD_STATUS_LIMIT, type Dashboard } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { preparedQuery } from '../core/database/prepared-query.js';
import { createdOnSql, lateSql, todaySql } from './parcel-conditions.js';

export type ParcelDayFigures = Omit<Dashboard, 'outbox'>;

/**
 * The company's day, the late parcels and those created today, in one statement: each count
 * reads an index (parcels_late, parcels_newest), never the whole table.
 */
const DAY_FIGURES = {
  name: 'waybill_parcel_day_figures',
  text: `WITH today AS (SELECT ${todaySql('$1::text')} AS day)
    SELECT to_char(day, 'YYYY-MM-DD') AS today,
      (SELECT count(*)::int FROM parcels WHERE ${lateSql('today.day')}) AS late,
      (SELECT count(*)::int FROM parcels WHERE ${createdOnSql('today.day', '$1::text')}) AS created_today
    FROM today`,
};

/**
 * Parcels by status, the commonest first, with the number of every parcel alongside: counted
 * from the first column of parcels_status (an index-only scan), not from the rows.
 */
const BY_STATUS = {
  name: 'waybill_parcels_by_status',
  text: `SELECT status, count, (sum(count) OVER ())::int AS total
    FROM (SELECT status, count(*)::int AS count FROM parcels GROUP BY status) AS groups
    ORDER BY count DESC, status NULLS LAST
    LIMIT $1`,
};

interface DayRow {
  today: string;
  late: number;
  created_today: number;
}

interface StatusRow {
  status: string | null;
  count: number;
  total: number;
}

/** The dashboard's parcel figures (docs/product.md §4.3), counted the way the list filters. */
@Injectable()
export class ParcelFigures {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ofToday(): Promise<ParcelDayFigures> {
    const day = await preparedQuery<DayRow>(this.dataSource, DAY_FIGURES, [this.config.timeZone]);
    const groups = await preparedQuery<StatusRow>(this.dataSource, BY_STATUS, [
      DASHBOARD_STATUS_LIMIT,
    ]);
    const [{ today, late, created_today }] = day.rows;
    const statuses = groups.rows.map(({ status, count }) => ({ status, count }));
    const parcels = groups.rows[0]?.total ?? 0;
    const named = statuses.reduce((sum, group) => sum + group.count, 0);
    return { today, parcels, statuses, other_statuses: parcels - named, late, created_today };
  }
}
