/** The schemas and summaries of the endpoints in parcel-imports.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  importCheckSchema,
  importPageQuerySchema,
  importRunSchema,
  importTemplateQuerySchema,
  importUploadSchema,
  parcelExportQuerySchema,
  parcelImportDetailSchema,
  parcelImportSchema,
} from '../schemas/parcel-import.js';
import * as endpoints from './parcel-imports.js';

export const parcelImportsSchemas = describeArea(endpoints, {
  uploadParcelImport: {
    summary: 'Upload a .csv or .xlsx file of parcels (field `file`); its columns are read.',
    description:
      'At most 20 MB, 100,000 rows and 100 columns; an .xlsx is checked as a zip before it is ' +
      'read (at most 200 MB unpacked). The answer proposes a mapping: the one remembered for the ' +
      'same headers, else the fields whose names the headers are.',
    body: importUploadSchema,
    data: () => parcelImportSchema,
  },
  getParcelImport: {
    summary: 'An import: state, progress, counts and a page of the dry run’s problems.',
    query: importPageQuerySchema,
    data: () => parcelImportDetailSchema,
  },
  checkParcelImport: {
    summary: 'Start the dry run with a mapping (field → header); the problems come by row.',
    body: importCheckSchema,
    data: () => parcelImportSchema,
  },
  runParcelImport: {
    summary: 'Import the checked file: the good rows, or all rows only when none has a problem.',
    description:
      'One transaction: the parcels are all made or none. A reference already imported is ' +
      'skipped, so the same file twice makes no duplicates.',
    body: importRunSchema,
    data: () => parcelImportSchema,
  },
  getParcelImportReport: {
    summary: 'The refused rows as CSV: row, column, field, code and the problem in English.',
  },
  getParcelImportTemplate: {
    summary: 'The file to fill in (CSV or XLSX), its headers in the language asked.',
    query: importTemplateQuerySchema,
  },
  exportParcels: {
    summary: 'The parcels the list’s filters match, as CSV or XLSX, with the columns chosen.',
    description:
      'Streamed from the database with a cursor. Cells starting with = + - @ get a leading ' +
      'apostrophe, so a spreadsheet never runs them as formulas.',
    query: parcelExportQuerySchema,
  },
});
