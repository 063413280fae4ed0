import { Injectable } from '@nestjs/common';
import { listReviews, listStaffReviews, problem } from '@waybill/shared';
import type {
  Paged,
  ParcelRatingPayload,
  PublicReview,
  Review,
  ReviewCreatePayload,
} from '@waybill/shared';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../core/database/errors.js';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { ImageStore } from '../core/uploads/image-store.js';
import { ParcelStore } from '../parcels/parcel-store.js';
import { ReviewEntity } from './review.entity.js';

export const REVIEWS_PAGE_SIZE = 20;
/** The home page shows the newest reviews, not all of them. */
export const HOME_REVIEWS = 12;

/**
 * A review as everyone sees it: the fields named one by one, so a column added to the table (or
 * to the staff view) never reaches the public answers by itself; never the rated parcel.
 */
const publicView = ({ id, name, review, image, rating }: ReviewEntity): PublicReview => ({
  id,
  name,
  review,
  image,
  rating,
});

/** A review as staff see it: whether it waits for approval, and the rated parcel's code. */
const view = (row: ReviewEntity, codes: ReadonlyMap<number, string>): Review => ({
  ...publicView(row),
  status: row.status,
  parcel_code: row.parcel_id === null ? null : (codes.get(row.parcel_id) ?? null),
});

@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageStore,
    private readonly parcels: ParcelStore,
  ) {}

  private get reviews() {
    return this.dataSource.getRepository(ReviewEntity);
  }

  /** Rows as staff see them, with the rated parcels' codes (one query for all). */
  private async views(rows: ReviewEntity[]): Promise<Review[]> {
    const ids = rows.flatMap((row) => (row.parcel_id === null ? [] : [row.parcel_id]));
    const codes = await this.parcels.codesOf(ids);
    return rows.map((row) => view(row, codes));
  }

  /** The home page's reviews: approved only, newest first, as everyone sees them. */
  async newest(): Promise<PublicReview[]> {
    const rows = await this.reviews.find({
      where: { status: 'approved' },
      order: { id: 'DESC' },
      take: HOME_REVIEWS,
    });
    return rows.map(publicView);
  }

  /** A page of the approved reviews, as everyone sees them. */
  async listPublic(page: number): Promise<Paged<PublicReview>> {
    const [rows, total] = await this.reviews.findAndCount({
      where: { status: 'approved' },
      order: { id: 'DESC' },
      skip: (page - 1) * REVIEWS_PAGE_SIZE,
      take: REVIEWS_PAGE_SIZE,
    });
    return toPage(rows.map(publicView), total, page, REVIEWS_PAGE_SIZE, (next) =>
      listReviews.path({}, { page: next }),
    );
  }

  /** A page of every review, pending ratings too, as staff see them. */
  async listForStaff(page: number): Promise<Paged<Review>> {
    const [rows, total] = await this.reviews.findAndCount({
      order: { id: 'DESC' },
      skip: (page - 1) * REVIEWS_PAGE_SIZE,
      take: REVIEWS_PAGE_SIZE,
    });
    return toPage(await this.views(rows), total, page, REVIEWS_PAGE_SIZE, (next) =>
      listStaffReviews.path({}, { page: next }),
    );
  }

  /**
   * Stores the checked photo (when given) and the review in one transaction; the photo goes if
   * saving fails (core/uploads/image-store.ts). A staff review is approved as it is written.
   */
  async create(payload: ReviewCreatePayload, photo: Buffer | undefined): Promise<Review> {
    const image = photo ? await this.images.prepare(photo) : null;
    return this.images.change(
      async (manager, pictures) => {
        const reviews = manager.getRepository(ReviewEntity);
        const saved = await reviews.save(
          reviews.create({ ...payload, image: image?.name ?? null, status: 'approved' }),
        );
        if (image) await pictures.add(image);
        return view(saved, new Map());
      },
      image ? [image] : [],
    );
  }

  /**
   * A visitor's rating of the parcel with the code: null when no parcel has it (the caller answers
   * as the tracking lookup does); 409 before delivery and for a parcel already rated.
   */
  async rate(code: string, payload: ParcelRatingPayload): Promise<'rated' | null> {
    const parcel = await this.parcels.ratingFacts(code);
    if (!parcel) return null;
    if (parcel.stage !== 'delivered') throw ApiError.conflict(problem('rating.not_delivered'));
    const reviews = this.reviews;
    // The unique index decides between two ratings sent at once; this check names the usual case.
    if (await reviews.existsBy({ parcel_id: parcel.id })) {
      throw ApiError.conflict(problem('rating.already_given'));
    }
    try {
      // save (not insert): the audit trail records the new review (audit-subscriber.ts).
      await reviews.save(
        reviews.create({
          name: payload.name ?? '',
          review: payload.comment,
          image: null,
          rating: payload.rating,
          status: 'pending',
          parcel_id: parcel.id,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(problem('rating.already_given'));
      throw error;
    }
    return 'rated';
  }

  /** A pending rating goes on the home page; approving an approved review changes nothing. */
  async approve(id: number): Promise<Review> {
    const reviews = this.reviews;
    const review = await reviews.findOneBy({ id });
    if (!review) throw ApiError.notFound(problem('review.not_found'));
    if (review.status !== 'approved') {
      // save (not update): the audit trail records the change of status (audit-subscriber.ts).
      review.status = 'approved';
      await reviews.save(review);
    }
    const [shown] = await this.views([review]);
    return shown;
  }

  async remove(id: number): Promise<void> {
    await this.images.change(async (manager, pictures) => {
      const reviews = manager.getRepository(ReviewEntity);
      const review = await reviews.findOneBy({ id });
      if (!review) throw ApiError.notFound(problem('review.not_found'));
      const { image } = review;
      // remove (not delete): the audit trail records the review as it was (audit-subscriber.ts).
      await reviews.remove(review);
      await pictures.drop(image);
    });
  }
}
