import { Injectable } from '@nestjs/common';
import type { ParcelStage, PredictionChange } from '@waybill/shared';
import type { EntityManager } from 'typeorm';
import { isoSql as iso } from '../../core/database/sql-format.repository.js';
import type { StatRow } from './delivery-prediction.js';

/** The part of a manager these statements need (the bench runs them on its own database). */
export type Querier = Pick<EntityManager, 'query'>;

/** Stages that end the journey: nothing is predicted for them (delivery-prediction.ts). */
const CLOSED = `('delivered', 'returned', 'cancelled')`;

/** A side's region as the statistics group it: country and region as written ('NG/Lagos'). */
const regionSql = (country: string, region: string) => `concat_ws('/', ${country}, ${region})`;

/**
 * The statistics, rebuilt: for every stage entry of a parcel delivered within `$2` days, the
 * hours from it to the delivery, grouped four ways at once (delivery-prediction.ts's
 * STAT_LEVELS), with the median and the 80th percentile of each group of at least `$3`. The day
 * of the week is the entry's in the company's time zone (`$1`). The 80th percentile is the k-th
 * of the n durations with k = ⌈0.8 (n + 1)⌉: of a group of 20, the 17th, not the 16th and a bit,
 * so that a new parcel like them falls inside with a chance of at least four in five (a small
 * group's plain percentile falls short: bench:predict measured 79 %).
 */
const REBUILD_STATS = `
WITH delivered AS (
  SELECT parcel_id, min(entered_at) AS at
  FROM parcel_stage_changes
  WHERE stage = 'delivered' AND entered_at > now() - make_interval(days => $2::int)
  GROUP BY parcel_id
), durations AS (
  SELECT ${regionSql('p.sender_country', 'p.sender_region')} AS origin,
         ${regionSql('p.recipient_country', 'p.recipient_region')} AS destination,
         coalesce(p.shipped_via, '') AS service,
         c.stage::text AS stage,
         extract(isodow FROM c.entered_at AT TIME ZONE $1)::smallint AS weekday,
         extract(epoch FROM d.at - c.entered_at) / 3600 AS hours
  FROM delivered d
  JOIN parcel_stage_changes c
    ON c.parcel_id = d.parcel_id AND c.entered_at <= d.at AND c.stage NOT IN ${CLOSED}
  JOIN parcels p ON p.id = d.parcel_id
)
INSERT INTO delivery_stats
  (level, origin, destination, service, stage, weekday, samples, median_hours, p80_hours)
SELECT CASE WHEN GROUPING(weekday) = 0 THEN 1 WHEN GROUPING(origin) = 0 THEN 2
            WHEN GROUPING(service) = 0 THEN 3 ELSE 4 END,
       CASE WHEN GROUPING(origin) = 0 THEN origin ELSE '' END,
       CASE WHEN GROUPING(destination) = 0 THEN destination ELSE '' END,
       CASE WHEN GROUPING(service) = 0 THEN service ELSE '' END,
       stage,
       CASE WHEN GROUPING(weekday) = 0 THEN weekday ELSE 0 END,
       count(*),
       percentile_cont(0.5) WITHIN GROUP (ORDER BY hours),
       (array_agg(hours ORDER BY hours))[LEAST(count(*), ceil(0.8 * (count(*) + 1)))::int]
FROM durations
GROUP BY GROUPING SETS (
  (origin, destination, service, stage, weekday),
  (origin, destination, service, stage),
  (service, stage),
  (stage)
)
HAVING count(*) >= $3`;

/** Open parcels' facts and their last prediction; callers add their condition. */
const OPEN_PARCELS = `
SELECT p.id, p.current_stage AS stage,
       ${regionSql('p.sender_country', 'p.sender_region')} AS origin,
       ${regionSql('p.recipient_country', 'p.recipient_region')} AS destination,
       coalesce(p.shipped_via, '') AS service,
       to_char(p.max_expected_delivery_date, 'YYYY-MM-DD') AS promised_on,
       coalesce((SELECT max(c.entered_at) FROM parcel_stage_changes c
                 WHERE c.parcel_id = p.id AND c.stage = p.current_stage),
                p.updated_at) AS entered_at,
       pr.stage AS before_stage, pr.basis AS before_basis,
       pr.expected_at AS before_expected_at,
       to_char(pr.promised_on, 'YYYY-MM-DD') AS before_promised_on,
       pr.previous_expected_at, pr.change_reason
FROM parcels p
LEFT JOIN parcel_predictions pr ON pr.parcel_id = p.id
WHERE p.current_stage IS NOT NULL AND p.current_stage NOT IN ${CLOSED}`;

/** One open parcel and what was predicted for it before. */
export interface OpenParcelRow {
  id: number;
  stage: ParcelStage;
  origin: string;
  destination: string;
  service: string;
  promised_on: string | null;
  entered_at: Date;
  before_stage: string | null;
  before_basis: string | null;
  before_expected_at: Date | null;
  before_promised_on: string | null;
  previous_expected_at: Date | null;
  change_reason: PredictionChange | null;
}

/** A prediction as written. */
export interface PredictionRow {
  parcel_id: number;
  stage: string;
  basis: string;
  samples: number;
  expected_at: string;
  latest_at: string;
  previous_expected_at: string | null;
  change_reason: string | null;
  at_risk: boolean;
  promised_on: string | null;
}

/**
 * The SQL of predicted delivery (docs/architecture.md §4.9): the statistics, the open parcels'
 * facts, the predictions, and the late e-mail's memory. The tables belong to parcels.
 */
@Injectable()
export class PredictionsRepository {
  /** Replaces the statistics in `manager`'s transaction; returns how many groups there are. */
  async rebuildStats(
    manager: Querier,
    { timeZone, days, minSamples }: { timeZone: string; days: number; minSamples: number },
  ): Promise<number> {
    // Two passes at once (at least once, on two instances) take turns rather than collide.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('delivery_stats'))`);
    await manager.query(`DELETE FROM delivery_stats`);
    await manager.query(REBUILD_STATS, [timeZone, days, minSamples]);
    const [row] = (await manager.query(`SELECT count(*)::int AS groups FROM delivery_stats`)) as {
      groups: number;
    }[];
    return row?.groups ?? 0;
  }

  /**
   * The time the stage a parcel enters in `manager`'s transaction was entered (an update's own
   * time), which the stage trigger writes instead of the transaction's start.
   */
  async stageEnteredAt(manager: Querier, at: Date): Promise<void> {
    await manager.query(`SELECT set_config('waybill.stage_entered_at', $1, true)`, [
      at.toISOString(),
    ]);
  }

  /** When the statistics were last rebuilt (null: never, or nothing to learn from yet). */
  async statsRefreshedAt(manager: Querier): Promise<Date | null> {
    const [row] = (await manager.query(`SELECT max(refreshed_at) AS at FROM delivery_stats`)) as {
      at: Date | null;
    }[];
    return row?.at ?? null;
  }

  async stats(manager: Querier): Promise<StatRow[]> {
    return (await manager.query(
      `SELECT level, origin, destination, service, stage, weekday, samples,
              median_hours, p80_hours FROM delivery_stats`,
    )) as StatRow[];
  }

  /** Up to `limit` open parcels after the id `afterId`, in id order, with their last prediction. */
  async openParcels(manager: Querier, afterId: number, limit: number): Promise<OpenParcelRow[]> {
    return (await manager.query(`${OPEN_PARCELS} AND p.id > $1 ORDER BY p.id LIMIT $2`, [
      afterId,
      limit,
    ])) as OpenParcelRow[];
  }

  /** The parcel with this id if it is open, with its last prediction. */
  async openParcel(manager: Querier, parcelId: number): Promise<OpenParcelRow | null> {
    const rows = (await manager.query(`${OPEN_PARCELS} AND p.id = $1`, [
      parcelId,
    ])) as OpenParcelRow[];
    return rows[0] ?? null;
  }

  /** Writes these predictions over the old ones (the late e-mail's memory is kept). */
  async save(manager: Querier, rows: readonly PredictionRow[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO parcel_predictions (parcel_id, stage, basis, samples, expected_at, latest_at,
         previous_expected_at, change_reason, at_risk, promised_on, computed_at)
       SELECT r.parcel_id, r.stage, r.basis, r.samples, r.expected_at, r.latest_at,
              r.previous_expected_at, r.change_reason, r.at_risk, r.promised_on, now()
       FROM json_to_recordset($1::json) AS r(parcel_id integer, stage text, basis text,
         samples integer, expected_at timestamptz, latest_at timestamptz,
         previous_expected_at timestamptz, change_reason text, at_risk boolean, promised_on date)
       -- A parcel deleted or moved on since it was read: its own job predicts it anew.
       WHERE EXISTS (SELECT 1 FROM parcels p WHERE p.id = r.parcel_id AND p.current_stage = r.stage)
       ON CONFLICT (parcel_id) DO UPDATE SET stage = excluded.stage, basis = excluded.basis,
         samples = excluded.samples, expected_at = excluded.expected_at,
         latest_at = excluded.latest_at, previous_expected_at = excluded.previous_expected_at,
         change_reason = excluded.change_reason, at_risk = excluded.at_risk,
         promised_on = excluded.promised_on, computed_at = excluded.computed_at`,
      [JSON.stringify(rows)],
    );
  }

  /** Deletes the predictions of these parcels (nothing to predict from any more). */
  async forget(manager: Querier, parcelIds: readonly number[]): Promise<void> {
    if (parcelIds.length === 0) return;
    await manager.query(`DELETE FROM parcel_predictions WHERE parcel_id = ANY($1::int[])`, [
      parcelIds,
    ]);
  }

  /** Deletes the predictions of parcels whose journey is over. */
  async forgetClosed(manager: Querier): Promise<void> {
    await manager.query(
      `DELETE FROM parcel_predictions pr USING parcels p
       WHERE p.id = pr.parcel_id AND (p.current_stage IS NULL OR p.current_stage IN ${CLOSED})`,
    );
  }

  /**
   * Claims the late e-mail of this parcel for its promised day: true for the one caller that
   * notes it first (the row's lock makes a racing second caller wait, then find it noted).
   */
  async claimLateNotice(manager: Querier, parcelId: number, promisedOn: string): Promise<boolean> {
    const rows = (await manager.query(
      `UPDATE parcel_predictions SET late_notified_for = $2::date
       WHERE parcel_id = $1 AND late_notified_for IS DISTINCT FROM $2::date
       RETURNING parcel_id`,
      [parcelId, promisedOn],
    )) as unknown[];
    // TypeORM answers an UPDATE … RETURNING on PostgreSQL with [rows, count].
    const returned = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : rows;
    return returned.length > 0;
  }

  /** Which of these parcels are at risk now. */
  async atRisk(manager: Querier, parcelIds: readonly number[]): Promise<Set<number>> {
    if (parcelIds.length === 0) return new Set();
    const rows = (await manager.query(
      `SELECT pr.parcel_id FROM parcel_predictions pr
       JOIN parcels p ON p.id = pr.parcel_id AND p.current_stage = pr.stage
       WHERE pr.at_risk AND pr.parcel_id = ANY($1::int[])`,
      [parcelIds],
    )) as { parcel_id: number }[];
    return new Set(rows.map((row) => row.parcel_id));
  }
}

/**
 * SQL condition for the staff's "at risk" filter on the parcel `alias`: its prediction, for the
 * stage it is at, is past the promised day (partial index parcel_predictions_at_risk).
 */
export const atRiskSql = (alias: string) =>
  `EXISTS (SELECT 1 FROM parcel_predictions pr WHERE pr.parcel_id = ${alias}.id AND pr.at_risk
     AND pr.stage = ${alias}.current_stage)`;

/**
 * The tracking answer's `prediction` for the parcel `alias`: one lookup by key, null when there is
 * none or it was made for a stage the parcel has left (the next run of the job writes it anew).
 */
export const predictionJsonSql = (alias: string) =>
  `(SELECT json_build_object(
      'expected_at', ${iso('pr.expected_at')},
      'latest_at', ${iso('pr.latest_at')},
      'basis', pr.basis,
      'samples', pr.samples,
      'previous_expected_at', ${iso('pr.previous_expected_at')},
      'change_reason', pr.change_reason,
      'at_risk', pr.at_risk)
    FROM parcel_predictions pr
    WHERE pr.parcel_id = ${alias}.id AND pr.stage = ${alias}.current_stage)`;
