// The fuzzer's requests (bench/fuzz.mjs): for each operation of the API's OpenAPI document,
// malformed variants of a plausible call, drawn from a seeded random so that a seed repeats a run.
import {
  ABSURD_PAGES,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  TRAVERSAL_SEGMENTS,
} from '../test-kit/hostile-values.mjs';

/**
 * @typedef {object} Operation
 * @property {string} method       upper case
 * @property {string} route        as documented, e.g. /api/parcels/{code}
 * @property {string | null} contentType  of the documented body
 * @property {Record<string, any> | null} schema  of the documented body (JSON Schema)
 * @property {string[]} query      documented query parameters
 */

/**
 * @typedef {object} FuzzRequest
 * @property {string} method
 * @property {string} path         as sent: percent-encoding is the caller's
 * @property {Record<string, string>} headers
 * @property {string | Uint8Array | FormData | undefined} body
 * @property {string} mutation     what is wrong with it
 * @property {boolean} signedIn
 */

/** Query parameters the API reads without documenting each: lists, searches and links. */
const COMMON_QUERY = ['page', 'search', 'token', 'id'];

/** Values for path parameters that name something that exists (see fuzz.mjs). */
const PLAUSIBLE_SEGMENTS = /** @type {Record<string, string>} */ ({
  code: 'FUZZ0000001',
  slug: 'about-us',
  id: '1',
});

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzz',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'application/json, text/plain',
  'image/png',
  'text/html; charset=utf-8',
  'application/merge-patch+json',
  '*/*',
  'application/json; boundary=--',
  'application/vnd.api+json',
];

const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1}garbage',
  '[1,2',
  'null',
  'true',
  '"text"',
  '12',
  '[]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999999}',
  '{"a":-0}',
];

const UNKNOWN_FIELDS = [
  'unknown_field',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  'id',
  'created_at',
  'a\u0000b',
  'k'.repeat(2000),
  '',
  ' ',
  'password_hash',
];

const COOKIES = [
  'waybill.sid=garbage',
  'waybill.sid=s%3Anot-a-session.bad-signature',
  `waybill.sid=s%3A${'a'.repeat(3000)}.sig`,
  'waybill.sid=%ff%fe',
  'waybill.sid=',
  'waybill.sid=s%3A',
  'waybill.sid=a; waybill.sid=b',
  '=; ==; ;;',
];

const EXTRA_HEADERS = [
  { 'Content-Encoding': 'gzip' },
  { 'Content-Encoding': 'br' },
  { 'Content-Encoding': 'deflate, identity, x-unknown' },
  { Accept: 'application/xml' },
  { 'Accept-Encoding': 'gzip;q=abc, *;q=0' },
  { Range: 'bytes=999999999-' },
  { 'If-None-Match': '*' },
  { 'X-Forwarded-For': '1.2.3.4, ::1, not-an-address' },
  { 'X-Forwarded-Proto': 'gopher' },
  { Origin: 'null' },
  { 'Sec-Fetch-Site': 'cross-site' },
  { 'Accept-Language': 'x'.repeat(4000) },
];

const INVALID_UTF8 = [
  [0xff, 0xfe],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
];

/**
 * The operations of an OpenAPI document.
 * @param {any} document
 * @returns {Operation[]}
 */
export function operationsOf(document) {
  /** @type {Operation[]} */
  const operations = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
      const operation = /** @type {any} */ (item)[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      const [contentType = null] = Object.keys(content);
      operations.push({
        method: method.toUpperCase(),
        route,
        contentType,
        schema: contentType ? (content[contentType].schema ?? null) : null,
        query: (operation.parameters ?? [])
          .filter((/** @type {any} */ parameter) => parameter.in === 'query')
          .map((/** @type {any} */ parameter) => String(parameter.name)),
      });
    }
  }
  return operations;
}

/**
 * Makes requests from a random source.
 * @param {() => number} random  numbers in [0, 1)
 */
export function requestMaker(random) {
  const int = (/** @type {number} */ below) => Math.floor(random() * below);
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => list[int(list.length)];

  /** A value the schema accepts, or near enough: the base each mutation spoils. */
  function sample(/** @type {any} */ schema, name = '', depth = 0) {
    if (!schema || depth > 4) return 'fuzz';
    if (schema.enum) return schema.enum[0];
    if (schema.const !== undefined) return schema.const;
    const options = schema.anyOf ?? schema.oneOf;
    if (options)
      return sample(
        options.find((/** @type {any} */ o) => o.type !== 'null') ?? options[0],
        name,
        depth + 1,
      );
    const type = Array.isArray(schema.type)
      ? schema.type.find((/** @type {string} */ t) => t !== 'null')
      : schema.type;
    switch (type) {
      case 'object': {
        /** @type {Record<string, unknown>} */
        const object = {};
        for (const [key, child] of Object.entries(schema.properties ?? {})) {
          object[key] = sample(child, key, depth + 1);
        }
        return object;
      }
      case 'array':
        return [];
      case 'integer':
      case 'number':
        return Math.max(1, schema.minimum ?? 1);
      case 'boolean':
        return true;
      default: {
        if (schema.format === 'email' || /email/.test(name)) return 'fuzz@example.com';
        if (schema.format === 'uri' || /url|link|website/.test(name)) return 'https://example.com/';
        if (/date/.test(name)) return '2026-01-01';
        return 'fuzz'.padEnd(Math.min(schema.minLength ?? 0, 300), 'z');
      }
    }
  }

  /** A value of another JSON type than the schema's. */
  function wrongType(/** @type {any} */ schema) {
    const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
    const others = {
      string: [42, true, [], {}, ['fuzz']],
      integer: ['one', '1', true, [], {}, 1.5],
      number: ['one', '1e3', true, [], {}],
      boolean: ['yes', 'true', 1, 0, [], {}],
      array: ['a', 1, {}, { 0: 'a' }],
      object: ['a', 1, [], true],
    };
    return pick(others[/** @type {keyof typeof others} */ (type)] ?? HOSTILE_VALUES);
  }

  /** A random path for the route: plausible values, or `segment` in one parameter. */
  function pathOf(/** @type {string} */ route, /** @type {string | undefined} */ segment) {
    const names = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const spoiled = segment === undefined ? undefined : pick(names);
    return route.replace(/\{(\w+)\}/g, (_, name) =>
      name === spoiled ? /** @type {string} */ (segment) : (PLAUSIBLE_SEGMENTS[name] ?? '1'),
    );
  }

  const hasParameter = (/** @type {Operation} */ op) => /\{\w+\}/.test(op.route);
  const loose = (/** @type {string} */ text) => encodeURIComponent(text.toWellFormed());

  /** @type {Array<[string, (op: Operation) => boolean, (op: Operation) => Partial<FuzzRequest>]>} */
  const MUTATIONS = [
    [
      'a hostile value in a field',
      (op) => hasFields(op),
      (op) => {
        const body = baseBody(op);
        body[pick(Object.keys(body))] = pick(HOSTILE_VALUES);
        return encode(op, body);
      },
    ],
    [
      'a field of the wrong type',
      (op) => hasFields(op),
      (op) => {
        const body = baseBody(op);
        const field = pick(Object.keys(body));
        body[field] = wrongType(op.schema?.properties?.[field]);
        return encode(op, body);
      },
    ],
    [
      'a required field missing',
      (op) => hasFields(op),
      (op) => {
        const body = baseBody(op);
        const required = op.schema?.required?.length ? op.schema.required : Object.keys(body);
        delete body[pick(required)];
        if (random() < 0.2) for (const key of Object.keys(body)) delete body[key];
        return encode(op, body);
      },
    ],
    [
      'an unknown field',
      (op) => op.schema !== null,
      (op) => {
        const body = baseBody(op);
        body[pick(UNKNOWN_FIELDS)] = pick(HOSTILE_VALUES);
        return encode(op, body);
      },
    ],
    [
      'a huge string',
      (op) => op.schema !== null,
      (op) => {
        const body = baseBody(op);
        const size = pick([2_000, 70_000, 300_000, 300_000, 1_100_000]);
        body[pick(Object.keys(body).concat('huge'))] = pick(['x', 'é', '\u0000', '💩']).repeat(
          size,
        );
        return encode(op, body);
      },
    ],
    [
      'NUL characters in strings',
      (op) => op.schema !== null,
      (op) => {
        const body = baseBody(op);
        for (const key of Object.keys(body)) {
          if (typeof body[key] === 'string' || random() < 0.3)
            body[key] = `a\u0000b${'\u0000'.repeat(int(100))}`;
        }
        if (random() < 0.3) body['nul\u0000key'] = 'x';
        return encode(op, body);
      },
    ],
    [
      'deeply nested JSON',
      (op) => op.method !== 'GET',
      (op) => {
        const depth = pick([100, 1_000, 10_000, 100_000, 400_000]);
        const deep =
          random() < 0.5
            ? '['.repeat(depth) + ']'.repeat(depth)
            : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
        const field = pick(Object.keys(baseBody(op)).concat('deep'));
        const body = random() < 0.5 ? deep : `{${JSON.stringify(field)}:${deep}}`;
        return { body, headers: { 'Content-Type': 'application/json' } };
      },
    ],
    [
      'invalid UTF-8 in the body',
      (op) => op.method !== 'GET',
      (op) => {
        const bad = Buffer.from(pick(INVALID_UTF8));
        const field = pick(Object.keys(baseBody(op)).concat('x'));
        if (op.contentType?.startsWith('multipart/')) {
          const body = Buffer.concat([
            Buffer.from(`--fuzz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n`),
            bad,
            Buffer.from('\r\n--fuzz--\r\n'),
          ]);
          return {
            body: new Uint8Array(body),
            headers: { 'Content-Type': 'multipart/form-data; boundary=fuzz' },
          };
        }
        const body = Buffer.concat([
          Buffer.from(`{${JSON.stringify(field)}:"`),
          bad,
          Buffer.from('"}'),
        ]);
        return { body: new Uint8Array(body), headers: { 'Content-Type': 'application/json' } };
      },
    ],
    [
      'malformed JSON',
      (op) => op.method !== 'GET',
      () => ({
        body: pick(MALFORMED_JSON),
        headers: { 'Content-Type': 'application/json' },
      }),
    ],
    [
      'a wrong content type',
      (op) => op.method !== 'GET',
      (op) => {
        const body = pick([JSON.stringify(baseBody(op)), 'a=1&b=2', '<x/>', '--fuzz--']);
        return random() < 0.15
          ? { body: new TextEncoder().encode(body), headers: {} }
          : { body, headers: { 'Content-Type': pick(CONTENT_TYPES) } };
      },
    ],
    [
      'a broken multipart form',
      (op) => op.method !== 'GET',
      (op) => {
        const field = pick(Object.keys(baseBody(op)).concat('x'));
        const part = `--fuzz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nvalue\r\n`;
        const body = pick([
          part,
          `${part}--fuzz`,
          `${part.repeat(200)}--fuzz--\r\n`,
          `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../a.php"\r\nContent-Type: image/png\r\n\r\n<?php ?>\r\n--fuzz--\r\n`,
          `--fuzz\r\nContent-Disposition: form-data; name="${'n'.repeat(5000)}"\r\n\r\nv\r\n--fuzz--\r\n`,
          '--fuzz--\r\n',
          'not a form',
        ]);
        return {
          body,
          headers: {
            'Content-Type': pick(['multipart/form-data; boundary=fuzz', 'multipart/form-data']),
          },
        };
      },
    ],
    [
      'traversal or garbage in a code, slug or id',
      (op) => hasParameter(op),
      (op) => ({
        path: pathOf(
          op.route,
          pick([...TRAVERSAL_SEGMENTS, ...HOSTILE_SEGMENTS, loose(String(pick(HOSTILE_VALUES)))]),
        ),
      }),
    ],
    [
      'absurd page numbers and hostile queries',
      () => true,
      (op) => {
        const names = [...new Set([...op.query, ...COMMON_QUERY])];
        const parts = [];
        for (let count = 1 + int(3); count > 0; count--) {
          const name = pick(names);
          const value =
            random() < 0.5
              ? pick(ABSURD_PAGES)
              : loose(String(pick(HOSTILE_VALUES)).slice(0, 3000));
          parts.push(
            pick([
              `${name}=${value}`,
              `${name}[]=${value}`,
              `${name}[$gt]=${value}`,
              `${name}=1&${name}=${value}`,
              `${name}`,
            ]),
          );
        }
        return { path: `${pathOf(op.route, undefined)}?${parts.join('&')}` };
      },
    ],
    [
      'an address under the route that does not exist',
      () => true,
      (op) => ({
        path: `${pathOf(op.route, undefined)}/${pick([...HOSTILE_SEGMENTS, ...TRAVERSAL_SEGMENTS, 'x'])}`,
      }),
    ],
    [
      'a method the route does not take',
      () => true,
      (op) => ({
        method: pick(
          ['PUT', 'PATCH', 'DELETE', 'POST', 'GET', 'OPTIONS', 'PROPFIND'].filter(
            (m) => m !== op.method,
          ),
        ),
      }),
    ],
    [
      "an address or headers over Node's 16 KB limit",
      // Drawn one time in three when eligible: a cheap refusal that would crowd out the rest.
      () => random() < 1 / 3,
      (op) =>
        random() < 0.5
          ? { path: `${pathOf(op.route, undefined)}?search=${'x'.repeat(17_000 + int(20_000))}` }
          : {
              headers: {
                [pick(['X-Padding', 'Cookie', 'Referer'])]: 'y'.repeat(17_000 + int(20_000)),
              },
            },
    ],
    [
      'a forged or broken session cookie',
      () => true,
      () => ({
        headers: { Cookie: pick(COOKIES) },
      }),
    ],
    [
      'odd headers',
      () => true,
      (op) => {
        const { body, headers } = op.schema
          ? encode(op, baseBody(op))
          : { body: undefined, headers: {} };
        return { body, headers: { ...headers, ...pick(EXTRA_HEADERS) } };
      },
    ],
  ];

  function hasFields(/** @type {Operation} */ op) {
    return op.schema !== null && Object.keys(baseBody(op)).length > 0;
  }

  /** @returns {Record<string, any>} */
  function baseBody(/** @type {Operation} */ op) {
    const body = sample(op.schema);
    return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  }

  /** The body as the operation's documented type carries it. */
  function encode(/** @type {Operation} */ op, /** @type {Record<string, any>} */ body) {
    if (op.contentType?.startsWith('multipart/')) {
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) {
        form.append(
          key.toWellFormed(),
          typeof value === 'string' ? value.toWellFormed() : (JSON.stringify(value) ?? ''),
        );
      }
      return { body: form, headers: {} };
    }
    return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  }

  /**
   * One malformed request for the operation.
   * @param {Operation} op
   * @param {boolean} signedIn
   * @returns {FuzzRequest}
   */
  return function makeRequest(op, signedIn) {
    const applicable = MUTATIONS.filter(([, applies]) => applies(op));
    const [mutation, , make] = pick(applicable);
    const made = make(op);
    return {
      method: made.method ?? op.method,
      path: made.path ?? pathOf(op.route, undefined),
      headers: made.headers ?? {},
      body: made.body,
      mutation,
      signedIn,
    };
  };
}
