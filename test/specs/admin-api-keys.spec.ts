import { createParcel, listParcels } from '@waybill/shared';
import { checkWidthsAndThemes } from '../support/widths-and-themes.js';
import { expect, test } from '../support/fixtures.js';

/**
 * API keys (docs/api.md): the owner makes a key in the panel, a shop's system uses it to create a
 * parcel, the owner revokes it after a confirmation naming it, and the next call is refused. The
 * screen works at 360 px and wide, axe clean in both themes.
 */
test('a key made in the panel creates a parcel, and once revoked is refused', async ({
  adminPage: page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Shop ${Date.now().toString(36)}`;
  const shop = await playwright.request.newContext({ baseURL });

  await test.step('the menu leads to it under Settings', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'API keys', exact: true })
      .click();
    await expect(page).toHaveURL(/\/control\/settings\/api-keys$/);
    await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  });

  let secret = '';
  await test.step('a new key with its scopes is shown once', async () => {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await expect(page.getByRole('checkbox', { name: /parcels:write/ })).toBeChecked();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('heading', { name: `Key “${name}” created` })).toBeVisible();
    secret = await page.getByLabel('Key', { exact: true }).inputValue();
    expect(secret).toMatch(/^wb_live_[A-Za-z0-9_-]{43}$/);
    const row = page
      .getByRole('table', { name: 'Keys' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row).toContainText(secret.slice(0, 16));
    await expect(row).not.toContainText(secret);
  });

  await test.step('the shop creates a parcel with it', async () => {
    const created = await shop.post(createParcel.path({}), {
      headers: { Authorization: `Bearer ${secret}`, 'Idempotency-Key': `create-${Date.now()}` },
      data: {
        recipient_name: 'Ada Obi',
        recipient_city: 'Lagos',
        recipient_country: 'NG',
        reference: 'PW-1',
      },
    });
    expect(created.status()).toBe(201);
    expect((await created.json()).data.reference).toBe('PW-1');
  });

  await checkWidthsAndThemes(page, () =>
    expect(page.getByRole('table', { name: 'Keys' })).toBeVisible(),
  );

  await test.step('revoked after a confirmation naming it, the key is refused', async () => {
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Revoke the key “${name}”`);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    const row = page
      .getByRole('table', { name: 'Keys' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row).toContainText('Revoked');
    const refused = await shop.get(listParcels.path({}), {
      headers: { Authorization: `Bearer ${secret}` },
    });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error_codes).toEqual(['apikey.invalid']);
  });
  await shop.dispose();
});
