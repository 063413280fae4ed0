import { linkSql, pageFieldsSql, toPage } from './pagination.js';

const link = (page: number) => `/things?page=${page}`;

describe('toPage', () => {
  it('has one page at least, and a link to the next while one is left', () => {
    const paging = (total: number, page: number) => {
      const { data: _rows, ...fields } = toPage([], total, page, 10, link);
      return fields;
    };
    expect(paging(0, 1)).toEqual({ current_page: 1, last_page: 1, next_page_url: null });
    expect(paging(10, 1)).toEqual({ current_page: 1, last_page: 1, next_page_url: null });
    expect(paging(11, 1)).toEqual({
      current_page: 1,
      last_page: 2,
      next_page_url: '/things?page=2',
    });
    expect(paging(11, 2)).toEqual({ current_page: 2, last_page: 2, next_page_url: null });
  });
});

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
