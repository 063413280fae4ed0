import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PARCEL_SORT, listParcels, problem } from '@waybill/shared';
import type {
  Activity,
  Paged,
  ParcelListQuery,
  ParcelSort,
  Parcel,
  ParcelCreatePayload,
  ParcelPatchPayload,
  ParcelSummary,
} from '@waybill/shared';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import { ActivitiesService } from '../activities/activities.service.js';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { isUniqueViolation } from '../core/database/errors.js';
import { ApiError } from '../core/http/api-error.js';
import { likePattern, likePrefix } from '../core/http/pagination.js';
import { RateLimiter, tooMany } from '../core/security/rate-limiter.service.js';
import { TRACKING_LOOKUP_RULE, TRACKING_MISSES } from '../core/security/tracking-limits.js';
import { ImageStore } from '../core/uploads/image-store.js';
import { createdOnSql, lateSql, todaySql } from './parcel-conditions.js';
import { PARCEL_TEXT_SEARCH } from './parcel-search.js';
import { ParcelStore } from './parcel-store.js';
// Places by name.
import { PlacesService } from '../places/places.service.js';
import { coordinatesForNames } from './parcel-places.js';
import { historyLink, parcelSummary, parcelWithHistory } from './parcel-view.js';
import { ParcelEntity } from './parcel.entity.js';
// Parcel stages.
import { statusKeyChange } from './parcel-stage.js';
import { unlockFactsChange } from './unlock-check.js';
import { preparedQuery } from '../core/database/prepared-query.js';
import { ADMIN_TRACKING, UNLOCKED_TRACKING, VISITOR_TRACKING } from './tracking.repository.js';
import { saveUnderNewCode } from './tracking-code.js';
import type { TrackingViewer } from './tracking-answer.js';

export const PARCEL_PAGE_SIZE = 20;
export const PARCEL_SEARCH_KEYS = [
  'tracking_code',
  'recipient_name',
  'sender_name',
  'destination',
  'status',
];

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
  ) {}

  private get parcels() {
    return this.dataSource.getRepository(ParcelEntity);
  }

  /**
   * Newest first unless `sort` says otherwise; the search finds codes by their start and names,
   * destination and status by any part (see parcelSearch), ignoring case; the filters narrow it
   * (parcel-conditions.ts). One row more than a page tells whether a next page exists, so no page
   * counts a million rows: `last_page` is the last page known so far.
   */
  async list(query: ParcelListQuery): Promise<Paged<ParcelSummary>> {
    const [column, direction] = PARCEL_ORDERS[query.sort];
    const builder = this.parcels
      .createQueryBuilder('parcel')
      .orderBy(`parcel.${column}`, direction)
      .addOrderBy('parcel.id', direction)
      .offset((query.page - 1) * PARCEL_PAGE_SIZE)
      .limit(PARCEL_PAGE_SIZE + 1);
    if (query.search) builder.andWhere(parcelSearch(query.search));
    if (query.status) builder.andWhere('parcel.status = :status', { status: query.status });
    if (query.late) {
      builder.andWhere(lateSql(todaySql(':timeZone')), { timeZone: this.config.timeZone });
    }
    if (query.created_on) {
      builder.andWhere(createdOnSql('CAST(:createdOn AS date)', ':timeZone'), {
        createdOn: query.created_on,
        timeZone: this.config.timeZone,
      });
    }
    const rows = await builder.getMany();
    const hasNext = rows.length > PARCEL_PAGE_SIZE;
    return {
      data: rows.slice(0, PARCEL_PAGE_SIZE).map((row) => parcelSummary(row)),
      current_page: query.page,
      last_page: hasNext ? query.page + 1 : query.page,
      next_page_url: hasNext ? listParcels.path({}, listLinkQuery(query, query.page + 1)) : null,
      search_keys: PARCEL_SEARCH_KEYS,
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
   * A parcel with the code staff typed or, when they left it empty, one made here; its known
   * place names place their markers (parcel-places.ts).
   */
  async create({ tracking_code, ...given }: ParcelCreatePayload): Promise<Parcel> {
    const fields = {
      ...given,
      ...statusKeyChange(given),
      ...(await this.placeNames(given, null)),
    };
    const saved = tracking_code
      ? await this.saveUnique(this.parcels.create({ ...fields, tracking_code }))
      : await this.saveWithNewCode(fields);
    return this.withHistory(saved.id);
  }

  /** Changes the fields that were sent (null clears one), nothing else. */
  async update({ id, ...sent }: ParcelPatchPayload): Promise<Parcel> {
    const parcel = await this.entity(this.dataSource.manager, id);
    const changes = {
      ...sent,
      ...statusKeyChange(sent),
      ...unlockFactsChange(sent),
      ...(await this.placeNames(sent, parcel)),
    };
    const saved = await this.saveUnique(
      this.parcels.merge(parcel, changes as Partial<ParcelEntity>),
    );
    return this.withHistory(saved.id);
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
      save: (code) => this.parcels.save(parcel(code)),
      saveLast: (code) => this.saveUnique(parcel(code)),
      isTaken: isUniqueViolation,
    });
  }

  private async saveUnique(parcel: ParcelEntity): Promise<ParcelEntity> {
    try {
      return await this.parcels.save(parcel);
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
    created_on: query.created_on,
    sort: query.sort === DEFAULT_PARCEL_SORT ? undefined : query.sort,
  };
}

/** Shorter terms have no trigram to look up, so they match only the start of a tracking code. */
const MIN_TEXT_SEARCH = 3;

/**
 * A tracking code starting with the term (the btree parcels_code_prefix), or the term anywhere in
 * the names, destination or status (the trigram index parcels_text_search). Wildcards are literal.
 */
function parcelSearch(term: string): Brackets {
  return new Brackets((where) => {
    where.where('upper(parcel.tracking_code) LIKE upper(:prefix)', { prefix: likePrefix(term) });
    if (term.length >= MIN_TEXT_SEARCH) {
      where.orWhere(`${PARCEL_TEXT_SEARCH} ILIKE :pattern`, { pattern: likePattern(term) });
    }
  });
}
