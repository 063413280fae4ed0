import { describe, it, expect, afterAll } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  approveReview,
  createActivity,
  createPage,
  createParcel,
  createReview,
  getGraph,
  getPage,
  listReviews,
  listStaffReviews,
  rateParcel,
  trackParcel,
  updatePage,
  updateParcel,
  updateSettings,
} from '@waybill/shared';
import { type StaffAgent, type TestApp, useStaffApp } from './harness.js';

/**
 * Pages that paint at once (docs/architecture.md §6.1a): the API draws the public pages on the
 * server from the owning services' data, in the cookie's language and theme, keeps them until the
 * site's content changes, and never lets staff content out of the page's state. The public site's
 * own server bundle is exercised by the browser tests (test/specs/first-paint.spec.ts); here a
 * small stand-in in its place writes out what it was given, so each fact the server gathers can be
 * seen in the page.
 */

const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-site-render-'));
const dist = path.join(webRoot, 'public-web', 'dist');
const distServer = path.join(webRoot, 'public-web', 'dist-server');

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default description" />
    <title>Waybill</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The stand-in for public-web/src/entry-server.tsx: the data as text, escaped as React would. */
const ENTRY = `
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function render(url, data, lang, theme) {
  const settings = data.graph.settings[0];
  if (settings.contact_address === 'explode') throw new Error('render failed');
  const parts = [
    '<p class="url">' + escape(url) + '</p>',
    '<p class="address">' + escape(settings.contact_address) + '</p>',
    ...data.graph.reviews.map((review) => '<q>' + escape(review.review) + '</q>'),
  ];
  if (data.parcel) {
    const parcel = data.parcel.data;
    parts.push('<p class="parcel">' + escape(parcel ? parcel.status : 'NO DATA FOUND') + '</p>');
    const newest = parcel && parcel.history.data[0];
    if (newest) parts.push('<p class="newest">' + escape(newest.title) + '</p>');
  }
  if (data.page && data.page.page) {
    parts.push('<h1>' + escape(data.page.page.title) + '</h1>');
    parts.push('<div class="body">' + escape(data.page.page.content) + '</div>');
  }
  return {
    html: parts.join(''),
    head: '<title>Drawn</title>',
    htmlAttributes: { lang, dir: lang === 'ar' ? 'rtl' : 'ltr', 'data-theme': theme },
    state: data,
  };
}
`;

mkdirSync(dist, { recursive: true });
mkdirSync(distServer, { recursive: true });
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(distServer, 'entry-server.js'), ENTRY);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** A small lookup budget keeps the limit's test short. */
const LOOKUPS = 6;

let t: TestApp;
let admin: StaffAgent;
// TRUST_PROXY: each test's visitors come from addresses of their own (X-Forwarded-For), as the
// lookup budget is counted per client in memory for the app's life.
useStaffApp(
  { WEB_ROOT: webRoot, TRUST_PROXY: 'true', TRACKING_LOOKUP_LIMIT: String(LOOKUPS) },
  (app, agent) => {
    [t, admin] = [app, agent];
  },
);

/** The page at `url` as a visitor with `cookie` (from `address`) gets it. */
async function visit(url: string, cookie = '', address = '198.51.100.1'): Promise<string> {
  const response = await t
    .http()
    .get(url)
    .set('Cookie', cookie)
    .set('X-Forwarded-For', address)
    .expect(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.text;
}

/** The markup inside #root, before any script. */
function root(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
}

/** Whether the page's start plan (fetched after its first paint) announces the lookup of `code`. */
function announcesLookup(html: string, code: string): boolean {
  const plan = /<script type="application\/json" id="app-start">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return (plan ?? '').includes(JSON.stringify(trackParcel.path({ code })).slice(1, -1));
}

/** The state the page carries for the app to hydrate from. */
function state(html: string): {
  graph: { admin: unknown; reviews: unknown };
  page: unknown;
  theme?: unknown;
  parcel?: { code: string; data: unknown; problems: unknown[]; etag: string | null };
} {
  const text = /<script type="application\/json" id="initial-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!text) throw new Error('The page carries no state');
  return JSON.parse(text) as { graph: { admin: unknown; reviews: unknown }; page: unknown };
}

async function setAddress(address: string): Promise<void> {
  await admin.patch(updateSettings.path({})).send({ contact_address: address }).expect(200);
}

describe('pages drawn on the server', () => {
  it('hold the settings, the approved reviews and a content page before any script', async () => {
    await setAddress('1 Harbour Road, Mombasa');
    await admin
      .post(createReview.path({}))
      .field('name', 'Wanjiru')
      .field('review', 'Reached Nairobi the next morning.')
      .expect(201);

    const home = await visit('/');
    expect(root(home)).toContain('1 Harbour Road, Mombasa');
    expect(root(home)).toContain('Reached Nairobi the next morning.');
    // The drawn page's own title and description replace the defaults.
    expect(home).toContain('<title>Drawn</title>');
    expect(home).not.toContain('<title>Waybill</title>');
    expect(home).not.toContain('Default description');
    // The page is shared by every visitor: the signed-in admin never shows in it.
    expect(state(home).graph.admin).toBe(false);
    const signedIn = await admin.get('/').expect(200);
    expect(state(signedIn.text).graph.admin).toBe(false);

    const about = await visit('/pages/about-us');
    const { body } = await t.http().get(getPage.path({ slug: 'about-us' }));
    expect(root(about)).toContain(`<h1>${body.data.title}</h1>`);
    expect(root(about)).toContain(body.data.content.slice(0, 40));
    expect(state(about).page).toMatchObject({ slug: 'about-us', page: { id: body.data.id } });
  });

  it("draw a staff member's tracking page as the shared shell: the code in the form, never a parcel", async () => {
    // Staff's own lookup is not a visitor's: their browser asks the API, as the page announces.
    const page = (await admin.get('/track.html?code=WB%22%3E%3Cb%3Ex').expect(200)).text;
    expect(root(page)).toContain('<p class="url">/track.html?code=WB&#34;&#62;&#60;b&#62;x</p>');
    expect(page).not.toContain('<b>x');
    expect(state(page)).not.toHaveProperty('parcel');
    expect(announcesLookup(page, 'WB"><b>x')).toBe(true);
    // One cached shell for every code: another code gets its own in the same place.
    const other = await admin.get('/track.html?code=OTHER-1').expect('Cache-Control', 'no-cache');
    expect(root(other.text)).toContain('/track.html?code=OTHER-1<');
    expect(root(other.text)).not.toContain('WB');
    expect(state(other.text)).not.toHaveProperty('parcel');
  });

  it("draw a visitor's tracking page with exactly what the API answers for the code alone, never kept", async () => {
    const code = 'WB-DRAWN-5K2';
    const secrets = {
      recipient_name: 'Zanele Okonkwo',
      recipient_email: 'zanele.private@example.com',
      recipient_phone_number: '+254 711 222 333',
      declared_value: 'KES 98765',
    };
    const created = await admin
      .post(createParcel.path({}))
      .send({ tracking_code: code, destination: 'Kisumu', status: 'Held at the depot', ...secrets })
      .expect(201);
    await admin
      .post(createActivity.path({}))
      .send({ parcel_id: created.body.data.id, title: 'Sorted in Nairobi', description: 'Scanned' })
      .expect(201);
    const visitor = '198.51.100.20';
    const api = await t
      .http()
      .get(trackParcel.path({ code }))
      .set('X-Forwarded-For', visitor)
      .expect(200);

    // The code as typed (spaces and lower case are the API's to read), from a new address.
    const response = await t
      .http()
      .get(`/track.html?code=${encodeURIComponent(` ${code.toLowerCase()} `)}`)
      .set('X-Forwarded-For', visitor)
      .expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    const page = response.text;
    expect(root(page)).toContain('<p class="parcel">Held at the depot</p>');
    expect(root(page)).toContain('<p class="newest">Sorted in Nairobi</p>');
    // The same view and the same answer's tag (the live updates revalidate it): no more, no less.
    expect(state(page).parcel).toEqual({
      code: code.toLowerCase(),
      data: api.body.data,
      problems: [],
      etag: api.headers.etag,
    });
    // Settings keep the recipient's name for whoever answers the unlock question (by default).
    expect(api.body.data).toMatchObject({ recipient_name: null, locked: true });
    for (const secret of Object.values(secrets)) expect(page).not.toContain(secret);
    // The page carries the answer: it announces no lookup for the browser to make again.
    expect(announcesLookup(page, code.toLowerCase())).toBe(false);

    // Never kept for another visitor: the next one's page is drawn from its own lookup.
    await admin
      .patch(updateParcel.path({}))
      .send({ id: created.body.data.id, status: 'Out for delivery' })
      .expect(200);
    const later = await visit(`/track.html?code=${code}`, '', '198.51.100.21');
    expect(root(later)).toContain('<p class="parcel">Out for delivery</p>');
  });

  it('draw an unknown code as the API answers it, counted as a guess; codes and state escaped', async () => {
    const hostile = 'WB"><b>x</script><script>alert(1)</script>';
    const guesser = '198.51.100.30';
    const response = await t
      .http()
      .get(`/track.html?code=${encodeURIComponent(hostile)}`)
      .set('X-Forwarded-For', guesser)
      .expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = response.text;
    expect(root(page)).toContain('<p class="parcel">NO DATA FOUND</p>');
    expect(page).not.toContain('<b>x');
    expect(page).not.toContain('<script>alert(1)');
    // The page's own two scripts only: the module and the state.
    expect(page.match(/<script/g)).toHaveLength(2);
    // The API's own answer for it, in the state the app reads back as given.
    const api = await t
      .http()
      .get(trackParcel.path({ code: hostile }))
      .set('X-Forwarded-For', '198.51.100.31')
      .expect(404);
    expect(state(page).parcel).toEqual({
      code: hostile,
      data: null,
      problems: [
        {
          code: api.body.error_codes[0],
          message: api.body.errors[0],
          params: api.body.error_params[0],
        },
      ],
      etag: null,
    });
    // A guess, like the API's miss: the page counted it against the guessing limit.
    const misses: Array<{ hits: number }> = await t.dataSource.query(
      `SELECT hits FROM rate_limits WHERE key LIKE 'tracking:miss%' AND key LIKE $1`,
      [`%${guesser}%`],
    );
    expect(misses).toEqual([{ hits: 1 }]);
  });

  it("count a visitor's tracking pages against the API's lookup budget; over it, the shell", async () => {
    const code = 'WB-BUDGET-3H8';
    await admin
      .post(createParcel.path({}))
      .send({
        tracking_code: code,
        recipient_name: 'Kip Keino',
        destination: 'Eldoret',
        status: 'In transit',
      })
      .expect(201);
    const walker = '198.51.100.40';
    const lookup = () => t.http().get(trackParcel.path({ code })).set('X-Forwarded-For', walker);
    // Pages and API calls draw on the one budget.
    for (let used = 0; used < LOOKUPS; used += 1) {
      if (used % 2 === 0) {
        expect(state(await visit(`/track.html?code=${code}`, '', walker)).parcel).toMatchObject({
          data: { status: 'In transit' },
        });
      } else {
        await lookup().expect(200);
      }
    }
    await lookup().expect(429);
    // Over it, the page is the shell that every visitor shares, and its browser's own lookup
    // is refused as the API refuses it: no parcel leaves with the page.
    const response = await t
      .http()
      .get(`/track.html?code=${code}`)
      .set('X-Forwarded-For', walker)
      .expect(200)
      .expect('Cache-Control', 'no-cache');
    expect(state(response.text)).not.toHaveProperty('parcel');
    expect(response.text).not.toContain('In transit');
    expect(announcesLookup(response.text, code)).toBe(true);
    // Another client still gets its parcel drawn.
    const neighbour = await visit(`/track.html?code=${code}`, '', '198.51.100.41');
    expect(root(neighbour)).toContain('<p class="parcel">In transit</p>');
  });

  it('set <html> lang, dir and theme from the cookies', async () => {
    const arabic = await visit('/', 'googtrans=/en/ar; theme=DARK');
    expect(arabic).toMatch(/<html lang="ar" dir="rtl" data-theme="DARK">/);
    const french = await visit('/pages/support', 'googtrans=%2Fen%2Ffr');
    expect(french).toMatch(/<html lang="fr" dir="ltr" data-theme="LIGHT">/);
    const unknown = await visit('/', 'googtrans=/en/xx; theme=PURPLE');
    expect(unknown).toMatch(/<html lang="en" dir="ltr" data-theme="LIGHT">/);
  });

  it('show a change of settings, pages or reviews in the next page', async () => {
    await setAddress('Before');
    expect(root(await visit('/'))).toContain('Before');
    await setAddress('After');
    expect(root(await visit('/'))).toContain('After');

    const created = await admin
      .post(createPage.path({}))
      .send({ title: 'Opening hours', content: 'Nine to five.', icon: 'pages' })
      .expect(201);
    const slug = created.body.data.slug as string;
    expect(root(await visit(`/pages/${slug}`))).toContain('Nine to five.');
    await admin
      .patch(updatePage.path({}))
      .send({ ...created.body.data, content: 'Eight to six.' })
      .expect(200);
    expect(root(await visit(`/pages/${slug}`))).toContain('Eight to six.');

    await admin
      .post(createReview.path({}))
      .field('name', 'Otieno')
      .field('review', 'A second review.')
      .expect(201);
    expect(root(await visit('/'))).toContain('A second review.');
  });

  it('show a change another instance made (straight in the database) within a second', async () => {
    expect(root(await visit('/'))).not.toContain('Written elsewhere');
    // Another instance's write: not a request this one answered.
    await t.dataSource.query(`UPDATE settings SET contact_address = 'Written elsewhere'`);
    const deadline = Date.now() + 3000;
    let page = await visit('/');
    while (!root(page).includes('Written elsewhere') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await visit('/');
    }
    expect(root(page)).toContain('Written elsewhere');
  });

  it('keep hostile staff content inside the page state', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 &amp;';
    const created = await admin
      .post(createPage.path({}))
      .send({ title: 'Hostile', content: hostile, icon: 'pages' })
      .expect(201);
    const page = await visit(`/pages/${created.body.data.slug}`);
    expect(page).not.toContain('<script>alert(1)');
    // Only the page's own two scripts: the module and the state.
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    // And the app reads the text back as staff wrote it.
    expect(state(page).page).toMatchObject({ page: { content: hostile } });
  });

  it("never carry a rated parcel's code, id or recipient in the public answers", async () => {
    // The attack: a rating, once approved, showed the parcel's code to anyone on the home page.
    const code = 'WB-RATED-7Q4';
    const recipient = 'Zanele Okonkwo';
    await admin
      .post(createParcel.path({}))
      .send({
        tracking_code: code,
        recipient_name: recipient,
        destination: 'Kano',
        stage: 'delivered',
      })
      .expect(201);
    await t
      .http()
      .post(rateParcel.path({ code }))
      .send({ rating: 5, comment: 'Left with the neighbour as asked.', name: 'Musa' })
      .expect(200);
    const staff = await admin.get(listStaffReviews.path({})).expect(200);
    const [pending] = staff.body.data.data as Array<{ id: number; parcel_code: string | null }>;
    expect(pending.parcel_code).toBe(code);
    await admin.post(approveReview.path({})).send({ id: pending.id }).expect(200);

    const reviews = await t.http().get(listReviews.path({})).expect(200);
    const graph = await t.http().get(getGraph.path({})).expect(200);
    const home = await visit('/');
    expect(root(home)).toContain('Left with the neighbour as asked.');
    const shown = [reviews.body.data.data, graph.body.data.reviews, state(home).graph.reviews];
    // Exactly the public fields: no parcel id, code or recipient under any name.
    for (const list of shown as Array<Array<Record<string, unknown>>>) {
      expect(list).toEqual([
        {
          id: pending.id,
          name: 'Musa',
          review: 'Left with the neighbour as asked.',
          image: null,
          rating: 5,
        },
      ]);
    }
    for (const text of [reviews.text, graph.text, home]) {
      expect(text.toUpperCase()).not.toContain(code);
      expect(text).not.toContain(recipient);
      expect(text).not.toMatch(/parcel_(code|id)/);
      expect(text).not.toContain(`"parcel":`);
    }
    // A member may still see it on the staff screen; a visitor is refused the staff list.
    const after = await admin.get(listStaffReviews.path({})).expect(200);
    expect(after.body.data.data[0]).toMatchObject({ status: 'approved', parcel_code: code });
    await t.http().get(listStaffReviews.path({})).expect(401);
  });

  it("serve the app's own page where the server does not draw, or fails to", async () => {
    for (const url of [
      '/resolution.html',
      '/pages/no-such-page',
      '/no/such/screen',
      '/track.html?code=%20',
    ]) {
      const page = await visit(url);
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain('initial-state');
    }
    // A render that throws is logged and answered with the app's page, never a 500.
    await setAddress('explode');
    const failed = await visit('/');
    expect(failed).toContain('<div id="root"></div>');
    expect(failed).not.toContain('initial-state');
  });
});
