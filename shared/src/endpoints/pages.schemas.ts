/** The schemas and summaries of the endpoints in pages.ts, each required by the compiler. */
import { PARTIAL_UPDATE_DOC } from '../partial-update.js';
import { describeArea } from '../endpoint-description.js';
import { pageQuerySchema } from '../schemas/queries.js';
import { pagedSchema } from '../envelope.js';
import {
  pageCreateSchema,
  pageDeleteSchema,
  pagePatchSchema,
  pageSchema,
} from '../schemas/page.js';
import * as endpoints from './pages.js';

export const pagesSchemas = describeArea(endpoints, {
  listPages: {
    summary: 'Content pages, a page at a time.',
    query: pageQuerySchema,
    data: () => pagedSchema(pageSchema),
  },
  getPage: {
    summary: 'One content page by slug (404 page.not_found).',
    data: () => pageSchema,
  },
  createPage: {
    summary: 'Create a page; its slug is made from the title.',
    body: pageCreateSchema,
    data: () => pageSchema,
  },
  updatePage: {
    summary: 'Change the fields sent of a content page.',
    description: PARTIAL_UPDATE_DOC,
    body: pagePatchSchema,
    data: () => pageSchema,
  },
  deletePage: {
    summary: 'Delete a content page.',
    body: pageDeleteSchema,
  },
});
