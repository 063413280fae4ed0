import { describe, it, expect } from 'vitest';
/**
 * Addresses a label can be delivered to (docs/product.md §5.1a): each side's structured address,
 * phones in E.164, countries by ISO code, the seed's text places written from them for older
 * clients, and the addresses as private on the tracking page as the names they go with.
 */
import {
  ADDRESS_FIELDS,
  createParcel,
  listSavedAddresses,
  trackParcel,
  updateParcel,
  updateSettings,
} from '@waybill/shared';
import { useStaffApp, type StaffAgent, type TestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

const RECIPIENT = {
  recipient_name: 'Ada Obi',
  recipient_company: 'Obi Trading Ltd',
  recipient_address_line1: '12 Allen Avenue',
  recipient_address_line2: 'Suite 4',
  recipient_postcode: '100001',
  recipient_city: 'Ikeja',
  recipient_region: 'Lagos',
  recipient_country: 'ng',
  recipient_phone_number: '0803 123 4567',
  recipient_email: 'ada@example.com',
};
const SENDER = {
  sender_name: 'Kofi Mensah',
  sender_address_line1: '3 Oxford Street',
  sender_city: 'Accra',
  sender_country: 'GH',
  sender_phone_number: '+233 24 123 4567',
};

const create = (body: Record<string, unknown>) => admin.post(createParcel.path({})).send(body);
const patch = (body: Record<string, unknown>) => admin.patch(updateParcel.path({})).send(body);

/** The coded problems of a refused call, as [code, params] pairs. */
const problems = (body: { error_codes: string[]; error_params: unknown[] }) =>
  body.error_codes.map((code, index) => [code, body.error_params[index]]);

describe('a parcel with addresses', () => {
  it('stores phones in E.164, countries upper-case, and writes the text places from city and country', async () => {
    const { body } = await create({ tracking_code: 'WB-ADDR1', ...RECIPIENT, ...SENDER }).expect(
      201,
    );
    expect(body.data).toMatchObject({
      recipient_phone_number: '+2348031234567',
      recipient_country: 'NG',
      recipient_company: 'Obi Trading Ltd',
      recipient_address_line2: 'Suite 4',
      destination: 'Ikeja, Nigeria',
      sender_phone_number: '+233241234567',
      sender_country: 'GH',
      pickup_location: 'Accra, Ghana',
      recipient_email: 'ada@example.com',
    });
    // The unlock fact follows the stored number.
    const facts = await t.dataSource.query(
      `SELECT unlock_phone_last4, unlock_email FROM parcels WHERE id = $1`,
      [body.data.id],
    );
    expect(facts).toEqual([{ unlock_phone_last4: '4567', unlock_email: 'ada@example.com' }]);
  });

  it('shows its map when created with a place, and places a known city by its name', async () => {
    const chosen = await create({
      tracking_code: 'WB-MAP1',
      ...RECIPIENT,
      map_destination_latitude: 6.6,
      map_destination_longitude: 3.35,
    }).expect(201);
    expect(chosen.body.data).toMatchObject({ show_map: 'yes', map_destination_latitude: 6.6 });
    const named = await create({
      tracking_code: 'WB-MAP2',
      recipient_name: 'Ada',
      recipient_city: 'Lagos',
      recipient_country: 'NG',
    }).expect(201);
    expect(named.body.data).toMatchObject({ destination: 'Lagos, Nigeria', show_map: 'yes' });
    expect(named.body.data.map_destination_latitude).toBeCloseTo(6.45, 0);
  });

  it('keeps the seed’s call working: a destination alone, no address, the map off', async () => {
    const { body } = await create({
      tracking_code: 'WB-OLD1',
      recipient_name: 'Ada',
      destination: 'Nowhere In Particular',
    }).expect(201);
    expect(body.data).toMatchObject({ destination: 'Nowhere In Particular', show_map: 'no' });
    for (const field of [...ADDRESS_FIELDS, 'sender_phone_number']) {
      expect(body.data[field]).toBeNull();
    }
    const missing = await create({ tracking_code: 'WB-OLD2', recipient_name: 'Ada' }).expect(400);
    expect(problems(missing.body)).toEqual([['field.required', { field: 'destination' }]]);
  });

  it('rewrites the destination when the city changes, reading a new phone in the stored country', async () => {
    const { body } = await create({ tracking_code: 'WB-ADDR2', ...RECIPIENT }).expect(201);
    const changed = await patch({
      id: body.data.id,
      recipient_city: 'Abuja',
      recipient_phone_number: '0802 000 1111',
    }).expect(200);
    expect(changed.body.data).toMatchObject({
      destination: 'Abuja, Nigeria',
      recipient_phone_number: '+2348020001111',
    });
    // A change that names no place leaves the destination as it is.
    const same = await patch({ id: body.data.id, weight: '2 kg' }).expect(200);
    expect(same.body.data.destination).toBe('Abuja, Nigeria');
  });

  it('turns the map on with an edit that places its first marker; the map form needs no current point', async () => {
    const { body } = await create({
      tracking_code: 'WB-MAP3',
      recipient_name: 'Ada',
      destination: 'Nowhere In Particular',
    }).expect(201);
    const placed = await patch({
      id: body.data.id,
      map_destination_latitude: 6.45,
      map_destination_longitude: 3.39,
    }).expect(200);
    expect(placed.body.data.show_map).toBe('yes');
    const off = await patch({ id: body.data.id, show_map: 'no', map_zoom: '' }).expect(200);
    expect(off.body.data.show_map).toBe('no');
    const on = await patch({
      id: body.data.id,
      show_map: 'yes',
      map_current_latitude: '',
      map_current_longitude: '',
    }).expect(200);
    expect(on.body.data).toMatchObject({ show_map: 'yes', map_current_latitude: null });
  });
});

describe('bad phones and countries', () => {
  it('are refused with coded 400s on create and edit, naming the field', async () => {
    const badPhone = await create({
      tracking_code: 'WB-BAD1',
      ...RECIPIENT,
      recipient_phone_number: '12',
      sender_phone_number: 'call me',
    }).expect(400);
    expect(problems(badPhone.body)).toEqual([
      ['address.phone', { field: 'recipient_phone_number' }],
      ['address.phone', { field: 'sender_phone_number' }],
    ]);
    // A national number with no country to read it in is not a number either.
    const noCountry = await create({
      tracking_code: 'WB-BAD2',
      recipient_name: 'Ada',
      destination: 'Lagos',
      recipient_phone_number: '0803 123 4567',
    }).expect(400);
    expect(noCountry.body.error_codes).toEqual(['address.phone']);

    for (const country of ['XX', 'NGA', '../', 'n g', 'ZZ']) {
      const refused = await create({
        tracking_code: 'WB-BAD3',
        ...RECIPIENT,
        recipient_country: country,
      }).expect(400);
      expect(problems(refused.body)).toEqual([['address.country', { field: 'recipient_country' }]]);
    }
    const typed = await create({
      tracking_code: 'WB-BAD4',
      ...RECIPIENT,
      recipient_phone_number: ['+2348031234567'],
      sender_country: 42,
    }).expect(400);
    expect(typed.body.error_codes).toEqual(['field.type', 'field.type']);

    const { body } = await create({ tracking_code: 'WB-OK', ...RECIPIENT }).expect(201);
    const edit = await patch({ id: body.data.id, sender_phone_number: '+1 555' }).expect(400);
    expect(problems(edit.body)).toEqual([['address.phone', { field: 'sender_phone_number' }]]);
    const country = await patch({ id: body.data.id, sender_country: 'Ghana' }).expect(400);
    expect(country.body.error_codes).toEqual(['address.country']);
    const nothingSaved = await t.dataSource.query(`SELECT count(*)::int AS n FROM parcels`);
    expect(nothingSaved).toEqual([{ n: 1 }]);
  });
});

describe('the tracking page', () => {
  const track = (code: string) => t.http().get(trackParcel.path({ code }));

  it('hides the addresses with the names, and never shows a phone', async () => {
    await create({ tracking_code: 'WB-PRIV', ...RECIPIENT, ...SENDER }).expect(201);
    const hidden = (await track('WB-PRIV').expect(200)).body.data;
    for (const field of ADDRESS_FIELDS) expect(hidden[field]).toBeNull();
    expect(hidden).toMatchObject({ locked: true, destination: 'Ikeja, Nigeria' });
    expect(JSON.stringify(hidden)).not.toMatch(/Allen|Obi Trading|100001|4567|Oxford/);

    await admin.patch(updateSettings.path({})).send({ tracking_shows_names: true }).expect(200);
    const shown = (await track('WB-PRIV').expect(200)).body.data;
    expect(shown).toMatchObject({
      recipient_address_line1: '12 Allen Avenue',
      recipient_country: 'NG',
      sender_city: 'Accra',
    });
    expect(shown).not.toHaveProperty('sender_phone_number');
    expect(shown).not.toHaveProperty('recipient_phone_number');

    const staff = (await admin.get(trackParcel.path({ code: 'WB-PRIV' })).expect(200)).body.data;
    expect(staff).toMatchObject({
      sender_phone_number: '+233241234567',
      recipient_postcode: '100001',
    });
  });
});

describe('the address book', () => {
  const book = (agent: StaffAgent, query: Record<string, string>) =>
    agent.get(`${listSavedAddresses.path({})}?${new URLSearchParams(query)}`);

  it('offers the newest version of each recent address whose name starts with what was typed', async () => {
    await create({ tracking_code: 'WB-B1', ...RECIPIENT, ...SENDER }).expect(201);
    await create({
      tracking_code: 'WB-B2',
      ...RECIPIENT,
      recipient_phone_number: '0802 000 1111',
    }).expect(201);
    await create({
      tracking_code: 'WB-B3',
      ...RECIPIENT,
      recipient_address_line1: '1 Marina',
      recipient_city: 'Lagos Island',
    }).expect(201);
    await create({ tracking_code: 'WB-B4', recipient_name: 'Adamu Bello', destination: 'Kano' });

    const { body } = await book(admin, { side: 'recipient', search: 'ADA o' }).expect(200);
    expect(body.data).toEqual([
      {
        name: 'Ada Obi',
        company: 'Obi Trading Ltd',
        address_line1: '1 Marina',
        address_line2: 'Suite 4',
        postcode: '100001',
        city: 'Lagos Island',
        region: 'Lagos',
        country: 'NG',
        phone_number: '+2348031234567',
        email: 'ada@example.com',
      },
      // The same address as WB-B1's, with the phone WB-B2 gave it last.
      expect.objectContaining({ address_line1: '12 Allen Avenue', phone_number: '+2348020001111' }),
    ]);
    const both = await book(admin, { side: 'recipient', search: 'ad', limit: '8' }).expect(200);
    expect(both.body.data.map((each: { name: string }) => each.name)).toEqual([
      'Adamu Bello',
      'Ada Obi',
      'Ada Obi',
    ]);
    const senders = await book(admin, { side: 'sender', search: 'kofi' }).expect(200);
    expect(senders.body.data).toEqual([
      expect.objectContaining({
        name: 'Kofi Mensah',
        city: 'Accra',
        phone_number: '+233241234567',
      }),
    ]);
  });

  it('takes what is typed as text, and refuses a bad side or search with coded 400s', async () => {
    await create({ tracking_code: 'WB-B5', ...RECIPIENT }).expect(201);
    for (const search of ['%', '_da', "' OR 1=1 --", 'Ada%']) {
      const { body } = await book(admin, { side: 'recipient', search }).expect(200);
      expect(body.data).toEqual([]);
    }
    for (const [query, code] of [
      [{ side: 'parcel', search: 'Ada' }, 'field.one_of'],
      [{ side: 'recipient_name; --', search: 'Ada' }, 'field.one_of'],
      [{ side: 'recipient' }, 'field.required'],
      [{ side: 'recipient', search: 'x'.repeat(101) }, 'field.too_long'],
      [{ side: 'recipient', search: 'Ada', limit: '9' }, 'field.max'],
    ] as const) {
      const refused = await book(admin, query).expect(400);
      expect(refused.body.error_codes).toEqual([code]);
    }
  });

  it('is for staff who write parcels: 401 signed out, 403 for a viewer', async () => {
    await create({ tracking_code: 'WB-B6', ...RECIPIENT }).expect(201);
    const visitor = await t
      .http()
      .get(`${listSavedAddresses.path({})}?side=recipient&search=Ada`)
      .expect(401);
    expect(visitor.body.error_codes).toEqual(['auth.signed_out']);
    const viewer = await invitedMember(t, admin, 'viewer');
    const refused = await book(viewer, { side: 'recipient', search: 'Ada' }).expect(403);
    expect(refused.body.error_codes).toEqual(['auth.forbidden']);
    const dispatcher = await invitedMember(t, admin, 'dispatcher');
    await book(dispatcher, { side: 'recipient', search: 'Ada' }).expect(200);
  });
});
