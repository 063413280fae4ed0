import { type APIRequestContext, type Page } from '@playwright/test';
import {
  createActivity,
  createParcel as createParcelEndpoint,
  getGraph,
  trackParcel,
  updateParcel,
  uploadParcelImage,
  type ActivityCreatePayload,
  type ParcelMapPayload,
} from '@waybill/shared';
import { createParcel as createStaffParcel, type ParcelFields } from '../../test-kit/parcels.js';
import { tinyPng } from '../../test-kit/pictures.js';
import { isCallOf } from '../../test-kit/routes.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * The public tracking page against the real product: staff write parcels through the API (a
 * signed-in request context), a visitor tracks them in the browser.
 *
 * Map markers are Leaflet markers: keyboard-focusable elements with role "button" whose name
 * (and title) is Destination, Pickup Location or Current Location.
 */

type MapFields = Omit<ParcelMapPayload, 'id'>;

type ActivityFields = Pick<ActivityCreatePayload, 'title' | 'description' | 'icon' | 'color'>;

let staff: APIRequestContext;
let codeCount = 0;

/** Tracking codes unique across the spec files that share the product. */
function newCode(): string {
  codeCount += 1;
  return `TRK-${Date.now().toString(36).toUpperCase()}-${codeCount}`;
}

test.beforeAll(async ({ product }) => {
  staff = await staffRequest(product.url);
});

test.afterAll(async () => {
  await staff.dispose();
});

/** Creates the parcel, then fills in the rest of its fields with the edit form's PATCH. */
async function createParcel(code: string, fields: Omit<ParcelFields, 'tracking_code'>) {
  const parcel = await createStaffParcel(staffClient(staff), { tracking_code: code, ...fields });
  return parcel.id;
}

async function setMap(id: number, map: MapFields): Promise<void> {
  const body: ParcelMapPayload = { id, ...map };
  await staffClient(staff).data(updateParcel, { body });
}

async function addActivities(id: number, activities: ActivityFields[]): Promise<void> {
  // One at a time, so their order in time is the order given.
  for (const activity of activities) {
    await staffClient(staff).data(createActivity, { body: { ...activity, parcel_id: id } }, 201);
  }
}

async function uploadPhoto(id: number): Promise<void> {
  await staffClient(staff).data(
    uploadParcelImage,
    { form: { id, image: { name: 'parcel.png', mimeType: 'image/png', buffer: tinyPng() } } },
    201,
  );
}

/** Answers every map tile request with an error (no network) and records the URLs asked for. */
async function blockTiles(page: Page): Promise<string[]> {
  const graph = await staffClient(staff).data(getGraph);
  const template = graph.site.map_tile_url;
  const host = new URL(template.replace(/\{[a-z]\}/g, '0')).host.replace(/^0\./, '');
  const requested: string[] = [];
  await page.route(
    (url) => url.host.endsWith(host),
    (tile) => {
      requested.push(tile.request().url());
      return tile.abort('internetdisconnected');
    },
  );
  return requested;
}

const stops = (page: Page) => page.getByRole('list', { name: 'Route' }).getByRole('listitem');
const summary = (page: Page, code: string) => page.getByRole('region', { name: code });
const history = (page: Page) => page.getByRole('list', { name: 'Tracking history' });
const details = (page: Page) => page.getByRole('region', { name: 'Shipment details' });

test('a visitor tracks a parcel from the home page: status, route, delivery window, details and photo', async ({
  page,
}) => {
  const code = newCode();
  const id = await createParcel(code, {
    recipient_name: 'Ada Lovelace',
    destination: 'Lisbon, Portugal',
    status: 'In transit',
    pickup_location: 'London, United Kingdom',
    current_location: 'Paris, France',
    weight: '2.5 kg',
    shipped_via: 'Air freight',
    parcel_content: 'Books',
    min_expected_delivery_date: '2099-03-02',
    max_expected_delivery_date: '2099-03-06',
    recipient_email: 'ada@example.com',
  });
  await uploadPhoto(id);

  await page.goto('/');
  await page.getByRole('textbox', { name: 'Tracking number' }).fill(code);
  await page.getByRole('button', { name: 'TRACK' }).click();
  await expect(page).toHaveURL(`/track.html?code=${code}`);

  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tracking number' })).toHaveValue(code);
  await expect(summary(page, code)).toContainText('In transit');

  const route = stops(page);
  await expect(route).toHaveCount(3);
  await expect(route.nth(0)).toContainText('From');
  await expect(route.nth(0)).toContainText('London, United Kingdom');
  await expect(route.nth(1)).toContainText('Now at');
  await expect(route.nth(1)).toContainText('Paris, France');
  await expect(route.nth(2)).toContainText('To');
  await expect(route.nth(2)).toContainText('Lisbon, Portugal');

  await expect(summary(page, code)).toContainText('Expected delivery');
  await expect(summary(page, code)).toContainText('Mon 2 Mar – Fri 6 Mar 2099');
  await expect(summary(page, code).getByText('Late', { exact: true })).toHaveCount(0);

  await expect(details(page)).toContainText('Shipped via');
  await expect(details(page)).toContainText('Air freight');
  await expect(details(page)).toContainText('2.5 kg');
  await expect(details(page)).toContainText('Books');

  // The photo waits for the recipient's e-mail (privacy by default: tracking-privacy.spec.ts).
  const photo = page.getByRole('img', { name: `Parcel ${code}` });
  await expect(photo).toHaveCount(0);
  const unlock = page.getByRole('form', { name: 'Recipient’s details' });
  await unlock.getByLabel('Recipient’s e-mail').fill('ada@example.com');
  await unlock.getByRole('button', { name: 'Show names and photo' }).click();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/uploads\/images\/.+/);
  await expect(photo).toHaveJSProperty('naturalWidth', 1);
  await expect(details(page)).toContainText('Ada Lovelace');

  // No activities yet: the timeline says so instead of showing an empty list.
  await expect(page.getByText('No updates yet. Check back soon.')).toBeVisible();
  // Its places are known ones, so the map shows without staff turning it on (docs/product.md §4.4).
  await expect(page.getByRole('heading', { name: 'Parcel location' })).toBeVisible();
});

test('a parcel whose latest delivery date has passed is marked Late', async ({ page }) => {
  const code = newCode();
  await createParcel(code, {
    recipient_name: 'Grace Hopper',
    destination: 'Arlington, USA',
    status: 'Held at customs',
    min_expected_delivery_date: '2020-01-01',
    max_expected_delivery_date: '2020-01-05',
  });

  await page.goto(`/track.html?code=${code}`);
  await expect(summary(page, code)).toContainText('Held at customs');
  await expect(summary(page, code)).toContainText('Wed 1 Jan – Sun 5 Jan 2020');
  await expect(summary(page, code).getByText('Late', { exact: true })).toBeVisible();
  // Fields staff have not filled in are said to be missing, not left blank.
  await expect(stops(page).nth(0)).toContainText('Not yet known');
  await expect(details(page)).toContainText('Not given');
});

test('the history is a timeline, newest first, with icons and colours; "More" loads older entries', async ({
  page,
}) => {
  const code = newCode();
  const id = await createParcel(code, { recipient_name: 'Alan Turing', destination: 'Wilmslow' });
  const icons = ['airplanemode_active', 'local_shipping', 'home_work', 'check_circle'] as const;
  const colors = ['green', 'black', 'gold', 'red'] as const;
  const activities: ActivityFields[] = Array.from({ length: 12 }, (_, index) => ({
    title: `Update ${index + 1}`,
    description: `What happened at step ${index + 1}`,
    icon: icons[index % icons.length],
    color: colors[index % colors.length],
  }));
  await addActivities(id, activities);

  await page.goto(`/track.html?code=${code}`);
  const entries = history(page).getByRole('listitem');
  await expect(entries).toHaveCount(10);

  // Newest first: update 12 down to update 3 on the first page.
  for (let shown = 0; shown < 10; shown += 1) {
    const activity = activities[11 - shown];
    const entry = entries.nth(shown);
    await expect(entry.getByRole('heading', { name: activity.title })).toBeVisible();
    await expect(entry).toContainText(activity.description);
    await expect(entry.locator('[data-icon]')).toHaveAttribute('data-icon', activity.icon);
    await expect(entry.locator('[data-color]')).toHaveAttribute('data-color', activity.color);
  }
  // The colour is drawn: a red entry (update 12 is the latest, drawn filled; update 8 is red).
  await expect(entries.nth(4).locator('[data-color]')).toHaveCSS(
    'border-top-color',
    'rgb(198, 40, 40)',
  );
  await expect(entries.nth(5).locator('[data-color]')).toHaveCSS(
    'border-top-color',
    'rgb(184, 134, 11)',
  );
  // Date and time of each entry, as the API formats them in the company's time zone.
  await expect(entries.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2} \d{2}:\d{2}$/);

  await page.getByRole('button', { name: 'More' }).click();
  await expect(entries).toHaveCount(12);
  await expect(entries.nth(10).getByRole('heading', { name: 'Update 2' })).toBeVisible();
  await expect(entries.nth(11).getByRole('heading', { name: 'Update 1' })).toBeVisible();
  await expect(entries.nth(11).locator('[data-icon]')).toHaveAttribute(
    'data-icon',
    'airplanemode_active',
  );
  // Last page: nothing more to load.
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
});

test('a visitor finds a parcel by the code the server made, typed in lower case', async ({
  page,
}) => {
  const parcel = await staffClient(staff).data(
    createParcelEndpoint,
    { body: { recipient_name: 'Grace Hopper', destination: 'Arlington' } },
    201,
  );
  const code = parcel.tracking_code;
  expect(code).toMatch(/^WB[0-9A-HJKMNP-TV-Z]{11}$/);

  await page.goto('/track.html');
  const search = page.getByRole('textbox', { name: 'Tracking number' });
  await search.fill(code.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(`/track.html?code=${code.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Route' })).toContainText('Arlington');
});

test('TRACKING... shows while the lookup runs; a search updates ?code=; an unknown code shows NO DATA FOUND', async ({
  page,
}) => {
  const code = newCode();
  await createParcel(code, { recipient_name: 'Hedy Lamarr', destination: 'Vienna' });

  // Hold the answer until the loading state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isCallOf(trackParcel, url, { code }),
    async (intercepted) => {
      await held;
      await intercepted.continue();
    },
  );
  // A search from the page: the browser looks it up (a page opened with ?code= comes drawn with
  // its answer, below).
  await page.goto('/track.html');
  const search = page.getByRole('textbox', { name: 'Tracking number' });
  await search.fill(code);
  await search.press('Enter');
  await expect(page).toHaveURL(`/track.html?code=${code}`);
  await expect(page.getByText('TRACKING...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  await expect(page.getByText('TRACKING...')).toHaveCount(0);

  await search.fill('NO-SUCH-PARCEL-404');
  await search.press('Enter');
  await expect(page).toHaveURL('/track.html?code=NO-SUCH-PARCEL-404');
  await expect(page.getByRole('alert')).toContainText('NO DATA FOUND');
  await expect(page.getByRole('heading', { name: code })).toHaveCount(0);

  // Back to the found parcel through history: the code in the address is looked up again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  await expect(search).toHaveValue(code);
});

test("the tracking page's first HTML holds the parcel's status and newest history entry; the page asks no second time", async ({
  page,
}) => {
  // A space, so that the page and the server must read the code the same way.
  const code = `${newCode()} B`;
  const id = await createParcel(code, {
    recipient_name: 'Grace Hopper',
    destination: 'Arlington',
    status: 'Held at customs',
  });
  await addActivities(id, [
    { title: 'Picked up in Boston', description: 'First scan', icon: 'moped', color: 'green' },
    {
      title: 'Cleared the Dulles hub',
      description: 'Second scan',
      icon: 'home_work',
      color: 'gold',
    },
  ]);
  const address = `/track.html?code=${encodeURIComponent(` ${code} `)}`;

  // The HTML as the server sends it, before any script: the result is in it.
  const answer = await page.request.get(address);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  const markup = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="initial-state"'));
  expect(markup).toContain('Held at customs');
  expect(markup).toContain('Cleared the Dulles hub');
  expect(markup).toContain('class="delivery-window');
  expect(markup).not.toContain('TRACKING...');
  // Drawn with its answer: the lookup is not announced for the browser to fetch again.
  expect(html).not.toContain('rel="preload" as="fetch"');

  const lookups: string[] = [];
  page.on('request', (request) => {
    if (isCallOf(trackParcel, request.url(), { code })) lookups.push(request.url());
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  await page.goto(address);
  await expect(summary(page, code)).toContainText('Held at customs');
  await expect(history(page).getByRole('listitem').first()).toContainText('Cleared the Dulles hub');
  // Hydrated from the page's state: the screen works (a search from it) and never asked for
  // the lookup, and React found the page it would have drawn (a mismatch is a console error).
  const search = page.getByRole('textbox', { name: 'Tracking number' });
  await expect(search).toHaveValue(` ${code} `);
  expect(lookups).toEqual([]);
  expect(problems).toEqual([]);
  await search.fill('NO-SUCH-PARCEL-405');
  await search.press('Enter');
  await expect(page.getByRole('alert')).toContainText('NO DATA FOUND');
});

test('an unknown code is drawn as not found', async ({ page }) => {
  const html = await (await page.request.get('/track.html?code=NO-SUCH-PARCEL-406')).text();
  expect(html).toContain('NO DATA FOUND');
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (isCallOf(trackParcel, request.url(), { code: 'NO-SUCH-PARCEL-406' })) {
      lookups.push(request.url());
    }
  });
  await page.goto('/track.html?code=NO-SUCH-PARCEL-406');
  await expect(page.getByRole('alert')).toContainText('NO DATA FOUND');
  expect(lookups).toEqual([]);
});

test('signed in, the page is drawn without the parcel; the lookup it announces is the one the screen uses', async ({
  adminPage,
}) => {
  // A space, so that the page and the server must encode the code the same way.
  const code = `${newCode()} B`;
  await createParcel(code, { recipient_name: 'Grace Hopper', destination: 'Arlington' });
  const path = trackParcel.path({ code });
  const lookups: string[] = [];
  adminPage.on('request', (request) => {
    if (isCallOf(trackParcel, request.url(), { code })) lookups.push(request.url());
  });
  await adminPage.goto(`/track.html?code=${encodeURIComponent(` ${code} `)}`);
  await expect(adminPage.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  await expect(adminPage.locator(`link[rel="preload"][as="fetch"][href="${path}"]`)).toHaveCount(1);
  // The page's own fetch took the preloaded answer instead of asking again.
  expect(lookups).toHaveLength(1);
});

const PRIVATE = {
  recipient_email: 'ada.private@example.com',
  recipient_phone_number: '+351 911 222 333',
  sender_email: 'sender.private@example.com',
  declared_value: 'USD 4321.99',
};

async function expectNothingPrivate(page: Page, code: string): Promise<void> {
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  const text = await page.locator('body').innerText();
  const saved = await page.evaluate(() => localStorage.getItem('state') ?? '');
  // The saved state holds this parcel (docs/product.md §3.3), but only the visitor's view of it.
  expect(saved).toContain(code);
  for (const value of Object.values(PRIVATE)) {
    expect(text).not.toContain(value);
    expect(saved).not.toContain(value);
  }
}

test("a visitor never sees the recipient's e-mail or phone, the sender's e-mail or the declared value", async ({
  page,
}) => {
  const code = newCode();
  await createParcel(code, {
    recipient_name: 'Ada Lovelace',
    destination: 'Lisbon',
    status: 'Out for delivery',
    sender_name: 'Charles Babbage',
    ...PRIVATE,
  });
  await page.goto(`/track.html?code=${code}`);
  await expect(summary(page, code)).toContainText('Out for delivery');
  await expectNothingPrivate(page, code);
});

test('the public page keeps those fields out even in a signed-in admin’s browser', async ({
  adminPage,
}) => {
  const code = newCode();
  await createParcel(code, { recipient_name: 'Ada Lovelace', destination: 'Lisbon', ...PRIVATE });
  await adminPage.goto(`/track.html?code=${code}`);
  await expectNothingPrivate(adminPage, code);
});

test('with show_map yes the map shows the three markers, even without tiles; with no it is absent', async ({
  page,
}) => {
  const code = newCode();
  const id = await createParcel(code, {
    recipient_name: 'Marie Curie',
    destination: 'Lyon',
    pickup_location: 'Brussels',
    current_location: 'Paris',
  });
  await setMap(id, {
    show_map: 'yes',
    map_zoom: 6,
    map_current_latitude: 48.8566,
    map_current_longitude: 2.3522,
    map_pickup_latitude: 50.8503,
    map_pickup_longitude: 4.3517,
    map_destination_latitude: 45.764,
    map_destination_longitude: 4.8357,
  });
  const tiles = await blockTiles(page);

  await page.goto(`/track.html?code=${code}`);
  await expect(page.getByRole('heading', { name: 'Parcel location' })).toBeVisible();
  for (const name of ['Destination', 'Pickup Location', 'Current Location']) {
    const marker = page.getByRole('button', { name, exact: true });
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('title', name);
  }
  // The tooltip names the marker for a pointer user too.
  await page.getByRole('button', { name: 'Current Location', exact: true }).hover();
  await expect(page.locator('.leaflet-tooltip')).toHaveText('Current Location');

  // 60vh high, and the tiles asked for are those of map_zoom (they fail: no network here).
  const viewport = page.viewportSize();
  const box = await page.locator('.leaflet-container').boundingBox();
  expect(box && viewport ? Math.round(box.height) : 0).toBe(
    Math.round((viewport?.height ?? 0) * 0.6),
  );
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => /\/6\/\d+\/\d+/.test(url))).toBe(true);

  await setMap(id, {
    show_map: 'no',
    map_zoom: 6,
    map_current_latitude: 48.8566,
    map_current_longitude: 2.3522,
  });
  await page.reload();
  await expect(summary(page, code)).toContainText('Paris');
  await expect(page.getByRole('heading', { name: 'Parcel location' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Current Location' })).toHaveCount(0);
});

test('only the current marker when staff have not placed pickup and destination; Leaflet loads only with a map', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  const code = newCode();
  const id = await createParcel(code, { recipient_name: 'Nikola Tesla', destination: 'New York' });
  await blockTiles(page);

  await page.goto('/');
  await page.goto(`/track.html?code=${code}`);
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  const beforeMap = scripts.length;
  expect(scripts.some((url) => /TrackingMap/.test(url))).toBe(false);

  await setMap(id, {
    show_map: 'yes',
    map_zoom: 10,
    map_current_latitude: 40.7128,
    map_current_longitude: -74.006,
  });
  await page.getByRole('button', { name: 'TRACK' }).click();
  await expect(page.getByRole('button', { name: 'Current Location', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pickup Location' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Destination' })).toHaveCount(0);
  // The map's code arrived as a chunk of its own once a map was shown.
  expect(scripts.slice(beforeMap).some((url) => /TrackingMap/.test(url))).toBe(true);
});
