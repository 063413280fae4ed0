import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { listParcels } from '@waybill/shared';
import { csvOf, expectedProblems, parcelRows, xlsxOf } from '../../test-kit/spreadsheets.js';
import { seriousViolations } from '../support/a11y.js';
import { checkWidthsAndThemes, WCAG_21_AA } from '../support/widths-and-themes.js';
import { expect, staffClient, test } from '../support/fixtures.js';

/**
 * "Import parcels" and the list's Export (docs/product.md §4.4c): a 500-row CSV with 7 bad rows
 * whose dry run names exactly those rows and columns, the good rows imported; an .xlsx imported
 * all or nothing; a filtered list exported and compared with the API's answer. At 360 px and
 * wide, axe clean in both themes.
 */
const stamp = () => Date.now().toString(36).toUpperCase();

test('a 500-row CSV: the dry run names its 7 bad rows, the good rows are imported', async ({
  adminPage: page,
}) => {
  test.setTimeout(300_000);
  const prefix = `CSV${stamp()}`;
  const bad = [4, 57, 58, 199, 300, 301, 499];
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Import parcels', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Import parcels', level: 1 })).toBeVisible();

  await page.getByLabel('Spreadsheet').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(parcelRows(500, prefix, bad))),
  });
  await page.getByRole('button', { name: 'Read the file' }).click();
  await expect(page).toHaveURL(/import\.html\?id=\d+$/);
  // The headers are the fields' names: each field is already mapped.
  await expect(page.getByLabel('Reference', { exact: true })).toHaveValue('reference');
  await page.getByRole('button', { name: 'Check every row' }).click();
  await expect(page.getByText('Rows ready: 493. Rows with problems: 7.')).toBeVisible();

  const table = page.getByRole('table', { name: 'Dry run' });
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
  expect(shown.map(([row, column]) => [Number(row), column])).toEqual(
    expectedProblems(bad).map(([row, column]) => [row, column]),
  );
  // In the staff's words, naming the field as the form does.
  expect(shown[0][2]).toBe('Recipient name is required');
  await checkWidthsAndThemes(page, () => expect(table).toBeVisible());

  // A reload comes back to the same import.
  await page.reload();
  await expect(page.getByText('Rows ready: 493. Rows with problems: 7.')).toBeVisible();
  await page.getByText('Only the rows without problems').click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByText('Done. Parcels created: 493. Already there and skipped: 0.'),
  ).toBeVisible();
  await checkWidthsAndThemes(page);
});

test('an .xlsx imported all or nothing', async ({ adminPage: page }) => {
  test.setTimeout(180_000);
  const prefix = `XL${stamp()}`;
  await page.goto('/control/parcels/import.html');
  await page.getByLabel('Spreadsheet').setInputFiles({
    name: 'orders.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsxOf(parcelRows(40, prefix)),
  });
  await page.getByRole('button', { name: 'Read the file' }).click();
  await page.getByRole('button', { name: 'Check every row' }).click();
  await expect(page.getByText('Rows ready: 40. Rows with problems: 0.')).toBeVisible();
  await page.getByText('All rows, or nothing if any row has a problem').click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // The import is a job of the queue, which starts a new batch of jobs once every kind's last one
  // has ended: behind the jobs the file's first import left (a prediction for each of its 493
  // parcels) it may wait several seconds before its first row.
  await expect(
    page.getByText('Done. Parcels created: 40. Already there and skipped: 0.'),
  ).toBeVisible({ timeout: 60_000 });
});

test('a filtered list exported to CSV is the list the API gives', async ({ adminPage: page }) => {
  test.setTimeout(180_000);
  const status = `Batch ${stamp()}`;
  const rows = parcelRows(30, `EXP${stamp()}`);
  rows.slice(0, 12).forEach((row) => (row.status = status));
  await page.goto('/control/parcels/import.html');
  await page.getByLabel('Spreadsheet').setInputFiles({
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(rows)),
  });
  await page.getByRole('button', { name: 'Read the file' }).click();
  await page.getByRole('button', { name: 'Check every row' }).click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/^Done\. Parcels created: 30\./)).toBeVisible();

  await page.goto(`/control/parcels/list.html?status=${encodeURIComponent(status)}`);
  const dialog = page.getByRole('dialog', { name: 'Export the list' });
  // The dialog covers the theme button: each width and theme is checked with it opened, then it
  // is closed for the next.
  await checkWidthsAndThemes(page, async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
  for (const width of [360, 1280]) {
    for (const theme of ['LIGHT', 'DARK']) {
      await page.setViewportSize({ width, height: 800 });
      if ((await page.locator('body').getAttribute('data-theme')) !== theme) {
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^(Dark|Light)$/ })
          .click();
      }
      await page.getByRole('button', { name: 'Export' }).click();
      await expect(dialog).toBeVisible();
      // Once its opening transition is over (colours are measured as shown).
      await expect(page.locator('.bp6-overlay-enter-done .bp6-dialog')).toBeVisible();
      expect(await seriousViolations(page, WCAG_21_AA), `${width} px, ${theme}`).toEqual([]);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${width} px scrolls sideways`).toBe(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe(
    'tracking_code,reference,status,current_stage,recipient_name,destination,created_at',
  );
  const listed = await staffClient(page.request).data(listParcels, { query: { status } });
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    listed.data.map((parcel) => parcel.tracking_code),
  );
  expect(lines).toHaveLength(13);

  // The same list as .xlsx holds the same codes.
  await dialog.getByText('Excel (.xlsx)').click();
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  // exceljs' typings name an older Buffer.
  await book.xlsx.load((await readFile(await xlsx.path())) as never);
  const codes: string[] = [];
  book.worksheets[0].eachRow((row, number) => {
    if (number > 1) codes.push(String(row.getCell(1).value));
  });
  expect(codes).toEqual(listed.data.map((parcel) => parcel.tracking_code));
});
