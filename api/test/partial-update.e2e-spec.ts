import { describe, it, expect } from 'vitest';
import { type TestApp, type StaffAgent, useStaffApp } from './harness.js';
import {
  API_PREFIX,
  createActivity,
  createParcel,
  getActivity,
  getPage,
  getSettings,
  listPages,
  listParcels,
  trackParcel,
  updateActivity,
  updatePage,
  updateParcel,
  updateSettings,
} from '@waybill/shared';

// Every PATCH of the API changes exactly the fields it carries (shared/src/partial-update.ts).

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

const NOTHING_TO_CHANGE = ['Send at least one field to change'];

async function parcelWithDetails() {
  const created = await admin
    .post(createParcel.path({}))
    .send({ tracking_code: 'WB-2001', recipient_name: 'Ada Obi', destination: 'Lagos' })
    .expect(201);
  const id = created.body.data.id as number;
  await admin
    .patch(updateParcel.path({}))
    .send({
      id,
      status: 'In transit',
      current_location: 'Accra hub',
      recipient_email: 'ada@example.com',
      sender_name: 'Kofi Mensah',
      show_map: 'yes',
      map_zoom: 5,
      map_current_latitude: 5.6,
      map_current_longitude: -0.19,
    })
    .expect(200);
  return id;
}

/** The parcel's row as stored, to prove what a refused request did not write. */
async function storedParcel(id: number) {
  const [row] = await t.dataSource.query('SELECT * FROM parcels WHERE id = $1', [id]);
  return row as Record<string, unknown>;
}

describe('PATCH /api/parcels', () => {
  it('changes only the fields sent: a client of the product doc sending some edit and map fields wipes nothing', async () => {
    const id = await parcelWithDetails();
    const response = await admin
      .patch(updateParcel.path({}))
      .send({
        id,
        tracking_code: 'WB-2001',
        recipient_name: 'Ada Obi',
        destination: 'Abuja',
        show_map: 'yes',
        map_zoom: 6,
      })
      .expect(200);
    expect(response.body.data).toMatchObject({
      destination: 'Abuja',
      map_zoom: 6,
      status: 'In transit',
      current_location: 'Accra hub',
      recipient_email: 'ada@example.com',
      sender_name: 'Kofi Mensah',
      map_current_latitude: 5.6,
      map_current_longitude: -0.19,
    });
  });

  it('takes edit and map fields in one body, validating each', async () => {
    const id = await parcelWithDetails();
    const mixed = await admin
      .patch(updateParcel.path({}))
      .send({ id, status: 'Out for delivery', map_pickup_latitude: '6.45', map_zoom: '9' })
      .expect(200);
    expect(mixed.body.data).toMatchObject({
      status: 'Out for delivery',
      map_pickup_latitude: 6.45,
      map_zoom: 9,
      current_location: 'Accra hub',
    });
  });

  it('refuses a bad field among good ones, naming it, and writes nothing', async () => {
    const id = await parcelWithDetails();
    const before = await storedParcel(id);
    const response = await admin
      .patch(updateParcel.path({}))
      .send({ id, status: 'Delivered', map_current_latitude: 91, recipient_email: 'nope' })
      .expect(400);
    expect(response.body.errors).toEqual([
      'recipient_email must be a valid e-mail address',
      'map_current_latitude must be at most 90',
    ]);
    expect(await storedParcel(id)).toEqual(before);
  });

  it('clears an optional field sent empty or null, and refuses to clear a required one', async () => {
    const id = await parcelWithDetails();
    const cleared = await admin
      .patch(updateParcel.path({}))
      .send({ id, status: '', current_location: null, map_current_latitude: '' })
      .expect(200);
    expect(cleared.body.data).toMatchObject({
      status: null,
      current_location: null,
      map_current_latitude: null,
      sender_name: 'Kofi Mensah',
    });
    const before = await storedParcel(id);
    for (const field of ['tracking_code', 'recipient_name', 'destination']) {
      for (const empty of ['', '   ', null]) {
        const refused = await admin
          .patch(updateParcel.path({}))
          .send({ id, [field]: empty, status: 'Held' })
          .expect(400);
        expect(refused.body.errors).toEqual([`${field} is required`]);
      }
    }
    const noMap = await admin.patch(updateParcel.path({})).send({ id, show_map: null }).expect(400);
    expect(noMap.body.errors).toEqual(['show_map is required']);
    expect(await storedParcel(id)).toEqual(before);
  });

  it('accepts read-only fields sent back as read, refuses fields a parcel does not have', async () => {
    const id = await parcelWithDetails();
    const read = (await admin.get(trackParcel.path({ code: 'WB-2001' })).expect(200)).body.data;
    const roundTrip = await admin
      .patch(updateParcel.path({}))
      .send({ ...read, status: 'Delivered', image: 'someone-elses.png', created_at: 'yesterday' })
      .expect(200);
    expect(roundTrip.body.data).toMatchObject({
      status: 'Delivered',
      image: null,
      created_at: read.created_at,
    });
    const before = await storedParcel(id);
    const unknown = await admin
      .patch(updateParcel.path({}))
      .send({ id, status: 'Lost', colour: 'red', admin: true })
      .expect(400);
    expect(unknown.body.errors).toEqual(['colour, admin are not known fields']);
    expect(await storedParcel(id)).toEqual(before);
  });

  it('answers 400 to a body with nothing to change, and 404 to an unknown id', async () => {
    const id = await parcelWithDetails();
    const empty = await admin.patch(updateParcel.path({})).send({ id }).expect(400);
    expect(empty.body.errors).toEqual(NOTHING_TO_CHANGE);
    const onlyReadOnly = await admin
      .patch(updateParcel.path({}))
      .send({ id, created_at: 'x', history: {} })
      .expect(400);
    expect(onlyReadOnly.body.errors).toEqual(NOTHING_TO_CHANGE);
    const noId = await admin.patch(updateParcel.path({})).send({ status: 'x' }).expect(400);
    expect(noId.body.errors).toEqual(['id is required']);
    await admin
      .patch(updateParcel.path({}))
      .send({ id: id + 100, status: 'x' })
      .expect(404);
  });
});

describe('PATCH /api/pages', () => {
  async function aboutPage() {
    const response = await t
      .http()
      .get(getPage.path({ slug: 'about-us' }))
      .expect(200);
    return response.body.data as { id: number; title: string; content: string; slug: string };
  }

  it('changes one field and leaves the others', async () => {
    const page = await aboutPage();
    await admin
      .patch(updatePage.path({}))
      .send({ id: page.id, sub_title: 'Since 1999', hero: 'hero5' })
      .expect(200);
    const response = await admin
      .patch(updatePage.path({}))
      .send({ id: page.id, title: 'About the company' })
      .expect(200);
    expect(response.body.data).toMatchObject({
      title: 'About the company',
      slug: page.slug,
      content: page.content,
      sub_title: 'Since 1999',
      hero: 'hero5',
    });
  });

  it('clears optional fields, refuses to clear the title or slug, and writes nothing then', async () => {
    const page = await aboutPage();
    await admin
      .patch(updatePage.path({}))
      .send({ id: page.id, sub_title: 'Since 1999' })
      .expect(200);
    const cleared = await admin
      .patch(updatePage.path({}))
      .send({ id: page.id, sub_title: '', hero: null })
      .expect(200);
    expect(cleared.body.data).toMatchObject({ sub_title: null, hero: null, title: page.title });
    const refused = await admin
      .patch(updatePage.path({}))
      .send({ id: page.id, content: 'New text', title: '', slug: null })
      .expect(400);
    expect(refused.body.errors).toEqual(['slug is required', 'title is required']);
    const bad = await admin
      .patch(updatePage.path({}))
      .send({ id: page.id, content: 'New text', icon: 'rocket' })
      .expect(400);
    expect(bad.body.errors).toEqual(['icon must be one of: people, copyright, pages, folder']);
    expect((await aboutPage()).content).toBe(page.content);
  });

  it('refuses an unknown field and an empty body', async () => {
    const page = await aboutPage();
    const unknown = await admin
      .patch(updatePage.path({}))
      .send({ id: page.id, title: 'X', published: true })
      .expect(400);
    expect(unknown.body.errors).toEqual(['published is not a known field']);
    const empty = await admin.patch(updatePage.path({})).send({ id: page.id }).expect(400);
    expect(empty.body.errors).toEqual(NOTHING_TO_CHANGE);
    expect((await aboutPage()).title).toBe(page.title);
  });
});

describe('PATCH /api/activities', () => {
  async function activity() {
    const parcelId = await parcelWithDetails();
    const created = await admin
      .post(createActivity.path({}))
      .send({
        parcel_id: parcelId,
        title: 'Arrived',
        description: 'At the Accra hub',
        icon: 'home_work',
        color: 'gold',
        notify: false,
      })
      .expect(201);
    return created.body.data as Record<string, unknown> & { id: number; parcel_id: number };
  }

  it('changes only the fields sent, and takes back what it read', async () => {
    const entry = await activity();
    const response = await admin
      .patch(updateActivity.path({}))
      .send({ id: entry.id, title: 'Arrived at hub' })
      .expect(200);
    expect(response.body.data).toMatchObject({
      title: 'Arrived at hub',
      description: 'At the Accra hub',
      icon: 'home_work',
      color: 'gold',
      parcel_id: entry.parcel_id,
    });
    const roundTrip = await admin
      .patch(updateActivity.path({}))
      .send({ ...response.body.data, color: 'green', notify: true })
      .expect(200);
    expect(roundTrip.body.data).toMatchObject({ color: 'green', title: 'Arrived at hub' });
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM outbox_messages',
    );
    expect(count).toBe(0);
  });

  it('refuses a bad field among good ones and a cleared required one, writing nothing', async () => {
    const entry = await activity();
    const bad = await admin
      .patch(updateActivity.path({}))
      .send({ id: entry.id, title: 'Changed', color: 'purple' })
      .expect(400);
    expect(bad.body.errors).toEqual(['color must be one of: green, black, gold, red']);
    const cleared = await admin
      .patch(updateActivity.path({}))
      .send({ id: entry.id, description: '', title: 'Changed' })
      .expect(400);
    expect(cleared.body.errors).toEqual(['description is required']);
    const moved = await admin
      .patch(updateActivity.path({}))
      .send({ id: entry.id, title: 'Changed', parcel_id: 999999 })
      .expect(404);
    expect(moved.body.errors).toEqual(['parcel_id 999999 does not match any parcel']);
    const empty = await admin.patch(updateActivity.path({})).send({ id: entry.id }).expect(400);
    expect(empty.body.errors).toEqual(NOTHING_TO_CHANGE);
    const stored = await admin.get(getActivity.path({ id: entry.id })).expect(200);
    expect(stored.body.data).toMatchObject({ title: 'Arrived', color: 'gold' });
  });
});

describe('PATCH /api/settings', () => {
  it('mixes fields of the three forms, clears optional ones to empty, keeps the rest', async () => {
    await admin
      .patch(updateSettings.path({}))
      .send({ contact_phone: '+44 20 0000', meta_description: 'Parcels, fast' })
      .expect(200);
    const response = await admin
      .patch(updateSettings.path({}))
      .send({ id: 1, mail_template: 'html2', contact_phone: null, company_name: 'Swift' })
      .expect(200);
    expect(response.body.data).toMatchObject({
      mail_template: 'html2',
      contact_phone: '',
      company_name: 'Swift',
      meta_description: 'Parcels, fast',
      contact_email: 'support@example.com',
    });
  });

  it('refuses a bad field among good ones and a cleared required one, writing nothing', async () => {
    const before = (await admin.get(getSettings.path({})).expect(200)).body.data;
    const bad = await admin
      .patch(updateSettings.path({}))
      .send({ company_name: 'Swift', mail_driver: 'pigeon' })
      .expect(400);
    expect(bad.body.errors).toEqual(['mail_driver must be one of: outbox, smtp']);
    const cleared = await admin
      .patch(updateSettings.path({}))
      .send({ company_name: 'Swift', notify_recipients: null })
      .expect(400);
    expect(cleared.body.errors).toEqual(['notify_recipients is required']);
    expect((await admin.get(getSettings.path({})).expect(200)).body.data).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('describes every PATCH body as optional fields with no others allowed', async () => {
    const document = (await t.http().get(`${API_PREFIX}/docs-json`).expect(200)).body;
    for (const path of [
      listParcels.path({}),
      listPages.path({}),
      createActivity.path({}),
      getSettings.path({}),
    ]) {
      const operation = document.paths[path].patch;
      const schema = operation.requestBody.content['application/json'].schema;
      expect(schema.additionalProperties).toBe(false);
      expect(operation.description).toMatch(/Only the fields in the body change/);
      expect(schema.required ?? []).toEqual(path === getSettings.path({}) ? [] : ['id']);
    }
    const parcel =
      document.paths[listParcels.path({})].patch.requestBody.content['application/json'];
    expect(Object.keys(parcel.schema.properties)).toEqual(
      expect.arrayContaining(['status', 'map_current_latitude', 'show_map', 'created_at']),
    );
  });
});
