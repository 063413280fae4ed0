import { Inject, Injectable, Logger } from '@nestjs/common';
import { PREDICTION_MIN_SAMPLES } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import {
  changeOf,
  DeliveryStatistics,
  isLate,
  predict,
  type Prediction,
} from './delivery-prediction.js';
import {
  type OpenParcelRow,
  type PredictionRow,
  PredictionsRepository,
  type Querier,
} from './predictions.repository.js';
import { wallClock } from './zoned-time.js';

/** Days of deliveries the statistics learn from: recent enough to follow a change of routes. */
export const STATS_DAYS = 180;
/** How often the statistics are rebuilt; the predictions themselves at every pass. */
const STATS_EVERY_MS = 60 * 60_000;
/** How long an instance keeps the statistics it read for one parcel's prediction. */
const STATS_KEPT_MS = 10 * 60_000;
/** Open parcels read and written per statement. */
const BATCH = 1000;

/** A parcel that became late in this pass, for its one e-mail. */
interface LateParcel {
  id: number;
  promisedOn: string;
  expectedAt: Date;
}

/**
 * Predicted delivery (docs/product.md §2.3e, docs/architecture.md §4.9): the statistics, every
 * open parcel's prediction (the scheduled pass) or one parcel's (after it changed), and the one
 * late e-mail of a parcel that became late. Run by the jobs of delivery-prediction.jobs.ts.
 */
@Injectable()
export class DeliveryPredictions {
  private readonly logger = new Logger('DeliveryPredictions');
  private kept: { at: number; statistics: DeliveryStatistics } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly predictions: PredictionsRepository,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One pass over every open parcel. `rebuildStats` forces the statistics' rebuild (otherwise
   * hourly). Returns how many parcels got a prediction and how many late e-mails went out.
   */
  async refreshAll({
    now = new Date(),
    rebuildStats = false,
  }: { now?: Date; rebuildStats?: boolean } = {}): Promise<{ predicted: number; late: number }> {
    const { manager } = this.dataSource;
    const refreshedAt = await this.predictions.statsRefreshedAt(manager);
    if (rebuildStats || !refreshedAt || now.getTime() - refreshedAt.getTime() > STATS_EVERY_MS) {
      await this.dataSource.transaction((inner) =>
        this.predictions.rebuildStats(inner, {
          timeZone: this.config.timeZone,
          days: STATS_DAYS,
          minSamples: PREDICTION_MIN_SAMPLES,
        }),
      );
    }
    const statistics = await this.statistics(true);
    let predicted = 0;
    let late = 0;
    for (let after = 0; ;) {
      const rows = await this.predictions.openParcels(manager, after, BATCH);
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id;
      const lateOnes = await this.dataSource.transaction((inner) =>
        this.write(inner, rows, statistics, now),
      );
      predicted += rows.length;
      for (const parcel of lateOnes) {
        if (await this.notifyLate(parcel.id, parcel.promisedOn, parcel.expectedAt)) late += 1;
      }
    }
    await this.predictions.forgetClosed(manager);
    if (late > 0) this.logger.log({ predicted, late }, 'Predictions refreshed');
    return { predicted, late };
  }

  /**
   * One parcel's prediction after it changed (its stage, its date, its route). Its late e-mail,
   * if it became late, waits for the next pass (ten minutes at most): one place decides it.
   */
  async refreshParcel(parcelId: number, now = new Date()): Promise<void> {
    const statistics = await this.statistics(false);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.predictions.openParcel(manager, parcelId);
      if (!row) await this.predictions.forget(manager, [parcelId]);
      else await this.write(manager, [row], statistics, now);
    });
  }

  /**
   * Sends the late e-mail of this parcel for this promised day unless it went already: the claim
   * and the messages commit together, so a pass that dies sends it again, never twice.
   */
  notifyLate(parcelId: number, promisedOn: string, expectedAt: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.predictions.claimLateNotice(manager, parcelId, promisedOn))) return false;
      await this.notifications.parcelLate(manager, parcelId, { expectedAt, promisedOn });
      return true;
    });
  }

  /** The statistics: read anew for a pass, kept a while between one parcel's predictions. */
  private async statistics(fresh: boolean): Promise<DeliveryStatistics> {
    const now = Date.now();
    if (fresh || !this.kept || now - this.kept.at > STATS_KEPT_MS) {
      const rows = await this.predictions.stats(this.dataSource.manager);
      this.kept = { at: now, statistics: new DeliveryStatistics(rows) };
    }
    return this.kept.statistics;
  }

  /** Predicts these parcels and writes it; returns those that are late. */
  private async write(
    manager: Querier,
    rows: readonly OpenParcelRow[],
    statistics: DeliveryStatistics,
    now: Date,
  ): Promise<LateParcel[]> {
    const { timeZone } = this.config;
    const today = wallClock(now, timeZone).date;
    const written: PredictionRow[] = [];
    const none: number[] = [];
    const late: LateParcel[] = [];
    for (const row of rows) {
      const prediction = predict(
        { ...row, enteredAt: new Date(row.entered_at), promisedOn: row.promised_on },
        statistics,
        now,
        timeZone,
      );
      if (!prediction) {
        none.push(row.id);
        continue;
      }
      written.push(this.written(row, prediction));
      if (row.promised_on && isLate(prediction, row.promised_on, today)) {
        late.push({ id: row.id, promisedOn: row.promised_on, expectedAt: prediction.expectedAt });
      }
    }
    await this.predictions.save(manager, written);
    await this.predictions.forget(manager, none);
    return late;
  }

  private written(row: OpenParcelRow, prediction: Prediction): PredictionRow {
    const before = row.before_expected_at
      ? {
          stage: row.before_stage ?? '',
          basis: row.before_basis ?? '',
          expectedAt: new Date(row.before_expected_at),
          promisedOn: row.before_promised_on,
          previousExpectedAt: row.previous_expected_at ? new Date(row.previous_expected_at) : null,
          changeReason: row.change_reason,
        }
      : null;
    const change = changeOf(before, prediction, row.promised_on, this.config.timeZone);
    return {
      parcel_id: row.id,
      stage: prediction.stage,
      basis: prediction.basis,
      samples: prediction.samples,
      expected_at: prediction.expectedAt.toISOString(),
      latest_at: prediction.latestAt.toISOString(),
      previous_expected_at: change.previousExpectedAt?.toISOString() ?? null,
      change_reason: change.changeReason,
      at_risk: prediction.atRisk,
      promised_on: row.promised_on,
    };
  }
}
