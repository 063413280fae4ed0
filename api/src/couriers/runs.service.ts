import { Inject, Injectable } from '@nestjs/common';
import {
  dayInTimeZone,
  FINAL_STAGES,
  problem,
  type CourierRun,
  type CourierScanAnswer,
  type CourierSummary,
  type ErrorCode,
  RUN_CODES_MAX,
  type RunAssignAnswer,
  type RunAssignPayload,
  type RunRefusal,
  type RunOrderPayload,
  type RunRemovePayload,
  type RunStop,
  type StaffMember,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../audit/audit-writer.js';
import { MembersService } from '../auth/members.service.js';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { ApiError } from '../core/http/api-error.js';
import { postalParty } from '../documents/postal-address.js';
import { RateLimiter } from '../core/security/rate-limiter.service.js';
import { ParcelStore, type RunParcel } from '../parcels/parcel-store.js';
import { COURIER_CODE_MISSES, courierSubject } from './courier-limits.js';
import { CouriersRepository } from './couriers.repository.js';

const courierSummary = (member: StaffMember): CourierSummary => ({
  id: member.id,
  name: member.name,
  email: member.email,
  active: !member.disabled,
});

/** What a courier reads of a parcel at the door. */
export function runStop(parcel: RunParcel, position: number, locked: boolean): RunStop {
  const party = postalParty(parcel, 'recipient');
  // The name is shown on its own: the lines are where to go.
  const lines = party.lines.filter((line, index) => index > 0 || line !== parcel.recipient_name);
  return {
    position,
    tracking_code: parcel.tracking_code,
    recipient_name: parcel.recipient_name,
    address_lines: lines,
    recipient_phone_number: parcel.recipient_phone_number,
    latitude: parcel.map_destination_latitude,
    longitude: parcel.map_destination_longitude,
    status: parcel.status,
    stage: parcel.current_stage,
    handover_code_required: parcel.handover_code_required,
    handover_locked: locked,
    parcel_content: parcel.parcel_content,
    notes: null,
  };
}

/**
 * Couriers' runs (docs/product.md §4.12): the dispatcher's assignments, order and removals, and
 * the courier's own run, scans and adds. One parcel is on at most one run a day.
 */
@Injectable()
export class RunsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: CouriersRepository,
    private readonly members: MembersService,
    private readonly parcels: ParcelStore,
    private readonly audit: AuditWriter,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Today in the company's time zone (TIME_ZONE): a run's day when the caller names none. */
  today(now = new Date()): string {
    return dayInTimeZone(this.config.timeZone, now);
  }

  /** The parcel a courier named, or null; a code that matches none counts towards the limit. */
  private async courierParcel(courierId: number, code: string) {
    await this.limiter.assertAllowed(COURIER_CODE_MISSES, courierSubject(courierId));
    const parcel = await this.parcels.findByCode(code);
    if (!parcel) await this.limiter.consume(COURIER_CODE_MISSES, courierSubject(courierId));
    return parcel;
  }

  /** The members whose role is courier, by name. */
  async couriers(): Promise<CourierSummary[]> {
    const members = await this.members.list();
    return members
      .filter((member) => member.role === 'courier')
      .map(courierSummary)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** A courier by id (a disabled one too: their runs are still read), else a 404. */
  private async courier(id: number, manager?: EntityManager): Promise<CourierSummary> {
    const member = await this.members.find(id, manager);
    if (!member || member.role !== 'courier') {
      throw ApiError.notFound(problem('run.not_a_courier', { id }));
    }
    return courierSummary(member);
  }

  /** The run of the day, in order, each stop with its parcel as it is now. */
  async run(courierId: number, date: string, manager?: EntityManager): Promise<CourierRun> {
    const courier = await this.courier(courierId, manager);
    const stops = await this.repository.stops(courierId, date, manager);
    const ids = stops.map((stop) => stop.parcel_id);
    // One after the other: in a transaction both go through its one connection.
    const parcels = await this.parcels.forRuns(ids, manager);
    const locked = await this.repository.lockedParcels(ids, manager);
    const shown: RunStop[] = [];
    for (const stop of stops) {
      const parcel = parcels.get(stop.parcel_id);
      if (parcel) shown.push(runStop(parcel, shown.length + 1, locked.has(parcel.id)));
    }
    return { date, courier, stops: shown };
  }

  /** The parcels with these codes, in order; an unknown code is a 404 naming it. */
  private async parcelsByCode(codes: readonly string[]): Promise<RunParcel[]> {
    const seen = new Set<string>();
    const found: RunParcel[] = [];
    for (const code of codes) {
      const parcel = await this.parcels.findByCode(code);
      if (!parcel) throw ApiError.notFound(problem('parcel.code_unknown', { code }));
      if (seen.has(parcel.tracking_code)) {
        throw ApiError.badRequest(problem('run.codes_repeated', { code: parcel.tracking_code }));
      }
      seen.add(parcel.tracking_code);
      found.push(parcel);
    }
    return found;
  }

  /**
   * The parcels a selection names (the parcel list's ticked ids or its filter, resolved as the
   * bulk actions resolve theirs), lowest id first; at most RUN_CODES_MAX.
   */
  private async selectedParcels(
    selection: NonNullable<RunAssignPayload['selection']>,
  ): Promise<RunParcel[]> {
    const ids = await this.parcels.selectionIds(selection, this.config.timeZone);
    if (ids.length > RUN_CODES_MAX) {
      throw ApiError.badRequest(problem('run.too_many', { max: RUN_CODES_MAX }));
    }
    const found = await this.parcels.forRuns(ids);
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * Adds parcels at the end of a run; one on another courier's run that day moves here, one
   * already on this run stays where it is (assigning twice changes nothing). Named by codes, a
   * parcel whose journey is over refuses the whole call; named by a selection, it is left out and
   * named in the answer (the rest are added).
   */
  async assign({ courier_id, date, codes, selection }: RunAssignPayload): Promise<RunAssignAnswer> {
    // The schema takes exactly one of the two.
    const parcels = selection
      ? await this.selectedParcels(selection)
      : await this.parcelsByCode(codes ?? []);
    const refused: RunRefusal[] = [];
    const open: RunParcel[] = [];
    for (const parcel of parcels) {
      const stage = parcel.current_stage;
      if (!stage || !FINAL_STAGES.includes(stage)) open.push(parcel);
      else if (codes) {
        throw ApiError.conflict(problem('run.parcel_over', { code: parcel.tracking_code, stage }));
      } else
        refused.push({ tracking_code: parcel.tracking_code, error_code: 'run.parcel_over', stage });
    }
    return this.dataSource.transaction(async (manager) => {
      const courier = await this.courier(courier_id, manager);
      if (!courier.active)
        throw ApiError.conflict(problem('run.not_a_courier', { id: courier_id }));
      await this.repository.lockRuns(manager, [courier_id]);
      const onRun = new Set(
        (await this.repository.stops(courier_id, date, manager)).map((stop) => stop.parcel_id),
      );
      const kept = open.filter((parcel) => onRun.has(parcel.id));
      const added = open.filter((parcel) => !onRun.has(parcel.id));
      await this.repository.append(
        manager,
        courier_id,
        date,
        added.map((parcel) => parcel.id),
        true,
      );
      const addedCodes = added.map((parcel) => parcel.tracking_code);
      if (addedCodes.length > 0) {
        await this.audit.record(manager, {
          entity: 'run',
          entityId: courier_id,
          action: 'update',
          changes: {
            date: { before: null, after: date },
            added: { before: null, after: addedCodes },
          },
        });
      }
      return {
        ...(await this.run(courier_id, date, manager)),
        added: addedCodes,
        kept: kept.map((parcel) => parcel.tracking_code),
        refused,
      };
    });
  }

  /** Puts the run in the order given: every parcel of the run, each once. */
  async reorder({ courier_id, date, codes }: RunOrderPayload): Promise<CourierRun> {
    const parcels = await this.parcelsByCode(codes);
    return this.dataSource.transaction(async (manager) => {
      await this.courier(courier_id, manager);
      await this.repository.lockRuns(manager, [courier_id]);
      const stops = await this.repository.stops(courier_id, date, manager);
      const onRun = new Set(stops.map((stop) => stop.parcel_id));
      const named = parcels.map((parcel) => parcel.id);
      if (named.length !== onRun.size || named.some((id) => !onRun.has(id))) {
        throw ApiError.conflict(problem('run.order_mismatch'));
      }
      await this.repository.order(manager, courier_id, date, named);
      // The run holds exactly the parcels named: their codes say the order before.
      const before = new Map(parcels.map((parcel) => [parcel.id, parcel.tracking_code]));
      await this.audit.record(manager, {
        entity: 'run',
        entityId: courier_id,
        action: 'update',
        changes: {
          date: { before: date, after: date },
          order: {
            before: stops.map((stop) => before.get(stop.parcel_id) ?? null),
            after: parcels.map((parcel) => parcel.tracking_code),
          },
        },
      });
      return this.run(courier_id, date, manager);
    });
  }

  /** Takes a parcel off a run. */
  async remove({ courier_id, date, code }: RunRemovePayload): Promise<CourierRun> {
    const [parcel] = await this.parcelsByCode([code]);
    return this.dataSource.transaction(async (manager) => {
      await this.courier(courier_id, manager);
      await this.repository.lockRuns(manager, [courier_id]);
      if (!(await this.repository.remove(manager, courier_id, date, parcel.id))) {
        throw ApiError.notFound(problem('run.not_on_run', { code: parcel.tracking_code }));
      }
      await this.audit.record(manager, {
        entity: 'run',
        entityId: courier_id,
        action: 'update',
        changes: {
          date: { before: date, after: date },
          removed: { before: parcel.tracking_code, after: null },
        },
      });
      return this.run(courier_id, date, manager);
    });
  }

  /**
   * A code the courier scanned or typed: its stop when it is on their run of the day; otherwise
   * nothing of the parcel, only whether it can be added and why not.
   */
  async scan(courierId: number, code: string, date: string): Promise<CourierScanAnswer> {
    const parcel = await this.courierParcel(courierId, code);
    const answer = (refusal: ErrorCode | null): CourierScanAnswer => ({
      tracking_code: parcel?.tracking_code ?? code.trim(),
      on_run: false,
      stop: null,
      can_add: refusal === null,
      refusal,
    });
    if (!parcel) return answer('parcel.not_found');
    const stops = await this.repository.stops(courierId, date);
    const index = stops.findIndex((stop) => stop.parcel_id === parcel.id);
    if (index >= 0) {
      const locked = await this.repository.lockedParcels([parcel.id]);
      const [shown] = (await this.parcels.forRuns([parcel.id])).values();
      return {
        tracking_code: parcel.tracking_code,
        on_run: true,
        stop: runStop(shown, index + 1, locked.has(parcel.id)),
        can_add: false,
        refusal: null,
      };
    }
    return answer(await this.addRefusal(this.dataSource.manager, parcel, date, courierId));
  }

  /** Why the parcel cannot be added to a courier's run of the day, or null. */
  private async addRefusal(
    manager: EntityManager,
    parcel: Pick<RunParcel, 'id' | 'current_stage'>,
    date?: string,
    courierId?: number,
  ): Promise<ErrorCode | null> {
    if (parcel.current_stage && FINAL_STAGES.includes(parcel.current_stage)) {
      return 'courier.parcel_over';
    }
    if (date !== undefined) {
      const holder = await this.repository.runOf(manager, parcel.id, date);
      if (holder !== null && holder !== courierId) return 'courier.on_other_run';
    }
    return null;
  }

  /** The courier adds a scanned parcel at the end of their run of the day. */
  async addOwn(courierId: number, code: string, date: string): Promise<CourierRun> {
    const parcel = await this.courierParcel(courierId, code);
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    return this.dataSource.transaction(async (manager) => {
      await this.repository.lockRuns(manager, [courierId]);
      const refusal = await this.addRefusal(manager, parcel, date, courierId);
      if (refusal === 'courier.parcel_over') {
        throw ApiError.conflict(
          problem('courier.parcel_over', {
            code: parcel.tracking_code,
            stage: parcel.current_stage ?? '',
          }),
        );
      }
      if (refusal === 'courier.on_other_run') {
        throw ApiError.conflict(problem('courier.on_other_run', { code: parcel.tracking_code }));
      }
      const onRun = await this.repository.runOf(manager, parcel.id, date);
      if (onRun !== courierId) {
        const added = await this.repository.append(manager, courierId, date, [parcel.id], false);
        // Another courier took it between the check and the insert.
        if (added.length === 0) {
          throw ApiError.conflict(problem('courier.on_other_run', { code: parcel.tracking_code }));
        }
        await this.audit.record(manager, {
          entity: 'run',
          entityId: courierId,
          action: 'update',
          changes: {
            date: { before: null, after: date },
            added: { before: null, after: [parcel.tracking_code] },
          },
        });
      }
      return this.run(courierId, date, manager);
    });
  }
}
