/** Content pages. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { Page, pageCreateSchema, pageDeleteSchema, pagePatchSchema } from '../schemas/page.js';
import type { pageQuerySchema } from '../schemas/queries.js';

export const listPages = endpoint({
  method: 'GET',
  route: '/api/pages',
  access: 'public',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Page> }),
});

export const getPage = endpoint({
  method: 'GET',
  route: '/api/pages/:slug',
  access: 'public',
  ...({} as { data: Page }),
});

export const createPage = endpoint({
  method: 'POST',
  route: '/api/pages',
  access: 'pages.write',
  audit: { writes: ['page.create'] },
  created: true,
  ...({} as { body: In<typeof pageCreateSchema>; data: Page }),
});

export const updatePage = endpoint({
  method: 'PATCH',
  route: '/api/pages',
  access: 'pages.write',
  audit: { writes: ['page.update'] },
  ...({} as { body: In<typeof pagePatchSchema>; data: Page }),
});

export const deletePage = endpoint({
  method: 'DELETE',
  route: '/api/pages',
  access: 'pages.write',
  audit: { writes: ['page.delete'] },
  ...({} as { body: In<typeof pageDeleteSchema> }),
});
