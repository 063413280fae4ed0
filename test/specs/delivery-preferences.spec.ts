import type { APIRequestContext, Page } from '@playwright/test';
import {
  getDeliveryChoices,
  getParcelLabel,
  getSettings,
  setDeliveryPreference,
  updateSettings,
} from '@waybill/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createParcel } from '../../test-kit/parcels.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { checkWidthsAndThemes } from '../support/widths-and-themes.js';

/**
 * Delivery preferences (docs/product.md §2.3d): a recipient unlocks the tracking page, chooses
 * "leave with a neighbour", and the panel, the label and the history show it; past the cut-off
 * the choice is refused with a clear message.
 */

let staff: APIRequestContext;
let codeCount = 0;

function newCode(): string {
  codeCount += 1;
  return `PRF-${Date.now().toString(36).toUpperCase()}-${codeCount}`;
}

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

test.beforeAll(async ({ product }) => {
  staff = await staffRequest(product.url);
});
test.afterAll(async () => {
  await staff.dispose();
});

/** A parcel whose recipient can be checked, due in `dueIn` days. */
async function recipientParcel(code: string, dueIn: number): Promise<void> {
  await createParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Ada Lovelace',
    destination: 'Lisbon, Portugal',
    status: 'In transit',
    recipient_email: 'ada@example.com',
    recipient_phone_number: '+351 21 000 4321',
    min_expected_delivery_date: day(dueIn),
    max_expected_delivery_date: day(dueIn + 1),
  });
}

const choicesCard = (page: Page) => page.getByRole('region', { name: 'Delivery choices' });
const unlockForm = (page: Page) => page.getByRole('form', { name: 'Recipient’s details' });

async function unlock(page: Page, code: string): Promise<void> {
  await page.goto(`/track.html?code=${code}`);
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  await expect(choicesCard(page)).toContainText('Show the recipient’s details above first');
  const read = page.waitForResponse(
    (response) => response.url().endsWith(getDeliveryChoices.path({ code })) && response.ok(),
  );
  await unlockForm(page)
    .getByLabel('Recipient’s e-mail or last 4 digits of their phone')
    .fill('ada@example.com');
  await unlockForm(page).getByRole('button', { name: 'Show names and photo' }).click();
  await read;
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

test('a recipient unlocks, leaves it with a neighbour; the panel, the label and the history show it', async ({
  page,
  adminPage,
}) => {
  const code = newCode();
  await recipientParcel(code, 3);
  await unlock(page, code);

  await test.step('the choice is saved and said back', async () => {
    const card = choicesCard(page);
    await card.getByRole('radio', { name: 'Leave it with a neighbour' }).check();
    await card.getByLabel('Neighbour’s name').fill('Mrs Bello <b>');
    await card.getByLabel('Neighbour’s house number').fill('14B');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(setDeliveryPreference.path({ code })) && response.ok(),
    );
    await card.getByRole('button', { name: 'Save my choice' }).click();
    await saved;
    await expect(card.getByRole('status')).toHaveText('Your choice is saved.');
    // The recipient's own words, as text: no markup is made of them.
    await expect(card.getByTestId('delivery-choice')).toHaveText(
      'You asked: leave it with Mrs Bello <b>, house 14B',
    );
  });

  await test.step('360 px and both themes, axe clean, with the choices open', async () => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const theme of ['LIGHT', 'DARK'] as const) {
        await page.evaluate(
          (value) => localStorage.setItem('state', JSON.stringify({ theme: value })),
          theme,
        );
        // A reload in the tab: still unlocked (sessionStorage), in the saved theme.
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const card = choicesCard(page);
        await card.getByRole('radio', { name: 'Deliver it on another day' }).check();
        await expect(card.getByLabel('Day of delivery')).toBeVisible();
        await waitForAnimations(page);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${width} px scrolls sideways`).toBe(0);
        expect(await seriousViolations(page), `${width} px, ${theme}`).toEqual([]);
      }
    }
  });

  await test.step('the history says what the recipient asked (a reload keeps the tab unlocked)', async () => {
    await page.reload();
    await expect(
      page.getByText('Recipient asked to leave it with a neighbour').first(),
    ).toBeVisible();
    await expect(page.getByText('Mrs Bello').first()).toBeVisible();
  });

  await test.step('the panel shows it on the parcel', async () => {
    await adminPage.goto(`/control/parcels/${code}`);
    const row = adminPage.locator(
      'xpath=//dt[normalize-space()="Recipient\'s delivery choice"]/following-sibling::dd[1]',
    );
    await expect(row).toHaveText('Leave with a neighbour: Mrs Bello <b>, house 14B');
  });

  await test.step('the label reprint carries it', async () => {
    const response = await adminPage.request.get(getParcelLabel.path({ code }));
    expect(response.status()).toBe(200);
    expect(await pdfText(await response.body())).toContain(
      'Recipient asks: Neighbour: Mrs Bello <b>, house 14B',
    );
  });
});

test('past the cut-off the choice is refused with a clear message', async ({ page }) => {
  const code = newCode();
  await recipientParcel(code, 0);
  // A cut-off at midnight has always passed today: a parcel due today takes no new choice.
  await staffClient(staff).data(updateSettings, { body: { preference_cutoff: '00:00' } });
  try {
    await unlock(page, code);
    await expect(choicesCard(page).getByRole('alert')).toHaveText(
      'Too late to change today’s delivery: choices for a parcel due today close at 00:00.',
    );
    await expect(choicesCard(page).getByRole('radio')).toHaveCount(0);
    // The server refuses it too, whatever a page would send.
    const refused = await page.request.post(setDeliveryPreference.path({ code }), {
      data: { answer: 'ada@example.com', preference: { kind: 'depot' } },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error_codes).toEqual(['preference.cutoff']);
  } finally {
    await staffClient(staff).data(updateSettings, { body: { preference_cutoff: '07:00' } });
  }
});

test('staff choose what recipients are offered in Settings, at 360 px and in both themes', async ({
  adminPage,
}) => {
  await adminPage.goto('/control/settings/tracking');
  const heading = adminPage.getByRole('heading', { name: 'Delivery preferences', level: 2 });
  await expect(heading).toBeVisible();
  await checkWidthsAndThemes(adminPage, () => expect(heading).toBeVisible());
  try {
    await adminPage.getByRole('switch', { name: 'Hold at the depot for collection' }).uncheck();
    await adminPage.getByLabel('Daily cut-off (HH:MM)').fill('9:5');
    await adminPage.getByRole('button', { name: 'Update delivery preferences' }).click();
    await expect(
      adminPage.getByText('Daily cut-off (HH:MM) must be a time of day (HH:MM)'),
    ).toBeVisible();
    await adminPage.getByLabel('Daily cut-off (HH:MM)').fill('09:30');
    await adminPage.getByRole('button', { name: 'Update delivery preferences' }).click();
    await expect(adminPage.getByText('Settings saved').first()).toBeVisible();
    const settings = await staffClient(staff).data(getSettings, {});
    expect(settings).toMatchObject({
      preference_options: ['safe_place', 'neighbour', 'another_day'],
      preference_cutoff: '09:30',
    });
  } finally {
    await staffClient(staff).data(updateSettings, {
      body: {
        preference_options: ['safe_place', 'neighbour', 'depot', 'another_day'],
        preference_cutoff: '07:00',
      },
    });
  }
});
