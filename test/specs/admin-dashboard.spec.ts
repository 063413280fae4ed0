import type { Page } from '@playwright/test';
import { getDashboard, updateParcel } from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

// The dashboard that starts the day and the parcel list it links to. The spec files share one
// product, so parcels of other specs exist: figures are compared before and after this spec adds
// its own, and its parcels carry a status of their own.

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'wide', width: 1280, height: 900 },
] as const;

/** A name no other test uses. */
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** A figure's number as the dashboard shows it ("1,234" in English). */
async function figure(page: Page, label: string): Promise<number> {
  const link = page.getByRole('main').getByRole('link', { name: label });
  const text = await link.locator('.wb-figure-value').innerText();
  return Number(text.replace(/\D/g, ''));
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/control/index.html');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible();
}

/** The document never scrolls sideways (lists scroll inside their own frame). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll).toBe(width);
}

/** The tracking codes in the parcel table, top to bottom. */
const listedCodes = (page: Page) =>
  page.getByRole('table', { name: 'Parcels' }).locator('tbody tr td.wb-list-code').allInnerTexts();

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ adminPage }) => {
      await adminPage.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test("the day's figures count the parcels created, and each opens its filtered list", async ({
      adminPage: page,
      baseURL,
    }) => {
      const staff = staffClient(await staffRequest(baseURL ?? ''));
      const status = unique('Dash status');
      const [late1, late2, pending, delivered] = ['L1', 'L2', 'P', 'D'].map((part) =>
        unique(`DASH-${part}`),
      );

      await openDashboard(page);
      await expectNoSidewaysScroll(page);
      const before = {
        late: await figure(page, 'Late parcels'),
        today: await figure(page, 'Created today'),
        all: await figure(page, 'All parcels'),
      };
      // The screen shows what the API counts.
      const counted = await staff.data(getDashboard, {});
      expect(before).toEqual({
        late: counted.late,
        today: counted.created_today,
        all: counted.parcels,
      });

      const base = { recipient_name: 'Dash Recipient', destination: 'Lagos' };
      await createParcel(staff, {
        ...base,
        tracking_code: late1,
        status,
        max_expected_delivery_date: '2020-01-01',
      });
      await createParcel(staff, {
        ...base,
        tracking_code: late2,
        status,
        max_expected_delivery_date: '2021-06-30',
      });
      await createParcel(staff, {
        ...base,
        tracking_code: pending,
        status,
        max_expected_delivery_date: '2099-01-01',
      });
      // Delivered after its due day: not late.
      await createParcel(staff, {
        ...base,
        tracking_code: delivered,
        status: 'Delivered',
        max_expected_delivery_date: '2020-01-01',
      });

      await openDashboard(page);
      await expect.poll(() => figure(page, 'Late parcels')).toBe(before.late + 2);
      expect(await figure(page, 'Created today')).toBe(before.today + 4);
      expect(await figure(page, 'All parcels')).toBe(before.all + 4);
      const statusLink = page.getByRole('link', { name: new RegExp(`^${status}`) });
      await expect(statusLink).toContainText('3');

      await page.getByRole('main').getByRole('link', { name: 'Late parcels' }).click();
      await expect(page).toHaveURL(/\/control\/parcels\/list\.html\?late=true$/);
      await expect(page.getByRole('checkbox', { name: 'Late only' })).toBeChecked();
      const lateCodes = page.getByRole('table', { name: 'Parcels' });
      await expect(lateCodes.getByRole('link', { name: late1 })).toBeVisible();
      await expect(lateCodes.getByRole('link', { name: late2 })).toBeVisible();
      await expect(lateCodes.getByRole('link', { name: pending })).toHaveCount(0);
      await expect(lateCodes.getByRole('link', { name: delivered })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await openDashboard(page);
      await page.getByRole('link', { name: new RegExp(`^${status}`) }).click();
      await expect(page).toHaveURL(/\?status=Dash\+status-/);
      await expect(
        page.getByRole('group', { name: 'Filters and order' }).getByLabel('Status'),
      ).toHaveValue(status);
      await expect.poll(() => listedCodes(page)).toEqual([pending, late2, late1]);

      await openDashboard(page);
      await page.getByRole('main').getByRole('link', { name: 'Created today' }).click();
      await expect(page).toHaveURL(/\?created_on=\d{4}-\d{2}-\d{2}$/);
      await expect(
        page.getByRole('table', { name: 'Parcels' }).getByRole('link', { name: delivered }),
      ).toBeVisible();
    });

    test('the search box opens a parcel by its code with Enter, and says when none has it', async ({
      adminPage: page,
      baseURL,
    }) => {
      const staff = staffClient(await staffRequest(baseURL ?? ''));
      const code = unique('SCAN');
      await createParcel(staff, {
        tracking_code: code,
        recipient_name: 'Scan Me',
        destination: 'Accra',
      });

      await openDashboard(page);
      const box = page.getByRole('searchbox', {
        name: 'Open a parcel by its code, or find it by name, phone or e-mail',
      });
      // The box has the focus, as a barcode scanner types without clicking first.
      await expect(box).toBeFocused();
      await page.keyboard.type(`  nothing-${code}  `);
      await page.keyboard.press('Enter');
      // No parcel has that code: the list searched for it says what matches (nothing here).
      await expect(page).toHaveURL(/\/control\/parcels\/list\.html\?search=nothing-/);
      await expect(page.getByText(`No parcel matches “nothing-${code}”.`)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/control\/index\.html$/);

      // A scanner's code, with spaces around it and in another letter case.
      await box.fill(` ${code.toLowerCase()} `);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
      await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
    });

    test("the parcel list's status filter and sort are in its URL and survive a reload", async ({
      adminPage: page,
      baseURL,
    }) => {
      const staff = staffClient(await staffRequest(baseURL ?? ''));
      const status = unique('Sort status');
      const codes = ['A', 'B', 'C'].map((part) => unique(`SORT-${part}`));
      const ids: number[] = [];
      for (const code of codes) {
        const parcel = await createParcel(staff, {
          tracking_code: code,
          recipient_name: 'Sort Recipient',
          destination: 'Kumasi',
          status,
        });
        ids.push(parcel.id);
      }

      await page.goto('/control/parcels/list.html');
      await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
      // The new status is offered once the dashboard's figures know it.
      await expect(page.getByRole('option', { name: status })).toHaveCount(1);
      await page
        .getByRole('group', { name: 'Filters and order' })
        .getByLabel('Status')
        .selectOption(status);
      await expect(page).toHaveURL(/\?status=Sort\+status-/);
      await expect.poll(() => listedCodes(page)).toEqual([...codes].reverse());

      await page.getByLabel('Order', { exact: true }).selectOption({ label: 'Oldest first' });
      await expect(page).toHaveURL(/sort=created_asc/);
      await expect.poll(() => listedCodes(page)).toEqual(codes);
      await expectNoSidewaysScroll(page);

      await page.reload();
      await expect(
        page.getByRole('group', { name: 'Filters and order' }).getByLabel('Status'),
      ).toHaveValue(status);
      await expect(page.getByLabel('Order', { exact: true })).toHaveValue('created_asc');
      await expect.poll(() => listedCodes(page)).toEqual(codes);

      // Back restores the list before the sort changed.
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
      await expect(page.getByLabel('Order', { exact: true })).toHaveValue('created_desc');
      await expect.poll(() => listedCodes(page)).toEqual([...codes].reverse());

      // The oldest parcel changed last comes first among the recently updated.
      await staff.data(updateParcel, { body: { id: ids[0], destination: 'Tamale' } });
      await page.getByLabel('Order', { exact: true }).selectOption({
        label: 'Recently updated first',
      });
      await expect(page).toHaveURL(/sort=updated_desc/);
      await expect.poll(() => listedCodes(page)).toEqual([codes[0], codes[2], codes[1]]);
    });
  });
}

test.describe('in other languages', () => {
  test('the dashboard and the parcel list in French, with French dates', async ({
    adminPage: page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'googtrans', value: '/en/fr', url: baseURL ?? '' }]);
    await page.goto('/control/index.html');
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Aujourd'hui", level: 2 })).toBeVisible();
    await expect(
      page.getByRole('searchbox', {
        name: 'Ouvrir un colis par son numéro, ou le trouver par nom, téléphone ou e-mail',
      }),
    ).toBeFocused();
    // Dates are written the French way ("25 nov. 2026"), by Intl in the chosen language.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Créés aujourd'hui/ })
      .click();
    await expect(page).toHaveURL(/created_on=/);
    await expect(page.getByText(/^Créés le \d{1,2} [a-zéû]+\.? \d{4}$/)).toBeVisible();
    await page.goto('/control/index.html');

    await page
      .getByRole('main')
      .getByRole('link', { name: /Colis en retard/ })
      .click();
    await expect(page).toHaveURL(/late=true/);
    await expect(page.getByRole('checkbox', { name: 'En retard seulement' })).toBeChecked();
    await expect(page.getByLabel('Ordre', { exact: true })).toHaveValue('created_desc');
    await expect(page.getByRole('option', { name: "Les plus anciens d'abord" })).toHaveCount(1);
  });

  test('the dashboard in Arabic reads right to left and fits a phone', async ({
    adminPage: page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.context().addCookies([{ name: 'googtrans', value: '/en/ar', url: baseURL ?? '' }]);
    await page.goto('/control/index.html');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: /الشحنات المتأخرة/ }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
