import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { createParcel, updateParcel } from '@waybill/shared';
import { checkWidthsAndThemes } from '../support/widths-and-themes.js';
import { expect, staffClient, test } from '../support/fixtures.js';

/** The text of one file of a zip. */
function fileInZip(bytes: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (failure, stream) => {
          if (failure) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the zip`)));
      zip.readEntry();
    });
  });
}

/**
 * "Data requests" (docs/product.md §4.18): the owner finds what is held about an e-mail address,
 * downloads it as a zip, and erases it; sets how long people's details are kept; at 360 px and
 * wide, axe clean in both themes.
 */
test('the owner finds a person, downloads the export and erases it', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `gdpr-${stamp}@example.com`;
  const code = `GDPR-${stamp}`.toUpperCase();

  await test.step('a parcel for the person', async () => {
    const staff = staffClient(page.request);
    const parcel = await staff.data(
      createParcel,
      { body: { tracking_code: code, recipient_name: 'Ada Obi', destination: 'Lagos' } },
      201,
    );
    await staff.data(updateParcel, { body: { id: parcel.id, recipient_email: email } });
  });

  await test.step('the menu leads to it under Settings; the person is found', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Data requests', exact: true })
      .click();
    await expect(page).toHaveURL(/\/control\/settings\/data-requests$/);
    await expect(page.getByRole('heading', { name: 'Data requests', level: 1 })).toBeVisible();
    await page.getByLabel('E-mail address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const parcels = page
      .getByRole('table', { name: 'What is held' })
      .getByRole('row')
      .filter({ hasText: 'Parcels (as recipient or sender)' });
    await expect(parcels).toContainText(code);
    await expect(parcels).toContainText('Erased');
  });

  await checkWidthsAndThemes(page, () =>
    expect(page.getByRole('table', { name: 'What is held' })).toBeVisible(),
  );

  await test.step('the export is a zip holding the parcel', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download export (zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-.*\.zip$/);
    const bytes = await readFile(await download.path());
    const data = JSON.parse(await fileInZip(bytes, 'data.json')) as {
      tables: { parcels: { tracking_code: string; recipient_email: string }[] };
    };
    expect(data.tables.parcels).toEqual([
      expect.objectContaining({ tracking_code: code, recipient_email: email }),
    ]);
    expect(await fileInZip(bytes, 'parcels.csv')).toContain(code);
  });

  await test.step('erased after the confirmation: nothing is held any more', async () => {
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Invoices are kept, as the law asks; the audit trail keeps its rows, with these values no longer readable.',
    );
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(page.getByText('Nothing is held about this person.')).toBeVisible();
  });

  await test.step('how long people are kept: refused out of range, saved, kept after a reload', async () => {
    const days = page.getByLabel("Days people's details are kept after delivery or return");
    await expect(days).toHaveValue('365');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await days.fill('0');
    await save.click();
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(days).toBeFocused();
    await days.fill('400');
    await save.click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(days).toHaveValue('400');
    // Back to the default: the other files share this product.
    await days.fill('365');
    await save.click();
    await expect(page.getByText('Settings saved')).toBeVisible();
  });
});
