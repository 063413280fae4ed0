import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { HOSTILE_SEGMENTS, HOSTILE_VALUES } from '../../test-kit/hostile-values.mjs';
import { signedInAgent, startTestApp, type TestApp } from './harness.js';
import {
  createActivity,
  createInvoice,
  createPage,
  createParcel,
  createReview,
  deletePage,
  deleteParcel,
  getActivity,
  getInvoicePdf,
  getPage,
  getParcelHistory,
  getParcelLabel,
  listParcels,
  searchPlaces,
  sendContactMessage,
  sendEmail,
  signIn,
  trackParcel,
  updateActivity,
  updatePage,
  updateParcel,
  updateSettings,
} from '@waybill/shared';

// What a stranger or a fuzzer sends gets a 4xx envelope, never a 500, and writes nothing.

/** A route with its parameter written as given, not encoded: the malformed text is the point. */
const raw = (route: string, segment: string) => route.replace(/:\w+/, segment);

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAgent(t);
  await admin
    .post(createParcel.path({}))
    .send({ tracking_code: 'WB-3001', recipient_name: 'Ada Obi', destination: 'Lagos' })
    .expect(201);
});
afterAll(() => t.close());

function expectEnvelope(response: { status: number; body: Record<string, unknown> }, status = 400) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ status, data: null });
  expect((response.body.errors as string[]).length).toBeGreaterThan(0);
}

async function count(table: string): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`);
  return row.count;
}

describe('a NUL character', () => {
  const addresses = [
    trackParcel.path({ code: '\u0000' }),
    trackParcel.path({ code: 'WB\u00003001' }),
    getParcelHistory.path({ code: 'a\u0000b' }),
    getPage.path({ slug: '\u0000' }),
    getParcelLabel.path({ code: '\u0000' }),
    listParcels.path({}, { search: '\u0000' }),
    listParcels.path({}, { search: 'WB\u0000' }),
  ];

  it.each(addresses)('in the address %s is refused, for visitors and staff', async (address) => {
    for (const client of [t.http(), admin]) {
      const response = await client.get(address);
      expectEnvelope(response);
      expect(response.body.errors).toEqual(['The address must not contain a NUL character']);
    }
  });

  it('in a JSON text is refused by the contract, naming the field, and nothing is written', async () => {
    const parcels = await count('parcels');
    const parcel = await admin
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB\u00003002', recipient_name: 'Ada', destination: 'Lagos' })
      .expect(400);
    expect(parcel.body.errors).toEqual(['tracking_code must not contain a NUL character']);
    expect(await count('parcels')).toBe(parcels);

    const [{ id, title }] = await t.dataSource.query(`SELECT id, title FROM pages LIMIT 1`);
    const page = await admin
      .patch(updatePage.path({}))
      .send({ id, title: 'About\u0000us' })
      .expect(400);
    expect(page.body.errors).toEqual(['title must not contain a NUL character']);
    const [after] = await t.dataSource.query(`SELECT title FROM pages WHERE id = $1`, [id]);
    expect(after.title).toBe(title);

    const reviews = await count('reviews');
    const review = await admin
      .post(createReview.path({}))
      .send({ name: 'Eve', review: 'Great\u0000service' })
      .expect(400);
    expect(review.body.errors).toEqual(['review must not contain a NUL character']);
    const multipart = await admin
      .post(createReview.path({}))
      .field('name', 'Eve\u0000')
      .field('review', 'Great service')
      .expect(400);
    expect(multipart.body.errors).toEqual(['name must not contain a NUL character']);
    expect(await count('reviews')).toBe(reviews);
  });

  it('in a field name or a nested value is refused too', async () => {
    const nested = await admin
      .patch(updateSettings.path({}))
      .send({ chat_code: ['ok', { deep: 'x\u0000' }] })
      .expect(400);
    expect(nested.body.errors).toEqual(['chat_code.1.deep must not contain a NUL character']);
    const named = await admin
      .patch(updateSettings.path({}))
      .send({ 'company\u0000name': 'Eve' })
      .expect(400);
    expect(named.body.errors).toEqual(['a field name must not contain a NUL character']);
  });
});

describe('a JSON body nested 100,000 levels deep', () => {
  // The NUL check walked bodies recursively: this overflowed the stack and answered 500.
  const depth = 100_000;
  const nested = (field: string) =>
    `{"${field}":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}}`;

  it('is a 400 naming the field, signed in and out, and nothing is written', async () => {
    const parcels = await count('parcels');
    const staff = await admin
      .post(createParcel.path({}))
      .set('Content-Type', 'application/json')
      .send(nested('tracking_code'));
    expectEnvelope(staff);
    expect(staff.body.error_codes).toEqual(['field.nul']);
    expect(staff.body.errors[0]).toMatch(/^tracking_code\.0\.0\.0\..* must not contain a NUL/);
    expect(await count('parcels')).toBe(parcels);

    const visitor = await t
      .http()
      .post(sendContactMessage.path({}))
      .set('Content-Type', 'application/json')
      .send(`{"name":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`);
    expectEnvelope(visitor);
    expect(visitor.body.error_codes).not.toContain('server.internal');
  });
});

describe('ids beyond the database integer', () => {
  it('in a path or a body are refused as ids, not sent to the database', async () => {
    const path = await admin.get(getActivity.path({ id: '99999999999999999999999999' }));
    expectEnvelope(path);
    expect(path.body.errors).toEqual(['id must be at most 2147483647']);
    expectEnvelope(await admin.get(getActivity.path({ id: '-1' })));
    expectEnvelope(await admin.get(getActivity.path({ id: '1.5' })));
    expectEnvelope(await admin.get(getInvoicePdf.path({ id: '2147483648' })));
    const body = await admin
      .patch(updateParcel.path({}))
      .send({ id: 2147483648, status: 'x' })
      .expect(400);
    expect(body.body.errors).toEqual(['id must be at most 2147483647']);
    expectEnvelope(await admin.delete(deletePage.path({})).send({ id: 1e30 }));
    expectEnvelope(
      await admin.post(createActivity.path({})).send({
        parcel_id: '99999999999',
        title: 'x',
        description: 'y',
      }),
    );
  });
});

describe('a malformed multipart sign-in', () => {
  const signin = () => t.http().post(signIn.path({}));
  const part = (name: string, value: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it('without a boundary is a 400', async () => {
    const response = await signin()
      .set('Content-Type', 'multipart/form-data')
      .send(`${part('email', 'a@b.c')}--b--\r\n`);
    expectEnvelope(response);
    expect(response.body.errors).toEqual([
      'The form could not be read: send a complete multipart form',
    ]);
  });

  it('cut short is a 400', async () => {
    const response = await signin()
      .set('Content-Type', 'multipart/form-data; boundary=b')
      .send(
        `${part('email', 'a@b.c')}--b\r\nContent-Disposition: form-data; name="password"\r\n\r\nse`,
      );
    expectEnvelope(response);
  });

  it('with a file part is a 400', async () => {
    const response = await signin()
      .field('email', 'boss@example.com')
      .field('password', 'whatever-password')
      .attach('avatar', Buffer.from('GIF89a'), 'a.gif');
    expectEnvelope(response);
    expect(response.body.errors).toEqual(['This form takes no files']);
  });

  it('with an oversized field is a 413', async () => {
    const response = await signin()
      .field('email', 'boss@example.com')
      .field('password', 'p'.repeat(10_000));
    expectEnvelope(response, 413);
    expect(response.body.errors).toEqual(['password is too long']);
  });

  it('with too many fields is a 400', async () => {
    let request = signin();
    for (let i = 0; i < 12; i += 1) request = request.field(`f${i}`, 'x');
    expectEnvelope(await request);
  });
});

describe('a small fuzzer over the admin and visitor calls', () => {
  // Values that have broken parsers and databases before: each one in each field of each call.
  const CALLS: Array<{ method: 'post' | 'patch' | 'delete'; path: string; body: object }> = [
    {
      method: 'post',
      path: createParcel.path({}),
      body: { tracking_code: 'WB-F', recipient_name: 'A', destination: 'B' },
    },
    {
      method: 'patch',
      path: updateParcel.path({}),
      body: { id: 1, status: 'x', map_zoom: 3, map_current_latitude: 1, show_map: 'yes' },
    },
    { method: 'delete', path: deleteParcel.path({}), body: { id: 999 } },
    {
      method: 'post',
      path: createActivity.path({}),
      body: { parcel_id: 1, title: 't', description: 'd', icon: 'verified', color: 'red' },
    },
    { method: 'patch', path: updateActivity.path({}), body: { id: 1, title: 't' } },
    {
      method: 'post',
      path: createPage.path({}),
      body: { title: 't', content: 'c', icon: 'people' },
    },
    { method: 'patch', path: updatePage.path({}), body: { id: 1, title: 't', slug: 'about-us' } },
    {
      method: 'patch',
      path: updateSettings.path({}),
      body: { contact_email: 'a@b.c', mail_driver: 'outbox', notify_recipients: true },
    },
    { method: 'post', path: createInvoice.path({}), body: { product: 'p' } },
    {
      method: 'post',
      path: sendEmail.path({}),
      body: { reply_to: 'a@b.c', subject: 's', body: 'b' },
    },
  ];

  it('never answers 5xx', async () => {
    const failures: string[] = [];
    for (const call of CALLS) {
      for (const field of Object.keys(call.body)) {
        for (const value of HOSTILE_VALUES) {
          const response = await admin[call.method](call.path).send({
            ...call.body,
            [field]: value,
          });
          if (response.status >= 500 || typeof response.body?.status !== 'number') {
            failures.push(`${call.method} ${call.path} ${field}=${JSON.stringify(value)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('never answers 5xx to hostile addresses', async () => {
    const failures: string[] = [];
    for (const segment of HOSTILE_SEGMENTS) {
      for (const address of [
        raw(trackParcel.route, segment),
        `${raw(getParcelHistory.route, segment)}?page=2`,
        raw(getParcelLabel.route, segment),
        raw(getPage.route, segment),
        raw(getActivity.route, segment),
        `${listParcels.route}?search=${segment}&page=${segment}`,
        `${searchPlaces.route}?search=${segment}&limit=${segment}`,
        raw(getInvoicePdf.route, segment),
      ]) {
        for (const client of [t.http(), admin]) {
          const response = await client.get(address);
          if (response.status >= 500) failures.push(`${response.status} GET ${address}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
