/** The schemas and summaries of the endpoints in privacy.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  dataRequestSchema,
  erasureRequestSchema,
  erasureResultSchema,
  personalDataReportSchema,
} from '../schemas/privacy.js';
import * as endpoints from './privacy.js';

export const privacySchemas = describeArea(endpoints, {
  findPersonalData: {
    summary:
      'What is held about a person, by e-mail or phone: records per table, kept ones marked.',
    body: dataRequestSchema,
    data: () => personalDataReportSchema,
  },
  exportPersonalData: {
    summary: "A person's records as a zip: data.json and one CSV per table.",
    body: dataRequestSchema,
  },
  erasePersonalData: {
    summary: "Erase a person's records; what the law keeps is listed and kept.",
    body: erasureRequestSchema,
    data: () => erasureResultSchema,
  },
});
