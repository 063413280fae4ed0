/** Data requests (docs/product.md §4.18): a person's records found, exported, erased. */
import { endpoint, type In } from '../endpoint.js';
import type {
  dataRequestSchema,
  ErasureResult,
  erasureRequestSchema,
  PersonalDataReport,
} from '../schemas/privacy.js';

/** What is held about an e-mail or a phone. A POST: the person is not written in an address. */
export const findPersonalData = endpoint({
  method: 'POST',
  route: '/api/personal-data/search',
  access: 'privacy.manage',
  audit: { none: 'a look-up; the export and the erasure are audited' },
  ...({} as { body: In<typeof dataRequestSchema>; data: PersonalDataReport }),
});

/** The person's records as a zip (JSON and CSV), audited. */
export const exportPersonalData = endpoint({
  method: 'POST',
  route: '/api/personal-data/export',
  access: 'privacy.manage',
  audit: { writes: ['personal_data.export'] },
  answer: 'file',
  ...({} as { body: In<typeof dataRequestSchema> }),
});

/** Erases the person's records; what the law keeps is listed and kept. */
export const erasePersonalData = endpoint({
  method: 'POST',
  route: '/api/personal-data/erase',
  access: 'privacy.manage',
  audit: { writes: ['personal_data.erase'] },
  ...({} as { body: In<typeof erasureRequestSchema>; data: ErasureResult }),
});
