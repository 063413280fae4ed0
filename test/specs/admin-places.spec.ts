import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y.js';
import { expect, test } from '../support/fixtures.js';

// Places by name (docs/product.md §4.4a): the location fields of /control offer the gazetteer's
// places as staff type; a chosen place fills its marker's coordinates, a known name typed gets
// them from the server, and the public tracking page shows the markers.

/** The gazetteer's Cairo and Alexandria (GeoNames), as the server answers them. */
const CAIRO = { latitude: /^30\.06/, longitude: /^31\.24/ };
const ALEXANDRIA = { latitude: /^31\.20/, longitude: /^29\.91/ };

const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** The value shown next to a label in the Map card of the parcel detail. */
function mapValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Map' })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

test('typing "Cairo" offers Cairo, Egypt; choosing it fills its coordinates; known names typed place their markers, shown on the tracking page', async ({
  adminPage: page,
  browser,
}) => {
  const code = uniqueCode('PLC');
  // No network here: tiles fail, markers must still show.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

  await test.step('create a parcel: the pickup chosen by keyboard, the destination only typed', async () => {
    await page.goto('/control/parcels/create.html');
    await page.getByLabel('Tracking code').fill(code);
    await page.getByLabel('Recipient name').fill('Ada Obi');

    const pickup = page.getByRole('combobox', { name: /^Pickup city/ });
    await pickup.pressSequentially('Cai');
    const listbox = page.getByRole('listbox', { name: 'Matching places' });
    const cairo = listbox.getByRole('option').first();
    await expect(cairo).toHaveText(/^Cairo\s*Egypt$/);
    await expect(pickup).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await pickup.press('ArrowDown');
    await expect(cairo).toHaveAttribute('aria-selected', 'true');
    await pickup.press('Enter');
    // The city is the place's name; its country fills the address's Country.
    await expect(pickup).toHaveValue('Cairo');
    await expect(listbox).toBeHidden();
    await expect(page).toHaveURL(/create\.html$/);

    const destination = page.getByRole('combobox', { name: 'Destination' });
    await destination.fill('Alexandria');
    // Leaves the box: the suggestions close, nothing is chosen.
    await destination.press('Tab');
    await page.getByRole('button', { name: 'Create parcel' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(mapValue(page, 'Pickup Location')).toHaveText(/^30\.06\d*, 31\.24\d*$/);
    await expect(mapValue(page, 'Destination')).toHaveText(/^31\.20\d*, 29\.91\d*$/);
    await expect(mapValue(page, 'Current Location')).toHaveText('—');
  });

  await test.step('on the map screen, choosing "Cairo" for the current location fills 30.06…, 31.24…', async () => {
    await page.getByRole('link', { name: 'Update map' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/update-map$`));
    await expect(page.getByLabel('Pickup latitude')).toHaveValue(CAIRO.latitude);
    await expect(page.getByLabel('Destination latitude')).toHaveValue(ALEXANDRIA.latitude);

    const current = page.getByRole('combobox', { name: /^Current location/ });
    await current.pressSequentially('Cairo');
    await page
      .getByRole('option', { name: /^Cairo\s*Egypt$/ })
      .first()
      .click();
    await expect(current).toHaveValue('Cairo, Egypt');
    await expect(page.getByLabel('Current latitude')).toHaveValue(CAIRO.latitude);
    await expect(page.getByLabel('Current longitude')).toHaveValue(CAIRO.longitude);
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map.getByRole('button', { name: 'Current Location' })).toBeVisible();
  });

  await test.step("the map's search box moves the marker being placed and names it", async () => {
    await page.getByRole('radio', { name: 'Destination' }).check();
    const find = page.getByRole('combobox', { name: 'Find a place' });
    await find.pressSequentially('Alexandria');
    await page.getByRole('option', { name: /^Alexandria\s*Egypt$/ }).click();
    await expect(page.getByLabel('Destination latitude')).toHaveValue(ALEXANDRIA.latitude);
    await expect(page.getByLabel('Destination longitude')).toHaveValue(ALEXANDRIA.longitude);
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue(
      'Alexandria, Egypt',
    );

    await page.getByLabel('Show map').selectOption('yes');
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(mapValue(page, 'Current Location')).toHaveText(/^30\.06\d*, 31\.24\d*$/);
  });

  await test.step('a visitor sees the three markers of "Cairo" → "Alexandria"', async () => {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitor = await context.newPage();
    await visitor.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await visitor.goto(`/track.html?code=${code}`);
    await expect(visitor.getByRole('heading', { name: code, level: 2 })).toBeVisible();
    for (const marker of ['Destination', 'Pickup Location', 'Current Location']) {
      await expect(visitor.getByRole('button', { name: marker, exact: true })).toBeVisible();
    }
    await context.close();
  });
});

test('the edit form offers places too, and Escape closes the suggestions without choosing', async ({
  adminPage: page,
}) => {
  const code = uniqueCode('PLE');
  await page.goto('/control/parcels/create.html');
  await page.getByLabel('Tracking code').fill(code);
  await page.getByLabel('Recipient name').fill('Bola Ade');
  await page.getByRole('combobox', { name: 'Destination' }).fill('Warehouse 5, Ikeja');
  await page.getByRole('combobox', { name: 'Destination' }).press('Escape');
  await page.getByRole('button', { name: 'Create parcel' }).click();
  await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
  // Not a place the gazetteer knows: no marker.
  await expect(mapValue(page, 'Destination')).toHaveText('—');

  await page.getByRole('link', { name: 'Update', exact: true }).click();
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await expect(destination).toHaveValue('Warehouse 5, Ikeja');
  await destination.fill('');
  await destination.pressSequentially('São Pau');
  const option = page.getByRole('option', { name: /^São Paulo\s*Brazil$/ });
  await expect(option).toBeVisible();
  await destination.press('Escape');
  await expect(option).toBeHidden();
  await expect(destination).toHaveValue('São Pau');

  await destination.pressSequentially('lo');
  await page.getByRole('option', { name: /^São Paulo\s*Brazil$/ }).click();
  // The city is the place's name; Brazil is now the address's country.
  await expect(destination).toHaveValue('São Paulo');
  await expect(
    page.getByRole('group', { name: 'Recipient' }).getByRole('combobox', { name: /^Country/ }),
  ).toHaveValue('BR');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
  await expect(mapValue(page, 'Destination')).toHaveText(/^-23\.54\d*, -46\.63\d*$/);
});
