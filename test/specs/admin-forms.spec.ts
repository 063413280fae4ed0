import { request, type Browser, type Page } from '@playwright/test';
import { signOut, trackParcel } from '@waybill/shared';
import { signInAdmin } from '../../test-kit/accounts.js';
import {
  ADMIN,
  adminSession,
  expect,
  staffClient,
  staffRequest,
  test,
} from '../support/fixtures.js';

/** A code no other spec uses, so the shared product's list can hold other parcels too. */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

const SCREENS = [
  { name: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

type Viewport = (typeof SCREENS)[number]['viewport'];
type StorageState = Awaited<ReturnType<typeof adminSession>>;

/** A session of ADMIN's own (signed in through the API), so ending it touches no other test. */
async function ownSession(baseURL: string): Promise<StorageState> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await signInAdmin(staffClient(context), ADMIN);
  const state = await context.storageState();
  await context.dispose();
  return state;
}

/** The Create Parcel screen at this size, signed in with `session`. */
async function createParcelScreen(
  browser: Browser,
  baseURL: string,
  viewport: Viewport,
  session: StorageState,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, storageState: session });
  const page = await context.newPage();
  await page.goto('/control/parcels/create.html');
  await expect(page.getByRole('heading', { name: 'New parcel', level: 1 })).toBeVisible();
  return page;
}

/** Ends the page's session on the server: the API's sign-out, sent with the page's own cookie. */
async function endSessionOnServer(page: Page, baseURL: string): Promise<void> {
  const elsewhere = await request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { Origin: baseURL },
  });
  const answer = await elsewhere.get(signOut.path({}));
  expect(answer.ok()).toBe(true);
  await elsewhere.dispose();
}

async function fillParcel(page: Page, parcel: { code: string; recipient: string; place: string }) {
  await page.getByLabel('Tracking code').fill(parcel.code);
  await page.getByLabel('Recipient name').fill(parcel.recipient);
  await page.getByLabel('Destination').fill(parcel.place);
  // A location field offers places (admin-places.spec.ts): leaving it closes them.
  await page.getByLabel('Destination').press('Tab');
}

async function expectTyped(page: Page, parcel: { code: string; recipient: string; place: string }) {
  await expect(page.getByLabel('Tracking code')).toHaveValue(parcel.code);
  await expect(page.getByLabel('Recipient name')).toHaveValue(parcel.recipient);
  await expect(page.getByLabel('Destination')).toHaveValue(parcel.place);
}

for (const { name, viewport } of SCREENS) {
  test.describe(`forms on a ${name} (${viewport.width} px)`, () => {
    test('a required field left empty says so next to itself, by its label, and takes the focus', async ({
      browser,
      baseURL,
    }) => {
      const url = baseURL ?? '';
      const page = await createParcelScreen(browser, url, viewport, await adminSession(url));
      await page.getByLabel('Destination').fill('Lisbon, Portugal');
      await page.getByLabel('Destination').press('Tab');
      await page.getByRole('button', { name: 'Create parcel' }).click();

      const recipient = page.getByLabel('Recipient name');
      await expect(recipient).toHaveAttribute('aria-invalid', 'true');
      await expect(recipient).toBeFocused();
      // The message is the one the input is described by, inside the field's own group.
      const describedBy = (await recipient.getAttribute('aria-describedby')) ?? '';
      const message = page.locator(`[id="${describedBy}"]`);
      await expect(message).toHaveText('Recipient name is required');
      const group = page.locator('.bp6-form-group').filter({ has: recipient });
      await expect(group.getByText('Recipient name is required')).toBeVisible();
      await expect(recipient).toHaveAccessibleDescription('Recipient name is required');
      // The other fields are right, and the red panel does not repeat the field's error.
      await expect(page.getByLabel('Destination')).not.toHaveAttribute('aria-invalid');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('recipient_name')).toHaveCount(0);
      await expect(page).toHaveURL(/\/control\/parcels\/create\.html$/);
      await page.context().close();
    });

    test('a session deleted on the server while the form is open: the password, then the form is sent as typed', async ({
      browser,
      baseURL,
    }) => {
      const url = baseURL ?? '';
      const page = await createParcelScreen(browser, url, viewport, await ownSession(url));
      const parcel = {
        code: uniqueCode(`SES${viewport.width}`),
        recipient: `Ada Session ${viewport.width}`,
        place: 'Porto, Portugal',
      };
      await fillParcel(page, parcel);
      await endSessionOnServer(page, url);

      await page.getByRole('button', { name: 'Create parcel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(ADMIN.email);
      // The whole dialog is on screen, on a phone too.
      const box = await dialog.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(viewport.width);
      // Still on the form, with what was typed, and the parcel is not there yet.
      await expect(page).toHaveURL(/\/control\/parcels\/create\.html$/);
      await expectTyped(page, parcel);

      const password = dialog.getByLabel('Password');
      await expect(password).toBeFocused();
      await password.fill(ADMIN.password);
      await dialog.getByRole('button', { name: 'Sign in and continue' }).click();

      await expect(page).toHaveURL(new RegExp(`/control/parcels/${parcel.code}$`));
      await expect(page.getByRole('heading', { name: parcel.code, level: 1 })).toBeVisible();
      await expect(dialog).toHaveCount(0);

      const staff = await staffRequest(url);
      const created = await staffClient(staff).data(trackParcel, { params: { code: parcel.code } });
      expect(created).toMatchObject({
        tracking_code: parcel.code,
        recipient_name: parcel.recipient,
        destination: parcel.place,
      });
      await staff.dispose();
      await page.context().close();
    });

    test('in the session dialog, a wrong password is refused and the dialog stays', async ({
      browser,
      baseURL,
    }) => {
      const url = baseURL ?? '';
      const page = await createParcelScreen(browser, url, viewport, await ownSession(url));
      const parcel = {
        code: uniqueCode(`BAD${viewport.width}`),
        recipient: 'Bea Wrong Password',
        place: 'Faro, Portugal',
      };
      await fillParcel(page, parcel);
      await endSessionOnServer(page, url);
      await page.getByRole('button', { name: 'Create parcel' }).click();

      const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
      await dialog.getByLabel('Password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('The e-mail or password is incorrect');
      await expect(dialog).toBeVisible();
      await expectTyped(page, parcel);

      // The right password then carries on, so the wrong one counted against no other test.
      await dialog.getByLabel('Password').fill(ADMIN.password);
      await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
      await expect(page).toHaveURL(new RegExp(`/control/parcels/${parcel.code}$`));
      await page.context().close();
    });
  });
}
