import { z } from 'zod';
import { type Problem, problem } from '../errors.js';
import { pagedSchema } from '../envelope.js';
import { validate } from '../validation.js';
import { parcelCreateFieldsSchema, parcelCreateSchema, type ParcelSummary } from './parcel.js';
import { parcelListQuerySchema } from './queries.js';

/** A field of the create form an import may fill. */
type ImportableField = keyof z.input<typeof parcelCreateFieldsSchema>;

/**
 * Parcels from a spreadsheet (docs/product.md §4.4c). The fields a file's columns may fill: the
 * create form's (parcelCreateSchema checks every row, so the rules are the form's and the API's),
 * without the tracking code (the server makes one) and the map's points. `reference` is required:
 * the shop's own reference is what makes a second import of the same file add nothing.
 */
export const IMPORT_FIELDS = [
  'reference',
  'recipient_name',
  'recipient_email',
  'recipient_phone_number',
  'destination',
  'recipient_company',
  'recipient_address_line1',
  'recipient_address_line2',
  'recipient_postcode',
  'recipient_city',
  'recipient_region',
  'recipient_country',
  'sender_name',
  'sender_email',
  'sender_phone_number',
  'sender_company',
  'sender_address_line1',
  'sender_address_line2',
  'sender_postcode',
  'sender_city',
  'sender_region',
  'sender_country',
  'pickup_location',
  'current_location',
  'status',
  'stage',
] as const satisfies readonly ImportableField[];
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The limits of one file: bytes, rows (the header row not counted) and columns. */
export const IMPORT_BYTES_MAX = 20 * 1024 * 1024;
export const IMPORT_ROWS_MAX = 100_000;
export const IMPORT_COLUMNS_MAX = 100;

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * uploaded: columns read, waiting for the mapping; checking: the dry run is under way; checked:
 * every row's problems are known; importing; done; failed (the job gave up: `error`).
 */
export const IMPORT_STATES = [
  'uploaded',
  'checking',
  'checked',
  'importing',
  'done',
  'failed',
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** good_rows: the rows without problems, the others refused; all_or_nothing: only a clean file. */
export const IMPORT_MODES = ['good_rows', 'all_or_nothing'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Which column of the file fills each field (a header as written); fields left out stay empty. */
export const importMappingSchema = z
  .partialRecord(z.enum(IMPORT_FIELDS), z.string().max(300))
  .refine((mapping) => typeof mapping.reference === 'string' && mapping.reference !== '', {
    message: 'reference must be mapped to a column',
    params: { code: 'import.reference_unmapped' },
  });
export type ImportMapping = Partial<Record<ImportField, string>>;

/** One problem of one row: its number as the spreadsheet shows it (the header is row 1). */
export const importProblemSchema = z.object({
  row: z.number().int(),
  /** The file's column (its header), null when the problem is the row's (a repeated reference). */
  column: z.string().nullable(),
  field: z.string().nullable(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const parcelImportSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  format: z.enum(IMPORT_FORMATS),
  state: z.enum(IMPORT_STATES),
  headers: z.array(z.string()),
  /** The mapping in use: the member's, else the one remembered for these headers, else a guess. */
  mapping: z.record(z.string(), z.string()),
  mode: z.enum(IMPORT_MODES).nullable(),
  /** Rows in the file, and how far the running step is through them (the progress bar). */
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  /** After the dry run: rows without a problem, rows with one or more. */
  rows_good: z.number().int(),
  rows_bad: z.number().int(),
  /** After the import: parcels made, rows whose reference was already there (not made again). */
  created: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ParcelImport = z.infer<typeof parcelImportSchema>;

/** GET /api/parcel-imports/{id}: the import and a page of its problems (100 a page). */
export const parcelImportDetailSchema = parcelImportSchema.extend({
  problems: pagedSchema(importProblemSchema),
});
export type ParcelImportDetail = z.infer<typeof parcelImportDetailSchema>;

export const IMPORT_PROBLEMS_PAGE = 100;

export const importPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** POST /api/parcel-imports/{id}/check. */
export const importCheckSchema = z.object({ mapping: importMappingSchema });
export type ImportCheckPayload = z.infer<typeof importCheckSchema>;

/** POST /api/parcel-imports/{id}/run. */
export const importRunSchema = z.object({ mode: z.enum(IMPORT_MODES) });
export type ImportRunPayload = z.infer<typeof importRunSchema>;

/** POST /api/parcel-imports: the multipart form's file field is `file`; no other field. */
export const importUploadSchema = z.object({});

/**
 * GET /api/parcel-import-template: the file to fill in. `labels` (a JSON array, one per field of
 * IMPORT_FIELDS, in order) are the fields' names in the member's language, written by the panel
 * from its catalogue; each header is then "label (field)", which any language's upload maps by
 * itself. Without labels the headers are the fields' names.
 */
export const importTemplateQuerySchema = z.object({
  format: z.enum(IMPORT_FORMATS).default('csv'),
  labels: z
    .string()
    .max(8000)
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const labels = z.array(z.string().trim().min(1).max(100)).length(IMPORT_FIELDS.length);
      const checked = labels.safeParse(parsed);
      if (!checked.success) {
        context.addIssue({ code: 'custom', message: 'labels must be one text per field' });
        return z.NEVER;
      }
      return checked.data;
    }),
});

/** A template's header: the field's label in the member's language and its name. */
export const templateHeader = (label: string | undefined, field: ImportField) =>
  label ? `${label} (${field})` : field;

/**
 * The field a header names, if any: the field's name itself ("recipient_name", any case, spaces
 * for underscores) or a template's "label (field)".
 */
export function headerField(header: string): ImportField | null {
  const named = /\(([a-z0-9_]+)\)\s*$/i.exec(header)?.[1] ?? header;
  const key = named
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (IMPORT_FIELDS as readonly string[]).includes(key) ? (key as ImportField) : null;
}

/** The columns an export may carry, in the order offered. */
export const EXPORT_COLUMNS = [
  'tracking_code',
  'reference',
  'status',
  'current_stage',
  'recipient_name',
  'recipient_email',
  'recipient_phone_number',
  'destination',
  'recipient_company',
  'recipient_address_line1',
  'recipient_address_line2',
  'recipient_postcode',
  'recipient_city',
  'recipient_region',
  'recipient_country',
  'sender_name',
  'sender_email',
  'sender_phone_number',
  'pickup_location',
  'sender_company',
  'sender_address_line1',
  'sender_address_line2',
  'sender_postcode',
  'sender_city',
  'sender_region',
  'sender_country',
  'current_location',
  'weight',
  'shipped_via',
  'parcel_content',
  'declared_value',
  'min_expected_delivery_date',
  'max_expected_delivery_date',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ParcelSummary)[];
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export const DEFAULT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  'tracking_code',
  'reference',
  'status',
  'current_stage',
  'recipient_name',
  'destination',
  'created_at',
];

/**
 * GET /api/parcel-export: the list's filters (parcelListQuerySchema, the same as the list's),
 * the format and the columns (comma separated, in the order wanted; the defaults when left out).
 */
export const parcelExportQuerySchema = parcelListQuerySchema.safeExtend({
  format: z.enum(IMPORT_FORMATS).default('csv'),
  columns: z
    .string()
    .max(2000)
    .optional()
    .transform((text, context) => {
      if (!text) return [...DEFAULT_EXPORT_COLUMNS];
      const names = text.split(',').map((name) => name.trim());
      const unknown = names.filter((name) => !(EXPORT_COLUMNS as readonly string[]).includes(name));
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `columns must be among ${EXPORT_COLUMNS.join(', ')}`,
          params: { code: 'field.invalid' },
        });
        return z.NEVER;
      }
      return [...new Set(names)] as ExportColumn[];
    }),
});
export type ParcelExportQuery = z.output<typeof parcelExportQuerySchema>;

/**
 * The problems of one row of a file, already read into texts by column. Checked with the create
 * schema, so a row the dry run passes is one the form and the API take; the reference is required
 * here besides. Each problem names the file's column the field came from.
 */
export function importRowProblems(
  row: Record<string, string>,
  mapping: ImportMapping,
): { payload: z.output<typeof parcelCreateSchema> | null; problems: RowProblem[] } {
  const input: Record<string, string> = {};
  for (const [field, header] of Object.entries(mapping)) {
    if (header) input[field] = row[header] ?? '';
  }
  const problems: RowProblem[] = [];
  const checked = validate(parcelCreateSchema, input);
  if (!checked.ok) {
    for (const found of checked.problems) problems.push(rowProblem(found, mapping));
  }
  if (!input.reference?.trim()) {
    problems.push(rowProblem(problem('field.required', { field: 'reference' }), mapping));
  }
  return { payload: checked.ok && problems.length === 0 ? checked.data : null, problems };
}

export interface RowProblem {
  field: string | null;
  column: string | null;
  code: string;
  params: Record<string, string | number>;
  message: string;
}

function rowProblem(found: Problem, mapping: ImportMapping): RowProblem {
  const field = typeof found.params.field === 'string' ? found.params.field : null;
  const column = field ? (mapping[field as ImportField] ?? null) : null;
  return { field, column, code: found.code, params: found.params, message: found.message };
}
