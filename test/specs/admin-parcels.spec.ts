import type { Locator, Page } from '@playwright/test';
import { deleteParcel, trackParcel } from '@waybill/shared';
import { isCallOf } from '../../test-kit/routes.js';
import { expect, staffClient, test } from '../support/fixtures.js';
import { solidPng } from '../../test-kit/pictures.js';

/** A code no other spec uses, so the shared product's list can hold other parcels too. */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** The value shown next to a label in one card ("Details" or "Map") of the parcel detail. */
function detailValue(page: Page, card: 'Details' | 'Map', label: string): Locator {
  return page
    .getByRole('region', { name: card })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

/**
 * Opens one of the parcel's actions from its title row. Right after a save the green note slides
 * in at the top of the window, over that row, for 4 s: a click that lands on the note while it
 * arrives is tried again, as a person would once the note is out of the way.
 */
async function openParcelAction(page: Page, name: string, path: string) {
  await expect(async () => {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 1_000 });
  }).toPass();
}

async function createParcel(page: Page, code: string, recipient: string, destination: string) {
  await page.goto('/control/parcels/create.html');
  await page.getByLabel('Tracking code').fill(code);
  await page.getByLabel('Recipient name').fill(recipient);
  await page.getByLabel('Destination').fill(destination);
  // A location field offers places (admin-places.spec.ts): leaving it closes them.
  await page.getByLabel('Destination').press('Tab');
  await page.getByRole('button', { name: 'Create parcel' }).click();
  await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
  await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
}

test('staff create a parcel, find it, update it, place it on the map, add a photo and history, then delete it', async ({
  adminPage: page,
}) => {
  const code = uniqueCode('ADM');
  const recipient = `Maria Recipient ${code}`;

  await test.step('create the parcel from the list', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Parcels', exact: true }).click();
    await expect(page).toHaveURL(/\/control\/parcels\/list\.html$/);
    await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New parcel' }).click();
    await expect(page).toHaveURL(/\/control\/parcels\/create\.html$/);

    // Recipient and destination are required: the shared schema says so before anything is
    // sent. The tracking code is not (the server makes one).
    await page.getByRole('button', { name: 'Create parcel' }).click();
    // Each error by its field, named by the field's label (admin-forms.spec.ts checks the rest).
    await expect(page.getByLabel('Recipient name')).toHaveAccessibleDescription(
      'Recipient name is required',
    );
    await expect(page.getByLabel('Destination city')).toHaveAccessibleDescription(
      'Destination city is required',
    );
    await expect(page.getByLabel('Tracking code')).not.toHaveAttribute('aria-invalid');

    await page.getByLabel('Tracking code').fill(code);
    await page.getByLabel('Recipient name').fill(recipient);
    await page.getByLabel('Destination').fill('Lisbon, Portugal');
    await page.getByLabel('Destination').press('Tab');
    await page.getByRole('button', { name: 'Create parcel' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
    await expect(detailValue(page, 'Details', 'Recipient name')).toHaveText(recipient);
    await expect(detailValue(page, 'Details', 'Destination')).toHaveText('Lisbon, Portugal');
  });

  await test.step('a second parcel with the same code is refused', async () => {
    await page.goto('/control/parcels/create.html');
    await page.getByLabel('Tracking code').fill(code);
    await page.getByLabel('Recipient name').fill('Someone Else');
    await page.getByLabel('Destination').fill('Porto');
    await page.getByLabel('Destination').press('Tab');
    await page.getByRole('button', { name: 'Create parcel' }).click();
    await expect(page.getByLabel('Tracking code')).toHaveAccessibleDescription(
      `Tracking code "${code}" is already used by another parcel`,
    );
    await expect(page).toHaveURL(/\/control\/parcels\/create\.html$/);
  });

  await test.step('the list shows it, and the search finds it', async () => {
    await page.goto('/control/parcels/list.html');
    const table = page.getByRole('table', { name: 'Parcels' });
    await expect(table.getByRole('link', { name: code })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search parcels' });
    await search.fill(recipient);
    await expect(page).toHaveURL(/search=/);
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Lisbon, Portugal');
    await expect(table.getByRole('row')).toHaveCount(2); // the header and the match

    await search.fill(`nothing-matches-${code}`);
    await expect(page.getByRole('heading', { name: 'No Data Found' })).toBeVisible();

    await search.fill(code);
    await page.getByRole('table', { name: 'Parcels' }).getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
  });

  await test.step('update fields, an optional one included; the form loads with "Fetching Data ..."', async () => {
    // The detail screen has its parcel first: only the update screen's own call is held.
    await expect(page.getByRole('link', { name: 'Update', exact: true })).toBeVisible();
    // Hold the parcel's answer until the loading text has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isCallOf(trackParcel, url, { code }),
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('link', { name: 'Update', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/update$`));
    await expect(page.getByText('Fetching Data ...')).toBeVisible();
    release();

    await expect(page.getByLabel('Tracking code')).toHaveValue(code);
    await expect(page.getByLabel('Recipient name')).toHaveValue(recipient);
    // Optional fields say so; the required ones do not.
    // A name offers recent addresses (the address book): a combobox.
    await expect(
      page.getByRole('combobox', { name: 'Sender name (Optional)', exact: true }),
    ).toBeVisible();
    for (const optional of ['Status', 'Weight', 'Expected delivery by']) {
      await expect(
        page.getByRole('textbox', { name: `${optional} (Optional)`, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Tracking code', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Recipient name', exact: true })).toBeVisible();
    // A city is a place search (admin-places.spec.ts).
    await expect(
      page.getByRole('combobox', { name: 'Destination city (Optional)', exact: true }),
    ).toBeVisible();

    await page.getByLabel('Status').fill('In transit');
    await page.getByLabel('Sender name').fill('Ada Sender');
    await page.getByLabel('Weight').fill('2.5 kg');
    await page.getByLabel('Expected delivery from').fill('2030-05-01');
    await page.getByLabel('Expected delivery by').fill('2030-05-04');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(detailValue(page, 'Details', 'Status')).toHaveText('In transit');
    await expect(detailValue(page, 'Details', 'Sender name')).toHaveText('Ada Sender');
    await expect(detailValue(page, 'Details', 'Weight')).toHaveText('2.5 kg');
    await expect(detailValue(page, 'Details', 'Expected delivery from')).toHaveText('1 May 2030');
    await expect(detailValue(page, 'Details', 'Expected delivery by')).toHaveText('4 May 2030');
  });

  await test.step('an optional field emptied is cleared', async () => {
    await openParcelAction(page, 'Update', `/control/parcels/${code}/update`);
    await expect(page.getByLabel('Weight')).toHaveValue('2.5 kg');
    await page.getByLabel('Weight').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(detailValue(page, 'Details', 'Weight')).toHaveText('—');
    await expect(detailValue(page, 'Details', 'Sender name')).toHaveText('Ada Sender');
  });

  await test.step('set the map by typing coordinates', async () => {
    await openParcelAction(page, 'Update map', `/control/parcels/${code}/update-map`);
    await page.getByLabel('Show map').selectOption('yes');
    await page.getByRole('spinbutton', { name: /^Zoom/ }).fill('12');
    await page.getByLabel('Current latitude').fill('38.7223');
    await page.getByLabel('Current longitude').fill('-9.1393');
    await page.getByLabel('Pickup latitude').fill('41.1579');
    await page.getByLabel('Pickup longitude').fill('-8.6291');

    // Out of range is refused before sending.
    await page.getByLabel('Destination latitude').fill('95');
    await page.getByLabel('Destination longitude').fill('10');
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page.getByLabel('Destination latitude')).toHaveAccessibleDescription(
      /^Destination latitude must be/,
    );

    await page.getByLabel('Destination latitude').fill('');
    await page.getByLabel('Destination longitude').fill('');
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map.getByRole('button', { name: 'Current Location' })).toBeVisible();
    await page.getByRole('button', { name: 'Save map' }).click();

    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(detailValue(page, 'Map', 'Show map')).toHaveText('yes');
    await expect(detailValue(page, 'Map', 'Zoom')).toHaveText('12');
    await expect(detailValue(page, 'Map', 'Current Location')).toHaveText('38.7223, -9.1393');
    await expect(detailValue(page, 'Map', 'Pickup Location')).toHaveText('41.1579, -8.6291');
    await expect(detailValue(page, 'Map', 'Destination')).toHaveText('—');
  });

  await test.step('a click on the map moves the current marker, and that is saved', async () => {
    await openParcelAction(page, 'Update map', `/control/parcels/${code}/update-map`);
    const latitude = page.getByLabel('Current latitude');
    const longitude = page.getByLabel('Current longitude');
    await expect(latitude).toHaveValue('38.7223');
    await expect(page.getByRole('radio', { name: 'Current Location' })).toBeChecked();

    const map = page.getByRole('region', { name: 'Map' });
    const marker = map.getByRole('button', { name: 'Current Location' });
    await expect(marker).toBeVisible();
    const before = await marker.boundingBox();
    const box = await map.boundingBox();
    if (!box || !before) throw new Error('The map is not on screen');
    // Right of and below the centre: away from the marker, the zoom buttons and the attribution.
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.65);

    await expect(latitude).not.toHaveValue('38.7223');
    await expect(longitude).not.toHaveValue('-9.1393');
    const clicked = {
      lat: Number(await latitude.inputValue()),
      lng: Number(await longitude.inputValue()),
    };
    expect(clicked.lat).toBeLessThan(38.7223); // below the centre: further south
    expect(clicked.lng).toBeGreaterThan(-9.1393); // right of the centre: further east
    await expect.poll(async () => (await marker.boundingBox())?.x).toBeGreaterThan(before.x);

    // Typing moves the marker back.
    await latitude.fill('38.7223');
    await longitude.fill('-9.1393');
    await expect.poll(async () => (await marker.boundingBox())?.x).toBeCloseTo(before.x, 0);

    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.65);
    await expect(latitude).toHaveValue(String(clicked.lat));
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(detailValue(page, 'Map', 'Current Location')).toHaveText(
      `${clicked.lat}, ${clicked.lng}`,
    );
  });

  await test.step('a text file renamed .png is refused; a real PNG is uploaded and shown', async () => {
    await openParcelAction(page, 'Update image', `/control/parcels/${code}/update-image`);
    const input = page.getByLabel('Image');
    await expect(input).toHaveAttribute('accept', '.jpg,.png,.jpeg');

    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is a text file, not a picture.\n'),
    });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(input).toHaveAccessibleDescription('Image must be a .jpg, .jpeg or .png picture');
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/update-image$`));

    await input.setInputFiles({
      name: 'parcel.png',
      mimeType: 'image/png',
      buffer: solidPng(16, [220, 120, 30]),
    });
    const preview = page.getByRole('img', { name: 'Preview of parcel.png' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    await page.getByRole('button', { name: 'Upload image' }).click();

    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    const photo = page.getByRole('img', { name: `Photo of parcel ${code}` });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/uploads\/images\/.+\.png$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  });

  await test.step('add two activities with different icons and colours', async () => {
    await openParcelAction(page, 'Add activity', `/control/parcels/${code}/activities/create`);
    const icons = page.getByRole('radiogroup', { name: 'Icon' });
    const colours = page.getByRole('radiogroup', { name: 'Colour' });
    // docs/product.md §7.3 defaults: the plane, in green.
    await expect(icons.getByRole('radio', { name: 'plane' })).toBeChecked();
    await expect(colours.getByRole('radio', { name: 'green' })).toBeChecked();
    await expect(icons.getByRole('radio')).toHaveCount(11);
    await expect(colours.getByRole('radio')).toHaveCount(4);

    await page.getByLabel('Title').fill('Picked up');
    await page.getByLabel('Description').fill('Collected from the sender in Porto.');
    await icons.getByRole('radio', { name: 'truck' }).check();
    await colours.getByRole('radio', { name: 'gold' }).check();
    await page.getByRole('button', { name: 'Add activity' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/activities$`));

    const history = page.getByRole('list', { name: 'History' });
    const pickedUp = history.getByRole('listitem', { name: 'Picked up' });
    await expect(pickedUp).toContainText('Collected from the sender in Porto.');
    const truck = pickedUp.locator('.material-icons');
    await expect(truck).toHaveText('local_shipping');
    await expect(truck).toHaveCSS('color', 'rgb(209, 152, 11)');

    await page.getByRole('link', { name: 'Add activity' }).click();
    await page.getByLabel('Title').fill('Arrived at hub');
    await page.getByLabel('Description').fill('Sorted at the Lisbon warehouse.');
    await page
      .getByRole('radiogroup', { name: 'Icon' })
      .getByRole('radio', { name: 'warehouse' })
      .check();
    await page
      .getByRole('radiogroup', { name: 'Colour' })
      .getByRole('radio', { name: 'red' })
      .check();
    await page.getByRole('button', { name: 'Add activity' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/activities$`));

    // Newest first.
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toHaveAccessibleName('Arrived at hub');
    const hub = history
      .getByRole('listitem', { name: 'Arrived at hub' })
      .locator('.material-icons');
    await expect(hub).toHaveText('home_work');
    await expect(hub).toHaveCSS('color', 'rgb(205, 66, 70)');
  });

  await test.step('edit one activity', async () => {
    const history = page.getByRole('list', { name: 'History' });
    await history
      .getByRole('listitem', { name: 'Picked up' })
      .getByRole('link', { name: 'Edit' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/activities/\\d+$`));
    await expect(page.getByLabel('Title')).toHaveValue('Picked up');
    await expect(page.getByRole('radio', { name: 'truck' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'gold' })).toBeChecked();

    await page.getByLabel('Title').fill('Picked up in Porto');
    await page.getByRole('radio', { name: 'check circle' }).check();
    await page.getByRole('radio', { name: 'green' }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/activities$`));
    const edited = history.getByRole('listitem', { name: 'Picked up in Porto' });
    await expect(edited).toBeVisible();
    await expect(edited.locator('.material-icons')).toHaveText('check_circle');
    await expect(edited.locator('.material-icons')).toHaveCSS('color', 'rgb(35, 133, 81)');
  });

  await test.step('delete one activity after confirming', async () => {
    const history = page.getByRole('list', { name: 'History' });
    const hub = history.getByRole('listitem', { name: 'Arrived at hub' });
    await hub.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    // The question names the entry and its parcel.
    await expect(dialog).toContainText(
      `Are you sure you want to delete \u201c\u2068Arrived at hub\u2069\u201d from the history of \u2066${code}\u2069?`,
    );
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(hub).toBeVisible();

    await hub.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(hub).toHaveCount(0);
    await expect(history.getByRole('listitem')).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
  });

  await test.step('the detail previews the history', async () => {
    await page.getByRole('link', { name: 'Back to parcel' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    const recent = page.getByRole('list', { name: 'Recent history' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem', { name: 'Picked up in Porto' })).toBeVisible();
  });

  await test.step('delete the parcel', async () => {
    await page
      .getByRole('toolbar', { name: 'Parcel actions' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `Are you sure you want to delete parcel \u2066${code}\u2069? Its history and photo go with it.`,
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/control\/parcels\/list\.html$/);
    await expect(page.getByRole('link', { name: code })).toHaveCount(0);

    await page.goto(`/control/parcels/${code}`);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });
});

test('staff leave the tracking code empty and the parcel gets a random, checked code', async ({
  adminPage: page,
}) => {
  const recipient = `Generated Code ${uniqueCode('GEN')}`;
  await page.goto('/control/parcels/create.html');
  await expect(page.getByText('Leave it empty to have one made')).toBeVisible();
  await page.getByLabel('Recipient name').fill(recipient);
  await page.getByLabel('Destination').fill('Nairobi');
  await page.getByLabel('Destination').press('Tab');
  await page.getByRole('button', { name: 'Create parcel' }).click();

  // Prefix, ten readable random symbols (no I, L, O, U) and the check character.
  const generated = /WB[0-9A-HJKMNP-TV-Z]{11}/;
  await expect(page).toHaveURL(new RegExp(`/control/parcels/${generated.source}$`));
  const code = page.url().split('/').pop()!;
  // The toast that stays on the parcel's page (the form's own note may show it too until the
  // parcel's screen has arrived).
  await expect(
    page.getByRole('alert').filter({ hasText: `Parcel created: ${code}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
  await expect(detailValue(page, 'Details', 'Tracking code')).toHaveText(code);
  await expect(detailValue(page, 'Details', 'Recipient name')).toHaveText(recipient);
});

test('a delete that fails shows its first error as a toast and stays on the parcel', async ({
  adminPage: page,
}) => {
  const code = uniqueCode('GONE');
  await createParcel(page, code, 'Toast Recipient', 'Faro');

  // The parcel disappears behind the screen's back (another member of staff deleted it).
  const staff = staffClient(page.request);
  const { id } = await staff.data(trackParcel, { params: { code } });
  await staff.data(deleteParcel, { body: { id } });

  await page
    .getByRole('toolbar', { name: 'Parcel actions' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No Data Found' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
});

test('an unknown parcel shows "Not Found" on its screens', async ({ adminPage: page }) => {
  const code = uniqueCode('NOPE');
  for (const path of ['', '/update', '/update-map', '/update-image', '/activities']) {
    await page.goto(`/control/parcels/${code}${path}`);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to parcels' })).toBeVisible();
  }
});
