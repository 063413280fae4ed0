import {
  type ParcelStage,
  PREDICTION_MIN_SAMPLES,
  type PredictionBasis,
  type PredictionChange,
} from '@waybill/shared';
import { instantAt, nextDay, upToTheHour, wallClock } from './zoned-time.js';

/**
 * The prediction rule (docs/product.md §2.3e), apart from the database so it can be tested and
 * measured (bench/predict.mjs) as it is: the groups of similar parcels, from the finest to the
 * coarsest, the fall-back to the staff's date, and the window.
 */

/** The groups, finest first: the key columns a group keeps (others are '' or 0: any). */
export const STAT_LEVELS = [
  { level: 1, basis: 'similar', keeps: ['origin', 'destination', 'service', 'weekday'] },
  { level: 2, basis: 'route', keeps: ['origin', 'destination', 'service'] },
  { level: 3, basis: 'service', keeps: ['service'] },
  { level: 4, basis: 'stage', keeps: [] },
] as const satisfies readonly {
  level: number;
  basis: Exclude<PredictionBasis, 'staff'>;
  keeps: readonly string[];
}[];

/** One row of delivery_stats: past durations from `stage` to delivered, for one group. */
export interface StatRow {
  level: number;
  origin: string;
  destination: string;
  service: string;
  stage: string;
  weekday: number;
  samples: number;
  median_hours: number;
  p80_hours: number;
}

/** What groups a parcel: where from, where to, how sent (the parcel's text, as stored). */
export interface ParcelGroup {
  origin: string;
  destination: string;
  service: string;
}

/** The statistics, found by group in constant time. */
export class DeliveryStatistics {
  private readonly rows = new Map<string, StatRow>();

  constructor(rows: Iterable<StatRow>) {
    for (const row of rows) this.rows.set(DeliveryStatistics.key(row), row);
  }

  get size(): number {
    return this.rows.size;
  }

  private static key(row: Omit<StatRow, 'samples' | 'median_hours' | 'p80_hours'>): string {
    return JSON.stringify([
      row.level,
      row.origin,
      row.destination,
      row.service,
      row.stage,
      row.weekday,
    ]);
  }

  /**
   * The finest group of this parcel with at least `minSamples` past parcels, or null: fewer in
   * every group.
   */
  find(
    group: ParcelGroup,
    stage: string,
    weekday: number,
    minSamples = PREDICTION_MIN_SAMPLES,
  ): { basis: Exclude<PredictionBasis, 'staff'>; row: StatRow } | null {
    for (const { level, basis, keeps } of STAT_LEVELS) {
      const kept = keeps as readonly string[];
      const row = this.rows.get(
        DeliveryStatistics.key({
          level,
          origin: kept.includes('origin') ? group.origin : '',
          destination: kept.includes('destination') ? group.destination : '',
          service: kept.includes('service') ? group.service : '',
          stage,
          weekday: kept.includes('weekday') ? weekday : 0,
        }),
      );
      if (row && row.samples >= minSamples) return { basis, row };
    }
    return null;
  }
}

/** An open parcel as the prediction sees it. */
export interface PredictedParcel extends ParcelGroup {
  stage: ParcelStage;
  /** When it entered its current stage. */
  enteredAt: Date;
  /** The latest day staff gave (max_expected_delivery_date), 'YYYY-MM-DD', or null. */
  promisedOn: string | null;
}

export interface Prediction {
  stage: ParcelStage;
  basis: PredictionBasis;
  samples: number;
  expectedAt: Date;
  latestAt: Date;
  /** The expected day (company time zone) is after the promised one. */
  atRisk: boolean;
  /** It has been longer in its stage than most such parcels: the window starts again from now. */
  slower: boolean;
}

/** Stages after which nothing is predicted: the journey is over. */
export const CLOSED_STAGES: readonly ParcelStage[] = ['delivered', 'returned', 'cancelled'];

const HOUR = 3_600_000;

/**
 * The parcel's predicted delivery at `now`: from the finest group with enough history, the
 * median after it entered its stage and, as the window's end, the 80th percentile rounded up to
 * the hour; with too little history in every group, the staff's latest day (expected at noon, by
 * the end of that day). Null for a closed parcel, or with neither history nor a date.
 *
 * A parcel past its group's window has taken longer than four in five such parcels: the window
 * then starts again from `now`, as long as the group's spread, rather than showing a time past.
 */
export function predict(
  parcel: PredictedParcel,
  statistics: DeliveryStatistics,
  now: Date,
  timeZone: string,
): Prediction | null {
  if (CLOSED_STAGES.includes(parcel.stage)) return null;
  const weekday = wallClock(parcel.enteredAt, timeZone).weekday;
  const found = statistics.find(parcel, parcel.stage, weekday);
  let prediction: Omit<Prediction, 'atRisk'>;
  if (found) {
    const { row, basis } = found;
    let expected = parcel.enteredAt.getTime() + row.median_hours * HOUR;
    let latest = parcel.enteredAt.getTime() + row.p80_hours * HOUR;
    const slower = latest < now.getTime();
    if (slower) {
      const spread = Math.max(row.p80_hours - row.median_hours, 1) * HOUR;
      expected = now.getTime() + spread / 2;
      latest = now.getTime() + spread;
    }
    prediction = {
      stage: parcel.stage,
      basis,
      samples: row.samples,
      expectedAt: new Date(expected),
      latestAt: upToTheHour(new Date(Math.max(latest, expected)), timeZone),
      slower,
    };
  } else if (parcel.promisedOn) {
    prediction = {
      stage: parcel.stage,
      basis: 'staff',
      samples: 0,
      expectedAt: instantAt(parcel.promisedOn, 12, timeZone),
      latestAt: instantAt(nextDay(parcel.promisedOn), 0, timeZone),
      slower: false,
    };
  } else {
    return null;
  }
  const expectedDay = wallClock(prediction.expectedAt, timeZone).date;
  return {
    ...prediction,
    atRisk: parcel.promisedOn !== null && expectedDay > parcel.promisedOn,
  };
}

/** What was predicted before, as stored. */
export interface StoredPrediction {
  stage: string;
  basis: string;
  expectedAt: Date;
  promisedOn: string | null;
  previousExpectedAt: Date | null;
  changeReason: PredictionChange | null;
}

/**
 * What the stored prediction becomes: when the expected day moves, the day it was and why (the
 * stage moved, the parcel is slower than usual, staff changed their date, or the history did);
 * otherwise the last change is kept, so the page keeps saying why.
 */
export function changeOf(
  before: StoredPrediction | null,
  next: Prediction,
  promisedOn: string | null,
  timeZone: string,
): { previousExpectedAt: Date | null; changeReason: PredictionChange | null } {
  if (!before) return { previousExpectedAt: null, changeReason: null };
  const day = (instant: Date) => wallClock(instant, timeZone).date;
  if (day(before.expectedAt) === day(next.expectedAt)) {
    return { previousExpectedAt: before.previousExpectedAt, changeReason: before.changeReason };
  }
  const reason: PredictionChange =
    before.stage !== next.stage
      ? 'stage'
      : next.slower
        ? 'slower'
        : next.basis === 'staff' && before.promisedOn !== promisedOn
          ? 'promise'
          : 'history';
  return { previousExpectedAt: before.expectedAt, changeReason: reason };
}

/**
 * Late, for the one e-mail to subscribers: the prediction passed the promised day, or that day
 * is over (`today` in the company's time zone) and the parcel is not delivered.
 */
export function isLate(prediction: Prediction, promisedOn: string | null, today: string): boolean {
  if (!promisedOn) return false;
  return prediction.atRisk || promisedOn < today;
}
