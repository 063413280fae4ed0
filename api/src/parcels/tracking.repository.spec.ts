import { linkSql, pageFieldsSql } from './tracking.repository.js';

describe('pageFieldsSql', () => {
  it('writes the same rule as SQL for a json_build_object', () => {
    expect(
      pageFieldsSql({ total: 'h.total', page: 1, perPage: 10, linkTo: (page) => `'p' || ${page}` }),
    ).toEqual([
      `'current_page', 1`,
      `'last_page', GREATEST(1, ((h.total + 10 - 1) / 10))`,
      `'next_page_url', CASE WHEN (1 < GREATEST(1, ((h.total + 10 - 1) / 10))) THEN 'p' || (1 + 1) END`,
    ]);
  });
});

describe('linkSql', () => {
  it('keeps the text as literals, quotes doubled, around the SQL pieces', () => {
    const write = (code: string, page: string) => `/x/${code}/it's?page=${page}`;
    expect(linkSql(write, '$5', '2')).toBe(`'/x/' || ($5) || '/it''s?page=' || (2)`);
  });
});
