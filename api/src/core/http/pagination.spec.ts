import { toPage } from './pagination.js';

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
