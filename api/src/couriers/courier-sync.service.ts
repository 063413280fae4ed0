import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ERROR_SENTENCES,
  FINAL_STAGES,
  UPDATE_CLOCK_SKEW_MS,
  isErrorCode,
  problem,
  type CourierActionPayload,
  type CourierSyncAnswer,
  type DeliveryFailureReason,
  type ErrorParams,
  type ParcelStage,
  type ParcelUpdateAddPayload,
  type Problem,
  type StatusStage,
  type SyncResult,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error.js';
import { ParcelStore } from '../parcels/parcel-store.js';
import { ParcelsService, type UpdatedParcel } from '../parcels/parcels.service.js';
import { CouriersRepository, type ActionRow, type StoredAction } from './couriers.repository.js';
import { RateLimiter } from '../core/security/rate-limiter.service.js';
import { COURIER_CODE_MISSES, courierSubject } from './courier-limits.js';
import { HandoverCodes } from './handover-codes.js';

/** The courier who syncs: their id and the name their proofs carry. */
export interface Courier {
  id: number;
  name: string;
}

/** Refused under the parcel's lock: the transaction rolls back and the refusal is recorded. */
class Refusal extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/** Each action's stage, and the status text it prefers when Settings' mapping has it. */
const ACTION_STAGES: Record<
  CourierActionPayload['action'],
  { stage: ParcelStage; status: string }
> = {
  picked_up: { stage: 'picked_up', status: 'Picked up' },
  at_hub: { stage: 'in_transit', status: 'Arrived at hub' },
  out_for_delivery: { stage: 'out_for_delivery', status: 'Out for delivery' },
  delivered: { stage: 'delivered', status: 'Delivered' },
  delivery_failed: { stage: 'failed_attempt', status: 'Failed delivery attempt' },
  returned_to_sender: { stage: 'returned', status: 'Returned to sender' },
};

/** What a failed attempt's history entry says (the public history: no names). */
const FAILURE_TEXTS: Record<DeliveryFailureReason, string> = {
  nobody_home: 'Nobody was home',
  address_wrong: 'The address was wrong',
  refused: 'The parcel was refused',
  access_denied: 'The courier could not get in',
  damaged: 'The parcel was damaged',
  other: 'The delivery could not be made',
};

/** "Jane Smith" → "J. S.": the received-by name as anyone tracking the parcel may read it. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/[\s-]+/u)
    .filter((part) => part !== '')
    .map((part) => `${[...part][0]?.toUpperCase() ?? ''}.`)
    .join(' ');
}

/** The action's fingerprint: a repeated id must carry the same action. */
export function actionHash(action: CourierActionPayload): string {
  const sorted = Object.fromEntries(
    Object.entries(action)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** The calendar days (UTC) around the action's time: a run of any of them holds it. */
function daysAround(at: string): string[] {
  const time = Date.parse(at);
  const day = 24 * 60 * 60 * 1000;
  return [time - day, time, time + day].map((each) => new Date(each).toISOString().slice(0, 10));
}

const result = (
  id: string,
  outcome: SyncResult['outcome'],
  stage: ParcelStage | null,
  refusal?: Problem,
): SyncResult => ({
  id,
  outcome,
  error_code: refusal?.code ?? null,
  error_params: refusal?.params ?? null,
  message: refusal?.message ?? null,
  stage,
});

/**
 * The sync of a courier's queued actions (docs/product.md §4.12). Each action is applied once by
 * its client-made id, in the order the courier did them (done_at, then the phone's sequence),
 * each in its own transaction as the parcel's one-step update (ParcelsService.addUpdateIn, the
 * panel's), so the history, the e-mails, the audit row and the webhooks are those of any update.
 * The action's row is claimed in the same transaction: a second sync of the same id waits for the
 * first and answers what it answered. A refusal is recorded and answered the same way again.
 */
@Injectable()
export class CourierSync {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: CouriersRepository,
    private readonly parcels: ParcelStore,
    private readonly updates: ParcelsService,
    private readonly handover: HandoverCodes,
    private readonly limiter: RateLimiter,
  ) {}

  async sync(courier: Courier, actions: CourierActionPayload[]): Promise<CourierSyncAnswer> {
    // The handover codes' key is read before any action's transaction (HandoverCodes.ready).
    await this.handover.ready();
    const ordered = actions
      .map((action, index) => ({ action, index }))
      .sort(
        (a, b) =>
          Date.parse(a.action.done_at) - Date.parse(b.action.done_at) ||
          a.action.sequence - b.action.sequence ||
          a.index - b.index,
      );
    const results = new Array<SyncResult>(actions.length);
    let statuses: StatusStage[] | undefined;
    const seen = new Map<string, SyncResult>();
    for (const { action, index } of ordered) {
      // The same id twice in one call: the first one's answer, as a later call would get.
      const earlier = seen.get(action.id);
      if (earlier) {
        results[index] = await this.answerStored(courier, action);
        continue;
      }
      statuses ??= await this.updates.updateStatuses();
      results[index] = await this.apply(courier, action, statuses);
      seen.set(action.id, results[index]);
    }
    return { results };
  }

  private async apply(
    courier: Courier,
    action: CourierActionPayload,
    statuses: StatusStage[],
  ): Promise<SyncResult> {
    const stored = await this.repository.action(action.id);
    if (stored) return this.answer(courier, action, stored);
    const row = this.row(courier, action, null);
    if (Date.parse(action.done_at) > Date.now() + UPDATE_CLOCK_SKEW_MS) {
      return this.refuse(courier, action, row, problem('courier.too_far_ahead'));
    }
    const parcel = await this.parcels.findByCode(action.code);
    if (!parcel) {
      // Counted like a scan's miss (courier-limits.ts): a courier guessing codes through the sync
      // is then stopped from scanning; the sync itself goes on (each miss is only refused).
      await this.limiter.count(COURIER_CODE_MISSES, courierSubject(courier.id));
      return this.refuse(courier, action, row, problem('parcel.not_found'));
    }
    row.parcelId = parcel.id;
    const days = daysAround(action.done_at);
    if (
      !(await this.repository.onRunAround(this.dataSource.manager, courier.id, parcel.id, days))
    ) {
      return this.refuse(
        courier,
        action,
        row,
        problem('courier.not_on_run', { code: parcel.tracking_code }),
      );
    }
    let handoverChecked = false;
    if (action.action === 'delivered' && parcel.handover_code_required) {
      const check = await this.handover.check(parcel.id, action.handover_code, (manager, refusal) =>
        this.repository.claim(manager, row, refused(refusal)),
      );
      if (check === 'claimed_elsewhere') return this.answerStored(courier, action);
      if (!check.ok) return result(action.id, 'refused', null, check.problem);
      handoverChecked = true;
    }
    try {
      const stage = await this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.claim(manager, row, { outcome: 'applied' }))) return undefined;
        const payload = this.payload(action, statuses);
        const updated = await this.updates.addUpdateIn(
          manager,
          parcel.tracking_code,
          payload,
          (locked) => this.checkLocked(manager, courier, action, locked, days, handoverChecked),
        );
        await this.repository.settle(manager, action.id, updated.id, updated.stage);
        await this.afterUpdate(manager, courier, action, parcel, handoverChecked);
        return updated.stage;
      });
      if (stage === undefined) return this.answerStored(courier, action);
      return result(action.id, 'applied', stage);
    } catch (error) {
      const refusal =
        error instanceof Refusal
          ? error.problem
          : error instanceof ApiError && error.getStatus() < 500 && error.problems[0]
            ? error.problems[0]
            : undefined;
      if (!refusal) throw error;
      return this.refuse(courier, action, row, refusal);
    }
  }

  /** What is checked again under the parcel's lock, before anything is written. */
  private async checkLocked(
    manager: EntityManager,
    courier: Courier,
    action: CourierActionPayload,
    parcel: UpdatedParcel,
    days: string[],
    handoverChecked: boolean,
  ): Promise<void> {
    if (!(await this.repository.onRunAround(manager, courier.id, parcel.id, days))) {
      throw new Refusal(problem('courier.not_on_run', { code: parcel.tracking_code }));
    }
    if (parcel.current_stage && FINAL_STAGES.includes(parcel.current_stage)) {
      throw new Refusal(
        problem('courier.parcel_over', { code: parcel.tracking_code, stage: parcel.current_stage }),
      );
    }
    if (action.action !== 'delivered') return;
    if (parcel.handover_code_required) {
      const valid =
        handoverChecked &&
        action.handover_code !== undefined &&
        (await this.handover.stillValid(manager, parcel.id, action.handover_code));
      if (!valid) throw new Refusal(problem('courier.handover_code_required'));
    }
  }

  /** The delivery's proof, or the handover code sent as the parcel goes out. */
  private async afterUpdate(
    manager: EntityManager,
    courier: Courier,
    action: CourierActionPayload,
    parcel: UpdatedParcel,
    handoverChecked: boolean,
  ): Promise<void> {
    if (action.action === 'out_for_delivery' && parcel.handover_code_required) {
      await this.handover.issue(manager, parcel);
    }
    if (action.action !== 'delivered') return;
    const photo = await this.upload(manager, courier, action, 'photo');
    const signature = await this.upload(manager, courier, action, 'signature');
    await this.repository.addProof(manager, {
      parcelId: parcel.id,
      actionId: action.id,
      courierId: courier.id,
      courierName: courier.name,
      receivedBy: action.received_by ?? '',
      photo,
      signature,
      latitude: action.position?.latitude ?? null,
      longitude: action.position?.longitude ?? null,
      accuracy: action.position?.accuracy ?? null,
      handoverChecked,
      deliveredAt: action.done_at,
    });
    await this.parcels.showProof(manager, parcel.id, {
      received_by: action.received_by ?? '',
      initials: initials(action.received_by ?? ''),
      photo,
      delivered_at: action.done_at,
    });
  }

  /** The picture an upload id names: the courier's own, of its kind, used by no other delivery. */
  private async upload(
    manager: EntityManager,
    courier: Courier,
    action: CourierActionPayload,
    kind: 'photo' | 'signature',
  ): Promise<string | null> {
    const field = kind === 'photo' ? 'photo_upload_id' : 'signature_upload_id';
    const id = action[field];
    if (id === undefined) return null;
    const used = await this.repository.useUpload(manager, {
      id,
      courierId: courier.id,
      kind,
      actionId: action.id,
    });
    if (used === null) throw new Refusal(problem('courier.upload_unknown', { field }));
    if ('used' in used) throw new Refusal(problem('courier.upload_used', { field }));
    return used.image;
  }

  /** The parcel's one-step update the action is. */
  private payload(action: CourierActionPayload, statuses: StatusStage[]): ParcelUpdateAddPayload {
    const { stage, status } = ACTION_STAGES[action.action];
    // Settings' own wording when it has the action's status for this stage; else its first one.
    const known = statuses.find(
      (row) => row.stage === stage && row.status.toLowerCase() === status.toLowerCase(),
    );
    const notes: string[] = [];
    if (action.action === 'delivery_failed' && action.failure_reason) {
      notes.push(FAILURE_TEXTS[action.failure_reason]);
      if (action.next_attempt_on) notes.push(`Next attempt: ${action.next_attempt_on}`);
    }
    if (action.action === 'delivered' && action.received_by) {
      notes.push(`Received by ${initials(action.received_by)}`);
    }
    if (action.note) notes.push(action.note);
    return {
      stage,
      status: known?.status,
      note: notes.length ? notes.join('. ') : undefined,
      notify: true,
      occurred_at: action.done_at,
    };
  }

  private row(courier: Courier, action: CourierActionPayload, parcelId: number | null): ActionRow {
    return {
      id: action.id,
      courierId: courier.id,
      parcelId,
      code: action.code,
      action: action.action,
      requestHash: actionHash(action),
      doneAt: action.done_at,
      sequence: action.sequence,
      latitude: action.position?.latitude ?? null,
      longitude: action.position?.longitude ?? null,
      accuracy: action.position?.accuracy ?? null,
    };
  }

  /** Records the refusal (once: a racing sync's answer wins) and answers it. */
  private async refuse(
    courier: Courier,
    action: CourierActionPayload,
    row: ActionRow,
    refusal: Problem,
  ): Promise<SyncResult> {
    const claimed = await this.dataSource.transaction((manager) =>
      this.repository.claim(manager, row, refused(refusal)),
    );
    if (!claimed) return this.answerStored(courier, action);
    return result(action.id, 'refused', null, refusal);
  }

  private async answerStored(courier: Courier, action: CourierActionPayload): Promise<SyncResult> {
    const stored = await this.repository.action(action.id);
    if (!stored) throw new Error(`The action ${action.id} was claimed but is not stored`);
    return this.answer(courier, action, stored);
  }

  /** A repeated id: what it was answered, if it is the same action of the same courier. */
  private answer(courier: Courier, action: CourierActionPayload, stored: StoredAction): SyncResult {
    if (stored.courier_id !== courier.id || stored.request_hash !== actionHash(action)) {
      return result(action.id, 'refused', null, problem('courier.id_reused'));
    }
    if (stored.outcome === 'applied') return result(action.id, 'already_applied', stored.stage);
    const code = stored.error_code;
    const refusal: Problem =
      code && isErrorCode(code)
        ? {
            code,
            params: stored.error_params ?? {},
            message: storedMessage(code, stored.error_params ?? {}),
          }
        : problem('courier.id_reused');
    return result(action.id, 'refused', null, refusal);
  }
}

function refused(refusal: Problem) {
  return { outcome: 'refused' as const, code: refusal.code, params: refusal.params };
}

/** The English sentence of a stored refusal, written again from its code and values. */
function storedMessage(code: Problem['code'], params: ErrorParams): string {
  return (ERROR_SENTENCES[code] as (values: ErrorParams) => string)(params);
}
