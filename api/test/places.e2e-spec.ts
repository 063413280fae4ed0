import { describe, it, expect, beforeAll, afterAll, beforeEach, vi } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PLACE_SEARCH_MAX,
  createParcel,
  getGraph,
  placeSchema,
  searchPlaces,
  trackParcel,
  updateParcel,
  updateSettings,
} from '@waybill/shared';
import { z } from 'zod';
import { Gazetteer } from '../src/places/gazetteer.js';
import { type StaffAgent, type TestApp, signedInAgent, startTestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

// GET /api/places (the gazetteer, then an external geocoder on 127.0.0.1) and the coordinates a
// parcel's known place names get (docs/product.md §4.4a).

const CAIRO = { name: 'Cairo', country: 'EG', country_name: 'Egypt', region: '' };
const near = (value: number) => expect.closeTo(value, 2);

let t: TestApp;
let owner: StaffAgent;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t);
});
afterAll(() => t.close());

const search = (agent: StaffAgent, query: Record<string, string | number>) =>
  agent.get(searchPlaces.path({}, query as never));
/** The address as typed, for what the typed path builder would not write. */
const rawSearch = (agent: StaffAgent, query: string) => agent.get(`${searchPlaces.route}?${query}`);

describe('GET /api/places with the gazetteer', () => {
  it('finds Cairo first for "cai", in the contract’s shape, at most ten places', async () => {
    const response = await search(owner, { search: 'cai' }).expect(200);
    const places = z.array(placeSchema).parse(response.body.data);
    expect(places[0]).toEqual({ ...CAIRO, latitude: near(30.06), longitude: near(31.25) });
    expect(places).toHaveLength(10);
    expect(response.body.errors).toEqual([]);
  });

  it('ignores letter case, accents and spaces around the text', async () => {
    const first = async (text: string) =>
      (await search(owner, { search: text }).expect(200)).body.data[0];
    expect(await first('sao')).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect(await first('SÃO PAU')).toMatchObject({ name: 'São Paulo' });
    expect(await first('ZÜR')).toMatchObject({ name: 'Zürich', country: 'CH' });
    expect(await first('  cairo  ')).toMatchObject(CAIRO);
    // With the region an address writes, where the data has one (docs/product.md §5.1a).
    expect(await first('albuquerque')).toMatchObject({ country: 'US', region: 'NM' });
    expect(await first('toronto')).toMatchObject({ country: 'CA', region: 'ON' });
    // Percent-encoded UTF-8 as a browser sends it.
    const encoded = await rawSearch(owner, 'search=Z%C3%BCr').expect(200);
    expect(encoded.body.data[0]).toMatchObject({ name: 'Zürich' });
  });

  it('answers an empty list for text that names no place', async () => {
    for (const text of ['qqqqzz', ',;-', '東京都庁', 'x'.repeat(PLACE_SEARCH_MAX)]) {
      const response = await search(owner, { search: text }).expect(200);
      expect({ text, data: response.body.data }).toEqual({ text, data: [] });
    }
  });

  it('answers at most `limit` places, 1 to 10', async () => {
    const three = await search(owner, { search: 'a', limit: 3 }).expect(200);
    expect(three.body.data).toHaveLength(3);
    const refused = [
      ['0', 'limit must be at least 1'],
      ['11', 'limit must be at most 10'],
      ['2.5', 'limit must be an integer'],
      ['ten', 'limit must be a number'],
    ];
    for (const [limit, error] of refused) {
      const response = await rawSearch(owner, `search=a&limit=${limit}`).expect(400);
      expect({ limit, errors: response.body.errors }).toEqual({ limit, errors: [error] });
    }
  });

  it('refuses a missing, empty, blank or too long search with a 400 naming it', async () => {
    const cases: Array<[string, string, string]> = [
      ['', 'search is required', 'field.required'],
      ['search=', 'search is required', 'field.required'],
      ['search=%20%20%20', 'search is required', 'field.required'],
      [
        `search=${'a'.repeat(PLACE_SEARCH_MAX + 1)}`,
        `search must be at most ${PLACE_SEARCH_MAX} characters`,
        'field.too_long',
      ],
      ['search=a&search=b', 'search must be a string', 'field.type'],
      ['search=%00', 'The address must not contain a NUL character', 'request.nul_in_address'],
    ];
    for (const [query, error, code] of cases) {
      const response = await rawSearch(owner, query).expect(400);
      expect({ query, errors: response.body.errors, codes: response.body.error_codes }).toEqual({
        query,
        errors: [error],
        codes: [code],
      });
    }
  });

  it('is for staff who write parcels: 401 signed out, 403 for a viewer, open to a dispatcher', async () => {
    const visitor = await t
      .http()
      .get(searchPlaces.path({}, { search: 'cai' }))
      .expect(401);
    expect(visitor.body).toMatchObject({ error_codes: ['auth.signed_out'], data: null });
    const viewer = await invitedMember(t, owner, 'viewer');
    const refused = await search(viewer, { search: 'cai' }).expect(403);
    expect(refused.body).toMatchObject({ error_codes: ['auth.forbidden'], data: null });
    const dispatcher = await invitedMember(t, owner, 'dispatcher');
    const found = await search(dispatcher, { search: 'cai' }).expect(200);
    expect(found.body.data[0]).toMatchObject(CAIRO);
  });
});

describe('the gazetteer’s load', () => {
  it('is started by a staff session’s request, never by a visitor’s', async () => {
    const warmUp = vi.spyOn(t.app.get(Gazetteer), 'warmUp');
    try {
      await t.http().get(getGraph.path({})).expect(200);
      await t
        .http()
        .get(trackParcel.path({ code: 'WB-NOT-A-PARCEL' }))
        .expect(404);
      expect(warmUp).not.toHaveBeenCalled();
      await owner.get(getGraph.path({})).expect(200);
      expect(warmUp).toHaveBeenCalled();
    } finally {
      warmUp.mockRestore();
    }
  });
});

describe('a parcel’s place names', () => {
  const create = (body: Record<string, unknown>) =>
    owner
      .post(createParcel.path({}))
      .send({ recipient_name: 'Ada Obi', ...body })
      .expect(201)
      .then((response) => response.body.data);
  const patch = (body: Record<string, unknown>) =>
    owner
      .patch(updateParcel.path({}))
      .send(body)
      .expect(200)
      .then((response) => response.body.data);

  it('place the markers of a new parcel without a coordinate typed', async () => {
    const parcel = await create({
      destination: 'Alexandria',
      pickup_location: 'cairo',
      current_location: 'Warehouse 5, somewhere',
    });
    expect(parcel).toMatchObject({
      pickup_location: 'cairo',
      map_pickup_latitude: near(30.06),
      map_pickup_longitude: near(31.25),
      map_destination_latitude: near(31.2),
      map_destination_longitude: near(29.92),
      map_current_latitude: null,
      map_current_longitude: null,
    });
  });

  it('take "City, Country" to mean the city of that country, by name or code', async () => {
    const parcel = await create({
      destination: 'Alexandria, United States',
      pickup_location: 'Cairo, Egypt',
      current_location: 'Cairo, US',
    });
    expect(parcel).toMatchObject({
      map_destination_latitude: near(38.8),
      map_destination_longitude: near(-77.05),
      map_pickup_latitude: near(30.06),
      map_current_latitude: near(30.88),
      map_current_longitude: near(-84.2),
    });
    const unknown = await create({ destination: 'Cairo, Atlantis' });
    expect(unknown.map_destination_latitude).toBeNull();
  });

  it('keep the coordinates sent with a name (a place chosen in the form)', async () => {
    const parcel = await create({
      destination: 'Cairo',
      map_destination_latitude: '30.87751',
      map_destination_longitude: -84.20214,
    });
    expect(parcel).toMatchObject({
      map_destination_latitude: 30.87751,
      map_destination_longitude: -84.20214,
    });
  });

  it('refuse coordinates out of range at creation, writing nothing', async () => {
    const count = async () =>
      (await t.dataSource.query('SELECT count(*)::int AS count FROM parcels'))[0].count as number;
    const before = await count();
    const response = await owner
      .post(createParcel.path({}))
      .send({
        recipient_name: 'Ada',
        destination: 'Cairo',
        map_destination_latitude: 91,
        map_pickup_longitude: 'east',
      })
      .expect(400);
    expect(response.body.errors).toEqual([
      'map_pickup_longitude must be a number',
      'map_destination_latitude must be at most 90',
    ]);
    expect(await count()).toBe(before);
  });

  it('place a marker not placed yet when an update names it, and move no placed marker', async () => {
    const parcel = await create({ destination: 'Alexandria' });
    const updated = await patch({ id: parcel.id, current_location: 'Cairo', destination: 'Cairo' });
    expect(updated).toMatchObject({
      destination: 'Cairo',
      map_current_latitude: near(30.06),
      map_current_longitude: near(31.25),
      // Already placed at Alexandria: staff move it by choosing a place, or on the map.
      map_destination_latitude: near(31.2),
    });
    const cleared = await patch({
      id: parcel.id,
      destination: 'Alexandria',
      map_destination_latitude: null,
      map_destination_longitude: null,
    });
    expect(cleared).toMatchObject({
      map_destination_latitude: null,
      map_destination_longitude: null,
    });
  });

  it('show on the tracking page once the map is on: near the place, exactly once Settings say so', async () => {
    const parcel = await create({
      tracking_code: 'WB-PLACES',
      pickup_location: 'Cairo',
      destination: 'Alexandria',
    });
    await patch({ id: parcel.id, show_map: 'yes' });
    const track = async () =>
      (
        await t
          .http()
          .get(trackParcel.path({ code: 'WB-PLACES' }))
          .expect(200)
      ).body.data;
    // The code alone gives the places to a tenth of a degree (tracking-privacy.e2e-spec.ts).
    expect(await track()).toMatchObject({
      show_map: 'yes',
      map_pickup_latitude: 30.1,
      map_destination_latitude: 31.2,
    });
    await owner.patch(updateSettings.path({})).send({ tracking_shows_exact_map: true }).expect(200);
    expect(await track()).toMatchObject({
      show_map: 'yes',
      map_pickup_latitude: near(30.06),
      map_destination_latitude: near(31.2),
    });
    await owner
      .patch(updateSettings.path({}))
      .send({ tracking_shows_exact_map: false })
      .expect(200);
  });
});

/** What the fake geocoder does with the next questions. */
type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;

const jsonv2 = (results: unknown) => (_: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(results));
};

const CAIRO_RESULT = {
  place_id: 1,
  lat: '30.0443879',
  lon: '31.2357257',
  name: 'Cairo',
  display_name: 'Cairo, Egypt',
  address: { city: 'Cairo', country: 'Egypt', country_code: 'eg' },
};

describe('GET /api/places with GEOCODER_URL', () => {
  let geocoder: Server;
  let behaviour: Behaviour;
  const asked: URL[] = [];
  const agents: string[] = [];
  let api: TestApp;
  let staff: StaffAgent;

  beforeAll(async () => {
    geocoder = createServer((request, response) => {
      asked.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
      agents.push(request.headers['user-agent'] ?? '');
      behaviour(request, response);
    });
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    const { port } = geocoder.address() as AddressInfo;
    api = await startTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}/nominatim` });
    staff = await signedInAgent(api);
  });
  afterAll(async () => {
    await api.close();
    geocoder.closeAllConnections();
    await new Promise((resolve) => geocoder.close(resolve));
  });
  beforeEach(() => {
    asked.length = 0;
    agents.length = 0;
  });

  /** A new text each time: answers are cached for a while. */
  let counter = 0;
  const ask = (query: Record<string, string | number> = {}) =>
    search(staff, { search: `place ${(counter += 1)}`, ...query });

  it('asks /search in jsonv2 and maps each result to a place', async () => {
    behaviour = jsonv2([
      CAIRO_RESULT,
      {
        lat: '45.5',
        lon: '-73.5',
        display_name: 'Montréal, Québec, Canada',
        address: { country_code: 'ca', country: 'Canada', state: 'Québec' },
      },
      { lat: '10', lon: '10', name: 'Nowhere land' },
    ]);
    const response = await search(staff, { search: 'Cairo', limit: 5 }).expect(200);
    expect(response.body.data).toEqual([
      { ...CAIRO, latitude: 30.0443879, longitude: 31.2357257 },
      {
        name: 'Montréal',
        country: 'CA',
        country_name: 'Canada',
        region: 'Québec',
        latitude: 45.5,
        longitude: -73.5,
      },
      {
        name: 'Nowhere land',
        country: '',
        country_name: '',
        region: '',
        latitude: 10,
        longitude: 10,
      },
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0].pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(asked[0].searchParams)).toMatchObject({
      format: 'jsonv2',
      q: 'Cairo',
      limit: '5',
      addressdetails: '1',
    });
    expect(agents[0]).toMatch(/^Waybill/);
  });

  it('asks once for the same search within a while', async () => {
    behaviour = jsonv2([CAIRO_RESULT]);
    await search(staff, { search: 'Cached place' }).expect(200);
    const again = await search(staff, { search: 'cached PLACE' }).expect(200);
    expect(again.body.data[0]).toMatchObject(CAIRO);
    expect(asked).toHaveLength(1);
  });

  it('leaves out results that are not places, and keeps to the limit', async () => {
    behaviour = jsonv2([
      { lat: '95', lon: '10', name: 'Beyond the pole' },
      { lat: 'north', lon: '10', name: 'Not a number' },
      { lon: '10', name: 'No latitude' },
      { lat: '1', lon: '2' },
      'a string',
      null,
      ...Array.from({ length: 12 }, (_, i) => ({ lat: String(i), lon: '1', name: `P${i}` })),
    ]);
    const response = await ask({ limit: 2 }).expect(200);
    expect(response.body.data.map((place: { name: string }) => place.name)).toEqual(['P0', 'P1']);
  });

  it('answers 502 when the geocoder fails or answers what is not a list of places', async () => {
    const broken: Behaviour[] = [
      (_, response) => response.writeHead(500).end('boom'),
      (_, response) => response.writeHead(404).end(),
      (_, response) => response.writeHead(200).end('<html>not json</html>'),
      jsonv2({ error: 'Unable to geocode' }),
      // Past the answer's bound (256 KB): cut off, not read on.
      jsonv2(Array.from({ length: 5000 }, () => CAIRO_RESULT)),
    ];
    for (const [index, each] of broken.entries()) {
      behaviour = each;
      const response = await ask();
      expect({ index, status: response.status, codes: response.body.error_codes }).toEqual({
        index,
        status: 502,
        codes: ['places.geocoder_failed'],
      });
    }
  });

  it('answers 503 with Retry-After when the geocoder is busy, slow or away', async () => {
    behaviour = (_, response) => response.writeHead(429).end();
    const busy = await ask().expect(503);
    expect(busy.body.error_codes).toEqual(['places.unavailable']);
    expect(busy.headers['retry-after']).toBe('5');

    // Never answers: given up after 3 seconds.
    behaviour = () => undefined;
    const started = Date.now();
    const slow = await ask().expect(503);
    expect(slow.body.error_codes).toEqual(['places.unavailable']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(Date.now() - started).toBeLessThan(10_000);
    geocoder.closeAllConnections();

    // Hangs up without an answer.
    behaviour = (request) => request.socket.destroy();
    expect((await ask().expect(503)).body.error_codes).toEqual(['places.unavailable']);
  }, 30_000);

  it('asks at most four questions at once: a flood of searches gets 503s, never a 500', async () => {
    const waiting: ServerResponse[] = [];
    behaviour = (_, response) => waiting.push(response);
    const refused: number[] = [];
    const flood = Array.from({ length: 10 }, () =>
      ask().then((response) => {
        refused.push(response.status);
        return response;
      }),
    );
    // Four questions are held by the geocoder; the six beyond them are answered at once.
    await waitUntil(() => waiting.length === 4 && refused.length === 6);
    expect(refused).toEqual([503, 503, 503, 503, 503, 503]);
    for (const response of waiting) jsonv2([CAIRO_RESULT])({} as IncomingMessage, response);
    const answers = await Promise.all(flood);
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 503, 503, 503, 503, 503, 503]);
    for (const answer of answers.filter((response) => response.status === 503)) {
      expect(answer.body.error_codes).toEqual(['places.unavailable']);
    }
    expect(asked).toHaveLength(4);
  });

  it('still places a parcel’s markers from the gazetteer, without asking the geocoder', async () => {
    behaviour = jsonv2([]);
    const response = await staff
      .post(createParcel.path({}))
      .send({ recipient_name: 'Ada', destination: 'Cairo' })
      .expect(201);
    expect(response.body.data.map_destination_latitude).toEqual(near(30.06));
    expect(asked).toEqual([]);
  });

  it('refuses bad input before asking the geocoder', async () => {
    await rawSearch(staff, 'search=').expect(400);
    await rawSearch(staff, `search=${'a'.repeat(PLACE_SEARCH_MAX + 1)}`).expect(400);
    await rawSearch(staff, 'search=a&limit=50').expect(400);
    expect(asked).toEqual([]);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 500) throw new Error('Waited too long');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
