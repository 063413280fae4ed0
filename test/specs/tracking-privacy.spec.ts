import { type APIRequestContext, type Page, request } from '@playwright/test';
import {
  trackParcel,
  unlockParcel,
  updateParcel,
  updateSettings,
  uploadParcelImage,
  type PublicParcel,
} from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { tinyPng } from '../../test-kit/pictures.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * Privacy by default (docs/product.md §2.3): with the tracking code alone a visitor sees no names,
 * no photo and a coarse map, as the API answers them; the recipient's e-mail or the last 4 digits
 * of their phone number show the rest, for the tab's life.
 */

let staff: APIRequestContext;
let visitorApi: APIRequestContext;
let codeCount = 0;

function newCode(): string {
  codeCount += 1;
  return `PRV-${Date.now().toString(36).toUpperCase()}-${codeCount}`;
}

test.beforeAll(async ({ product }) => {
  staff = await staffRequest(product.url);
  visitorApi = await request.newContext({ baseURL: product.url });
});

test.afterAll(async () => {
  await staff.dispose();
  await visitorApi.dispose();
});

/** A parcel with names, the recipient's e-mail and phone, a photo and a map. */
async function privateParcel(code: string): Promise<void> {
  const client = staffClient(staff);
  const parcel = await createParcel(client, {
    tracking_code: code,
    recipient_name: 'Ada Lovelace',
    destination: 'Lisbon, Portugal',
    status: 'In transit',
    sender_name: 'Charles Babbage',
    recipient_email: 'ada@example.com',
    recipient_phone_number: '+351 21 000 4321',
  });
  await client.data(updateParcel, {
    body: {
      id: parcel.id,
      show_map: 'yes',
      map_current_latitude: 48.85661,
      map_current_longitude: 2.35222,
      map_destination_latitude: 38.72225,
      map_destination_longitude: -9.13934,
    },
  });
  await client.data(
    uploadParcelImage,
    {
      form: {
        id: parcel.id,
        image: { name: 'parcel.png', mimeType: 'image/png', buffer: tinyPng() },
      },
    },
    201,
  );
}

/** The visitor's API answer for the code alone. */
async function visitorAnswer(code: string): Promise<PublicParcel> {
  const response = await visitorApi.get(trackParcel.path({ code }));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PublicParcel }).data;
}

const details = (page: Page) => page.getByRole('region', { name: 'Shipment details' });
const unlockForm = (page: Page) => page.getByRole('form', { name: 'Recipient’s details' });
const photo = (page: Page, code: string) => page.getByRole('img', { name: `Parcel ${code}` });

test('a visitor sees no names or photo until verified, as the API answers; then both', async ({
  page,
}) => {
  const code = newCode();
  await privateParcel(code);

  const answer = await visitorAnswer(code);
  expect(answer).toMatchObject({
    recipient_name: null,
    sender_name: null,
    image: null,
    locked: true,
    unlock_with: ['email', 'phone_last4'],
    map_current_latitude: 48.9,
    map_current_longitude: 2.4,
  });
  expect(JSON.stringify(answer)).not.toMatch(/Ada Lovelace|Charles Babbage|ada@example|4321/);

  await page.goto(`/track.html?code=${code}`);
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  await expect(details(page)).toBeVisible();
  // The page shows what the API gave: no names, no photo, the map said to be approximate.
  await expect(page.getByText('Places are shown approximately (to about 10 km).')).toBeVisible();
  await expect(photo(page, code)).toHaveCount(0);
  const shown = await page.locator('body').innerText();
  expect(shown).not.toContain('Ada Lovelace');
  expect(shown).not.toContain('Charles Babbage');
  await expect(details(page)).not.toContainText('Recipient');

  await test.step('a wrong answer is refused and shows nothing', async () => {
    const field = unlockForm(page).getByLabel('Recipient’s e-mail or last 4 digits of their phone');
    await field.fill('9999');
    await unlockForm(page).getByRole('button', { name: 'Show names and photo' }).click();
    await expect(unlockForm(page).getByRole('alert')).toHaveText(
      'That is not the recipient’s e-mail or the last 4 digits of their phone number.',
    );
    await expect(page.getByText('Ada Lovelace')).toHaveCount(0);
  });

  await test.step('the last 4 digits show the names, the photo and the exact map', async () => {
    const unlocked = page.waitForResponse(
      (response) => response.url().endsWith(unlockParcel.path({ code })) && response.ok(),
    );
    const field = unlockForm(page).getByLabel('Recipient’s e-mail or last 4 digits of their phone');
    await field.fill('43 21');
    await unlockForm(page).getByRole('button', { name: 'Show names and photo' }).click();
    const data = ((await (await unlocked).json()) as { data: PublicParcel }).data;
    expect(data).toMatchObject({
      recipient_name: 'Ada Lovelace',
      sender_name: 'Charles Babbage',
      locked: false,
      map_current_latitude: 48.85661,
    });
    expect(JSON.stringify(data)).not.toMatch(/ada@example|4321/);
    await expect(details(page)).toContainText('Recipient');
    await expect(details(page)).toContainText('Ada Lovelace');
    await expect(details(page)).toContainText('Charles Babbage');
    await expect(photo(page, code)).toBeVisible();
    await expect(photo(page, code)).toHaveJSProperty('naturalWidth', 1);
    await expect(unlockForm(page)).toHaveCount(0);
    await expect(page.getByText('Places are shown approximately (to about 10 km).')).toHaveCount(0);
    // Never written to local storage: the names are for this tab.
    const saved = await page.evaluate(() => localStorage.getItem('state') ?? '');
    expect(saved).not.toContain('Ada Lovelace');
  });

  await test.step('a reload in the same tab keeps it unlocked', async () => {
    await page.reload();
    await expect(details(page)).toContainText('Ada Lovelace');
    await expect(photo(page, code)).toBeVisible();
  });

  await test.step('another tab asks again', async () => {
    const other = await page.context().newPage();
    await other.goto(`/track.html?code=${code}`);
    await expect(unlockForm(other)).toBeVisible();
    await expect(other.getByText('Ada Lovelace')).toHaveCount(0);
    await other.close();
  });
});

test('staff choose in Settings what the code alone shows; the page and the API follow', async ({
  adminPage,
  page,
}) => {
  const code = newCode();
  await privateParcel(code);
  const namesSwitch = adminPage.getByRole('switch', { name: 'Show names with the code alone' });
  try {
    await adminPage.goto('/control/settings/tracking');
    await expect(
      adminPage.getByRole('heading', { name: 'Tracking privacy', level: 1 }),
    ).toBeVisible();
    // Private by default: every switch off.
    for (const name of [
      'Show names with the code alone',
      'Show the parcel photo with the code alone',
      'Show the exact map with the code alone',
    ]) {
      await expect(adminPage.getByRole('switch', { name })).not.toBeChecked();
    }
    await namesSwitch.check();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Settings saved').first()).toBeVisible();

    expect(await visitorAnswer(code)).toMatchObject({
      recipient_name: 'Ada Lovelace',
      sender_name: 'Charles Babbage',
      image: null,
      locked: true,
    });
    await page.goto(`/track.html?code=${code}`);
    await expect(details(page)).toContainText('Ada Lovelace');
    await expect(photo(page, code)).toHaveCount(0);
    await expect(unlockForm(page)).toBeVisible();
  } finally {
    await staffClient(staff).data(updateSettings, { body: { tracking_shows_names: false } });
  }
});
