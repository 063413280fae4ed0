import { Inject, Injectable } from '@nestjs/common';
import { DASHBOARD_STATUS_LIMIT, type Dashboard } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { preparedQuery } from '../core/database/prepared-query.js';
import { BY_STATUS, DAY_FIGURES } from './parcel-figures.repository.js';

export type ParcelDayFigures = Omit<Dashboard, 'outbox'>;

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
