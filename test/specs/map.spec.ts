import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { getGraph, updateParcel, type ParcelMapPayload } from '@waybill/shared';
import { createParcel as createStaffParcel } from '../../test-kit/parcels.js';
import { isCallOf } from '../../test-kit/routes.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * The map that always makes sense (docs/product.md §2.3): the world basemap is drawn from data
 * shipped with the app whether the tiles load or not, the route is drawn pickup → current →
 * destination (travelled solid, the rest dashed), and the map fits every marker unless staff chose
 * a zoom. This machine has no network: every tile fails here, as on a visitor's flaky connection.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let staff: APIRequestContext;
let codeCount = 0;

function newCode(): string {
  codeCount += 1;
  return `MAP-${Date.now().toString(36).toUpperCase()}-${codeCount}`;
}

test.beforeAll(async ({ product }) => {
  staff = await staffRequest(product.url);
});

test.afterAll(async () => {
  await staff.dispose();
});

/** Lisbon → Paris → Berlin, with no zoom: the map fits the three. */
const EUROPE: Omit<ParcelMapPayload, 'id'> = {
  show_map: 'yes',
  map_pickup_latitude: 38.7223,
  map_pickup_longitude: -9.1393,
  map_current_latitude: 48.8566,
  map_current_longitude: 2.3522,
  map_destination_latitude: 52.52,
  map_destination_longitude: 13.405,
};

async function parcelOnMap(map: Omit<ParcelMapPayload, 'id'>): Promise<string> {
  const code = newCode();
  const parcel = await createStaffParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Grace Hopper',
    destination: 'Berlin',
    pickup_location: 'Lisbon',
    current_location: 'Paris',
  });
  await staffClient(staff).data(updateParcel, { body: { id: parcel.id, ...map } });
  return code;
}

/** Every tile request fails, as without network; returns the URLs asked for. */
async function unreachableTiles(page: Page): Promise<string[]> {
  const graph = await staffClient(staff).data(getGraph);
  const host = new URL(graph.site.map_tile_url.replace(/\{[a-z]\}/g, '0')).host;
  const requested: string[] = [];
  await page.route(
    (url) => url.host === host,
    (tile) => {
      requested.push(tile.request().url());
      return tile.abort('internetdisconnected');
    },
  );
  return requested;
}

/**
 * The graph answers as a server started with MAP_TILE_URL=none: no tile server at all; also the
 * one a page drawn by the server carries.
 */
async function noTileServer(page: Page): Promise<void> {
  await page.route(
    (url) => isCallOf(getGraph, url),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { site: { map_tile_url: string } } };
      body.data.site.map_tile_url = '';
      await route.fulfill({ response, json: body });
    },
  );
  // A page drawn by the server carries the graph in its state (docs/architecture.md §6.1a).
  await page.route(
    (url) => url.pathname === '/track.html',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(/"map_tile_url":"[^"]*"/, '"map_tile_url":""');
      expect(body).not.toBe(html);
      await route.fulfill({ response, body });
    },
  );
}

const countries = (map: Locator) => map.locator('.leaflet-wb-basemap-pane path.wb-basemap-country');

/**
 * The share of the map's pixels painted in the land's colour: the countries are not only in the
 * document but visible (neither hidden by a style nor shrunk by one).
 */
async function landShare(page: Page, map: Locator): Promise<number> {
  const land = await countries(map)
    .first()
    .evaluate((path) => getComputedStyle(path).fill);
  const rgb = (land.match(/\d+/g) ?? []).map(Number);
  const png = await map.screenshot({ animations: 'disabled' });
  return page.evaluate(
    async ({ data, color }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let matching = 0;
      for (let index = 0; index < pixels.length; index += 4) {
        const near = [0, 1, 2].every((part) => Math.abs(pixels[index + part] - color[part]) <= 2);
        if (near) matching += 1;
      }
      return matching / (pixels.length / 4);
    },
    { data: png.toString('base64'), color: rgb },
  );
}

/** The basemap is drawn: one path per country (177, and their copies to either side). */
async function expectBasemap(map: Locator): Promise<void> {
  await expect.poll(() => countries(map).count(), { timeout: 15_000 }).toBeGreaterThan(100);
  // Filled with the land colour, not Leaflet's default blue, and under the markers.
  const fill = await countries(map)
    .first()
    .evaluate((path) => getComputedStyle(path).fill);
  expect(fill).not.toBe('rgb(51, 136, 255)');
  const [basemap, markers] = await map.evaluate((element) =>
    ['.leaflet-wb-basemap-pane', '.leaflet-marker-pane'].map((selector) =>
      Number(getComputedStyle(element.querySelector(selector) as Element).zIndex),
    ),
  );
  expect(basemap).toBeLessThan(200); // Leaflet's tile pane: tiles that load cover it.
  expect(markers).toBeGreaterThan(basemap);
}

/** Lisbon, Paris and Berlin fitted: much land, and sea (the Atlantic, the Bay of Biscay). */
async function expectEuropeDrawn(page: Page, map: Locator): Promise<void> {
  await expectBasemap(map);
  const share = await landShare(page, map);
  expect(share).toBeGreaterThan(0.2);
  expect(share).toBeLessThan(0.9);
}

/** Whether the tip of a marker's pin (the place it marks) lies inside the map's box. */
async function markerInView(map: Locator, name: string): Promise<boolean> {
  const frame = await map.boundingBox();
  const pin = await map.getByRole('button', { name, exact: true }).boundingBox();
  if (!frame || !pin) throw new Error(`The map or ${name} is not on screen`);
  const tip = { x: pin.x + pin.width / 2, y: pin.y + pin.height };
  return (
    tip.x > frame.x &&
    tip.x < frame.x + frame.width &&
    pin.y > frame.y &&
    tip.y < frame.y + frame.height
  );
}

/** Every marker is in view: the map fits them all. */
async function expectMarkersInView(map: Locator, names: string[]): Promise<void> {
  for (const name of names) expect(await markerInView(map, name), name).toBe(true);
}

const MARKERS = ['Pickup Location', 'Current Location', 'Destination'];

test('with the tiles unreachable the tracking map shows the countries, the route and every marker', async ({
  page,
}) => {
  const code = await parcelOnMap(EUROPE);
  const tiles = await unreachableTiles(page);
  await page.goto(`/track.html?code=${code}`);
  const map = page.locator('.tracking-map');
  await expect(page.getByRole('button', { name: 'Current Location', exact: true })).toBeVisible();

  await expectEuropeDrawn(page, map);
  // The tile layer is there on top and asked for tiles; none arrived.
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(map.locator('img.leaflet-tile-loaded')).toHaveCount(0);

  // The route: travelled Lisbon → Paris solid, Paris → Berlin dashed, both curved.
  const travelled = map.locator('path.wb-route--travelled');
  const remaining = map.locator('path.wb-route--remaining');
  await expect(travelled).toHaveCount(1);
  await expect(remaining).toHaveCount(1);
  await expect(travelled).not.toHaveAttribute('stroke-dasharray');
  await expect(remaining).toHaveAttribute('stroke-dasharray', '8 8');
  expect(((await travelled.getAttribute('d')) ?? '').match(/L/g)?.length).toBeGreaterThan(4);

  await expectMarkersInView(map, MARKERS);

  // The legend says in words what the map shows.
  const legend = page.getByRole('list', { name: 'Map legend' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'Destination: Berlin',
    'Pickup Location: Lisbon',
    'Current Location: Paris',
    'Solid line: the way travelled',
    'Dashed line: the way still to go',
  ]);
});

test('with no tile server the basemap alone is drawn, and no tile is asked for', async ({
  page,
}) => {
  const code = await parcelOnMap(EUROPE);
  const tiles = await unreachableTiles(page);
  await noTileServer(page);
  await page.goto(`/track.html?code=${code}`);
  const map = page.locator('.tracking-map');
  await expectEuropeDrawn(page, map);
  await expect(map.locator('path.wb-route--travelled')).toHaveCount(1);
  await expectMarkersInView(map, MARKERS);
  await expect(map.locator('.leaflet-tile-pane img')).toHaveCount(0);
  expect(tiles).toEqual([]);
});

test("the staff's zoom is kept, centred on the current place; a route across the Pacific goes the short way", async ({
  page,
}) => {
  await unreachableTiles(page);
  const zoomed = await parcelOnMap({ ...EUROPE, map_zoom: 9 });
  await page.goto(`/track.html?code=${zoomed}`);
  const map = page.locator('.tracking-map');
  const current = map.getByRole('button', { name: 'Current Location', exact: true });
  await expect(current).toBeVisible();
  await expect(map.locator('.leaflet-tile-pane img').first()).toHaveAttribute(
    'src',
    /\/9\/\d+\/\d+/,
  );
  // Zoom 9 on Paris: Lisbon and Berlin are off the map, the current marker in its middle.
  const frame = await map.boundingBox();
  const pin = await current.boundingBox();
  if (!frame || !pin) throw new Error('The map is not on screen');
  expect(Math.abs(pin.x + pin.width / 2 - (frame.x + frame.width / 2))).toBeLessThan(2);
  expect(await markerInView(map, 'Destination')).toBe(false);
  expect(await markerInView(map, 'Pickup Location')).toBe(false);

  // Tokyo → Honolulu → Los Angeles: fitted across the antimeridian, not across the whole world.
  const pacific = await parcelOnMap({
    show_map: 'yes',
    map_pickup_latitude: 35.68,
    map_pickup_longitude: 139.69,
    map_current_latitude: 21.31,
    map_current_longitude: -157.86,
    map_destination_latitude: 34.05,
    map_destination_longitude: -118.24,
  });
  await page.goto(`/track.html?code=${pacific}`);
  await expectBasemap(map);
  // The view runs past 180°: the world's copy to the east is drawn too (America's coast).
  await expect.poll(() => countries(map).count()).toBeGreaterThan(177);
  await expectMarkersInView(map, MARKERS);
  const pins = await Promise.all(
    MARKERS.map(async (name) => (await map.getByRole('button', { name }).boundingBox())?.x ?? 0),
  );
  // West to east: Tokyo, then Honolulu, then Los Angeles.
  expect(pins[0]).toBeLessThan(pins[1]);
  expect(pins[1]).toBeLessThan(pins[2]);
});

for (const theme of ['LIGHT', 'DARK'] as const) {
  test(`the tracking map with its basemap and route is axe clean (${theme})`, async ({ page }) => {
    const code = await parcelOnMap(EUROPE);
    await unreachableTiles(page);
    await page.addInitScript(
      (value) => localStorage.setItem('state', JSON.stringify({ theme: value })),
      theme,
    );
    await page.goto(`/track.html?code=${code}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const map = page.locator('.tracking-map');
    await expectEuropeDrawn(page, map);
    // The land stands out from the sea in both themes.
    const [ocean, land] = await map.evaluate((element) => [
      getComputedStyle(element).backgroundColor,
      getComputedStyle(element.querySelector('path.wb-basemap-country') as Element).fill,
    ]);
    expect(land).not.toBe(ocean);
    await waitForAnimations(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the control panel's map picker shows the same basemap and route (${theme})`, async ({
    adminPage: page,
  }) => {
    const code = await parcelOnMap(EUROPE);
    await unreachableTiles(page);
    await page.evaluate((value) => {
      const saved = JSON.parse(localStorage.getItem('state') ?? '{}') as object;
      localStorage.setItem('state', JSON.stringify({ ...saved, theme: value }));
    }, theme);
    await page.goto(`/control/parcels/${code}/update-map`);
    await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
    const map = page.getByRole('region', { name: 'Map' }).locator('.leaflet-container');
    await expectEuropeDrawn(page, map);
    await expect(map.locator('path.wb-route--travelled')).toHaveCount(1);
    await expect(map.locator('path.wb-route--remaining')).toHaveCount(1);
    // No zoom saved: the picker opens fitted to the three markers, and the field stays empty.
    await expectMarkersInView(map, MARKERS);
    await expect(page.getByRole('spinbutton', { name: /^Zoom/ })).toHaveValue('');
    await waitForAnimations(page);
    expect(await seriousViolations(page, WCAG_21_AA)).toEqual([]);
  });
}
