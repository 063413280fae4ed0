import { Injectable } from '@nestjs/common';
import { listReviews, problem } from '@waybill/shared';
import type { Paged, Review, ReviewCreatePayload } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { ImageStore } from '../core/uploads/image-store.js';
import { ReviewEntity } from './review.entity.js';

export const REVIEWS_PAGE_SIZE = 20;
/** The home page shows the newest reviews, not all of them. */
export const HOME_REVIEWS = 12;

const view = ({ created_at: _created, ...review }: ReviewEntity): Review => review;

@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageStore,
  ) {}

  private get reviews() {
    return this.dataSource.getRepository(ReviewEntity);
  }

  async newest(): Promise<Review[]> {
    const rows = await this.reviews.find({ order: { id: 'DESC' }, take: HOME_REVIEWS });
    return rows.map(view);
  }

  async list(page: number): Promise<Paged<Review>> {
    const [rows, total] = await this.reviews.findAndCount({
      order: { id: 'DESC' },
      skip: (page - 1) * REVIEWS_PAGE_SIZE,
      take: REVIEWS_PAGE_SIZE,
    });
    return toPage(rows.map(view), total, page, REVIEWS_PAGE_SIZE, (next) =>
      listReviews.path({}, { page: next }),
    );
  }

  /**
   * Stores the checked photo (when given) and the review in one transaction; the photo goes if
   * saving fails (core/uploads/image-store.ts).
   */
  async create(payload: ReviewCreatePayload, photo: Buffer | undefined): Promise<Review> {
    const image = photo ? await this.images.prepare(photo) : null;
    return this.images.change(
      async (manager, pictures) => {
        const reviews = manager.getRepository(ReviewEntity);
        const saved = await reviews.save(
          reviews.create({ ...payload, image: image?.name ?? null }),
        );
        if (image) await pictures.add(image);
        return view(saved);
      },
      image ? [image] : [],
    );
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
