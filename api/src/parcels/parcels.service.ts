import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_PARCEL_SORT,
  DEFAULT_STATUS_STAGES,
  FINAL_STAGES,
  STAGE_ACTIVITY_LOOKS,
  listParcels,
  preferenceEntryTitle,
  problem,
  localNow,
} from '@waybill/shared';
import type {
  Activity,
  DeliveryPreference,
  DeliveryPreferenceInput,
  Paged,
  ParcelListQuery,
  ParcelSort,
  Problem,
  Parcel,
  ParcelCancelPayload,
  ParcelCreatePayload,
  ParcelPatchPayload,
  ParcelStage,
  ParcelSummary,
  ParcelUpdateAddPayload,
  StatusStage,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivitiesService } from '../activities/activities.service.js';
import type { ParcelPosition } from '../activities/activity-parcels.js';
import { holdingRows, type HeldRow } from '../audit/audit-group.js';
import { AuditWriter } from '../audit/audit-writer.js';
import type { FieldChanges } from '../audit/audit-changes.js';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { SettingsService } from '../settings/settings.service.js';
import { isUniqueViolation, violatesUnique } from '../core/database/errors.js';
import { ApiError } from '../core/http/api-error.js';
import { RateLimiter, tooMany } from '../core/security/rate-limiter.service.js';
import { TRACKING_LOOKUP_RULE, TRACKING_MISSES } from '../core/security/tracking-limits.js';
import { ImageStore } from '../core/uploads/image-store.js';
import {
  type ImportedParcelRow,
  insertImportedParcels,
  lockedParcelByCode,
  lockedParcelById,
  parcelExportBatch,
  parcelListIds,
  parcelListRows,
  parcelsInOrder,
} from './parcels.repository.js';
import {
  closedReason,
  preferenceWindow,
  storedPreference,
  type PreferenceRules,
} from './preference-rules.js';
import { parcelSearchText, SEARCHED_FIELDS } from './parcel-search.js';
import { ParcelEvents } from './parcel-events.js';
import { PredictionsRepository } from './predictions/predictions.repository.js';
import { ParcelStore } from './parcel-store.js';
// Places by name.
import { PlacesService } from '../places/places.service.js';
import { coordinatesForNames, hasMarker } from './parcel-places.js';
import { addressChanges, assertDestination } from './address-changes.js';
import { historyLink, parcelSummary, parcelWithHistory } from './parcel-view.js';
import { ParcelEntity } from './parcel.entity.js';
// Parcel stages.
import { stageFollowsNewStatus, statusKeyChange } from './parcel-stage.js';
import { unlockFactsChange } from './unlock-check.js';
import { preparedQuery } from '../core/database/prepared-query.js';
import { ADMIN_TRACKING, UNLOCKED_TRACKING, VISITOR_TRACKING } from './tracking.repository.js';
import { generateTrackingCode, saveUnderNewCode } from './tracking-code.js';
import type { TrackingViewer } from './tracking-answer.js';

export const PARCEL_PAGE_SIZE = 20;
/** The fields the search looks in: the code by its start, the others by any part. */
export const PARCEL_SEARCH_KEYS = ['tracking_code', ...SEARCHED_FIELDS];
/**
 * The first page says how many parcels match, counted up to this many ("more than 100"). A common
 * term is counted by reading parcels until this many match (one in fifty matching: 5,000 read
 * for 100); counting to 1,000 cost common searches 300 ms at 1,000,000 parcels (bench/README.md).
 */
export const PARCEL_MATCHES_COUNTED = 100;

/** What an update's `check` is shown of the locked parcel. */
export interface UpdatedParcel {
  id: number;
  tracking_code: string;
  current_stage: ParcelStage | null;
  handover_code_required: boolean;
  recipient_name: string;
  recipient_email: string | null;
}

/** Parcels by tracking code: the staff's list and edits, and the visitors' lookup. */
@Injectable()
export class ParcelsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly store: ParcelStore,
    private readonly images: ImageStore,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly places: PlacesService,
    private readonly settings: SettingsService,
    private readonly audit: AuditWriter,
    private readonly events: ParcelEvents,
    private readonly predictions: PredictionsRepository,
  ) {}

  private get parcels() {
    return this.dataSource.getRepository(ParcelEntity);
  }

  /**
   * Newest first unless `sort` says otherwise; the search finds codes by their start and the
   * other searched fields by any part, ignoring case, accents and punctuation (parcel-search.ts);
   * the filters narrow it (parcels.repository.ts). One row more than a page tells whether a next
   * page exists, so no page counts a million rows: `last_page` is the last page known so far, and
   * the first page's `matches` counts up to PARCEL_MATCHES_COUNTED.
   */
  async list(query: ParcelListQuery, keyId?: number): Promise<Paged<ParcelSummary>> {
    const { manager } = this.dataSource;
    const { timeZone } = this.config;
    const order = PARCEL_ORDERS[query.sort];
    let rows: ParcelEntity[];
    let counted: number | null = null;
    if (query.page === 1) {
      // The first page and its count of matches come from one scan of the ids (parcelListIds);
      // the page's rows are then read by key.
      const ids = await parcelListIds(manager, query, {
        order,
        limit: PARCEL_MATCHES_COUNTED + 1,
        timeZone,
        keyId,
      });
      counted = ids.length;
      rows = await parcelsInOrder(manager, ids.slice(0, PARCEL_PAGE_SIZE + 1));
    } else {
      rows = await parcelListRows(manager, query, {
        order,
        offset: (query.page - 1) * PARCEL_PAGE_SIZE,
        limit: PARCEL_PAGE_SIZE + 1,
        timeZone,
        keyId,
      });
    }
    const hasNext = rows.length > PARCEL_PAGE_SIZE;
    const shown = rows.slice(0, PARCEL_PAGE_SIZE);
    // One lookup by key for the page, never a join in the list's own (indexed) statement.
    const atRisk = await this.predictions.atRisk(
      manager,
      shown.map((row) => row.id),
    );
    return {
      data: shown.map((row) => ({ ...parcelSummary(row), at_risk: atRisk.has(row.id) })),
      current_page: query.page,
      last_page: hasNext ? query.page + 1 : query.page,
      next_page_url: hasNext ? listParcels.path({}, listLinkQuery(query, query.page + 1)) : null,
      search_keys: PARCEL_SEARCH_KEYS,
      ...(counted !== null && {
        matches: {
          count: Math.min(counted, PARCEL_MATCHES_COUNTED),
          more: counted > PARCEL_MATCHES_COUNTED,
        },
      }),
    };
  }

  /**
   * The tracking answer for a viewer as JSON text: 429 while a visitor has used up the lookup
   * budget or the guessing limit, 404 (counted as a miss) when no parcel has the code.
   */
  async track(code: string, viewer: TrackingViewer): Promise<string> {
    if (viewer.blockedUntil) throw tooMany(viewer.blockedUntil, viewer.blockedRule);
    const { blockedUntil, body } = await this.trackingAnswer(code, viewer);
    if (blockedUntil) throw tooMany(blockedUntil, TRACKING_MISSES.name);
    return body ?? this.miss(viewer);
  }

  /** A further page of the history, under the same limits as the tracking answer. */
  async trackedHistory(
    code: string,
    page: number,
    viewer: TrackingViewer,
  ): Promise<Paged<Activity>> {
    if (viewer.blockedUntil) throw tooMany(viewer.blockedUntil, viewer.blockedRule);
    if (!viewer.admin) await this.limiter.assertAllowed(TRACKING_MISSES, viewer.client);
    return (await this.history(code, page)) ?? this.miss(viewer);
  }

  /** A code that matched nothing: a visitor's guess counts towards the limit. */
  private async miss(viewer: TrackingViewer): Promise<never> {
    // A revalidation of a code that matches nothing is a lookup like any other.
    const refused = viewer.chargeLookup();
    if (refused) throw tooMany(refused, TRACKING_LOOKUP_RULE);
    if (!viewer.admin) await this.limiter.consume(TRACKING_MISSES, viewer.client);
    throw ApiError.notFound(problem('parcel.not_found'));
  }

  /**
   * The parcels the list's search and filters match, in its order, batch after batch (a keyset
   * cursor: each batch one short query), for the export (docs/product.md §4.4c).
   */
  async *exportBatches(query: ParcelListQuery, size: number): AsyncGenerator<ParcelSummary[]> {
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const batch = await parcelExportBatch(this.dataSource.manager, query, {
        order: PARCEL_ORDERS[query.sort],
        after,
        limit: size,
        timeZone: this.config.timeZone,
      });
      if (batch.parcels.length > 0) yield batch.parcels.map((row) => parcelSummary(row));
      if (batch.parcels.length < size || !batch.last) return;
      after = batch.last;
    }
  }

  /**
   * A checked row of an import (docs/product.md §4.4c) as the parcel it makes, under the create's
   * own rules: phones in E.164, the text places from city and country, the status key, the unlock
   * facts and the search text; what those rules refuse comes back as problems, so the dry run
   * names them too. Place names are not looked up for a map point (an import's thousands of
   * rows would each wait for the gazetteer): imported parcels start without map points.
   */
  importedParcel(
    given: ParcelCreatePayload,
  ): { row: ImportedParcelRow; problems?: undefined } | { problems: Problem[] } {
    let addressed: Record<string, unknown>;
    try {
      addressed = { ...given, ...addressChanges(given, null) };
    } catch (error) {
      if (error instanceof ApiError) return { problems: error.problems };
      throw error;
    }
    const fields: Record<string, unknown> = {
      ...addressed,
      ...statusKeyChange(given),
      ...unlockFactsChange(addressed),
    };
    const row: Record<string, string | null> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') row[name] = value;
      else if (value === null) row[name] = null;
    }
    const searched = Object.fromEntries(SEARCHED_FIELDS.map((name) => [name, row[name] ?? null]));
    row.search_text = parcelSearchText(searched as Parameters<typeof parcelSearchText>[0]);
    delete row.tracking_code;
    return { row: row as ImportedParcelRow };
  }

  /**
   * Writes an import's rows in the caller's transaction, each under a new tracking code; a
   * reference already used is skipped (parcels.repository.ts). Their webhook events are recorded
   * as a create's would be. The import writes its own audit row (one for the whole file).
   */
  async importParcels(
    manager: EntityManager,
    rows: ImportedParcelRow[],
  ): Promise<{ created: number; skipped: number }> {
    const ids = await insertImportedParcels(
      manager,
      rows.map((row) => ({ ...row, tracking_code: generateTrackingCode() })),
    );
    await this.events.recordCreated(manager, ids);
    return { created: ids.length, skipped: rows.length - ids.length };
  }

  /**
   * The tracking answer as JSON text, in one query (see tracking.repository.ts). `blockedUntil` is set while
   * the visitor's `limit` under `limitKey` is used up; `body` is null when no parcel has the code.
   * `unlocked`: a visitor who answered the unlock question (TrackingUnlock) sees it all.
   */
  async trackingAnswer(
    code: string,
    viewer: Pick<TrackingViewer, 'admin' | 'limitKey' | 'limit'>,
    view: 'unlocked' | null = null,
  ): Promise<{ blockedUntil: Date | null; body: string | null }> {
    const trimmed = code.trim();
    const statement = viewer.admin
      ? ADMIN_TRACKING
      : view === 'unlocked'
        ? UNLOCKED_TRACKING
        : VISITOR_TRACKING;
    const { rows } = await preparedQuery<{ blocked_until: Date | null; body: string | null }>(
      this.dataSource,
      statement,
      [trimmed, viewer.limitKey, viewer.limit, this.config.timeZone, encodeURIComponent(trimmed)],
    );
    const [row] = rows;
    return { blockedUntil: row.blocked_until, body: row.body };
  }

  /** A page of the history; its links carry the code as asked, like the tracking answer's. */
  async history(code: string, page: number): Promise<Paged<Activity> | null> {
    const parcel = await this.store.findByCode(code);
    if (!parcel) return null;
    return this.activities.history(parcel.id, page, historyLink(code.trim()));
  }

  /**
   * A parcel with the code staff typed or, when they left it empty, one made here; its phones in
   * E.164 and its text places written from its addresses (address-changes.ts), its known place
   * names placing their markers (parcel-places.ts), its map shown once it has one. Made with an
   * API key (`keyId`), it is that key's (docs/api.md).
   */
  async create({ tracking_code, ...given }: ParcelCreatePayload, keyId?: number): Promise<Parcel> {
    const addressed = { ...given, ...addressChanges(given, null) };
    assertDestination(addressed);
    const placed = { ...addressed, ...(await this.placeNames(addressed, null)) };
    const fields = {
      ...placed,
      destination: addressed.destination as string,
      ...statusKeyChange(given),
      ...unlockFactsChange(addressed),
      ...(hasMarker(placed) && { show_map: 'yes' as const }),
      api_key_id: keyId ?? null,
    };
    const saved = tracking_code
      ? await this.saveUnique(this.parcels.create({ ...fields, tracking_code }))
      : await this.saveWithNewCode(fields);
    return this.withHistory(saved.id);
  }

  /**
   * Changes the fields that were sent (null clears one), and what they write (as in `create`);
   * the first marker placed on a parcel whose map is off turns it on, unless show_map was sent.
   */
  async update({ id, ...sent }: ParcelPatchPayload): Promise<Parcel> {
    const parcel = await this.entity(this.dataSource.manager, id);
    const addressed = { ...sent, ...addressChanges(sent, parcel) };
    const placed = { ...addressed, ...(await this.placeNames(addressed, parcel)) };
    const changes = {
      ...placed,
      ...statusKeyChange(sent),
      ...stageFollowsNewStatus(sent, parcel),
      ...unlockFactsChange(addressed),
      ...(sent.show_map === undefined &&
        !hasMarker(parcel) &&
        hasMarker({ ...parcel, ...placed }) && { show_map: 'yes' as const }),
    };
    const saved = await this.saveUnique(
      this.parcels.merge(parcel, changes as Partial<ParcelEntity>),
    );
    return this.withHistory(saved.id);
  }

  /**
   * What happened to the parcel (docs/product.md §4.5a), all or nothing in one transaction: the
   * parcel's status, stage, current location and map point change under the same rules as an
   * edit, the history entry is added (with its e-mails when `notify`) by the history's owner, and
   * the trail gets one row, the parcel's update, instead of one per table written.
   */
  async addUpdate(code: string, payload: ParcelUpdateAddPayload): Promise<Parcel> {
    const { id } = await this.dataSource.transaction((manager) =>
      this.addUpdateIn(manager, code, payload),
    );
    return this.withHistory(id);
  }

  /**
   * The same update in the caller's transaction (a courier's synced action writes its own rows
   * with it). `check` runs under the parcel's lock before anything is written and may refuse by
   * throwing; nothing is written then. Answers the parcel's id and the stage it shows afterwards.
   */
  async addUpdateIn(
    manager: EntityManager,
    code: string,
    payload: ParcelUpdateAddPayload,
    check?: (parcel: UpdatedParcel) => Promise<void>,
  ): Promise<{ id: number; stage: ParcelStage | null }> {
    // Locked: a second update of the parcel waits for this one, then moves it from here.
    const parcel = await lockedParcelByCode(manager, code);
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    if (check) {
      await check({
        id: parcel.id,
        tracking_code: parcel.tracking_code,
        current_stage: parcel.current_stage,
        handover_code_required: parcel.handover_code_required,
        recipient_name: parcel.recipient_name,
        recipient_email: parcel.recipient_email,
      });
    }
    const { value: notified, rows } = await holdingRows(() =>
      this.applyUpdate(manager, parcel, payload),
    );
    await this.audit.record(manager, {
      entity: 'parcel',
      entityId: parcel.id,
      action: 'update',
      changes: updateChanges(rows, notified),
    });
    // The stage shown is written by the database with the status (parcel.entity.ts).
    const after = await this.entity(manager, parcel.id);
    return { id: parcel.id, stage: after.current_stage };
  }

  /**
   * The one-step update of a parcel whose row the caller locked, in the caller's transaction,
   * without its audit row: `addUpdateIn` writes one per parcel, a bulk action one for them all
   * (bulk-actions.service.ts). Returns how many e-mails were queued.
   */
  async applyUpdate(
    manager: EntityManager,
    parcel: ParcelEntity,
    payload: ParcelUpdateAddPayload,
  ): Promise<number> {
    // A journey that is over is not called off (docs/api.md): checked under the lock.
    if (
      payload.stage === 'cancelled' &&
      parcel.current_stage &&
      FINAL_STAGES.includes(parcel.current_stage)
    ) {
      throw ApiError.conflict(problem('parcel.not_cancellable', { stage: parcel.current_stage }));
    }
    return this.writeUpdate(manager, parcel, payload);
  }

  /**
   * The recipient's delivery preference (docs/product.md §2.3d), as one step like an update: the
   * parcel's row locked, the company's rules checked under the lock (so a choice racing the
   * parcel going out for delivery is refused or happens before it), the preference written, the
   * history entry added by the history's owner without e-mails, one audit row. The entry says
   * what kind was asked, never the note or the neighbour: the history is public with the code.
   */
  async setPreference(
    parcelId: number,
    input: DeliveryPreferenceInput,
  ): Promise<{ preference: DeliveryPreference; rules: PreferenceRules }> {
    return this.dataSource.transaction(async (manager) => {
      const parcel = await lockedParcelById(manager, parcelId);
      if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
      const rules = await this.preferenceRules(manager);
      const now = new Date();
      const local = localNow(now, rules.timeZone);
      const closed = closedReason(parcel, local, rules.cutoff);
      if (closed === 'final') throw ApiError.conflict(problem('preference.closed'));
      if (closed === 'out_for_delivery') {
        throw ApiError.conflict(problem('preference.out_for_delivery'));
      }
      if (closed === 'cutoff') {
        throw ApiError.conflict(problem('preference.cutoff', { cutoff: rules.cutoff }));
      }
      if (!rules.options.includes(input.kind)) {
        throw ApiError.badRequest(problem('preference.not_offered'));
      }
      if (input.kind === 'another_day') {
        const { first_day, last_day } = preferenceWindow(local.day, rules.windowDays);
        if (input.date < first_day || input.date > last_day) {
          throw ApiError.badRequest(
            problem('preference.day_outside', { first: first_day, last: last_day }),
          );
        }
      }
      const preference = storedPreference(input, now);
      const { rows } = await holdingRows(async () => {
        const repository = manager.getRepository(ParcelEntity);
        await repository.save(repository.merge(parcel, { delivery_preference: preference }));
        await this.activities.add(
          manager,
          {
            parcel_id: parcel.id,
            title: preferenceEntryTitle(input.kind),
            description:
              input.kind === 'another_day'
                ? `Delivery moved to ${input.date}`
                : 'Chosen by the recipient on the tracking page',
            icon: 'home_work',
            color: 'black',
            notify: false,
          },
          now,
        );
      });
      await this.audit.record(manager, {
        entity: 'parcel',
        entityId: parcel.id,
        action: 'update',
        changes: updateChanges(rows, 0),
      });
      return { preference, rules };
    });
  }

  /** The company's rules for preferences: Settings' options, window and cut-off, our time zone. */
  async preferenceRules(manager = this.dataSource.manager): Promise<PreferenceRules> {
    const settings = await this.settings.current(manager);
    return {
      options: settings.preference_options ?? [],
      windowDays: settings.preference_window_days ?? 5,
      cutoff: settings.preference_cutoff ?? '07:00',
      timeZone: this.config.timeZone,
    };
  }

  /** The shop calls the parcel off: the one-step update to Cancelled (docs/api.md). */
  cancel(code: string, { note, notify }: ParcelCancelPayload): Promise<Parcel> {
    return this.addUpdate(code, { stage: 'cancelled', note, notify });
  }

  private async writeUpdate(
    manager: EntityManager,
    parcel: ParcelEntity,
    update: ParcelUpdateAddPayload,
  ): Promise<number> {
    const status = update.status ?? (await this.statusOf(manager, update.stage));
    const sent: Record<string, unknown> = { status, stage: update.stage };
    if (update.location !== undefined) {
      sent.current_location = update.location;
      // A chosen place comes with its point; typed text is placed by name, else the old point goes.
      const point =
        update.latitude !== undefined && update.longitude !== undefined
          ? { map_current_latitude: update.latitude, map_current_longitude: update.longitude }
          : await coordinatesForNames(sent, null, (name) => this.places.named(name));
      sent.map_current_latitude = point.map_current_latitude ?? null;
      sent.map_current_longitude = point.map_current_longitude ?? null;
    }
    const before: ParcelPosition = {
      status: parcel.status,
      stage: parcel.stage,
      current_location: parcel.current_location,
      map_current_latitude: parcel.map_current_latitude,
      map_current_longitude: parcel.map_current_longitude,
    };
    // Now is read after the lock (not the transaction's start): an update that waited for
    // another is dated after it, so the newest entry is the one that moved the parcel last.
    const at = update.occurred_at ? new Date(update.occurred_at) : new Date();
    // One dated before the newest entry (a scan entered late) only fills in the history: the
    // parcel stays where the newest entry says, and the entry has nothing to put back.
    const newest = await this.activities.newestAt(manager, parcel.id);
    const moves = newest === null || at >= newest;
    if (moves) {
      const changes = { ...sent, ...statusKeyChange({ status }) };
      const repository = manager.getRepository(ParcelEntity);
      // The stage history the predictions learn from is dated as the update is.
      await this.predictions.stageEnteredAt(manager, at);
      await repository.save(repository.merge(parcel, changes as Partial<ParcelEntity>));
    }
    const look = STAGE_ACTIVITY_LOOKS[update.stage];
    const { notified } = await this.activities.add(
      manager,
      {
        parcel_id: parcel.id,
        title: update.title ?? status,
        description: update.description ?? update.note ?? update.location ?? status,
        icon: update.icon ?? look.icon,
        color: update.color ?? look.color,
        notify: update.notify,
      },
      at,
      moves ? before : undefined,
    );
    return notified;
  }

  /**
   * The status texts an update suggests: Settings' mapping, then the mapping a new install has
   * for each stage the settings leave without one (what statusOf falls back to).
   */
  async updateStatuses(manager = this.dataSource.manager): Promise<StatusStage[]> {
    const { status_stages } = await this.settings.current(manager);
    const mapped = new Set(status_stages.map((row) => row.stage));
    const defaults = DEFAULT_STATUS_STAGES.filter((row) => !mapped.has(row.stage));
    return [...status_stages, ...defaults].map(({ status, stage }) => ({ status, stage }));
  }

  /** The stage's first status text in Settings' mapping, else in the mapping a new install has. */
  private async statusOf(manager: EntityManager, stage: ParcelStage): Promise<string> {
    const row = (await this.updateStatuses(manager)).find((each) => each.stage === stage);
    return row?.status ?? stage;
  }

  /** Deletes the parcel, its history (by cascade) and its picture. */
  async remove(id: number): Promise<void> {
    await this.images.change(async (manager, pictures) => {
      const parcel = await this.entity(manager, id);
      const { image } = parcel;
      // remove (not delete): the audit trail records the parcel as it was (audit-subscriber.ts).
      await manager.getRepository(ParcelEntity).remove(parcel);
      await pictures.drop(image);
    });
  }

  /**
   * Stores the checked picture and replaces the old one, whose use is dropped in the same
   * transaction (the picture goes with its last use: core/uploads/image-store.ts).
   */
  async setImage(id: number, content: Buffer): Promise<Parcel> {
    await this.entity(this.dataSource.manager, id); // an unknown parcel is a 404 before decoding
    const image = await this.images.prepare(content);
    await this.images.change(
      async (manager, pictures) => {
        const parcel = await this.entity(manager, id);
        const previous = parcel.image;
        // save (not update): the audit trail records the picture's change (audit-subscriber.ts).
        const repository = manager.getRepository(ParcelEntity);
        await repository.save(repository.merge(parcel, { image: image.name }));
        await pictures.add(image);
        await pictures.drop(previous);
      },
      [image],
    );
    return this.withHistory(id);
  }

  /** Coordinates for the known place names of a create or an update (parcel-places.ts). */
  private placeNames(changes: Record<string, unknown>, parcel: ParcelEntity | null) {
    return coordinatesForNames(changes, parcel, (name) => this.places.named(name));
  }

  private async entity(manager: EntityManager, id: number): Promise<ParcelEntity> {
    const parcel = await manager.getRepository(ParcelEntity).findOneBy({ id });
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    return parcel;
  }

  /** The parcel as stored (with the stage the database wrote) and its first history page. */
  private async withHistory(id: number): Promise<Parcel> {
    const parcel = await this.entity(this.dataSource.manager, id);
    const history = await this.activities.history(parcel.id, 1, historyLink(parcel.tracking_code));
    return parcelWithHistory(parcel, history);
  }

  /** Saves the parcel under a generated code, drawn again while it is taken. */
  private saveWithNewCode(
    fields: Omit<ParcelCreatePayload, 'tracking_code'> & Partial<ParcelEntity>,
  ) {
    const parcel = (code: string) => this.parcels.create({ ...fields, tracking_code: code });
    return saveUnderNewCode({
      save: (code) => this.saveReference(parcel(code)),
      saveLast: (code) => this.saveUnique(parcel(code)),
      isTaken: isUniqueViolation,
    });
  }

  /** Saves the parcel; a reference its key already used is a 409 (index parcels_reference). */
  private async saveReference(parcel: ParcelEntity): Promise<ParcelEntity> {
    try {
      return await this.parcels.save(parcel);
    } catch (error) {
      if (violatesUnique(error, 'parcels_reference')) {
        throw ApiError.conflict(
          problem('parcel.reference_taken', { reference: parcel.reference ?? '' }),
        );
      }
      throw error;
    }
  }

  private async saveUnique(parcel: ParcelEntity): Promise<ParcelEntity> {
    try {
      return await this.saveReference(parcel);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw ApiError.conflict(problem('parcel.code_taken', { code: parcel.tracking_code }));
      }
      throw error;
    }
  }
}

/** Each sort's column and direction; the id breaks ties the same way (indexes parcels_newest, parcels_updated). */
const PARCEL_ORDERS: Record<ParcelSort, [column: 'created_at' | 'updated_at', 'ASC' | 'DESC']> = {
  created_desc: ['created_at', 'DESC'],
  created_asc: ['created_at', 'ASC'],
  updated_desc: ['updated_at', 'DESC'],
  updated_asc: ['updated_at', 'ASC'],
};

/** The query of a list page's link: what was asked, the defaults left out. */
function listLinkQuery(query: ParcelListQuery, page: number) {
  return {
    page,
    search: query.search,
    status: query.status,
    late: query.late ? ('true' as const) : undefined,
    at_risk: query.at_risk ? ('true' as const) : undefined,
    created_on: query.created_on,
    created_from: query.created_from,
    created_to: query.created_to,
    reference: query.reference,
    stage: query.stage,
    sort: query.sort === DEFAULT_PARCEL_SORT ? undefined : query.sort,
  };
}

/**
 * The one row of an update: the parcel's fields as changed, the history entry added, and whom
 * the e-mails went to (their bodies carry signed links: never recorded).
 */
function updateChanges(rows: HeldRow[], notified: number): FieldChanges {
  const parcel = rows.find((row) => row.entity === 'parcel' && row.action === 'update');
  const entry = rows.find((row) => row.entity === 'activity' && row.action === 'create');
  const mailTo = rows
    .filter((row) => row.entity === 'mail' && row.action === 'create')
    .map((row) => row.changes?.to_address?.after);
  const changes: FieldChanges = { ...parcel?.changes };
  if (entry) {
    changes.history_entry = {
      before: null,
      after: Object.fromEntries(
        Object.entries(entry.changes ?? {}).map(([field, change]) => [field, change.after]),
      ),
    };
  }
  if (notified > 0) changes.notified = { before: null, after: mailTo };
  return changes;
}
