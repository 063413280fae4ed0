/** Parcels from a spreadsheet, and a list of parcels to one (docs/product.md §4.4c). */
import { endpoint, type In } from '../endpoint.js';
import type {
  ParcelImport,
  ParcelImportDetail,
  importCheckSchema,
  importPageQuerySchema,
  importRunSchema,
  importTemplateQuerySchema,
  importUploadSchema,
  parcelExportQuerySchema,
} from '../schemas/parcel-import.js';

/** Upload a .csv or .xlsx file: its columns are read and a mapping proposed. */
export const uploadParcelImport = endpoint({
  method: 'POST',
  route: '/api/parcel-imports',
  access: 'parcels.write',
  audit: { writes: ['parcel_import.create'] },
  created: true,
  bodyType: 'form',
  ...({} as { body: In<typeof importUploadSchema>; data: ParcelImport }),
});

/** An import of the member's: its state, progress and a page of the dry run's problems. */
export const getParcelImport = endpoint({
  method: 'GET',
  route: '/api/parcel-imports/:id',
  access: 'parcels.write',
  ...({} as { query: In<typeof importPageQuerySchema>; data: ParcelImportDetail }),
});

/** The dry run: every row checked with the mapping given (remembered for these headers). */
export const checkParcelImport = endpoint({
  method: 'POST',
  route: '/api/parcel-imports/:id/check',
  access: 'parcels.write',
  audit: { writes: ['parcel_import.update'] },
  ...({} as { body: In<typeof importCheckSchema>; data: ParcelImport }),
});

/** Import the checked rows: the good ones, or all of them only when none has a problem. */
export const runParcelImport = endpoint({
  method: 'POST',
  route: '/api/parcel-imports/:id/run',
  access: 'parcels.write',
  audit: { writes: ['parcel_import.update'] },
  ...({} as { body: In<typeof importRunSchema>; data: ParcelImport }),
});

/** The refused rows as CSV: row, column, problem (in English and by code). */
export const getParcelImportReport = endpoint({
  method: 'GET',
  route: '/api/parcel-imports/:id/report',
  access: 'parcels.write',
  answer: 'csv',
});

/** The file to fill in: the fields' names as headers, in the language asked. */
export const getParcelImportTemplate = endpoint({
  method: 'GET',
  route: '/api/parcel-import-template',
  access: 'parcels.write',
  answer: 'file',
  ...({} as { query: In<typeof importTemplateQuerySchema> }),
});

/** The parcels the list's filters match, to CSV or XLSX, with the columns chosen; streamed. */
export const exportParcels = endpoint({
  method: 'GET',
  route: '/api/parcel-export',
  access: 'parcels.read',
  answer: 'file',
  ...({} as { query: In<typeof parcelExportQuerySchema> }),
});
