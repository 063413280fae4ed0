import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { exportAuditCsv } from '@waybill/shared';
import { seriousViolations } from '../support/a11y.js';
import { ADMIN, expect, test } from '../support/fixtures.js';

/** A code no other spec uses: the product is shared by the spec files. */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

async function createParcel(page: Page, code: string) {
  await page.goto('/control/parcels/create.html');
  await page.getByLabel('Tracking code').fill(code);
  await page.getByLabel('Recipient name').fill('Ada Audit');
  await page.getByLabel('Destination').fill('Lisbon');
  // A location field offers places (admin-places.spec.ts): leaving it closes them.
  await page.getByLabel('Destination').press('Tab');
  await page.getByRole('button', { name: 'Create parcel' }).click();
  await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
}

test('a parcel changed in the browser shows in the audit list and in the parcel’s Changes', async ({
  adminPage: page,
}) => {
  const code = uniqueCode('AUD');
  await createParcel(page, code);

  await test.step('change the parcel', async () => {
    await page.getByRole('link', { name: 'Update', exact: true }).click();
    await page.getByLabel('Destination').fill('Porto');
    await page.getByLabel('Destination').press('Tab');
    await page.getByLabel('Status').fill('In transit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
  });

  await test.step('the parcel’s own Changes list it, before → after, newest first', async () => {
    const changes = page.getByRole('region', { name: 'Changes' });
    const rows = changes.getByRole('table', { name: 'Changes to this parcel' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const update = rows.nth(0);
    await expect(update).toContainText('Changed');
    await expect(update).toContainText(ADMIN.email);
    await expect(update).toContainText('Owner');
    const destination = update.getByRole('listitem').filter({ hasText: 'Destination' });
    await expect(destination.getByRole('deletion')).toHaveText('Lisbon');
    await expect(destination.getByRole('insertion')).toHaveText('Porto');
    const status = update.getByRole('listitem').filter({ hasText: 'Status' });
    await expect(status.getByRole('deletion')).toHaveText('(empty)');
    await expect(status.getByRole('insertion')).toHaveText('In transit');
    await expect(rows.nth(1)).toContainText('Created');
  });

  await test.step('the audit list, reached from the side menu, shows it and filters', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Audit trail', exact: true })
      .click();
    await expect(page).toHaveURL(/\/control\/audit\/list\.html$/);
    await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Audit trail' });
    const changed = table.locator('tbody tr').filter({ hasText: 'Porto' });
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('Parcel');
    await expect(changed).toContainText(ADMIN.email);

    await page.getByLabel('Action').selectOption({ label: 'Changed' });
    await page.getByLabel('Record').selectOption({ label: 'Parcel' });
    await expect(page).toHaveURL(/action=update/);
    await expect(page).toHaveURL(/entity=parcel/);
    await expect(table.locator('tbody tr').filter({ hasText: 'Created' })).toHaveCount(0);
    await expect(changed).toHaveCount(1);

    await page.getByLabel('Member e-mail').fill('nobody@example.com');
    await page.getByLabel('Member e-mail').press('Enter');
    await expect(page.getByText('No changes match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(changed).toHaveCount(1);

    await page.getByLabel('From').fill('2000-01-01');
    await page.getByLabel('To').fill('2000-01-02');
    await expect(page.getByText('No changes match these filters.')).toBeVisible();
    await page.getByLabel('To').fill('2999-12-31');
    await expect(changed).toHaveCount(1);
    // A range that ends before it starts is refused, in words, not silently ignored.
    await page.getByLabel('To').fill('1999-12-31');
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'end date' }),
    ).toHaveText('The end date must not be before the start date');
    await page.getByLabel('To').fill('2999-12-31');
    await expect(changed).toHaveCount(1);

    expect(await seriousViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa'])).toEqual([]);
  });

  await test.step('the CSV export carries the same filters', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Action').selectOption({ label: 'Changed' });
    const link = page.getByRole('button', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', exportAuditCsv.path({}, { action: 'update' }));
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('audit.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      'id,at,account_id,account_email,account_role,ip,user_agent,request_id,entity,entity_id,action,changes',
    );
    expect(text).toContain('""after"":""Porto""');
    expect(text).not.toMatch(/,create,/);
  });
});
