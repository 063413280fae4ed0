import { expect, test } from '../support/fixtures.js';
import { solidPng } from '../../test-kit/pictures.js';

const CODE = `STORY-${Date.now().toString(36).toUpperCase()}`;
const ACTIVITIES = [
  {
    title: 'Picked up in Kumasi',
    description: 'Collected from the sender',
    icon: 'bike',
    color: 'black',
  },
  { title: 'Departed Accra', description: 'On the evening flight', icon: 'plane', color: 'gold' },
  {
    title: 'Arrived in Lagos hub',
    description: 'Sorting for delivery',
    icon: 'warehouse',
    color: 'green',
  },
];

test('staff set up a parcel in /control and a visitor tracks it from the home page', async ({
  adminPage: page,
  browser,
}) => {
  await test.step('staff create the parcel and fill in its details', async () => {
    await page.goto('/control/parcels/create.html');
    await page.getByLabel('Tracking code').fill(CODE);
    await page.getByLabel('Recipient name').fill('Ada Obi');
    await page.getByLabel('Destination').fill('Lagos');
    // A location field offers places (admin-places.spec.ts): leaving it closes them.
    await page.getByLabel('Destination').press('Tab');
    await page.getByRole('button', { name: 'Create parcel' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${CODE}$`));
    await page.getByRole('link', { name: 'Update', exact: true }).click();
    // The parcel page has a Status field of its own (its "Add update" card), and it stays on
    // screen until the update screen's code has arrived: fill the update form only once it shows.
    await expect(page.getByRole('heading', { name: 'Update parcel', level: 1 })).toBeVisible();
    await page.getByLabel('Status').fill('Out for delivery');
    await page.getByLabel('Pickup city').fill('Kumasi');
    await page.getByLabel('Current location').fill('Lagos hub');
    await page.getByLabel('Current location').press('Tab');
    await page.getByLabel('Recipient email').fill('ada.private@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${CODE}$`));
  });

  await test.step('staff add three activities with their icons and colours', async () => {
    for (const activity of ACTIVITIES) {
      await page.goto(`/control/parcels/${CODE}/activities/create`);
      await page.getByLabel('Title').fill(activity.title);
      await page.getByLabel('Description').fill(activity.description);
      await page
        .getByRole('radiogroup', { name: 'Icon' })
        .getByRole('radio', { name: activity.icon })
        .check();
      await page
        .getByRole('radiogroup', { name: 'Colour' })
        .getByRole('radio', { name: activity.color })
        .check();
      await page.getByRole('button', { name: 'Add activity' }).click();
      await expect(page).toHaveURL(new RegExp(`/control/parcels/${CODE}/activities$`));
    }
  });

  await test.step('staff place the parcel on the map', async () => {
    await page.goto(`/control/parcels/${CODE}/update-map`);
    await page.getByLabel('Show map').selectOption('yes');
    await page.getByRole('spinbutton', { name: /^Zoom/ }).fill('5');
    await page.getByLabel('Current latitude').fill('6.4541');
    await page.getByLabel('Current longitude').fill('3.3947');
    await page.getByLabel('Pickup latitude').fill('6.6885');
    await page.getByLabel('Pickup longitude').fill('-1.6244');
    await page.getByLabel('Destination latitude').fill('6.5244');
    await page.getByLabel('Destination longitude').fill('3.3792');
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${CODE}$`));
  });

  await test.step('staff upload a photo', async () => {
    await page.goto(`/control/parcels/${CODE}/update-image`);
    await page.getByLabel('Image').setInputFiles({
      name: 'parcel.png',
      mimeType: 'image/png',
      buffer: solidPng(8, [200, 120, 40]),
    });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${CODE}$`));
  });

  const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  // No network here: tiles fail, the markers must still show.
  await visitor.route(/tile\.openstreetmap\.org/, (route) => route.abort());

  await test.step('a visitor tracks it from the home page', async () => {
    await visitor.goto('/');
    await visitor.getByPlaceholder('Enter Your Tracking Number').fill(CODE.toLowerCase());
    await visitor.getByPlaceholder('Enter Your Tracking Number').press('Enter');
    await expect(visitor).toHaveURL(new RegExp(`/track\\.html\\?code=${CODE.toLowerCase()}$`));
    await expect(visitor.getByRole('heading', { name: CODE, level: 2 })).toBeVisible();
    // The status as staff wrote it, and the step it maps to.
    await expect(visitor.locator('.status-badge')).toHaveText('Out for delivery');
    await expect(visitor.locator('[aria-current="step"]')).toContainText('Out for delivery');
  });

  await test.step('the timeline is newest first with each icon and colour', async () => {
    const entries = visitor.getByRole('list', { name: 'Tracking history' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    const newestFirst = [...ACTIVITIES].reverse();
    const iconNames = { bike: 'moped', plane: 'airplanemode_active', warehouse: 'home_work' };
    for (const [index, activity] of newestFirst.entries()) {
      const entry = entries.nth(index);
      await expect(entry.getByRole('heading', { name: activity.title })).toBeVisible();
      await expect(entry.locator('[data-icon]')).toHaveAttribute(
        'data-icon',
        iconNames[activity.icon as keyof typeof iconNames],
      );
      await expect(entry.locator(`[data-color="${activity.color}"]`)).toHaveCount(1);
    }
  });

  await test.step('the map shows the three markers; the photo and name wait for the recipient’s e-mail', async () => {
    for (const marker of ['Destination', 'Pickup Location', 'Current Location']) {
      await expect(visitor.getByRole('button', { name: marker, exact: true })).toBeVisible();
    }
    const photo = visitor.getByRole('img', { name: `Parcel ${CODE}` });
    // Privacy by default (tracking-privacy.spec.ts): the code alone shows no photo or name.
    await expect(photo).toHaveCount(0);
    await expect(visitor.getByText('Ada Obi')).toHaveCount(0);
    const unlock = visitor.getByRole('form', { name: 'Recipient’s details' });
    await unlock.getByLabel('Recipient’s e-mail').fill('ADA.PRIVATE@example.com');
    await unlock.getByRole('button', { name: 'Show names and photo' }).click();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
    await expect(visitor.getByRole('region', { name: 'Shipment details' })).toContainText(
      'Ada Obi',
    );
  });

  await test.step('the visitor never sees the private fields', async () => {
    await expect(visitor.getByText('ada.private@example.com')).toHaveCount(0);
  });

  await test.step('an unknown code shows NO DATA FOUND', async () => {
    await visitor.goto('/track.html?code=NOT-A-REAL-CODE');
    await expect(visitor.getByRole('alert')).toContainText('NO DATA FOUND');
  });

  await visitorContext.close();
});
