import type { Paged } from '@waybill/shared';
import { z } from 'zod';
import { optionalText } from '@waybill/shared';

/** ?page=&search= of a list call. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: optionalText(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page of a list with the link to the next one (SPEC §3 "Paged list"). */
export function toPage<T>(
  rows: T[],
  total: number,
  page: number,
  perPage: number,
  linkTo: (page: number) => string,
): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    data: rows,
    current_page: page,
    last_page: lastPage,
    next_page_url: page < lastPage ? linkTo(page + 1) : null,
  };
}

/** A search term for ILIKE "contains", with its wildcards taken literally. */
export function likePattern(search: string): string {
  return `%${literalLike(search)}%`;
}

/** A search term for LIKE "starts with", with its wildcards taken literally. */
export function likePrefix(search: string): string {
  return `${literalLike(search)}%`;
}

function literalLike(search: string): string {
  return search.replace(/[\\%_]/g, (match) => `\\${match}`);
}
