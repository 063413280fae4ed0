import {
  createApiKey,
  createParcel as createParcelEndpoint,
  deleteParcel,
  getGraph,
  listOutbox,
  listParcels,
  revokeApiKey,
  sendEmail,
  signOut,
  trackParcel,
  updateParcel,
  updateSettings,
  uploadParcelImage,
} from '@waybill/shared';
import { signInAdmin, signUpFirstAdmin } from '../../../test-kit/accounts.js';
import { CookieJar, fetchClient } from '../../../test-kit/fetch-transport.js';
import { createParcel } from '../../../test-kit/parcels.js';
import { solidPng } from '../../../test-kit/pictures.js';
import { WaybillProcess } from '../fault/waybill-process.js';
import { freshDatabase } from '../postgres-databases.js';
import { type S3Server, startS3Server } from '../s3-server.js';
import { startSmtp, type Smtp } from '../smtp.js';
import { Nginx } from './nginx.js';

/**
 * Two instances of the built server on one PostgreSQL database and one S3 bucket (s3rver) behind
 * nginx: what one instance does, the other sees at once, and what must happen once happens once.
 * The machine's PostgreSQL (CLUSTER_POSTGRES_URL, a server where a database may be created) holds a
 * database made for this run and dropped after it.
 */

const SERVER = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ADMIN = { email: 'owner@cluster.example', password: 'cluster-password-1' };
const LOOKUP_LIMIT = 20;

let smtp: Smtp;
let s3: S3Server;
let a: WaybillProcess;
let b: WaybillProcess;
let nginx: Nginx;
let database: Awaited<ReturnType<typeof freshDatabase>>;

/** Polls `probe` until it returns a value, failing after `ms` with what was awaited. */
async function eventually<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Still waiting for ${what} after ${ms} ms`);
}

beforeAll(async () => {
  database = await freshDatabase(SERVER, 'waybill_cluster');
  smtp = await startSmtp();
  s3 = await startS3Server();
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    MAIL_URL: `smtp://${smtp.host}:${smtp.port}`,
    TRUST_PROXY: 'true',
    TRACKING_LOOKUP_LIMIT: String(LOOKUP_LIMIT),
  };
  // One after the other: the first runs the migrations, the second finds them done.
  a = await WaybillProcess.start(env);
  b = await WaybillProcess.start(env);
  nginx = await Nginx.start([a.origin, b.origin]);
  await signUpFirstAdmin(fetchClient(a.origin), ADMIN);
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  await s3?.stop();
  await database?.drop();
}, 60_000);

afterEach(() => {
  // Neither instance may have died along the way.
  for (const [name, server] of [
    ['A', a],
    ['B', b],
  ] as const)
    if (!server.alive) throw new Error(`Instance ${name} died:\n${server.output()}`);
});

describe('two instances behind nginx on one database', () => {
  it('a session signed in on A works on B, and through nginx on both', async () => {
    const jar = new CookieJar();
    await signInAdmin(fetchClient(a.origin, jar), ADMIN);
    expect(jar.cookie).toMatch(/^waybill\.sid=/);

    const onB = await fetchClient(b.origin, jar).call(listParcels, { query: {} });
    expect(onB.status).toBe(200);

    // Through the proxy, round robin: each instance answers some of the calls, all signed in.
    const upstreams = new Set<string>();
    for (let call = 0; call < 6; call += 1) {
      const answer = await fetchClient(nginx.origin, jar).call(listParcels, { query: {} });
      expect(answer.status).toBe(200);
      upstreams.add(answer.headers['x-upstream']);
    }
    expect([...upstreams].sort()).toEqual([new URL(a.origin).host, new URL(b.origin).host].sort());

    // Signed out on B: the session is gone on A too.
    const cookie = jar.cookie;
    await fetchClient(b.origin, jar).data(signOut);
    const stale = new CookieJar();
    stale.cookie = cookie;
    expect((await fetchClient(a.origin, stale).call(listParcels, { query: {} })).status).toBe(401);
  });

  it("a staff change on A shows at once in a visitor's tracking on B, settings too", async () => {
    const jar = new CookieJar();
    const staffOnA = fetchClient(a.origin, jar);
    await signInAdmin(staffOnA, ADMIN);
    const parcel = await createParcel(staffOnA, {
      recipient_name: 'Cluster Recipient',
      destination: 'Accra, Ghana',
      status: 'Booked',
    });
    const visitorOnB = fetchClient(b.origin);
    const before = await visitorOnB.data(trackParcel, { params: { code: parcel.tracking_code } });
    expect(before.status).toBe('Booked');

    await staffOnA.data(updateParcel, { body: { id: parcel.id, status: 'Out for delivery' } });
    const after = await visitorOnB.data(trackParcel, { params: { code: parcel.tracking_code } });
    expect(after.status).toBe('Out for delivery');

    const name = `Cluster Couriers ${Date.now()}`;
    await staffOnA.data(updateSettings, { body: { company_name: name } });
    const graph = await fetchClient(b.origin).data(getGraph);
    expect(graph.settings[0].company_name).toBe(name);
  });

  it('a page B drew on the server shows a settings change made on A within a second', async () => {
    const jar = new CookieJar();
    const staffOnA = fetchClient(a.origin, jar);
    await signInAdmin(staffOnA, ADMIN);
    // The meta description is drawn into the page's head (docs/architecture.md §6.1a).
    const drawnOnB = async (text: string) =>
      (await (await fetch(`${b.origin}/`)).text()).includes(text) ? true : undefined;
    const before = `Before ${Date.now()}`;
    await staffOnA.data(updateSettings, { body: { meta_description: before } });
    await eventually('the first description on B', () => drawnOnB(before));

    const after = `After ${Date.now()}`;
    const changedAt = Date.now();
    await staffOnA.data(updateSettings, { body: { meta_description: after } });
    await eventually('the changed description on B', () => drawnOnB(after), 5000);
    // B re-reads the content version at most a second after its last read.
    expect(Date.now() - changedAt).toBeLessThan(2000);
  });

  it('a picture uploaded on A is served by B and through nginx, and removed for both', async () => {
    const jar = new CookieJar();
    const staffOnA = fetchClient(a.origin, jar);
    await signInAdmin(staffOnA, ADMIN);
    const parcel = await createParcel(staffOnA, {
      recipient_name: 'Picture Recipient',
      destination: 'Abuja, Nigeria',
    });
    const withPicture = await staffOnA.data(
      uploadParcelImage,
      {
        form: {
          id: parcel.id,
          image: {
            name: 'parcel.png',
            mimeType: 'image/png',
            buffer: solidPng(32, [20, 120, 200]),
          },
        },
      },
      201,
    );
    const name = withPicture.image ?? '';
    expect(name).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(await s3.keys()).toContain(`images/${name}`);
    const stored = (await s3.object(`images/${name}`)).bytes;
    for (const origin of [b.origin, nginx.origin, nginx.origin]) {
      const served = await fetch(`${origin}/uploads/images/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    }
    // Removed on B (the parcel deleted there): gone from the bucket, and from A.
    const staffOnB = fetchClient(b.origin, jar);
    await staffOnB.data(deleteParcel, { body: { id: parcel.id } });
    expect(await s3.keys()).not.toContain(`images/${name}`);
    expect((await fetch(`${a.origin}/uploads/images/${name}`)).status).toBe(404);
  });

  it('mail queued on both instances is sent exactly once each', async () => {
    const jar = new CookieJar();
    await signInAdmin(fetchClient(a.origin, jar), ADMIN);
    const subjects = Array.from({ length: 12 }, (_, index) => `Cluster mail ${index}`);
    for (const [index, subject] of subjects.entries()) {
      const origin = index % 2 === 0 ? a.origin : b.origin;
      await fetchClient(origin, jar).data(sendEmail, {
        body: {
          reply_to: 'desk@cluster.example',
          to: 'customer@example.com',
          subject,
          body: 'Hello',
        },
      });
    }
    await eventually('every message', async () =>
      subjects.every((subject) => smtp.received.some((got) => got.mail.subject === subject))
        ? true
        : undefined,
    );
    // Both delivery workers keep polling: a second pass finds nothing left to send.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const counts = subjects.map(
      (subject) => smtp.received.filter((got) => got.mail.subject === subject).length,
    );
    console.log(`Mail: ${subjects.length} queued, deliveries per message ${counts.join(' ')}`);
    expect(counts).toEqual(subjects.map(() => 1));
  });

  it('with the mail server away for a while, nothing is lost and each message goes once when it returns', async () => {
    const jar = new CookieJar();
    const staff = fetchClient(a.origin, jar);
    await signInAdmin(staff, ADMIN);
    const port = smtp.port;
    await smtp.close();
    const subjects = Array.from({ length: 6 }, (_, index) => `Outage mail ${index}`);
    for (const [index, subject] of subjects.entries()) {
      const origin = index % 2 === 0 ? a.origin : b.origin;
      await fetchClient(origin, jar).data(sendEmail, {
        body: {
          reply_to: 'desk@cluster.example',
          to: 'customer@example.com',
          subject,
          body: 'Hello',
        },
      });
    }
    // Every message was tried while the server was away, and kept for another try.
    await eventually('a failed try of every message', async () => {
      const queued = await staff.data(listOutbox, { query: { status: 'queued' } });
      const ours = queued.data.filter((message) => subjects.includes(message.subject));
      return ours.length === subjects.length && ours.every((message) => message.attempts >= 1)
        ? true
        : undefined;
    });
    smtp = await startSmtp(port);
    const back = Date.now();
    await eventually(
      'every message after the mail server came back',
      async () =>
        subjects.every((subject) => smtp.received.some((got) => got.mail.subject === subject))
          ? true
          : undefined,
      60_000,
    );
    const deliveredAfterMs = Date.now() - back;
    // Both workers keep polling (every 5 s): a later pass finds nothing left to send.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const counts = subjects.map(
      (subject) => smtp.received.filter((got) => got.mail.subject === subject).length,
    );
    console.log(
      `Mail server away: ${subjects.length} queued on two instances, all delivered ${deliveredAfterMs} ms after its return, deliveries per message ${counts.join(' ')}`,
    );
    expect(counts).toEqual(subjects.map(() => 1));
  });

  it('the tracking lookup budget holds across both instances', async () => {
    const jar = new CookieJar();
    const staff = fetchClient(a.origin, jar);
    await signInAdmin(staff, ADMIN);
    const parcel = await createParcel(staff, {
      recipient_name: 'Budget Recipient',
      destination: 'Lome, Togo',
    });
    // One visitor (127.0.0.1) alternating between the instances, at a human pace, for twice the
    // budget: each instance alone would admit the whole budget.
    let admitted = 0;
    for (let lookup = 0; lookup < LOOKUP_LIMIT * 2; lookup += 1) {
      const origin = lookup % 2 === 0 ? a.origin : b.origin;
      const answer = await fetchClient(origin).call(trackParcel, {
        params: { code: parcel.tracking_code },
      });
      if (answer.status === 200) admitted += 1;
      else expect(answer.status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(
      `Tracking budget ${LOOKUP_LIMIT}: ${admitted} of ${LOOKUP_LIMIT * 2} lookups admitted`,
    );
    // Counts are shared every second: at most a second's worth of lookups past the budget.
    expect(admitted).toBeGreaterThanOrEqual(LOOKUP_LIMIT);
    expect(admitted).toBeLessThanOrEqual(LOOKUP_LIMIT + 10);
    // Once both have shared their counts, both refuse.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const origin of [a.origin, b.origin, nginx.origin]) {
      const answer = await fetchClient(origin).call(trackParcel, {
        params: { code: parcel.tracking_code },
      });
      expect(answer.status).toBe(429);
    }
  });

  it('an API key revoked on A is refused on B at once, and its parcel made once across both', async () => {
    const jar = new CookieJar();
    const staffOnA = fetchClient(a.origin, jar);
    await signInAdmin(staffOnA, ADMIN);
    const key = await staffOnA.data(
      createApiKey,
      { body: { name: 'Cluster Shop', scopes: ['parcels:read', 'parcels:write'] } },
      201,
    );
    const withKey = (origin: string, path: string, init: RequestInit = {}) =>
      fetch(`${origin}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${key.secret}`,
          'Content-Type': 'application/json',
          ...init.headers,
        },
      });
    // The same Idempotency-Key sent to both instances at once makes one parcel.
    const body = JSON.stringify({
      recipient_name: 'Key Recipient',
      destination: 'Accra',
      reference: 'C-1',
    });
    const created = await Promise.all(
      [a.origin, b.origin, nginx.origin].map((origin) =>
        withKey(origin, createParcelEndpoint.path({}), {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': 'cluster-create-1' },
        }),
      ),
    );
    for (const answer of created) expect([201, 409]).toContain(answer.status);
    const listed = (await (
      await withKey(b.origin, listParcels.path({}, { reference: 'C-1' }))
    ).json()) as { data: { data: unknown[] } };
    expect(listed.data.data).toHaveLength(1);

    expect((await withKey(b.origin, listParcels.path({}))).status).toBe(200);
    await staffOnA.data(revokeApiKey, { body: { id: key.id } });
    for (const origin of [b.origin, a.origin, nginx.origin]) {
      const refused = await withKey(origin, listParcels.path({}));
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error_codes: string[] }).error_codes).toEqual([
        'apikey.invalid',
      ]);
    }
  });
});
