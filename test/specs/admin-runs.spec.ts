import { randomUUID } from 'node:crypto';
import { request, type APIRequestContext } from '@playwright/test';
import {
  acceptInvitation,
  getRun,
  inviteStaff,
  listCouriers,
  syncCourierActions,
  uploadProofPicture,
} from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { solidPng, tinyPng } from '../../test-kit/pictures.js';
import { checkWidthsAndThemes } from '../support/widths-and-themes.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * Couriers' runs (docs/product.md §4.12) in the control panel: a dispatcher picks a courier and a
 * day, adds parcels by typing a code and from a search, reorders them with the keyboard (the
 * drag handle and the move buttons) and removes one; a courier's delivery (synced through the API
 * as the phone does) shows its proof on the parcel's screen with its PDF, and on the tracking
 * page as initials. At 360 px and wide, axe clean in both themes.
 */
test('a dispatcher builds a courier’s run, and the panel and the tracking page show the proof', async ({
  adminPage: page,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const codes = [1, 2, 3].map((n) => `RUN${stamp}${n}`);
  const email = `rider-${stamp.toLowerCase()}@example.com`;
  const owner = await staffRequest(baseURL ?? '');
  const api = staffClient(owner);
  let courier: APIRequestContext | undefined;

  try {
    await test.step('a courier is invited and parcels are made', async () => {
      await api.data(inviteStaff, { body: { email, role: 'courier' } }, 201);
      await expect.poll(() => mailbox.latestTo(email)?.text ?? '').toContain('token=');
      const token = decodeURIComponent(
        /token=([\w%-]+)/.exec(mailbox.latestTo(email)?.text ?? '')?.[1] ?? '',
      );
      courier = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
      await staffClient(courier).data(acceptInvitation, {
        body: { token, name: `Rider ${stamp}`, password: 'member-password-1' },
      });
      for (const [index, code] of codes.entries()) {
        await createParcel(api, {
          tracking_code: code,
          recipient_name: index === 0 ? 'Jane Smith' : `Person ${index}`,
          destination: 'Lagos',
          recipient_email: 'jane@example.com',
        });
      }
    });
    const couriers = await api.data(listCouriers, {});
    const riderId = couriers.find((each) => each.email === email)!.id;
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    const runOrder = async () =>
      (await api.data(getRun, { query: { courier_id: riderId, date: today } })).stops.map(
        (stop) => stop.tracking_code,
      );

    await test.step('the menu leads to Runs; a courier is chosen', async () => {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Runs', exact: true })
        .click();
      await expect(page.getByRole('heading', { name: 'Couriers’ runs', level: 1 })).toBeVisible();
      await page.getByLabel('Courier', { exact: true }).selectOption({ label: `Rider ${stamp}` });
      await expect(page.getByText('No parcels on this run yet')).toBeVisible();
    });

    await test.step('parcels are added by code (as a scanner types it) and from a search', async () => {
      await page.getByLabel('Tracking code').fill(codes[0].toLowerCase());
      await page.getByLabel('Tracking code').press('Enter');
      await expect(page.getByRole('heading', { name: '1 stop' })).toBeVisible();
      await page.getByLabel('Tracking code').fill(codes[1]);
      await page.getByLabel('Tracking code').press('Enter');
      await expect(page.getByRole('heading', { name: '2 stops' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search parcels' }).fill(codes[2]);
      await page.getByRole('button', { name: `Add ${codes[2]} to the run` }).click();
      await expect(page.getByRole('heading', { name: '3 stops' })).toBeVisible();
      expect(await runOrder()).toEqual(codes);
    });

    await test.step('the keyboard reorders: the drag handle and the move buttons', async () => {
      const handle = page.getByRole('button', { name: `Move ${codes[2]}, place 3` });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(`${codes[2]} is over place 3`)).toBeAttached();
      // dnd-kit's keyboard sensor listens for the arrows only from a timer it sets when the drag
      // starts (@dnd-kit/core's KeyboardSensor.attach), which may run after the announcement is
      // drawn: a timer of the page's own, set now, runs after it (timers of one delay keep their
      // order), so the first arrow is heard.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      // Each move is announced (the live region of the drag): the next key waits for it.
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(`${codes[2]} is over place 2`)).toBeAttached();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(`${codes[2]} is over place 1`)).toBeAttached();
      await page.keyboard.press('Space');
      await expect.poll(runOrder).toEqual([codes[2], codes[0], codes[1]]);
      await page.getByRole('button', { name: `Move ${codes[1]} up` }).click();
      await expect.poll(runOrder).toEqual([codes[2], codes[1], codes[0]]);
      await expect(page.getByRole('button', { name: `Move ${codes[1]}, place 2` })).toBeVisible();
    });

    await test.step('at 360 px and wide, in both themes', async () => {
      // The toasts of the steps above go first: one fading out reads as faint text to axe.
      await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 15_000 });
      await checkWidthsAndThemes(page, async () => {
        await expect(page.getByRole('heading', { name: '3 stops' })).toBeVisible();
      });
    });

    await test.step('a parcel is taken off', async () => {
      await page.getByRole('button', { name: `Take ${codes[1]} off the run` }).click();
      await expect(page.getByRole('heading', { name: '2 stops' })).toBeVisible();
      expect(await runOrder()).toEqual([codes[2], codes[0]]);
    });

    await test.step('the courier delivers with a photo and a signature (as the phone syncs)', async () => {
      const upload = async (kind: 'photo' | 'signature', buffer: Buffer) => {
        const answer = await courier!.post(uploadProofPicture.path({}), {
          multipart: { kind, image: { name: `${kind}.png`, mimeType: 'image/png', buffer } },
        });
        expect(answer.status()).toBe(201);
        return ((await answer.json()) as { data: { id: string } }).data.id;
      };
      const photo = await upload('photo', solidPng(48, [30, 140, 90]));
      const signature = await upload('signature', tinyPng());
      const at = Date.now() - 60_000;
      const result = await staffClient(courier!).data(syncCourierActions, {
        body: {
          actions: [
            {
              id: randomUUID(),
              code: codes[0],
              action: 'out_for_delivery',
              done_at: new Date(at).toISOString(),
              sequence: 1,
            },
            {
              id: randomUUID(),
              code: codes[0],
              action: 'delivered',
              done_at: new Date(at + 30_000).toISOString(),
              sequence: 2,
              position: { latitude: 6.4541, longitude: 3.3947, accuracy: 9 },
              received_by: 'Jane Smith',
              photo_upload_id: photo,
              signature_upload_id: signature,
            },
          ],
        },
      });
      expect(result.results.map((each) => each.outcome)).toEqual(['applied', 'applied']);
    });

    await test.step('the parcel’s screen shows the proof and offers its PDF', async () => {
      await page.goto(`/control/parcels/${codes[0]}`);
      const proof = page.getByRole('region', { name: 'Proof of delivery' });
      await expect(proof).toContainText('Jane Smith');
      await expect(proof).toContainText(`Rider ${stamp}`);
      await expect(
        proof.getByRole('img', { name: `Photo taken at the delivery of ${codes[0]}` }),
      ).toBeVisible();
      await expect(proof.getByRole('img', { name: 'Signature of Jane Smith' })).toBeVisible();
      // Blueprint's AnchorButton: a link drawn and announced as a button.
      const pdfLink = proof.getByRole('button', { name: 'Proof as PDF' });
      const href = await pdfLink.getAttribute('href', { timeout: 10_000 });
      const pdf = await page.request.get(href ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await checkWidthsAndThemes(page, async () => {
        await expect(proof).toContainText('Jane Smith');
      });
    });

    await test.step('the tracking page says who signed, by initials', async () => {
      const visitor = await page.context().browser()!.newContext({ baseURL });
      const tracking = await visitor.newPage();
      await tracking.goto(`/track.html?code=${codes[0]}`);
      await expect(tracking.getByText('Delivered, signed by J. S.')).toBeVisible();
      await expect(tracking.getByText('Received by Jane Smith')).toHaveCount(0);
      await visitor.close();
    });
  } finally {
    await courier?.dispose();
    await owner.dispose();
  }
});
