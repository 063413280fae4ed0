import type { Locator, Page } from '@playwright/test';
import { getParcelLabel, trackParcel } from '@waybill/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { expect, test } from '../support/fixtures.js';

/**
 * Addresses a label can be delivered to (docs/product.md §5.1a): a new parcel with both addresses
 * and its first update in two screens, its label with the full address, the address book, and
 * the server's coded refusal of a phone that is not one.
 */

const CODE = `ADDR-${Date.now().toString(36).toUpperCase()}`;

/** Every click and key staff give the panel, counted to show what the work costs. */
class Actions {
  count = 0;
  constructor(private readonly page: Page) {}
  async fill(field: Locator, text: string) {
    await field.fill(text);
    this.count += 1;
  }
  async choose(select: Locator, label: string) {
    await select.selectOption({ label });
    this.count += 1;
  }
  async click(target: Locator) {
    await target.click();
    this.count += 1;
  }
  async press(field: Locator, key: string) {
    await field.press(key);
    this.count += 1;
  }
  /** The screens seen: each new address in the panel. */
  screens = new Set<string>();
  watch() {
    this.page.on('framenavigated', (frame) => {
      if (frame === this.page.mainFrame()) this.screens.add(new URL(frame.url()).pathname);
    });
  }
}

/** The text of a PDF's first page, as pdfjs-dist extracts it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const content = await (await pdf.getPage(1)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  } finally {
    await pdf.destroy();
  }
}

test('a new parcel with both addresses and its first update, in two screens, prints a full label', async ({
  adminPage: page,
}) => {
  const act = new Actions(page);
  await page.goto('/control/parcels/create.html');
  act.watch();
  act.screens.add('/control/parcels/create.html');
  const recipient = page.getByRole('group', { name: 'Recipient' });
  const sender = page.getByRole('group', { name: 'Sender' });

  await test.step('screen 1: the parcel with both addresses', async () => {
    await expect(page.getByRole('heading', { name: 'New parcel', level: 1 })).toBeVisible();
    for (const theme of ['LIGHT', 'DARK']) {
      await page.evaluate((chosen) => {
        const saved = JSON.parse(localStorage.getItem('state') ?? '{}') as object;
        localStorage.setItem('state', JSON.stringify({ ...saved, theme: chosen }));
      }, theme);
      await page.reload();
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await expect(recipient.getByLabel('Recipient name')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }

    await act.fill(page.getByLabel('Tracking code'), CODE);
    await act.fill(recipient.getByLabel('Recipient name'), 'Ada Obi');
    await act.fill(recipient.getByLabel('Company'), 'Obi Trading Ltd');
    await act.fill(recipient.getByLabel('Street address'), '12 Allen Avenue');
    await act.fill(recipient.getByLabel('Postcode'), '100001');
    await act.fill(recipient.getByLabel('Destination city'), 'Ikeja');
    await act.press(recipient.getByLabel('Destination city'), 'Tab');
    await act.fill(recipient.getByLabel('Region or state'), 'Lagos');
    await act.choose(recipient.getByLabel('Country'), 'Nigeria');
    await act.fill(recipient.getByLabel('Recipient phone number'), 'call me');
    await act.fill(sender.getByLabel('Sender name'), 'Kofi Mensah');
    await act.fill(sender.getByLabel('Street address'), '3 Oxford Street');
    await act.fill(sender.getByLabel('Pickup city'), 'Accra');
    await act.press(sender.getByLabel('Pickup city'), 'Tab');
    await act.choose(sender.getByLabel('Country'), 'Ghana');
    await act.fill(sender.getByLabel('Sender phone number'), '024 123 4567');
    await act.click(page.getByRole('button', { name: 'Create parcel' }));
    // The server reads phones in their side's country: "call me" is refused by code, by field.
    await expect(recipient.getByLabel('Recipient phone number')).toHaveAccessibleDescription(
      /Recipient phone number is not a phone number/,
    );
    await act.fill(recipient.getByLabel('Recipient phone number'), '0803 123 4567');
    await act.click(page.getByRole('button', { name: 'Create parcel' }));
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${CODE}$`));
  });

  await test.step('screen 2: its first update, on the parcel’s page', async () => {
    const card = page.getByRole('region', { name: 'Add update' });
    await act.choose(card.getByLabel('Stage'), 'In transit');
    await act.click(card.getByRole('button', { name: 'Add update' }));
    await expect(page.getByText('Update added').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: CODE, level: 1 })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    const value = (label: string) =>
      details.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    await expect(value('Recipient’s address')).toHaveText(
      'Obi Trading Ltd, 12 Allen Avenue, 100001 Ikeja, Lagos, Nigeria',
    );
    await expect(value('Recipient phone number')).toHaveText('+234 803 123 4567');
    await expect(value('Destination')).toHaveText('Ikeja, Nigeria');
    await expect(value('Sender’s address')).toHaveText('3 Oxford Street, Accra, Ghana');
  });

  // Two screens and 21 actions: 19, and the refused phone typed again and the form sent again.
  expect([...act.screens]).toEqual(['/control/parcels/create.html', `/control/parcels/${CODE}`]);
  expect(act.count).toBe(21);

  await test.step('the label prints the full address in Nigeria’s order, the return address and the phones', async () => {
    const response = await page.request.get(getParcelLabel.path({ code: CODE }));
    expect(response.status()).toBe(200);
    const text = await pdfText(await response.body());
    expect(text).toContain(
      'TO Ada Obi Obi Trading Ltd 12 Allen Avenue Ikeja 100001 Lagos NIGERIA +234 803 123 4567',
    );
    expect(text).toContain('FROM Kofi Mensah 3 Oxford Street, Accra, GHANA +233 24 123 4567');
    expect(text).toContain(CODE);
  });

  await test.step('the next parcel offers the sender from the address book', async () => {
    await page.goto('/control/parcels/create.html');
    const name = page.getByRole('group', { name: 'Sender' }).getByLabel('Sender name');
    await name.pressSequentially('Kof');
    const option = page
      .getByRole('listbox', { name: 'Recent senders' })
      .getByRole('option', { name: /Kofi Mensah/ });
    await option.click();
    await expect(sender.getByLabel('Pickup city')).toHaveValue('Accra');
    await expect(sender.getByLabel('Country')).toHaveValue('GH');
    await expect(sender.getByLabel('Sender phone number')).toHaveValue('024 123 4567');
  });
});

test('the addresses fit a 360 px phone in Arabic, right to left, with nothing serious for axe', async ({
  adminPage: page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'googtrans', value: '/en/ar', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/control/parcels/create.html');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The countries are named in Arabic (Intl.DisplayNames), the address's labels translated.
  const country = page.getByRole('group', { name: 'المستلم' }).getByLabel('البلد');
  await expect(country.getByRole('option', { name: 'نيجيريا' })).toHaveCount(1);
  await expect(page.locator('.bp6-spinner')).toHaveCount(0);
  await waitForAnimations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('choosing a place fills the city, the region, the country and the map point', async ({
  adminPage: page,
}) => {
  const code = `${CODE}-T`;
  await page.goto('/control/parcels/create.html');
  const recipient = page.getByRole('group', { name: 'Recipient' });
  await page.getByLabel('Tracking code').fill(code);
  await recipient.getByLabel('Recipient name').fill('Ada Obi');
  const city = recipient.getByLabel('Destination city');
  await city.pressSequentially('Toront');
  await page
    .getByRole('option', { name: /Toronto\s*Canada/ })
    .first()
    .click();
  await expect(city).toHaveValue('Toronto');
  // The gazetteer's region is the one addresses write (docs/product.md §5.1a).
  await expect(recipient.getByLabel('Region or state')).toHaveValue('ON');
  await expect(recipient.getByLabel('Country')).toHaveValue('CA');
  await page.getByRole('button', { name: 'Create parcel' }).click();
  await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
  const details = page.getByRole('region', { name: 'Details' });
  const value = (label: string) =>
    details.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
  await expect(value('Recipient’s address')).toHaveText('Toronto, ON, Canada');
  // The chosen place's point is the destination's marker.
  const parcel = await page.request.get(trackParcel.path({ code }));
  expect(parcel.status()).toBe(200);
  const data = ((await parcel.json()) as { data: Record<string, number | null> }).data;
  expect(data.map_destination_latitude).toBeCloseTo(43.7, 1);
  expect(data.map_destination_longitude).toBeCloseTo(-79.4, 1);
});
