import { Injectable } from '@nestjs/common';
import { listPages, problem } from '@waybill/shared';
import type {
  Page,
  PageCreatePayload,
  PageSummary,
  PagePatchPayload,
  Paged,
} from '@waybill/shared';
import { DataSource, Like } from 'typeorm';
import { isUniqueViolation } from '../core/database/errors.js';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { PageEntity } from './page.entity.js';
import { slugify, uniqueSlug } from './slug.js';

export const PAGES_PAGE_SIZE = 20;

const view = ({ created_at: _created, updated_at: _updated, ...page }: PageEntity): Page => page;

@Injectable()
export class PagesService {
  constructor(private readonly dataSource: DataSource) {}

  private get pages() {
    return this.dataSource.getRepository(PageEntity);
  }

  /** What the side menu needs, in the order staff created the pages. */
  async summaries(): Promise<PageSummary[]> {
    return this.pages.find({
      select: { id: true, slug: true, title: true, icon: true },
      order: { id: 'ASC' },
    });
  }

  async list(page: number): Promise<Paged<Page>> {
    const [rows, total] = await this.pages.findAndCount({
      order: { id: 'ASC' },
      skip: (page - 1) * PAGES_PAGE_SIZE,
      take: PAGES_PAGE_SIZE,
    });
    return toPage(rows.map(view), total, page, PAGES_PAGE_SIZE, (next) =>
      listPages.path({}, { page: next }),
    );
  }

  async bySlug(slug: string): Promise<Page> {
    const page = await this.pages.findOneBy({ slug: slug.toLowerCase() });
    if (!page) throw ApiError.notFound(problem('page.not_found'));
    return view(page);
  }

  /** A new page under a slug made from its title (numbered when taken). */
  async create(payload: PageCreatePayload): Promise<Page> {
    const base = slugify(payload.title);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const taken = await this.pages.find({
        select: { slug: true },
        where: { slug: Like(`${base}%`) },
      });
      const slug = uniqueSlug(base, new Set(taken.map((row) => row.slug)));
      try {
        return view(await this.pages.save(this.pages.create({ ...payload, slug })));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error; // another page took the slug meanwhile
      }
    }
    throw ApiError.conflict(problem('page.busy'));
  }

  /** Changes the fields that were sent (null clears one), nothing else. */
  async update({ id, ...changes }: PagePatchPayload): Promise<Page> {
    const page = await this.pages.findOneBy({ id });
    if (!page) throw ApiError.notFound(problem('page.not_found'));
    try {
      // Edited, a starter page is the company's own.
      const edited = { ...(changes as Partial<PageEntity>), sample: false };
      return view(await this.pages.save(this.pages.merge(page, edited)));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw ApiError.conflict(problem('page.slug_taken', { slug: String(changes.slug) }));
      }
      throw error;
    }
  }

  async remove(id: number): Promise<void> {
    const page = await this.pages.findOneBy({ id });
    if (!page) throw ApiError.notFound(problem('page.not_found'));
    // remove (not delete): the audit trail records the page as it was (audit-subscriber.ts).
    await this.pages.remove(page);
  }
}
