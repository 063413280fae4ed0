import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type ParcelCreatePayload,
  PUBLIC_PARCEL_HIDDEN_FIELDS,
  createActivity,
  createParcel as createParcelEndpoint,
  deleteActivity,
  deleteParcel,
  getActivity,
  getParcelHistory,
  listParcels,
  trackParcel,
  updateActivity,
  updateParcel,
  uploadParcelImage,
} from '@waybill/shared';
import { SESSION_COOKIE } from '../src/core/session/session.constants.js';
import { isGeneratedTrackingCode } from '../src/parcels/tracking-code.js';
import {
  SEARCHED_FIELDS,
  type SearchedField,
  parcelSearchText,
} from '../src/parcels/parcel-search.js';
import { PARCEL_MATCHES_COUNTED } from '../src/parcels/parcels.service.js';
import { createParcel as createStaffParcel } from '../../test-kit/parcels.js';
import sharp from 'sharp';
import { tinyPng } from '../../test-kit/pictures.js';
import { staffClient, type TestApp, type StaffAgent, useStaffApp } from './harness.js';

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

const NEW_PARCEL: ParcelCreatePayload = {
  tracking_code: 'WB-1001',
  recipient_name: 'Ada Obi',
  destination: 'Lagos',
};

const createParcel = (fields: Partial<ParcelCreatePayload> = {}) =>
  createStaffParcel(staffClient(admin), { ...NEW_PARCEL, ...fields });

/** Waits for the worker to write the predictions a change queued (they change the answer). */
const predictionsWritten = () =>
  expect
    .poll(async () => {
      const [{ waiting }] = await t.dataSource.query(
        `SELECT count(*)::int AS waiting FROM jobs
         WHERE name = 'predictions.parcel' AND state IN ('queued', 'running')`,
      );
      return waiting;
    })
    .toBe(0);

/** Every searched field null but those given, as parcelSearchText takes them. */
const searchedFields = (given: Partial<Record<SearchedField, string>>) =>
  Object.fromEntries(SEARCHED_FIELDS.map((field) => [field, given[field] ?? null])) as Record<
    SearchedField,
    string | null
  >;

const fullEdit = (id: number) => ({
  id,
  tracking_code: 'WB-1001',
  recipient_name: 'Ada Obi',
  destination: 'Lagos',
  recipient_email: 'ada@example.com',
  recipient_phone_number: '+234 800 000 0000',
  current_location: 'Accra hub',
  status: 'In transit',
  weight: '2.5 kg',
  shipped_via: 'Air freight',
  sender_name: 'Kofi Mensah',
  sender_email: 'kofi@example.com',
  pickup_location: 'Kumasi',
  parcel_content: 'Documents',
  declared_value: 'USD 300',
  min_expected_delivery_date: '2026-12-01',
  max_expected_delivery_date: '2026-12-04',
});

describe('creating parcels', () => {
  it('creates a parcel with empty history, its map shown since the gazetteer places Lagos', async () => {
    const response = await admin.post(createParcelEndpoint.path({})).send(NEW_PARCEL).expect(201);
    expect(response.body.message).toBe('Parcel created');
    expect(response.body.data).toMatchObject({
      ...NEW_PARCEL,
      status: null,
      show_map: 'yes',
      image: null,
      history: { data: [], current_page: 1, last_page: 1, next_page_url: null },
    });
  });

  it('names the missing required fields and writes nothing', async () => {
    const response = await admin
      .post(createParcelEndpoint.path({}))
      .send({ tracking_code: 'WB-1' })
      .expect(400);
    expect(response.body.errors).toEqual(['recipient_name is required', 'destination is required']);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM parcels');
    expect(count).toBe(0);
  });

  it('refuses text over 300 characters', async () => {
    const response = await admin
      .post(createParcelEndpoint.path({}))
      .send({ ...NEW_PARCEL, destination: 'x'.repeat(301) })
      .expect(400);
    expect(response.body.errors).toEqual(['destination must be at most 300 characters']);
  });

  it('makes a random, readable, checked code when tracking_code is left empty or out', async () => {
    const made = [];
    for (const body of [
      { recipient_name: 'Ada Obi', destination: 'Lagos', tracking_code: '' },
      { recipient_name: 'Ada Obi', destination: 'Lagos', tracking_code: '   ' },
      { recipient_name: 'Ada Obi', destination: 'Lagos' },
    ]) {
      const response = await admin.post(createParcelEndpoint.path({})).send(body).expect(201);
      const code: string = response.body.data.tracking_code;
      expect(code).toMatch(/^WB[0-9A-HJKMNP-TV-Z]{11}$/);
      expect(isGeneratedTrackingCode(code)).toBe(true);
      expect(response.body.data.history.next_page_url).toBeNull();
      made.push(code);
    }
    expect(new Set(made).size).toBe(3);
    // A visitor finds the parcel by the code made, in any letter case.
    const tracked = await t
      .http()
      .get(trackParcel.path({ code: made[0].toLowerCase() }))
      .expect(200);
    expect(tracked.body.data.tracking_code).toBe(made[0]);
  });

  it('refuses a tracking code already in use, in any letter case', async () => {
    await createParcel();
    const response = await admin
      .post(createParcelEndpoint.path({}))
      .send({ ...NEW_PARCEL, tracking_code: 'wb-1001' })
      .expect(409);
    expect(response.body.errors).toEqual([
      'tracking_code "wb-1001" is already used by another parcel',
    ]);
  });
});

describe('tracking a parcel', () => {
  it('shows a visitor the parcel without the private fields, by code in any case', async () => {
    const { id } = await createParcel();
    await admin.patch(updateParcel.path({})).send(fullEdit(id)).expect(200);
    const response = await t
      .http()
      .get(trackParcel.path({ code: 'wb-1001' }))
      .expect(200);
    const parcel = response.body.data;
    expect(parcel).toMatchObject({
      tracking_code: 'WB-1001',
      status: 'In transit',
      pickup_location: 'Kumasi',
      max_expected_delivery_date: '2026-12-04',
    });
    for (const field of PUBLIC_PARCEL_HIDDEN_FIELDS) expect(parcel).not.toHaveProperty(field);
    expect(JSON.stringify(response.body)).not.toMatch(/ada@example\.com|USD 300|\+234/);
  });

  it('gives a signed-in admin every field', async () => {
    const { id } = await createParcel();
    await admin.patch(updateParcel.path({})).send(fullEdit(id)).expect(200);
    const response = await admin.get(trackParcel.path({ code: 'WB-1001' })).expect(200);
    expect(response.body.data).toMatchObject({
      recipient_email: 'ada@example.com',
      // Stored in E.164 (docs/product.md §5.1a).
      recipient_phone_number: '+2348000000000',
      sender_email: 'kofi@example.com',
      declared_value: 'USD 300',
    });
  });

  it('lets browsers revalidate with an ETag, and a change by staff shows at once', async () => {
    const { id } = await createParcel();
    await predictionsWritten();
    const first = await t
      .http()
      .get(trackParcel.path({ code: 'WB-1001' }))
      .expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['vary']).toMatch(/Cookie/);
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    await t
      .http()
      .get(trackParcel.path({ code: 'WB-1001' }))
      .set('If-None-Match', etag)
      .expect(304);
    await admin
      .patch(updateParcel.path({}))
      .send({ ...fullEdit(id), status: 'Delivered' })
      .expect(200);
    const changed = await t
      .http()
      .get(trackParcel.path({ code: 'WB-1001' }))
      .set('If-None-Match', etag)
      .expect(200);
    expect(changed.body.data.status).toBe('Delivered');
    const adminView = await admin.get(trackParcel.path({ code: 'WB-1001' })).expect(200);
    expect(adminView.headers['cache-control']).toBe('private, no-store');
  });

  it('gives a visitor without a session cookie the same answer and headers as the controller', async () => {
    const { id } = await createParcel();
    await admin.patch(updateParcel.path({})).send(fullEdit(id)).expect(200);
    // The edit queues a fresh prediction; both answers must be read after it is written.
    await predictionsWritten();
    // No cookie: the visitor route in front of the framework answers. A stale session cookie:
    // the request goes the whole way through ParcelsController, still as a visitor.
    const fast = await t
      .http()
      .get(trackParcel.path({ code: 'WB-1001' }))
      .set('X-Request-Id', 'fast-1')
      .expect(200);
    const full = await t
      .http()
      .get(trackParcel.path({ code: 'WB-1001' }))
      .set('Cookie', `${SESSION_COOKIE}=s%3Aexpired.signature`)
      .set('X-Request-Id', 'full-1')
      .expect(200);
    expect(fast.text).toBe(full.text);
    expect(fast.headers['x-request-id']).toBe('fast-1');
    expect(full.headers['x-request-id']).toBe('full-1');
    const ignored = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
    const headersOf = (response: { headers: Record<string, string> }) =>
      Object.fromEntries(Object.entries(response.headers).filter(([name]) => !ignored.has(name)));
    expect(headersOf(fast)).toEqual(headersOf(full));
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fast.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown code with 404 "No Data Found"', async () => {
    const response = await t
      .http()
      .get(trackParcel.path({ code: 'NOPE-1' }))
      .expect(404);
    expect(response.body.errors).toEqual(['No Data Found']);
  });

  it('stops a visitor who keeps guessing codes, even for a real one, but not the admin', async () => {
    await createParcel();
    for (let i = 0; i < 30; i += 1)
      await t
        .http()
        .get(trackParcel.path({ code: `GUESS-${i}` }))
        .expect(404);
    const blocked = await t
      .http()
      .get(trackParcel.path({ code: 'WB-1001' }))
      .expect(429);
    expect(blocked.body.errors[0]).toMatch(/^Too many attempts/);
    await admin.get(trackParcel.path({ code: 'WB-1001' })).expect(200);
  });

  it('pages the history newest first, 10 at a time, through next_page_url', async () => {
    const { id } = await createParcel();
    for (let i = 1; i <= 12; i += 1) {
      await admin
        .post(createActivity.path({}))
        .send({ title: `Step ${i}`, description: `Event ${i}`, parcel_id: id })
        .expect(201);
    }
    const first = (
      await t
        .http()
        .get(trackParcel.path({ code: 'WB-1001' }))
        .expect(200)
    ).body.data.history;
    expect(first.data.map((entry: { title: string }) => entry.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Step ${12 - i}`),
    );
    expect(first).toMatchObject({
      current_page: 1,
      last_page: 2,
      next_page_url: getParcelHistory.path({ code: 'WB-1001' }, { page: 2 }),
    });
    const second = (await t.http().get(first.next_page_url).expect(200)).body.data;
    expect(second.data.map((entry: { title: string }) => entry.title)).toEqual([
      'Step 2',
      'Step 1',
    ]);
    expect(second.next_page_url).toBeNull();
  });
});

describe('the admin list', () => {
  it('lists parcels newest first, 20 a page, with a link to the next page', async () => {
    for (let i = 1; i <= 22; i += 1) await createParcel({ tracking_code: `WB-${1000 + i}` });
    const first = (await admin.get(listParcels.path({})).expect(200)).body.data;
    expect(first.data).toHaveLength(20);
    expect(first.data[0].tracking_code).toBe('WB-1022');
    expect(first).toMatchObject({
      current_page: 1,
      last_page: 2,
      next_page_url: listParcels.path({}, { page: 2 }),
    });
    expect(first.data[0]).not.toHaveProperty('history');
    const second = (await admin.get(first.next_page_url).expect(200)).body.data;
    expect(second.data.map((parcel: { tracking_code: string }) => parcel.tracking_code)).toEqual([
      'WB-1002',
      'WB-1001',
    ]);
  });

  it('finds codes by their start and names, destination and status by any part, punctuation and wildcards ignored', async () => {
    await createParcel({ tracking_code: 'WB-1', recipient_name: 'Ada Obi', destination: 'Lagos' });
    await createParcel({ tracking_code: 'WB-2', recipient_name: 'Kofi', destination: 'Accra' });
    await createParcel({ tracking_code: 'WB_3', recipient_name: 'Zed', destination: '100% Road' });
    await createParcel({ tracking_code: 'XWB-4', recipient_name: 'Yaw', destination: 'Kumasi' });
    const find = async (search: string) =>
      (await admin.get(listParcels.path({})).query({ search }).expect(200)).body.data.data.map(
        (parcel: { tracking_code: string }) => parcel.tracking_code,
      );
    expect(await find('ada')).toEqual(['WB-1']);
    expect(await find('ACCRA')).toEqual(['WB-2']);
    expect(await find('agos')).toEqual(['WB-1']);
    expect(await find('wb')).toEqual(['WB_3', 'WB-2', 'WB-1']);
    expect(await find('wb-2')).toEqual(['WB-2']);
    expect(await find('WB_')).toEqual(['WB_3']);
    expect(await find('0% Ro')).toEqual(['WB_3']);
    expect(await find('%')).toEqual([]);
    expect(await find('nothing like it')).toEqual([]);
  });

  it('finds names without accents or with another apostrophe, e-mails, places and phones written another way', async () => {
    await createStaffParcel(staffClient(admin), {
      tracking_code: 'F-1',
      recipient_name: 'María González',
      recipient_email: 'Maria.G@example.com',
      recipient_phone_number: '+234 803 123 4567',
      destination: 'Abuja',
    });
    await createStaffParcel(staffClient(admin), {
      tracking_code: 'F-2',
      recipient_name: "Seán O'Brien",
      sender_email: 'shop@obrien.example',
      pickup_location: 'Ikeja depot',
      destination: 'Accra',
    });
    await createStaffParcel(staffClient(admin), {
      tracking_code: 'F-3',
      recipient_name: 'Kofi Mensah',
      recipient_phone_number: '0803 765 4321',
      recipient_country: 'NG',
      destination: 'Abuja',
    });
    const find = async (search: string) =>
      (await admin.get(listParcels.path({})).query({ search }).expect(200)).body.data.data.map(
        (parcel: { tracking_code: string }) => parcel.tracking_code,
      );
    expect(await find('gonzalez')).toEqual(['F-1']);
    expect(await find('GONZÁLEZ')).toEqual(['F-1']);
    expect(await find('maria gonzalez')).toEqual(['F-1']);
    expect(await find('O’Brien')).toEqual(['F-2']);
    expect(await find('obrien')).toEqual(['F-2']);
    expect(await find('maria.g@EXAMPLE.com')).toEqual(['F-1']);
    expect(await find('ikeja')).toEqual(['F-2']);
    expect(await find('0803-123-4567')).toEqual(['F-1']);
    expect(await find('(803) 123 4567')).toEqual(['F-1']);
    expect(await find('+234 803 765 4321')).toEqual(['F-3']);
    expect(await find('0803 123 4568')).toEqual([]);
    // What an attacker might type is text like any other.
    expect(await find("'; DROP TABLE parcels; --")).toEqual([]);
    expect(await find('%_\\'.repeat(75))).toEqual([]);
    expect(await find('+'.repeat(150) + '1'.repeat(150))).toEqual([]);
  });

  it('finds a parcel by what an edit or an update wrote, and no longer by what it replaced', async () => {
    const { id } = await createParcel({ tracking_code: 'E-1', recipient_name: 'María González' });
    await admin
      .patch(updateParcel.path({}))
      .send({ id, recipient_name: 'Zoë Ndlovu', current_location: 'Łódź hub' })
      .expect(200);
    const codes = async (search: string) =>
      (await admin.get(listParcels.path({}, { search })).expect(200)).body.data.data.length;
    expect(await codes('gonzalez')).toBe(0);
    expect(await codes('zoe')).toBe(1);
    expect(await codes('lodz')).toBe(1);
  });

  it('says on the first page how many parcels match', async () => {
    for (let i = 1; i <= 23; i += 1) await createParcel({ tracking_code: `M-${i}` });
    await createParcel({ tracking_code: 'OTHER-1' });
    const first = (await admin.get(listParcels.path({}, { search: 'm-' })).expect(200)).body.data;
    expect(first.matches).toEqual({ count: 23, more: false });
    const second = (await admin.get(first.next_page_url).expect(200)).body.data;
    expect(second).not.toHaveProperty('matches');
    const all = (await admin.get(listParcels.path({})).expect(200)).body.data;
    expect(all.matches).toEqual({ count: 24, more: false });
  });

  it('counts the matches no further than it says, and says when more match', async () => {
    // Written straight to the table: a hundred parcels through the API would be slow here.
    const insertMatching = (from: number, to: number) =>
      t.dataSource.query(
        `INSERT INTO parcels (tracking_code, recipient_name, destination, search_text)
         SELECT 'MANY-' || n, 'Ngozi Eze', 'Enugu', $1 FROM generate_series($2::int, $3::int) AS n`,
        [
          parcelSearchText(searchedFields({ recipient_name: 'Ngozi Eze', destination: 'Enugu' })),
          from,
          to,
        ],
      );
    await createParcel({ tracking_code: 'OTHER-1' });
    await insertMatching(1, PARCEL_MATCHES_COUNTED);
    const matches = async () =>
      (await admin.get(listParcels.path({}, { search: 'ngozi eze' })).expect(200)).body.data;
    const all = await matches();
    expect(all.data).toHaveLength(20);
    expect(all.matches).toEqual({ count: PARCEL_MATCHES_COUNTED, more: false });
    await insertMatching(PARCEL_MATCHES_COUNTED + 1, PARCEL_MATCHES_COUNTED + 1);
    expect((await matches()).matches).toEqual({ count: PARCEL_MATCHES_COUNTED, more: true });
    const everything = (await admin.get(listParcels.path({})).expect(200)).body.data;
    expect(everything.matches).toEqual({ count: PARCEL_MATCHES_COUNTED, more: true });
  });

  it('keeps the search in the next page link', async () => {
    for (let i = 1; i <= 21; i += 1) await createParcel({ tracking_code: `LAG-${i}` });
    const first = (await admin.get(listParcels.path({}, { search: 'lag' })).expect(200)).body.data;
    expect(first.next_page_url).toBe(listParcels.path({}, { page: 2, search: 'lag' }));
  });
});

describe('the admin list: filters and sorts', () => {
  const codesOf = (body: { data: { data: { tracking_code: string }[] } }) =>
    body.data.data.map((parcel) => parcel.tracking_code);
  const list = async (query: Record<string, string>) =>
    codesOf((await admin.get(listParcels.path({}, query)).expect(200)).body);

  it('filters by status (exactly as written) and by late (due before today, not delivered)', async () => {
    const edit = async (code: string, fields: object) => {
      const { id } = await createParcel({ tracking_code: code });
      await admin
        .patch(updateParcel.path({}))
        .send({ id, ...fields })
        .expect(200);
    };
    await edit('A-1', { status: 'In transit', max_expected_delivery_date: '2020-02-01' });
    await edit('A-2', { status: 'In transit', max_expected_delivery_date: '2099-02-01' });
    await edit('A-3', { status: 'DELIVERED', max_expected_delivery_date: '2020-02-01' });
    await edit('A-4', { status: 'In transit again' });
    await edit('A-5', { max_expected_delivery_date: '2020-02-01' });

    expect(await list({ status: 'In transit' })).toEqual(['A-2', 'A-1']);
    expect(await list({ status: 'in transit' })).toEqual([]);
    expect(await list({ late: 'true' })).toEqual(['A-5', 'A-1']);
    expect(await list({ late: 'false' })).toEqual(['A-5', 'A-4', 'A-3', 'A-2', 'A-1']);
    expect(await list({ late: 'true', status: 'In transit' })).toEqual(['A-1']);
    expect(await list({ late: 'true', search: 'a-5' })).toEqual(['A-5']);
  });

  it('sorts by created and by updated, newest or oldest first', async () => {
    const first = await createParcel({ tracking_code: 'S-1' });
    await createParcel({ tracking_code: 'S-2' });
    await createParcel({ tracking_code: 'S-3' });
    // The oldest parcel changes last.
    await admin.patch(updateParcel.path({})).send({ id: first.id, status: 'Held' }).expect(200);

    expect(await list({})).toEqual(['S-3', 'S-2', 'S-1']);
    expect(await list({ sort: 'created_desc' })).toEqual(['S-3', 'S-2', 'S-1']);
    expect(await list({ sort: 'created_asc' })).toEqual(['S-1', 'S-2', 'S-3']);
    expect(await list({ sort: 'updated_desc' })).toEqual(['S-1', 'S-3', 'S-2']);
    expect(await list({ sort: 'updated_asc' })).toEqual(['S-2', 'S-3', 'S-1']);
  });

  it('keeps the filters and the sort in the next page link', async () => {
    for (let i = 1; i <= 21; i += 1) {
      const { id } = await createParcel({ tracking_code: `LATE-${i}` });
      await admin
        .patch(updateParcel.path({}))
        .send({ id, status: 'Held', max_expected_delivery_date: '2020-01-01' })
        .expect(200);
    }
    const query = { search: 'late', status: 'Held', late: 'true', sort: 'created_asc' } as const;
    const first = (await admin.get(listParcels.path({}, query)).expect(200)).body.data;
    expect(first.data[0].tracking_code).toBe('LATE-1');
    expect(first.next_page_url).toBe(listParcels.path({}, { page: 2, ...query }));
    const second = (await admin.get(first.next_page_url).expect(200)).body.data;
    expect(codesOf({ data: second })).toEqual(['LATE-21']);
  });

  it('filters by days of creation from and to, both kept', async () => {
    await createParcel({ tracking_code: 'D-1' });
    expect(await list({ created_from: '2000-01-01', created_to: '2099-12-31' })).toEqual(['D-1']);
    expect(await list({ created_from: '2000-01-01' })).toEqual(['D-1']);
    expect(await list({ created_to: '2099-12-31' })).toEqual(['D-1']);
    expect(await list({ created_from: '2099-01-01' })).toEqual([]);
    expect(await list({ created_to: '2000-01-01' })).toEqual([]);
    const today = (await admin.get(listParcels.path({})).expect(200)).body.data.data[0].created_at;
    const day = String(today).slice(0, 10);
    // A day in UTC is within a day of the company's: the range of the day before to the day after holds it.
    const shift = (days: number) =>
      new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await list({ created_from: shift(-1), created_to: shift(1) })).toEqual(['D-1']);
  });

  it('refuses a bad filter or sort with a 400 naming it', async () => {
    const refused = async (query: Record<string, string>) =>
      (await admin.get(listParcels.path({}, query)).expect(400)).body.errors;
    expect(await refused({ sort: 'sideways' })).toEqual([
      'sort must be one of: created_desc, created_asc, updated_desc, updated_asc',
    ]);
    expect(await refused({ late: 'yes' })).toEqual(['late must be one of: true, false']);
    for (const created_on of ['2026-13-45', '0000-01-01', 'today']) {
      expect(await refused({ created_on })).toEqual(['created_on must be a date (YYYY-MM-DD)']);
      expect(await refused({ created_from: created_on })).toEqual([
        'created_from must be a date (YYYY-MM-DD)',
      ]);
      expect(await refused({ created_to: created_on })).toEqual([
        'created_to must be a date (YYYY-MM-DD)',
      ]);
    }
    const reversed = await admin
      .get(listParcels.path({}, { created_from: '2026-03-02', created_to: '2026-03-01' }))
      .expect(400);
    expect(reversed.body.errors).toEqual(['created_to must not be before created_from']);
    expect(reversed.body.error_codes).toEqual(['parcel.date_order']);
    expect(await refused({ search: 'x'.repeat(301) })).toEqual([
      'search must be at most 300 characters',
    ]);
    expect(await refused({ status: 'x'.repeat(301) })).toEqual([
      'status must be at most 300 characters',
    ]);
    // Repeated parameters arrive as a list: refused, never a 500.
    const twice = await admin.get(`${listParcels.path({})}?sort=created_asc&sort=updated_asc`);
    expect(twice.status).toBe(400);
    const statusTwice = await admin.get(`${listParcels.path({})}?status=a&status=b`);
    expect(statusTwice.status).toBe(400);
  });
});

describe('editing a parcel', () => {
  it('saves the whole edit form and clears optional fields sent empty; leaves out-of-body ones alone', async () => {
    const { id } = await createParcel();
    await admin.patch(updateParcel.path({})).send(fullEdit(id)).expect(200);
    const cleared = await admin
      .patch(updateParcel.path({}))
      .send({ ...fullEdit(id), status: '', weight: '', max_expected_delivery_date: '' })
      .expect(200);
    expect(cleared.body.data).toMatchObject({
      status: null,
      weight: null,
      max_expected_delivery_date: null,
      pickup_location: 'Kumasi',
    });
    const { sender_name: _left, ...withoutSender } = fullEdit(id);
    const leftOut = await admin.patch(updateParcel.path({})).send(withoutSender).expect(200);
    expect(leftOut.body.data).toMatchObject({
      sender_name: 'Kofi Mensah',
      pickup_location: 'Kumasi',
    });
  });

  it('refuses a bad e-mail, a bad date and a taken code, changing nothing', async () => {
    const { id } = await createParcel();
    await createParcel({ tracking_code: 'WB-TAKEN' });
    const bad = await admin
      .patch(updateParcel.path({}))
      .send({ ...fullEdit(id), recipient_email: 'nope', min_expected_delivery_date: '2026-13-45' })
      .expect(400);
    expect(bad.body.errors).toEqual([
      'recipient_email must be a valid e-mail address',
      'min_expected_delivery_date must be a date (YYYY-MM-DD)',
    ]);
    await admin
      .patch(updateParcel.path({}))
      .send({ ...fullEdit(id), tracking_code: 'WB-TAKEN' })
      .expect(409);
    const parcel = (await admin.get(trackParcel.path({ code: 'WB-1001' })).expect(200)).body.data;
    expect(parcel.recipient_email).toBeNull();
  });

  it('saves the map form alone, from form strings', async () => {
    const { id } = await createParcel();
    await admin.patch(updateParcel.path({})).send(fullEdit(id)).expect(200);
    const response = await admin
      .patch(updateParcel.path({}))
      .send({
        id,
        show_map: 'yes',
        map_zoom: '7',
        map_current_latitude: '5.6037',
        map_current_longitude: '-0.187',
        map_destination_latitude: '6.5244',
        map_destination_longitude: '3.3792',
        map_pickup_latitude: '',
        map_pickup_longitude: '',
      })
      .expect(200);
    expect(response.body.data).toMatchObject({
      show_map: 'yes',
      map_zoom: 7,
      map_current_latitude: 5.6037,
      map_current_longitude: -0.187,
      map_pickup_latitude: null,
      map_destination_longitude: 3.3792,
      status: 'In transit',
    });
  });

  it('leaves the zoom empty until staff choose one, and clears it again on request', async () => {
    const { id } = await createParcel();
    const visitorZoom = async () =>
      (
        await t
          .http()
          .get(trackParcel.path({ code: 'WB-1001' }))
          .expect(200)
      ).body.data.map_zoom;
    // Empty: the tracking map fits every marker (docs/product.md §2.3), for staff and visitors.
    const created = await admin.get(trackParcel.path({ code: 'WB-1001' })).expect(200);
    expect(created.body.data.map_zoom).toBeNull();
    expect(await visitorZoom()).toBeNull();

    const zoomed = await admin.patch(updateParcel.path({})).send({ id, map_zoom: '9' }).expect(200);
    expect(zoomed.body.data.map_zoom).toBe(9);
    expect(await visitorZoom()).toBe(9);

    const cleared = await admin.patch(updateParcel.path({})).send({ id, map_zoom: '' }).expect(200);
    expect(cleared.body.data.map_zoom).toBeNull();
    expect(await visitorZoom()).toBeNull();
  });

  it('refuses coordinates and zoom out of range', async () => {
    const { id } = await createParcel();
    const response = await admin
      .patch(updateParcel.path({}))
      .send({
        id,
        show_map: 'maybe',
        map_zoom: 25,
        map_current_latitude: 91,
        map_current_longitude: -181,
      })
      .expect(400);
    expect(response.body.errors).toEqual([
      'show_map must be one of: no, yes',
      'map_zoom must be at most 19',
      'map_current_latitude must be at most 90',
      'map_current_longitude must be at least -180',
    ]);
  });

  it('answers an unknown parcel id with 404', async () => {
    const response = await admin.patch(updateParcel.path({})).send(fullEdit(999)).expect(404);
    expect(response.body.errors).toEqual(['No Data Found']);
  });
});

describe('the parcel picture', () => {
  it('stores a PNG by content under its content hash and replaces the old one', async () => {
    const { id } = await createParcel();
    const first = await admin
      .post(uploadParcelImage.path({}))
      .field('id', String(id))
      .attach('image', tinyPng(), 'photo.PNG')
      .expect(201);
    const firstName = first.body.data.image as string;
    expect(firstName).toMatch(/^[0-9a-f]{64}\.png$/);
    const served = await t.http().get(`/uploads/images/${firstName}`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = await admin
      .post(uploadParcelImage.path({}))
      .field('id', String(id))
      .attach(
        'image',
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer(),
        'camera.jpeg',
      )
      .expect(201);
    expect(second.body.data.image).toMatch(/\.jpg$/);
    expect(existsSync(path.join(t.config.uploadsDir, firstName))).toBe(false);
  });

  it('refuses a text file renamed .png, and keeps the old picture', async () => {
    const { id } = await createParcel();
    await admin
      .post(uploadParcelImage.path({}))
      .field('id', String(id))
      .attach('image', tinyPng(), 'a.png');
    const response = await admin
      .post(uploadParcelImage.path({}))
      .field('id', String(id))
      .attach('image', Buffer.from('just some text, honestly'), 'evil.png')
      .expect(400);
    expect(response.body.errors).toEqual(['image must be a .jpg, .jpeg or .png picture']);
    const parcel = (await admin.get(trackParcel.path({ code: 'WB-1001' }))).body.data;
    expect(parcel.image).toMatch(/\.png$/);
  });

  it('refuses a picture over the size limit and a form without a picture', async () => {
    const { id } = await createParcel();
    const huge = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await admin
      .post(uploadParcelImage.path({}))
      .field('id', String(id))
      .attach('image', huge, 'huge.png')
      .expect(413);
    expect(tooBig.body.errors).toEqual(['image must be at most 5 MB']);
    const missing = await admin
      .post(uploadParcelImage.path({}))
      .field('id', String(id))
      .expect(400);
    expect(missing.body.errors).toEqual(['image is required']);
  });
});

describe('deleting a parcel', () => {
  it('takes its history and picture with it', async () => {
    const { id } = await createParcel();
    await admin
      .post(createActivity.path({}))
      .send({ title: 'Picked up', description: 'x', parcel_id: id });
    const upload = await admin
      .post(uploadParcelImage.path({}))
      .field('id', String(id))
      .attach('image', tinyPng(), 'a.png');
    const picture = path.join(t.config.uploadsDir, upload.body.data.image);
    expect(existsSync(picture)).toBe(true);
    const response = await admin.delete(deleteParcel.path({})).send({ id }).expect(200);
    expect(response.body.message).toBe('Parcel deleted');
    await t
      .http()
      .get(trackParcel.path({ code: 'WB-1001' }))
      .expect(404);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM activities');
    expect(count).toBe(0);
    expect(existsSync(picture)).toBe(false);
  });

  it('answers an unknown id with 404', async () => {
    await admin.delete(deleteParcel.path({})).send({ id: 12345 }).expect(404);
  });
});

describe('activities', () => {
  it('adds an entry with the default icon and colour and the time split for display', async () => {
    const { id } = await createParcel();
    const response = await admin
      .post(createActivity.path({}))
      .send({ title: 'Picked up', description: 'Collected from the sender', parcel_id: id })
      .expect(201);
    const activity = response.body.data;
    expect(activity).toMatchObject({
      parcel_id: id,
      title: 'Picked up',
      icon: 'airplanemode_active',
      color: 'green',
    });
    const created = new Date(activity.created_at);
    expect(activity.created_at_day).toBe(String(created.getUTCDate()).padStart(2, '0'));
    expect(activity.created_at_time).toMatch(/^\d{2}:\d{2}$/);
  });

  it('edits and deletes an entry, and reads one back', async () => {
    const { id } = await createParcel();
    const created = (
      await admin
        .post(createActivity.path({}))
        .send({ title: 'Picked up', description: 'x', parcel_id: id, icon: 'moped', color: 'gold' })
        .expect(201)
    ).body.data;
    const edited = await admin
      .patch(updateActivity.path({}))
      .send({
        id: created.id,
        title: 'At the hub',
        description: 'Sorted',
        icon: 'home_work',
        color: 'black',
        parcel_id: id,
      })
      .expect(200);
    expect(edited.body.data).toMatchObject({
      title: 'At the hub',
      icon: 'home_work',
      color: 'black',
    });
    const read = await admin.get(getActivity.path({ id: created.id })).expect(200);
    expect(read.body.data.title).toBe('At the hub');
    await admin.delete(deleteActivity.path({})).send({ id: created.id }).expect(200);
    await admin.get(getActivity.path({ id: created.id })).expect(404);
  });

  it('refuses an unknown parcel, icon or colour with clear messages', async () => {
    const unknownParcel = await admin
      .post(createActivity.path({}))
      .send({ title: 'x', description: 'y', parcel_id: 999 })
      .expect(404);
    expect(unknownParcel.body.errors).toEqual(['parcel_id 999 does not match any parcel']);
    const { id } = await createParcel();
    const badChoice = await admin
      .post(createActivity.path({}))
      .send({ title: 'x', description: 'y', parcel_id: id, icon: 'rocket', color: 'pink' })
      .expect(400);
    expect(badChoice.body.errors[0]).toMatch(/^icon must be one of: radio_button_checked, /);
    expect(badChoice.body.errors[1]).toBe('color must be one of: green, black, gold, red');
  });
});
