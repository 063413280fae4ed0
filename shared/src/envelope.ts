import { z } from 'zod';
import type { ErrorCode, ErrorParams } from './errors.js';

/**
 * Every /api answer: the HTTP status is repeated in `status`. Each error is a readable sentence in
 * `errors`, with its stable code and values at the same index of `error_codes` and `error_params`
 * (shared/src/errors.ts); clients translate by code.
 */
export interface Envelope<T = unknown> {
  status: number;
  errors: string[];
  error_codes: ErrorCode[];
  error_params: ErrorParams[];
  data: T;
  message: string;
  /** Present on 401 answers: the text "false" tells the client the admin is signed out. */
  admin?: 'false';
  user?: 'false';
}

export const envelopeSchema = z.object({
  status: z.number().int(),
  errors: z.array(z.string()),
  error_codes: z.array(z.string()),
  error_params: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  data: z.unknown(),
  message: z.string(),
  admin: z.literal('false').optional(),
  user: z.literal('false').optional(),
});

/** The 401 shape: the admin (or user) marker set to the text "false". */
export const unauthorizedSchema = envelopeSchema.extend({
  status: z.literal(401),
  admin: z.literal('false'),
});
export type Unauthorized = z.infer<typeof unauthorizedSchema>;

/** A page of a list (docs/product.md §6.3). */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  next_page_url: string | null;
  search_keys?: string[];
  /** How many rows the list's search and filters match (the parcel list), on its first page. */
  matches?: ListMatches;
}

/** `count` rows match; `more`: more than `count` do, the list counted no further. */
export interface ListMatches {
  count: number;
  more: boolean;
}

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    next_page_url: z.string().nullable(),
    search_keys: z.array(z.string()).optional(),
    matches: z
      .object({ count: z.number().int().min(0), more: z.boolean() })
      .optional()
      .describe('how many rows match the search and filters (counted up to a limit: more)'),
  });
