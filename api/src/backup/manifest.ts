import { z } from 'zod';

/** What the archive says it holds; restore checks every file against it before using any. */
export const ARCHIVE_FORMAT = 'waybill-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/** A manifest is small: its size is bounded before it is parsed. */
export const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const bytes = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A path inside the data folder's uploads: plain names, no `.`/`..`, no separators or NUL. */
const isUploadSegment = (part: string): boolean =>
  part.length >= 1 &&
  part.length <= 255 &&
  part !== '.' &&
  part !== '..' &&
  !/[/\\]/.test(part) &&
  !part.includes('\u0000');
export const isUploadPath = (value: string): boolean =>
  value.startsWith('uploads/') && value.slice('uploads/'.length).split('/').every(isUploadSegment);

export const manifestSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  format_version: z.number().int(),
  created_at: z.string(),
  /** Where the rows came from: the embedded database or PostgreSQL. */
  source: z.enum(['embedded', 'postgresql']),
  /** The migrations the database had run, by name: its schema's version. */
  migrations: z.array(z.string().regex(/^[A-Za-z0-9_]{1,200}$/)).max(10_000),
  tables: z
    .array(
      z.strictObject({
        name: z.string().regex(SQL_NAME),
        rows: z.number().int().min(0),
        file: z.string(),
        bytes,
        sha256,
      }),
    )
    .max(1_000),
  /** Sequence positions, so ids (and invoice numbers) go on from where they were. */
  sequences: z
    .array(
      z.strictObject({
        name: z.string().regex(SQL_NAME),
        last_value: z.string().regex(/^-?\d{1,19}$/),
        is_called: z.boolean(),
      }),
    )
    .max(1_000),
  files: z
    .array(z.strictObject({ path: z.string().refine(isUploadPath), bytes, sha256 }))
    .max(10_000_000),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableFile = Manifest['tables'][number];

export const tableFileName = (table: string): string => `tables/${table}.jsonl`;
