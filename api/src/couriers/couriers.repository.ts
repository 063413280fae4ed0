import { Injectable } from '@nestjs/common';
import type { CourierAction, ErrorParams, ParcelStage, ProofUploadKind } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { isoSql } from '../core/database/sql-format.repository.js';

/** pg_advisory_xact_lock's first key for one courier's runs ("RUNS"). */
const RUN_LOCK = 0x52554e53;

/** A stop as stored: the parcel and its place in the run. */
export interface StoredStop {
  parcel_id: number;
  position: number;
}

/** An action a phone synced, as the server answered it. */
export interface StoredAction {
  id: string;
  courier_id: number;
  request_hash: string;
  outcome: 'applied' | 'refused';
  error_code: string | null;
  error_params: ErrorParams | null;
  stage: ParcelStage | null;
}

/** What is kept of an action when it is claimed. */
export interface ActionRow {
  id: string;
  courierId: number;
  parcelId: number | null;
  code: string;
  action: CourierAction;
  requestHash: string;
  doneAt: string;
  sequence: number;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}

export interface ProofRow {
  parcelId: number;
  actionId: string;
  courierId: number;
  courierName: string;
  receivedBy: string;
  photo: string | null;
  signature: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  handoverChecked: boolean;
  deliveredAt: string;
}

export interface StoredProof {
  parcel_id: number;
  delivered_at: string;
  received_by: string;
  photo: string | null;
  signature: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  handover_code_checked: boolean;
  courier_id: number | null;
  courier_name: string;
}

export interface StoredHandover {
  code_hash: string;
  wrong_tries: number;
  locked: boolean;
}

/**
 * The SQL of the couriers' tables (api/src/couriers): `run_stops`, `courier_actions`,
 * `proof_uploads`, `delivery_proofs` and `handover_codes` (docs/architecture.md §3).
 */
@Injectable()
export class CouriersRepository {
  constructor(private readonly dataSource: DataSource) {}

  // Runs.

  /**
   * Holds the couriers' runs until the transaction ends: two changes of one run (a dispatcher's
   * and the courier's add) never number their stops from the same last position.
   */
  async lockRuns(manager: EntityManager, courierIds: readonly number[]): Promise<void> {
    // In one order, so two changes holding several runs never wait for each other in a circle.
    for (const id of [...new Set(courierIds)].sort((a, b) => a - b)) {
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [RUN_LOCK, id]);
    }
  }

  async stops(
    courierId: number,
    date: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredStop[]> {
    return manager.query(
      `SELECT parcel_id, position FROM run_stops
        WHERE courier_id = $1 AND run_date = $2::date ORDER BY position, id`,
      [courierId, date],
    );
  }

  /** The courier whose run of the day holds the parcel, or null. */
  async runOf(manager: EntityManager, parcelId: number, date: string): Promise<number | null> {
    const rows: { courier_id: number }[] = await manager.query(
      `SELECT courier_id FROM run_stops WHERE parcel_id = $1 AND run_date = $2::date`,
      [parcelId, date],
    );
    return rows[0]?.courier_id ?? null;
  }

  /** Whether the parcel is on the courier's run of one of these days. */
  async onRunAround(
    manager: EntityManager,
    courierId: number,
    parcelId: number,
    dates: readonly string[],
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM run_stops
        WHERE courier_id = $1 AND parcel_id = $2 AND run_date = ANY($3::date[]) LIMIT 1`,
      [courierId, parcelId, dates],
    );
    return rows.length > 0;
  }

  /** Takes the parcel off the courier's run of the day; false when it was not on it. */
  async remove(manager: EntityManager, courierId: number, date: string, parcelId: number) {
    // In a WITH: the driver answers a bare DELETE with its rows and their count, a SELECT with rows.
    const rows: unknown[] = await manager.query(
      `WITH gone AS (
         DELETE FROM run_stops WHERE courier_id = $1 AND run_date = $2::date AND parcel_id = $3
         RETURNING id
       ) SELECT id FROM gone`,
      [courierId, date, parcelId],
    );
    return rows.length > 0;
  }

  /**
   * Adds the parcels at the end of the run, in order. `move`: a parcel on another run of the day
   * moves here (the dispatcher's choice); otherwise it stays there and is answered as not added.
   * Answers the ids added or moved.
   */
  async append(
    manager: EntityManager,
    courierId: number,
    date: string,
    parcelIds: readonly number[],
    move: boolean,
  ): Promise<number[]> {
    if (parcelIds.length === 0) return [];
    const onConflict = move
      ? `DO UPDATE SET courier_id = EXCLUDED.courier_id, position = EXCLUDED.position,
           created_at = now()`
      : `DO NOTHING`;
    const rows: { parcel_id: number }[] = await manager.query(
      `INSERT INTO run_stops (courier_id, run_date, parcel_id, position)
       SELECT $1, $2::date, p.parcel_id,
              coalesce((SELECT max(position) FROM run_stops
                         WHERE courier_id = $1 AND run_date = $2::date), 0) + p.n
         FROM unnest($3::int[]) WITH ORDINALITY AS p(parcel_id, n)
       ON CONFLICT (run_date, parcel_id) ${onConflict}
       RETURNING parcel_id`,
      [courierId, date, parcelIds],
    );
    return rows.map((row) => row.parcel_id);
  }

  /** Numbers the run's stops 1, 2, 3… in the order given (every stop of the run). */
  async order(
    manager: EntityManager,
    courierId: number,
    date: string,
    parcelIds: readonly number[],
  ): Promise<void> {
    await manager.query(
      `UPDATE run_stops s SET position = p.n
         FROM unnest($3::int[]) WITH ORDINALITY AS p(parcel_id, n)
        WHERE s.courier_id = $1 AND s.run_date = $2::date AND s.parcel_id = p.parcel_id`,
      [courierId, date, parcelIds],
    );
  }

  // Actions.

  /** The action with this id as first answered, or null. */
  async action(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredAction | null> {
    const rows: StoredAction[] = await manager.query(
      `SELECT id, courier_id, request_hash, outcome, error_code, error_params, stage
         FROM courier_actions WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Claims the id for this action, or answers false when it was claimed already (a second sync
   * of the same id waits here for the first one's transaction, then sees its row).
   */
  async claim(
    manager: EntityManager,
    row: ActionRow,
    outcome: { outcome: 'applied' } | { outcome: 'refused'; code: string; params: ErrorParams },
  ): Promise<boolean> {
    const refused = outcome.outcome === 'refused' ? outcome : null;
    const rows: unknown[] = await manager.query(
      `INSERT INTO courier_actions (id, courier_id, parcel_id, tracking_code, action, request_hash,
         done_at, sequence, latitude, longitude, accuracy, outcome, error_code, error_params)
       VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8, $9, $10, $11, $12, $13, $14::jsonb)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        row.id,
        row.courierId,
        row.parcelId,
        row.code,
        row.action,
        row.requestHash,
        row.doneAt,
        row.sequence,
        row.latitude,
        row.longitude,
        row.accuracy,
        outcome.outcome,
        refused?.code ?? null,
        refused ? JSON.stringify(refused.params) : null,
      ],
    );
    return rows.length > 0;
  }

  /** The applied action's parcel and the stage it left the parcel at. */
  async settle(manager: EntityManager, id: string, parcelId: number, stage: ParcelStage | null) {
    await manager.query(`UPDATE courier_actions SET parcel_id = $2, stage = $3 WHERE id = $1`, [
      id,
      parcelId,
      stage,
    ]);
  }

  // Uploads.

  async addUpload(
    manager: EntityManager,
    upload: { id: string; courierId: number; kind: ProofUploadKind; image: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO proof_uploads (id, courier_id, kind, image) VALUES ($1, $2, $3, $4)`,
      [upload.id, upload.courierId, upload.kind, upload.image],
    );
  }

  /**
   * The courier's unused upload of this kind, now used by the action; null when the id names
   * none (another courier's, another kind, already used, or none at all).
   */
  async useUpload(
    manager: EntityManager,
    upload: { id: string; courierId: number; kind: ProofUploadKind; actionId: string },
  ): Promise<{ image: string } | { used: true } | null> {
    const rows: { image: string; used_by: string | null }[] = await manager.query(
      `SELECT image, used_by FROM proof_uploads
        WHERE id = $1 AND courier_id = $2 AND kind = $3 FOR UPDATE`,
      [upload.id, upload.courierId, upload.kind],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.used_by !== null) return { used: true };
    await manager.query(`UPDATE proof_uploads SET used_by = $2 WHERE id = $1`, [
      upload.id,
      upload.actionId,
    ]);
    return { image: row.image };
  }

  /**
   * Uploads no delivery used within `days`, and used ones whose proof went with its parcel:
   * deleted, their pictures' names answered (their uses are dropped by the caller).
   */
  async deleteStaleUploads(manager: EntityManager, days: number, limit: number): Promise<string[]> {
    const rows: { image: string }[] = await manager.query(
      `WITH gone AS (
         DELETE FROM proof_uploads WHERE id IN (
           SELECT u.id FROM proof_uploads u
            WHERE (u.used_by IS NULL AND u.created_at < now() - make_interval(days => $1))
               OR (u.used_by IS NOT NULL
                   AND NOT EXISTS (SELECT 1 FROM delivery_proofs d WHERE d.action_id = u.used_by)
                   AND u.created_at < now() - interval '1 hour')
            LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING image
       ) SELECT image FROM gone`,
      [days, limit],
    );
    return rows.map((row) => row.image);
  }

  // Proofs.

  async addProof(manager: EntityManager, proof: ProofRow): Promise<void> {
    await manager.query(
      `INSERT INTO delivery_proofs (parcel_id, action_id, courier_id, courier_name, received_by,
         photo, signature, latitude, longitude, accuracy, handover_code_checked, delivered_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz)`,
      [
        proof.parcelId,
        proof.actionId,
        proof.courierId,
        proof.courierName,
        proof.receivedBy,
        proof.photo,
        proof.signature,
        proof.latitude,
        proof.longitude,
        proof.accuracy,
        proof.handoverChecked,
        proof.deliveredAt,
      ],
    );
  }

  /** The newest proof of each of these parcels' deliveries. */
  async newestProofs(parcelIds: readonly number[]): Promise<Map<number, StoredProof>> {
    if (parcelIds.length === 0) return new Map();
    const rows: StoredProof[] = await this.dataSource.query(
      `SELECT DISTINCT ON (parcel_id) parcel_id, ${isoSql('delivered_at')} AS delivered_at,
              received_by, photo, signature, latitude, longitude, accuracy,
              handover_code_checked, courier_id, courier_name
         FROM delivery_proofs WHERE parcel_id = ANY($1::int[])
        ORDER BY parcel_id, delivered_at DESC, id DESC`,
      [parcelIds],
    );
    return new Map(rows.map((row) => [row.parcel_id, row]));
  }

  // Handover codes.

  /** The parcel's code row, locked until the transaction ends; null when none was sent. */
  async lockedHandover(manager: EntityManager, parcelId: number): Promise<StoredHandover | null> {
    const rows: { code_hash: string; wrong_tries: number; locked_at: Date | null }[] =
      await manager.query(
        `SELECT code_hash, wrong_tries, locked_at FROM handover_codes
          WHERE parcel_id = $1 FOR UPDATE`,
        [parcelId],
      );
    const row = rows[0];
    return row
      ? { code_hash: row.code_hash, wrong_tries: row.wrong_tries, locked: row.locked_at !== null }
      : null;
  }

  /** Whether each of these parcels is locked by wrong codes. */
  async lockedParcels(
    parcelIds: readonly number[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Set<number>> {
    if (parcelIds.length === 0) return new Set();
    const rows: { parcel_id: number }[] = await manager.query(
      `SELECT parcel_id FROM handover_codes
        WHERE parcel_id = ANY($1::int[]) AND locked_at IS NOT NULL`,
      [parcelIds],
    );
    return new Set(rows.map((row) => row.parcel_id));
  }

  /** A new code for the parcel: its hash, no wrong tries, not locked. */
  async setHandover(manager: EntityManager, parcelId: number, codeHash: string): Promise<void> {
    await manager.query(
      `INSERT INTO handover_codes (parcel_id, code_hash) VALUES ($1, $2)
       ON CONFLICT (parcel_id) DO UPDATE
         SET code_hash = EXCLUDED.code_hash, wrong_tries = 0, locked_at = NULL, sent_at = now()`,
      [parcelId, codeHash],
    );
  }

  /** One wrong try more, locking the parcel at `max`; answers the tries now counted. */
  async wrongTry(manager: EntityManager, parcelId: number, max: number): Promise<number> {
    const rows: { wrong_tries: number }[] = await manager.query(
      `WITH counted AS (
         UPDATE handover_codes
            SET wrong_tries = wrong_tries + 1,
                locked_at = CASE WHEN wrong_tries + 1 >= $2 THEN now() ELSE locked_at END
          WHERE parcel_id = $1 RETURNING wrong_tries
       ) SELECT wrong_tries FROM counted`,
      [parcelId, max],
    );
    return rows[0]?.wrong_tries ?? max;
  }
}
