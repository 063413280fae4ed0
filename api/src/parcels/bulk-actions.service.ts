import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BULK_INLINE_MAX,
  problem,
  type BulkActionView,
  type ParcelBulkPayload,
  type ParcelListQuery,
  type ParcelUpdateAddPayload,
  type SelectionCount,
  BULK_MAX,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { holdingRows } from '../audit/audit-group.js';
import { AuditWriter, type AuditRecord } from '../audit/audit-writer.js';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { ApiError } from '../core/http/api-error.js';
import { currentOrigin } from '../core/http/request-context.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { Jobs } from '../core/jobs/jobs.service.js';
import { ImageStore, type PictureUses } from '../core/uploads/image-store.js';
import { BulkActionsRepository, type BulkActionRow } from './bulk-actions.repository.js';
import { ParcelEntity } from './parcel.entity.js';
import { ParcelStore } from './parcel-store.js';
import { lockedParcelById } from './parcels.repository.js';
import { ParcelsService } from './parcels.service.js';

/** Finished bulk actions are kept this long for their screen; their audit rows stay. */
const KEPT_DAYS = 7;

/** Who asked for a bulk action: its audit row names them, also when a job applies it later. */
interface BulkActor {
  id: number | null;
  email: string;
  role?: string;
}

/**
 * One action on many parcels (docs/product.md §4.17): the selection is resolved once, when it is
 * asked (ids checked, or the filter matched on the server), and kept on the action's row; then
 * the action is applied to all of them in ONE transaction with ONE audit row listing them, in
 * the call for a small selection, by the `parcels.bulk` job on the queue for a larger one. A
 * refusal of any parcel (a cancelled parcel's journey is over, a parcel deleted meanwhile) rolls
 * the whole action back: it never half-applies. Parcels are locked lowest id first, so two bulk
 * actions over the same parcels run one after the other without a deadlock.
 */
@Injectable()
export class BulkActions implements OnModuleInit {
  /** Parcels done so far by the actions this instance is running (the transaction hides them). */
  private readonly progress = new Map<number, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ParcelStore,
    private readonly parcels: ParcelsService,
    private readonly images: ImageStore,
    private readonly jobs: Jobs,
    private readonly audit: AuditWriter,
    private readonly rows: BulkActionsRepository,
    private readonly housekeeping: Housekeeping,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(() => this.rows.purgeFinished(KEPT_DAYS).then(() => undefined));
  }

  /** How many parcels a filter matches (up to BULK_MAX + 1), for the confirmation. */
  async count(filter: ParcelListQuery): Promise<SelectionCount> {
    const count = await this.store.countMatching(filter, this.config.timeZone);
    return { count: Math.min(count, BULK_MAX), over_limit: count > BULK_MAX };
  }

  /** Resolves the selection and applies the action now, or queues it (more than BULK_INLINE_MAX). */
  async start(payload: ParcelBulkPayload): Promise<BulkActionView> {
    const ids = await this.store.selectionIds(payload.selection, this.config.timeZone);
    const account = currentOrigin()?.account ?? null;
    const actor: BulkActor | null = account
      ? { id: account.id, email: account.email, role: account.role }
      : null;
    const spec = { ...specOf(payload), actor };
    const row = { action: payload.action, spec, parcelIds: ids, createdBy: account?.id ?? null };
    if (ids.length <= BULK_INLINE_MAX) {
      const id = await this.images.change(async (manager, pictures) => {
        const bulkId = await this.rows.insert(manager, { ...row, state: 'running' });
        const stored = await this.rows.lock(manager, bulkId);
        if (!stored) throw new Error('The bulk action just written is not there');
        await this.apply(manager, pictures, stored);
        await this.rows.finish(manager, bulkId);
        return bulkId;
      });
      return this.view(id);
    }
    const id = await this.dataSource.transaction(async (manager) => {
      const bulkId = await this.rows.insert(manager, { ...row, state: 'queued' });
      await this.jobs.enqueue(manager, 'parcels.bulk', { bulkId }, { key: `bulk:${bulkId}` });
      return bulkId;
    });
    return this.view(id);
  }

  /** The action's state; `done` counts the parcels this instance has applied it to so far. */
  async view(id: number): Promise<BulkActionView> {
    const row = await this.rows.find(id);
    if (!row) throw ApiError.notFound(problem('bulk.not_found'));
    const total = row.parcel_ids.length;
    return {
      id: row.id,
      action: row.action,
      state: row.state,
      total,
      done: row.state === 'done' ? total : (this.progress.get(row.id) ?? 0),
      error_code: row.error_code,
      error_params: row.error_params,
      created_at: row.created_at,
      finished_at: row.finished_at,
    };
  }

  /**
   * The job's work: at least once, so a second run of a finished action does nothing (the row,
   * locked, says done). A refusal fails the action for good; anything else is thrown and tried
   * again by the queue, the transaction having rolled everything back.
   */
  async run(bulkId: number): Promise<void> {
    await this.rows.markRunning(bulkId);
    try {
      await this.images.change(async (manager, pictures) => {
        const row = await this.rows.lock(manager, bulkId);
        if (!row || row.state === 'done' || row.state === 'failed') return;
        await this.apply(manager, pictures, row);
        await this.rows.finish(manager, bulkId);
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const [first] = error.problems;
      await this.rows.fail(bulkId, first?.code ?? 'bulk.failed', first?.params ?? {});
    }
  }

  /** Applies the action to every parcel of the row, then writes its one audit row. */
  private async apply(
    manager: EntityManager,
    pictures: PictureUses,
    row: BulkActionRow,
  ): Promise<void> {
    const spec = row.spec as ReturnType<typeof specOf> & { actor: BulkActor | null };
    this.progress.set(row.id, 0);
    try {
      await this.applyAll(manager, pictures, row, spec);
    } finally {
      this.progress.delete(row.id);
    }
  }

  private async applyAll(
    manager: EntityManager,
    pictures: PictureUses,
    row: BulkActionRow,
    spec: ReturnType<typeof specOf> & { actor: BulkActor | null },
  ): Promise<void> {
    const codes: string[] = [];
    let gone = 0;
    let notified = 0;
    // The rows each parcel's change would have written are summed up by the one below.
    await holdingRows(async () => {
      for (const id of row.parcel_ids) {
        const parcel = await lockedParcelById(manager, id);
        if (!parcel) {
          gone += 1;
          continue;
        }
        codes.push(parcel.tracking_code);
        if (spec.action === 'update') {
          notified += await this.parcels.applyUpdate(manager, parcel, spec.update);
        } else if (spec.action === 'fields') {
          const repository = manager.getRepository(ParcelEntity);
          await repository.save(
            repository.merge(parcel, spec.fields as unknown as Partial<ParcelEntity>),
          );
        } else {
          const { image } = parcel;
          // remove (not delete): the held row keeps the parcel as it was.
          await manager.getRepository(ParcelEntity).remove(parcel);
          await pictures.drop(image);
        }
        this.progress.set(row.id, codes.length + gone);
      }
    });
    // A parcel deleted since the selection: an update or a change of fields is refused whole; a
    // delete has nothing left to do for it.
    if (gone > 0 && spec.action !== 'delete') {
      throw ApiError.conflict(problem('bulk.parcels_gone', { count: gone }));
    }
    const changes: NonNullable<AuditRecord['changes']> = {
      bulk_action: { before: null, after: row.id },
      parcels: { before: null, after: codes },
      count: { before: null, after: codes.length },
    };
    if (spec.action === 'update') changes.update = { before: null, after: spec.update };
    if (spec.action === 'fields') changes.fields = { before: null, after: spec.fields };
    if (notified > 0) changes.notified = { before: null, after: notified };
    await this.audit.record(manager, {
      entity: 'parcel',
      entityId: null,
      action: spec.action === 'delete' ? 'delete' : 'update',
      changes,
      ...(spec.actor && { actor: spec.actor }),
    });
  }
}

/** What the action does, as its row keeps it (the job reads it back). */
function specOf(
  payload: ParcelBulkPayload,
):
  | { action: 'update'; update: ParcelUpdateAddPayload }
  | { action: 'fields'; fields: Record<string, string | null> }
  | { action: 'delete' } {
  if (payload.action === 'update') return { action: 'update', update: payload.update };
  if (payload.action === 'fields') {
    const fields = Object.fromEntries(
      Object.entries(payload.fields).filter(([, value]) => value !== undefined),
    ) as Record<string, string | null>;
    return { action: 'fields', fields };
  }
  return { action: 'delete' };
}
