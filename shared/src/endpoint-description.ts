/**
 * How an area's endpoints are described: one description per endpoint its module exports, or the
 * area does not compile. Kept apart from endpoint.ts so that a web page calling an endpoint does
 * not bundle the schema library.
 */
import { z } from 'zod';
import type { BodyOf, DataOf, Endpoint, QueryOf } from './endpoint.js';

/** What the API checks an endpoint's query and body with and answers as its `data`. */
export interface EndpointSchemas {
  /** One line for the API's documentation (OpenAPI). */
  summary: string;
  /** More for the documentation, when a line is not enough. */
  description?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the envelope's `data` (null for calls that answer none). */
  data: () => z.ZodType;
}

/** What may describe an endpoint: schemas whose input and output are the endpoint's types. */
export interface Description<E extends Endpoint> {
  summary: string;
  description?: string;
  query?: z.ZodType<unknown, QueryOf<E>>;
  body?: z.ZodType<unknown, BodyOf<E>>;
  data?: () => z.ZodType<DataOf<E>>;
}

/** A description for each endpoint of an area's module (`import * as endpoints from …`). */
export type AreaDescriptions<Area> = {
  [Name in keyof Area]: Area[Name] extends Endpoint ? Description<Area[Name]> : never;
};

const nothing = () => z.null();

/** The schemas of every endpoint of an area, by endpoint. */
export function describeArea<Area extends object>(
  area: Area,
  descriptions: AreaDescriptions<Area>,
): [Endpoint, EndpointSchemas][] {
  return Object.entries(descriptions as Record<string, Description<Endpoint>>).map(
    ([name, description]) => [
      (area as Record<string, Endpoint>)[name],
      { ...description, data: description.data ?? nothing },
    ],
  );
}
