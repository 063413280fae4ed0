import type { Paged } from '@waybill/shared';

/**
 * The arithmetic paging needs, over numbers or over SQL expressions, so that the paging rule
 * below is written once and read by both: toPage here, and PostgreSQL in the tracking answer
 * (pageFieldsSql), which it builds whole.
 */
interface Arithmetic<N, B, L> {
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
function pageFields<N, B, L>(
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

/** Integer SQL: `ceilDivide` divides whole numbers (count(*) is a bigint). */
const SQL: Arithmetic<string, string, string> = {
  number: (value) => String(Math.trunc(value)),
  plus: (a, b) => `(${a} + ${b})`,
  max: (a, b) => `GREATEST(${a}, ${b})`,
  ceilDivide: (a, b) => `((${a} + ${b} - 1) / ${b})`,
  less: (a, b) => `(${a} < ${b})`,
  onlyIf: (test, value) => `CASE WHEN ${test} THEN ${value()} END`,
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

/**
 * toPage's fields as `'name', expression` pairs for a json_build_object: the same rule, for
 * PostgreSQL to compute. `total` is the SQL counting the rows, `linkTo` writes the SQL of the
 * link to a page from the SQL of its number.
 */
export function pageFieldsSql({
  total,
  page,
  perPage,
  linkTo,
}: {
  total: string;
  page: number;
  perPage: number;
  linkTo: (page: string) => string;
}): string[] {
  const fields = pageFields(SQL, {
    total,
    page: SQL.number(page),
    perPage: SQL.number(perPage),
    linkTo,
  });
  return Object.entries(fields).map(([name, expression]) => `'${name}', ${expression}`);
}

/**
 * A link written by `write` (from its pieces as text) as SQL, with some pieces SQL expressions:
 * `write` gets a placeholder for each, and the text around them becomes string literals.
 */
export function linkSql<P extends string[]>(
  write: (...pieces: P) => string,
  ...expressions: P
): string {
  const marks = expressions.map((_, index) => `\uE000${index}\uE000`) as P;
  return write(...marks)
    .split(/\uE000(\d+)\uE000/)
    .map((piece, index) =>
      index % 2 ? `(${expressions[Number(piece)]})` : piece && `'${piece.replaceAll("'", "''")}'`,
    )
    .filter(Boolean)
    .join(' || ');
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
