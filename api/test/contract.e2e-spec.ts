import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as contract from '@waybill/shared';
import {
  API_PREFIX,
  ERROR_SENTENCES,
  assignToRun,
  type Endpoint,
  type Envelope,
  type ErrorCode,
  type ErrorParams,
  createActivity,
  createInvoice,
  createPage,
  createReview,
  envelopeSchema,
  getPage,
  isErrorCode,
  listParcels,
  schemasOf,
  sendPasswordPin,
  signIn,
  trackParcel,
} from '@waybill/shared';
import { signInAdmin } from '../../test-kit/accounts.js';
import { createParcel } from '../../test-kit/parcels.js';
import { ADMIN, signedInAgent, staffClient, startTestApp, type TestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

// The contract (shared/src/endpoints.ts, shared/src/errors.ts) and the server, held together:
// the same routes, the same data shapes, and every error with a known code.

/** Every endpoint the contract exports, by its export name. */
const ENDPOINTS = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, Endpoint] => isEndpoint(entry[1]),
);

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.route === 'string' &&
    typeof candidate.path === 'function'
  );
}

/** Signing out ends the session the other calls use: those run last. */
const SIGN_OUTS = new Set(['signOut', 'signOutUser']);

const HTTP_METHODS = new Set(['get', 'post', 'patch', 'delete', 'put']);

/** GETs that need a query to answer 200 (the others answer without one). */
const QUERIES = {
  searchPlaces: { search: 'cai' },
  listSavedAddresses: { side: 'recipient', search: 'Ada' },
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let staff: ReturnType<typeof staffClient>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAgent(t);
  staff = staffClient(admin);
});
afterAll(() => t.close());

/** An error answer: its three lists line up, each code is known and writes its sentence. */
function expectCodedErrors(body: Envelope<unknown>) {
  expect(envelopeSchema.safeParse(body).success).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
  expect(body.error_codes).toHaveLength(body.errors.length);
  expect(body.error_params).toHaveLength(body.errors.length);
  body.error_codes.forEach((code, index) => {
    expect(isErrorCode(code)).toBe(true);
    const write = ERROR_SENTENCES[code] as (params: ErrorParams) => string;
    expect(write(body.error_params[index])).toBe(body.errors[index]);
  });
  expect(body.message).toBe(body.errors[0]);
}

describe('the routes', () => {
  it('are exactly the endpoints of the contract, each declared once', async () => {
    const document = await t.http().get(`${API_PREFIX}/docs-json`).expect(200);
    const paths = document.body.paths as Record<string, Record<string, unknown>>;
    const served = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => HTTP_METHODS.has(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const described = ENDPOINTS.map(([, endpoint]) => `${endpoint.method} ${endpoint.route}`);
    expect(new Set(described).size).toBe(described.length);
    expect(served.sort()).toEqual(described.sort());
    expect(described.every((call) => call.split(' ')[1].startsWith(`${API_PREFIX}/`))).toBe(true);
  });

  it('documents the envelope with every error code', async () => {
    const document = await t.http().get(`${API_PREFIX}/docs-json`).expect(200);
    const envelope = document.body.components.schemas.Envelope;
    expect(envelope.properties.error_codes.items.enum).toEqual(Object.keys(ERROR_SENTENCES));
    expect(envelope.required).toEqual(
      expect.arrayContaining(['status', 'errors', 'error_codes', 'error_params', 'message']),
    );
  });
});

describe('every envelope GET, as staff with real records', () => {
  it("answers 200 with data of the endpoint's schema and no errors", async () => {
    const parcel = await createParcel(staff, {
      tracking_code: 'WB-C1',
      recipient_name: 'Ada Obi',
      destination: 'Lagos',
    });
    const activity = await staff.data(
      createActivity,
      {
        body: {
          parcel_id: parcel.id,
          title: 'Picked up',
          description: 'At the hub',
          notify: false,
        },
      },
      201,
    );
    const page = await staff.data(
      createPage,
      { body: { title: 'Contract page', content: 'Hello' } },
      201,
    );
    await staff.data(createReview, { form: { name: 'Eve', review: 'Quick and careful' } }, 201);
    await staff.data(
      createInvoice,
      { body: { product: 'Express', tracking_code: parcel.tracking_code } },
      201,
    );
    await staff.data(sendPasswordPin, { body: { email: ADMIN.email } });
    // A webhook endpoint (written here: saving one through the API resolves its address).
    const [{ id: webhookId }] = await t.dataSource.query(
      `INSERT INTO webhook_endpoints (url, events, secret_sealed)
       VALUES ('https://hooks.example.com/in', '{parcel.created}', 'v1.x.y.z') RETURNING id`,
    );
    // A parcel import (its id is the member's own import's).
    const parcelImport = await staff.data(
      contract.uploadParcelImport,
      {
        form: {
          file: {
            name: 'contract.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from('reference,recipient_name,destination\r\nC-1,Ada,Lagos\r\n'),
          },
        },
      },
      201,
    );
    // A bulk action (its id is the action's own).
    const bulkAction = await staff.data(
      contract.runBulkAction,
      {
        body: {
          selection: { ids: [parcel.id] },
          action: 'fields',
          fields: { shipped_via: 'Road' },
        },
      },
      201,
    );
    const OWN_PARAMS: Record<string, Record<string, number>> = {
      listWebhookDeliveries: { id: webhookId },
      getBulkAction: { id: bulkAction.id },
      getParcelImport: { id: parcelImport.id },
    };
    // A courier's own calls are made by a courier, with the parcel on their run of the day.
    const courier = staffClient(await invitedMember(t, admin, 'courier', 'rider@example.com'));
    const [{ id: courierId }] = await t.dataSource.query(
      `SELECT id FROM admins WHERE email = 'rider@example.com'`,
    );
    const today = new Date().toISOString().slice(0, 10);
    await staff.data(assignToRun, {
      body: { courier_id: courierId, date: today, codes: [parcel.tracking_code] },
    });
    const OWN_QUERIES: Record<string, Record<string, unknown>> = {
      getRun: { courier_id: courierId, date: today },
      getMyRun: { date: today },
      scanCode: { date: today },
      listSavedViews: { screen: 'parcels' },
    };
    // Each route parameter names the record it is filled from.
    const values: Record<string, string | number> = {
      code: parcel.tracking_code,
      slug: page.slug,
      id: activity.id,
    };

    const gets = ENDPOINTS.filter(
      ([, endpoint]) => endpoint.method === 'GET' && endpoint.answer === undefined,
    ).sort(([a], [b]) => Number(SIGN_OUTS.has(a)) - Number(SIGN_OUTS.has(b)));
    expect(gets.length).toBeGreaterThan(10);
    for (const [name, endpoint] of gets) {
      const params = Object.fromEntries(
        [...endpoint.route.matchAll(/:(\w+)/g)].map(([, key]) => [
          key,
          OWN_PARAMS[name]?.[key] ?? values[key],
        ]),
      );
      const query = OWN_QUERIES[name] ?? QUERIES[name as keyof typeof QUERIES];
      const client = endpoint.access === 'courier.run' ? courier : staff;
      const answer = await client.call(endpoint, {
        params: params as never,
        query: query as never,
      });
      expect({ name, status: answer.status, errors: answer.body.errors }).toEqual({
        name,
        status: 200,
        errors: [],
      });
      expect(envelopeSchema.safeParse(answer.body).success).toBe(true);
      expect(answer.body.error_codes).toEqual([]);
      expect(answer.body.error_params).toEqual([]);
      const parsed = schemasOf(endpoint).data().safeParse(answer.body.data);
      expect({ name, issues: parsed.error?.issues ?? [] }).toEqual({ name, issues: [] });
    }
  });

  it('answers errors with a known code for each sentence, signed out or for unknown records', async () => {
    const visitor = staffClient(t.agent());
    const values = { code: 'NO-SUCH-CODE', slug: 'no-such-page', id: 2_000_000_000 };
    // PDFs too: their errors come in the envelope. The mail links' pages answer in HTML.
    const gets = ENDPOINTS.filter(
      ([name, endpoint]) =>
        endpoint.method === 'GET' && endpoint.answer !== 'html' && !SIGN_OUTS.has(name),
    );
    let errors = 0;
    for (const [, endpoint] of gets) {
      const params = Object.fromEntries(
        [...endpoint.route.matchAll(/:(\w+)/g)].map(([, key]) => [key, values[key as 'id']]),
      );
      for (const client of [visitor, staff]) {
        const answer = await client.call(endpoint, { params: params as never });
        if (answer.status < 400) continue;
        errors += 1;
        expectCodedErrors(answer.body as Envelope<unknown>);
      }
    }
    expect(errors).toBeGreaterThan(10);
  });
});

describe('representative failures and their codes', () => {
  // The GETs above ended with signing out.
  beforeAll(() => signInAdmin(staff, ADMIN));

  const codeOf = (body: Envelope<unknown>) => ({
    code: body.error_codes[0],
    params: body.error_params[0],
  });

  const FAILURES: Array<{
    name: string;
    status: number;
    code: ErrorCode;
    params?: ErrorParams;
    answer: () => Promise<{ status: number; body: unknown }>;
  }> = [
    {
      name: 'an unknown parcel',
      status: 404,
      code: 'parcel.not_found',
      answer: () => t.http().get(trackParcel.path({ code: 'NO-SUCH-CODE' })),
    },
    {
      name: 'an unknown page',
      status: 404,
      code: 'page.not_found',
      answer: () => t.http().get(getPage.path({ slug: 'no-such-page' })),
    },
    {
      name: 'a missing field',
      status: 400,
      code: 'field.required',
      params: { field: 'recipient_name' },
      answer: () =>
        admin
          .post(contract.createParcel.path({}))
          .send({ tracking_code: 'WB-C2', destination: 'Lagos' }),
    },
    {
      name: 'a body that is not JSON',
      status: 400,
      code: 'request.invalid_json',
      answer: () =>
        admin
          .post(contract.createParcel.path({}))
          .set('Content-Type', 'application/json')
          .send('{"tracking_code": '),
    },
    {
      name: 'a staff call signed out',
      status: 401,
      code: 'auth.signed_out',
      answer: () => t.http().get(listParcels.path({})),
    },
    {
      name: 'an unknown route',
      status: 404,
      code: 'route.not_found',
      params: { method: 'GET', path: `${API_PREFIX}/no-such-thing` },
      answer: () => t.http().get(`${API_PREFIX}/no-such-thing`),
    },
    {
      name: 'a NUL character in the address',
      status: 400,
      code: 'request.nul_in_address',
      answer: () => t.http().get(trackParcel.path({ code: 'WB\u0000' })),
    },
  ];

  it.each(FAILURES)('$name answers $status $code', async ({ status, code, params, answer }) => {
    const response = await answer();
    expect(response.status).toBe(status);
    const body = response.body as Envelope<unknown>;
    expectCodedErrors(body);
    expect(codeOf(body)).toEqual({ code, params: params ?? expect.any(Object) });
  });

  it('too many sign-in attempts answer 429 rate.too_many with the minutes to wait', async () => {
    const visitor = t.agent();
    let response = await visitor.post(signIn.path({}));
    for (let attempt = 0; attempt < 25 && response.status !== 429; attempt += 1) {
      response = await visitor
        .post(signIn.path({}))
        .field('email', 'nobody@example.com')
        .field('password', 'wrong-password');
    }
    expect(response.status).toBe(429);
    expectCodedErrors(response.body);
    expect(response.body.error_codes).toEqual(['rate.too_many']);
    expect(response.body.error_params).toEqual([{ minutes: expect.any(Number) }]);
    expect(response.body.error_params[0].minutes).toBeGreaterThanOrEqual(1);
  });
});
