import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteWebhookEndpoint, listWebhookEndpoints, updateParcel } from '@waybill/shared';
import { Webhook } from 'standardwebhooks';
import { createParcel } from '../../test-kit/parcels.js';
import { checkWidthsAndThemes } from '../support/widths-and-themes.js';
import { expect, staffClient, test } from '../support/fixtures.js';

/**
 * "Webhooks" (docs/product.md §4.15, docs/webhooks.md): an endpoint made on the screen, pointed
 * at a receiver this test starts on 127.0.0.1 (the test product runs with WEBHOOK_DEV_MODE), its
 * secret shown once; a parcel's edit reaches the receiver signed (checked with the
 * standardwebhooks package) and shows as delivered in the log; at 360 px and wide, axe clean in
 * both themes.
 */
test('an endpoint gets a parcel’s edit, verified, seen in its delivery log', async ({
  adminPage: page,
}) => {
  test.setTimeout(300_000);
  const received: Array<{ body: string; headers: Record<string, string> }> = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers as Record<string, string>,
      });
      response.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const api = staffClient(page.request);

  try {
    await test.step('the menu leads to Webhooks under Settings', async () => {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Webhooks', exact: true })
        .click();
      await expect(page).toHaveURL(/\/control\/settings\/webhooks$/);
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    });

    let secret = '';
    await test.step('an endpoint is added, its secret shown once', async () => {
      await page.getByLabel('Address (https://)').fill(url);
      // Blueprint draws the box over its input: the label is what takes the click.
      await page
        .getByRole('group', { name: 'Events' })
        .getByText('parcel.deleted', { exact: true })
        .click();
      await expect(page.getByRole('checkbox', { name: 'parcel.deleted' })).not.toBeChecked();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const shown = page.getByLabel('Signing secret', { exact: true });
      await expect(shown).toHaveText(/^whsec_/);
      secret = (await shown.textContent()) ?? '';
      await page.getByRole('button', { name: 'I have saved it' }).click();
      await expect(page.getByLabel('Signing secret', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Endpoints' })).toContainText(url);
    });

    await test.step('a parcel’s edit reaches the receiver, signed', async () => {
      const parcel = await createParcel(api, {
        tracking_code: `WB-HOOK-${Date.now().toString(36)}`,
        recipient_name: 'Ada Obi',
        destination: 'Lagos',
      });
      await api.data(updateParcel, { body: { id: parcel.id, weight: '3 kg' } });
      await expect
        .poll(() => received.map((r) => JSON.parse(r.body).type))
        .toContain('parcel.updated');
      for (const request of received) {
        expect(new Webhook(secret).verify(request.body, request.headers)).toBeTruthy();
      }
    });

    await test.step('the delivery log shows it delivered, with the answer', async () => {
      const log = page.getByRole('table', { name: 'Delivery log' });
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expect(
          log
            .getByRole('row')
            .filter({ hasText: 'parcel.updated' })
            .filter({ hasText: 'delivered' }),
        ).toContainText('thanks', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    });

    // The toasts of the steps above go first: one fading out reads as faint text to axe.
    await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 15_000 });
    await checkWidthsAndThemes(page);
  } finally {
    // The product is shared by the worker's files: the endpoint goes with this test.
    for (const endpoint of await api.data(listWebhookEndpoints)) {
      await api.data(deleteWebhookEndpoint, { params: { id: String(endpoint.id) } });
    }
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
