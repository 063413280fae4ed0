import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { request } from '@playwright/test';
import {
  acceptInvitation,
  assignToRun,
  copyInvitationLink,
  createParcel,
  getDeliveryProof,
  inviteStaff,
  listCouriers,
  trackParcel,
  type Parcel,
} from '@waybill/shared';
import { toBuffer } from 'bwip-js';
import { solidPng } from '../../test-kit/pictures.js';
import type { TestApi } from '../../test-kit/api-client.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';
import { checkWidthsAndThemes } from '../support/widths-and-themes.js';

/**
 * The courier app on a phone (docs/product.md, the courier's screens): a courier signs in, scans a
 * label (a real Code 128 image, read by the app's decoder), goes offline, does five actions, one a
 * delivery with its photo, signature and handover code, closes the app, and opens it again online:
 * the server then has each of the five once, in the order they were done.
 */
const PASSWORD = 'courier-password-1';
const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  // The run is the phone's day: the test's "today" is the same in the phone and here.
  timezoneId: 'UTC',
  permissions: ['geolocation'],
  geolocation: { latitude: 38.7223, longitude: -9.1393, accuracy: 15 },
};
const today = () => new Date().toISOString().slice(0, 10);
let setUps = 0;

/** A Code 128 barcode as a label prints it (api/src/documents/barcode.ts draws the same). */
function labelPicture(code: string): Promise<Buffer> {
  return toBuffer({
    bcid: 'code128',
    text: code,
    scale: 3,
    height: 15,
    includetext: true,
    textxalign: 'center',
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 4,
  });
}

interface Setup {
  office: TestApi;
  officeApi: APIRequestContext;
  courier: { email: string; id: number };
  handover: string;
  plain: string;
  extra: string;
}

/** The owner invites a courier, who joins; two parcels on the courier's run, one not. */
async function setUp(baseURL: string): Promise<Setup> {
  setUps += 1;
  const suffix = `${Date.now().toString(36)}${setUps}`.toUpperCase();
  const officeApi = await staffRequest(baseURL);
  const office = staffClient(officeApi);
  const email = `courier-${suffix.toLowerCase()}@example.com`;
  const invitation = await office.data(inviteStaff, { body: { email, role: 'courier' } }, 201);
  const { link } = await office.data(copyInvitationLink, { body: { id: invitation.id } });
  const token = decodeURIComponent(/token=([\w%-]+)/.exec(link)?.[1] ?? '');
  const joining = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await staffClient(joining).data(acceptInvitation, {
    body: { token, name: 'Rui Courier', password: PASSWORD },
  });
  await joining.dispose();
  const couriers = await office.data(listCouriers);
  const id = couriers.find((courier) => courier.email === email)?.id ?? 0;
  const make = async (code: string, name: string, handover: boolean) => {
    await office.data(
      createParcel,
      {
        body: {
          tracking_code: code,
          recipient_name: name,
          destination: 'Lisbon, Portugal',
          recipient_email: `recipient-${code.toLowerCase()}@example.com`,
          handover_code_required: handover,
        },
      },
      201,
    );
    return code;
  };
  const handover = await make(`HAND-${suffix}`, 'Joana Silva', true);
  const plain = await make(`PLAIN-${suffix}`, 'Ana Costa', false);
  const extra = await make(`EXTRA-${suffix}`, 'Rita Reis', false);
  await office.data(assignToRun, {
    body: { courier_id: id, date: today(), codes: [handover, plain] },
  });
  return { office, officeApi, courier: { email, id }, handover, plain, extra };
}

async function history(office: TestApi, code: string) {
  const parcel = (await office.data(trackParcel, { params: { code } })) as Parcel;
  return parcel.history.data;
}

async function signIn(page: Page, email: string) {
  await page.goto('/courier/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today’s run', level: 1 })).toBeVisible();
}

async function phone(browser: Browser, baseURL: string) {
  return browser.newContext({ ...PHONE, baseURL });
}

test('a courier works offline and the server gets each action once, in order', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  /** The code in the handover e-mail to the parcel's recipient (other e-mails go there too). */
  const handoverCode = (parcel: string) => {
    const to = `recipient-${parcel.toLowerCase()}@example.com`;
    for (const mail of [...mailbox.messages].reverse()) {
      const addresses = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap(
        (address) => address?.value.map((entry) => entry.address) ?? [],
      );
      const found = /hand it over: (\d{6})/.exec(mail.text ?? '');
      if (addresses.includes(to) && found) return found[1];
    }
    return null;
  };
  test.setTimeout(180_000);
  const url = baseURL ?? '';
  const setup = await setUp(url);
  const context = await phone(browser, url);
  const page = await context.newPage();

  await test.step('the courier signs in and sees the run', async () => {
    await signIn(page, setup.courier.email);
    const stops = page.getByRole('list').getByRole('button');
    await expect(stops).toHaveCount(2);
    await expect(stops.nth(0)).toContainText('Joana Silva');
    await expect(stops.nth(1)).toContainText('Ana Costa');
    // The app shell is on the phone once its service worker is in charge.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  });

  await test.step('a parcel not on the run is said so, and added', async () => {
    await page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: 'Scan' })
      .click();
    await page.getByLabel('Or type the tracking code').fill(setup.extra);
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByText(`${setup.extra} is not on your run.`)).toBeVisible();
    await page.getByRole('button', { name: 'Add it to my run' }).click();
    await expect(page.getByRole('heading', { name: setup.extra, level: 1 })).toBeVisible();
  });

  await test.step('the label is read from its picture', async () => {
    await page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: 'Scan' })
      .click();
    await page.getByLabel('Take a photo of the label').setInputFiles({
      name: 'label.png',
      mimeType: 'image/png',
      buffer: await labelPicture(setup.handover),
    });
    await expect(page.getByRole('heading', { name: setup.handover, level: 1 })).toBeVisible();
  });

  await test.step('out for delivery while online: the recipient gets the handover code', async () => {
    await page.getByRole('button', { name: 'Out for delivery' }).click();
    await expect(page.getByText('Saved on the phone: Out for delivery.')).toBeVisible();
    await expect.poll(() => handoverCode(setup.handover), { timeout: 30_000 }).toMatch(/^\d{6}$/);
  });
  const code = handoverCode(setup.handover);
  const before = {
    handover: (await history(setup.office, setup.handover)).length,
    plain: (await history(setup.office, setup.plain)).length,
  };

  await context.setOffline(true);
  await test.step('offline: five actions, each saved on the phone', async () => {
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    const openStop = async (name: string) => {
      await page
        .getByRole('navigation', { name: 'Screens' })
        .getByRole('button', { name: 'Run' })
        .click();
      await page
        .getByRole('list')
        .getByRole('button', { name: new RegExp(name) })
        .click();
    };
    await openStop('Ana Costa');
    for (const action of ['Picked up', 'At the hub', 'Out for delivery']) {
      await page.getByRole('button', { name: action, exact: true }).click();
      await expect(page.getByText(`Saved on the phone: ${action}.`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Delivery failed' }).click();
    await page.getByLabel('Nobody home').check();
    await page.getByLabel('Next attempt').fill(today());
    await page.getByRole('button', { name: 'Save the failed delivery' }).click();
    await expect(page.getByText('Saved on the phone: Delivery failed.')).toBeVisible();

    await openStop('Joana Silva');
    await page.getByRole('button', { name: 'Delivered' }).click();
    await expect(page.getByRole('heading', { name: 'Proof of delivery' })).toBeVisible();
    await page.getByLabel('Take a photo').setInputFiles({
      name: 'door.png',
      mimeType: 'image/png',
      buffer: solidPng(640, [40, 120, 200]),
    });
    await expect(page.getByRole('img', { name: 'The photo of the delivery' })).toBeVisible();
    const pad = page.getByRole('img', { name: 'Signature of the recipient' });
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? 30 : -30));
    }
    await page.mouse.up();
    await page.getByLabel('Received by (name)').fill('Joana Silva');
    await page.getByLabel('Handover code').fill(code ?? '');
    await page.getByRole('button', { name: 'Save the delivery' }).click();
    await expect(page.getByRole('heading', { name: setup.handover, level: 1 })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: /To send/ })
      .click();
    await expect(
      page.getByText('Offline: 5 actions wait and are sent once the phone is online.'),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'waiting to send' }).getByRole('listitem'),
    ).toHaveCount(5);
  });

  await test.step('nothing reached the server while offline', async () => {
    expect((await history(setup.office, setup.plain)).length).toBe(before.plain);
    expect((await history(setup.office, setup.handover)).length).toBe(before.handover);
  });

  await page.close();
  await context.setOffline(false);

  await test.step('online again in a new page: the queue is sent, and kept no more', async () => {
    const again = await context.newPage();
    await again.goto('/courier/');
    await expect(again.getByRole('heading', { name: 'Today’s run', level: 1 })).toBeVisible();
    await again
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: /To send/ })
      .click();
    await expect(again.getByText('Everything is sent.')).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the server has the five entries once each, in order, and the proof', async () => {
    const plain = await history(setup.office, setup.plain);
    const handover = await history(setup.office, setup.handover);
    expect(plain.length - before.plain).toBe(4);
    expect(handover.length - before.handover).toBe(1);
    const newest = (list: typeof plain, count: number) =>
      [...list]
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
        .slice(-count);
    const added = [...newest(plain, 4), ...newest(handover, 1)].sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
    );
    expect(added.map((entry) => entry.parcel_id)).toEqual([
      added[0].parcel_id,
      added[0].parcel_id,
      added[0].parcel_id,
      added[0].parcel_id,
      added[4].parcel_id,
    ]);
    const proof = await setup.office.data(getDeliveryProof, { params: { code: setup.handover } });
    expect(proof).toMatchObject({
      received_by: 'Joana Silva',
      handover_code_checked: true,
      courier: { id: setup.courier.id },
    });
    expect(proof?.photo).toBeTruthy();
    expect(proof?.signature).toBeTruthy();
    expect(proof?.latitude).toBeCloseTo(38.7223, 3);
  });

  await setup.officeApi.dispose();
  await context.close();
});

test('the courier’s screens at 360 px in both themes: nothing sideways, no serious axe finding', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const setup = await setUp(url);
  const context = await phone(browser, url);
  const page = await context.newPage();
  await page.goto('/courier/');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await checkWidthsAndThemes(page);
  await signIn(page, setup.courier.email);
  await checkWidthsAndThemes(page, async () => {
    await expect(page.getByRole('list').getByRole('button')).toHaveCount(2);
  });
  await page
    .getByRole('list')
    .getByRole('button', { name: /Joana Silva/ })
    .click();
  await checkWidthsAndThemes(page);
  await page.getByRole('button', { name: 'Delivered' }).click();
  await checkWidthsAndThemes(page);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('button', { name: 'Scan' })
    .click();
  await checkWidthsAndThemes(page);
  await setup.officeApi.dispose();
  await context.close();
});
