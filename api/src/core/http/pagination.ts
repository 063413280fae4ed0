import type { Paged } from '@waybill/shared';

/**
 * The arithmetic paging needs, over numbers or over SQL expressions, so that the paging rule
 * below is written once and read by both: toPage here, and PostgreSQL in the tracking answer
 * (pageFieldsSql in parcels/tracking.repository.ts), which it builds whole.
 */
export interface Arithmetic<N, B, L> {
  number(value: number): N;
  plus(a: N, b: N): N;
  max(a: N, b: N): N;
  /** a / b rounded up, for a ≥ 0 and b > 0. */
  ceilDivide(a: N, b: N): N;
  less(a: N, b: N): B;
  /** `value()` when `test` holds, else null. */
  onlyIf(test: B, value: () => L): L | null;
}

/**
 * The paging rule (docs/product.md §6.3): at least one page; a link to the next while one is left.
 */
export function pageFields<N, B, L>(
  math: Arithmetic<N, B, L>,
  { total, page, perPage, linkTo }: { total: N; page: N; perPage: N; linkTo: (page: N) => L },
) {
  const lastPage = math.max(math.number(1), math.ceilDivide(total, perPage));
  return {
    current_page: page,
    last_page: lastPage,
    next_page_url: math.onlyIf(math.less(page, lastPage), () =>
      linkTo(math.plus(page, math.number(1))),
    ),
  };
}

const NUMBERS: Arithmetic<number, boolean, string> = {
  number: (value) => value,
  plus: (a, b) => a + b,
  max: Math.max,
  ceilDivide: (a, b) => Math.ceil(a / b),
  less: (a, b) => a < b,
  onlyIf: (test, value) => (test ? value() : null),
};

/** A page of a list with the link to the next one (docs/product.md §6.3). */
export function toPage<T>(
  rows: T[],
  total: number,
  page: number,
  perPage: number,
  linkTo: (page: number) => string,
): Paged<T> {
  return { data: rows, ...pageFields(NUMBERS, { total, page, perPage, linkTo }) };
}
