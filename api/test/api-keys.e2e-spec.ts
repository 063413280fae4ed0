import { describe, expect, it } from 'vitest';
import * as contract from '@waybill/shared';
import {
  API_PREFIX,
  type Endpoint,
  type KeyScope,
  KEY_SCOPES,
  addParcelUpdate,
  cancelParcel,
  createApiKey,
  createParcel,
  getParcelHistory,
  getParcelLabel,
  listApiKeys,
  listParcels,
  revokeApiKey,
  trackParcel,
} from '@waybill/shared';
import { type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

// Shops call the API with keys (docs/api.md): a key opens only the endpoints that name one of its
// scopes, reaches only the parcels it made, is refused at once when revoked, and its changes are
// audited under its name; Idempotency-Key makes a retried POST answer once.

let t: TestApp;
let owner: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, owner] = [app, agent];
});

const endpoints = Object.values(contract as Record<string, unknown>).filter(
  (value): value is Endpoint =>
    typeof value === 'object' && value !== null && 'route' in value && 'method' in value,
);

async function newKey(scopes: readonly KeyScope[] = KEY_SCOPES, extra: object = {}) {
  const response = await owner
    .post(createApiKey.path({}))
    .send({ name: `Shop ${scopes.join(' ')}`, scopes, ...extra })
    .expect(201);
  return response.body.data as { id: number; secret: string; prefix: string; name: string };
}

const PARCEL = {
  recipient_name: 'Ada Obi',
  recipient_address_line1: '12 Marina Road',
  recipient_city: 'Lagos',
  recipient_country: 'NG',
  reference: 'ORDER-1001',
};

const asKey = (secret: string) => ({
  get: (path: string) => t.http().get(path).set('Authorization', `Bearer ${secret}`),
  post: (path: string, body: object = {}, idempotencyKey?: string) => {
    const call = t.http().post(path).set('Authorization', `Bearer ${secret}`);
    if (idempotencyKey !== undefined) call.set('Idempotency-Key', idempotencyKey);
    return call.send(body);
  },
});

/** Calls the endpoint with placeholder parameters and an empty body, with the key. */
function withBearer(secret: string, endpoint: Endpoint) {
  const path = endpoint.route.replace(/:(\w+)/g, '1');
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  return t.http()[method](path).set('Authorization', `Bearer ${secret}`).send({});
}

const parcelCount = async () =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM parcels`))[0].n as number;

describe('API keys', () => {
  it('is shown once with its prefix, and kept only as a hash', async () => {
    const key = await newKey(['parcels:read']);
    expect(key.secret).toMatch(/^wb_live_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const listed = await owner.get(listApiKeys.path({})).expect(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: key.id,
        prefix: key.prefix,
        scopes: ['parcels:read'],
        created_by: 'boss@example.com',
        revoked_at: null,
        calls_today: 0,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key.secret);
    const [row] = await t.dataSource.query(`SELECT * FROM api_keys`);
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(key.prefix.length));
  });

  it('is managed only by those with keys.manage', async () => {
    const dispatcher = await invitedMember(t, owner, 'dispatcher');
    await dispatcher.get(listApiKeys.path({})).expect(403);
    await dispatcher
      .post(createApiKey.path({}))
      .send({ name: 'x', scopes: ['parcels:read'] })
      .expect(403);
    await t.http().get(listApiKeys.path({})).expect(401);
  });

  it('refuses bad input to key creation with coded errors', async () => {
    for (const body of [
      { name: '', scopes: ['parcels:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin:all'] },
      { name: 'x', scopes: ['parcels:read'], expires_on: '2001-01-01' },
      { name: 'x', scopes: 'parcels:read' },
    ]) {
      const response = await owner.post(createApiKey.path({})).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('creates a parcel with the shop’s reference, audited under the key’s name and counted', async () => {
    const key = await newKey();
    const created = await asKey(key.secret)
      .post(createParcel.path({}), PARCEL)
      .set('X-Request-Id', 'key-create')
      .expect(201);
    expect(created.body.data).toMatchObject({
      reference: 'ORDER-1001',
      destination: 'Lagos, Nigeria',
    });
    expect(created.headers['ratelimit-policy']).toBe('"key";q=600;w=60');
    expect(created.headers.ratelimit).toMatch(/^"key";r=599;t=\d+$/);
    const audit = await t.dataSource.query(
      `SELECT account_id, account_email, entity, action FROM audit_log WHERE request_id = 'key-create'`,
    );
    expect(audit).toEqual([
      {
        account_id: null,
        account_email: `API key: ${key.name}`,
        entity: 'parcel',
        action: 'create',
      },
    ]);
    const [listed] = (await owner.get(listApiKeys.path({})).expect(200)).body.data;
    expect(listed).toMatchObject({ calls_today: 1, last_ip: expect.any(String) });
    expect(listed.last_used_at).not.toBeNull();
    // The same reference again for this key is a coded conflict; nothing is half written.
    const again = await asKey(key.secret).post(createParcel.path({}), PARCEL).expect(409);
    expect(again.body.error_codes).toEqual(['parcel.reference_taken']);
    expect(await parcelCount()).toBe(1);
  });

  it('reads, lists, updates, cancels and prints its own parcels, and no other', async () => {
    const shop = asKey((await newKey()).secret);
    const other = asKey((await newKey()).secret);
    const code = (await shop.post(createParcel.path({}), PARCEL).expect(201)).body.data
      .tracking_code as string;
    await other.post(createParcel.path({}), { ...PARCEL, reference: 'OTHER-1' }).expect(201);
    // Staff's parcel is not the shop's either.
    await owner
      .post(createParcel.path({}))
      .send({ ...PARCEL, tracking_code: 'STAFF-1' })
      .expect(201);

    const tracked = await shop.get(trackParcel.path({ code })).expect(200);
    // The whole parcel (not a visitor's view): e-mails and the reference are there.
    expect(tracked.body.data).toMatchObject({ reference: 'ORDER-1001', tracking_code: code });
    expect(tracked.body.data).toHaveProperty('recipient_email');
    await shop.get(getParcelHistory.path({ code })).expect(200);
    await other.get(trackParcel.path({ code })).expect(404);
    await shop.get(trackParcel.path({ code: 'STAFF-1' })).expect(404);
    await other.post(addParcelUpdate.path({ code }), { stage: 'in_transit' }).expect(404);

    const list = await shop.get(listParcels.path({})).expect(200);
    expect(list.body.data.data.map((p: { reference: string }) => p.reference)).toEqual([
      'ORDER-1001',
    ]);
    const byReference = await shop
      .get(listParcels.path({}, { reference: 'ORDER-1001' }))
      .expect(200);
    expect(byReference.body.data.data).toHaveLength(1);
    const none = await shop.get(listParcels.path({}, { reference: 'OTHER-1' })).expect(200);
    expect(none.body.data.data).toHaveLength(0);

    await shop.post(addParcelUpdate.path({ code }), { stage: 'picked_up' }).expect(201);
    const label = await shop.get(getParcelLabel.path({ code })).expect(200);
    expect(label.headers['content-type']).toBe('application/pdf');

    const cancelled = await shop
      .post(cancelParcel.path({ code }), { note: 'Order cancelled' })
      .expect(200);
    expect(cancelled.body.data).toMatchObject({
      stage: 'cancelled',
      current_stage: 'cancelled',
      status: 'Cancelled',
    });
    const atStage = await shop.get(listParcels.path({}, { stage: 'cancelled' })).expect(200);
    expect(atStage.body.data.data).toHaveLength(1);
    const twice = await shop.post(cancelParcel.path({ code }), {}).expect(409);
    expect(twice.body.error_codes).toEqual(['parcel.not_cancellable']);
  });

  it('refuses to cancel a delivered parcel', async () => {
    const shop = asKey((await newKey()).secret);
    const code = (await shop.post(createParcel.path({}), PARCEL).expect(201)).body.data
      .tracking_code;
    await shop.post(addParcelUpdate.path({ code }), { stage: 'delivered' }).expect(201);
    const refused = await shop.post(cancelParcel.path({ code }), {}).expect(409);
    expect(refused.body.error_params).toEqual([{ stage: 'delivered' }]);
  });

  it('enforces its scopes on every route of the contract, and opens none without a key scope', async () => {
    const all = await newKey();
    const closed = endpoints.filter((endpoint) => !endpoint.keyScope);
    const open = endpoints.filter((endpoint) => endpoint.keyScope);
    // The panel, sessions, staff, settings, audit and the keys themselves stay closed.
    for (const name of ['listApiKeys', 'listStaff', 'getSettings', 'listAudit', 'listMySessions']) {
      expect(closed, name).toContain((contract as Record<string, unknown>)[name]);
    }
    for (const endpoint of closed) {
      const response = await withBearer(all.secret, endpoint);
      expect(
        [response.status, response.body.error_codes],
        `${endpoint.method} ${endpoint.route}`,
      ).toEqual([403, ['apikey.not_allowed']]);
    }
    expect(open.length).toBeGreaterThanOrEqual(8);
    for (const endpoint of open) {
      const lacking = await newKey(KEY_SCOPES.filter((scope) => scope !== endpoint.keyScope));
      const response = await withBearer(lacking.secret, endpoint);
      expect(
        [response.status, response.body.error_codes],
        `${endpoint.method} ${endpoint.route}`,
      ).toEqual([403, ['apikey.scope']]);
    }
  });

  it('is refused at once when revoked, expired, unknown or malformed', async () => {
    const key = await newKey();
    const shop = asKey(key.secret);
    await shop.get(listParcels.path({})).expect(200);
    const revoked = await owner.delete(revokeApiKey.path({})).send({ id: key.id }).expect(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    const refused = await shop.get(listParcels.path({})).expect(401);
    expect(refused.body.error_codes).toEqual(['apikey.invalid']);
    await owner.delete(revokeApiKey.path({})).send({ id: 999999 }).expect(404);

    const expiring = await newKey(KEY_SCOPES);
    await t.dataSource.query(`UPDATE api_keys SET expires_on = current_date - 1 WHERE id = $1`, [
      expiring.id,
    ]);
    await asKey(expiring.secret).get(listParcels.path({})).expect(401);

    for (const bearer of ['', 'nonsense', `wb_live_${'A'.repeat(43)}`, `${key.secret}x`]) {
      const response = await t
        .http()
        .get(listParcels.path({}))
        .set('Authorization', `Bearer ${bearer}`);
      expect(response.status, bearer).toBe(401);
      expect(response.body.error_codes).toEqual(['apikey.invalid']);
    }
    const audit = await t.dataSource.query(
      `SELECT entity, action FROM audit_log WHERE entity = 'api_key' ORDER BY id`,
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'create',
      'revoke',
      'create',
    ]);
  });

  it('has its own rate limit, with RateLimit headers and Retry-After', async () => {
    const key = await newKey();
    await t.dataSource.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 600, now() + interval '30 seconds')`,
      [`api-key:key:${key.id}`],
    );
    const refused = await asKey(key.secret).get(listParcels.path({})).expect(429);
    expect(refused.body.error_codes).toEqual(['rate.too_many']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/^"key";r=0;t=\d+$/);
    // Visitors' tracking is counted apart: not slowed by the shop's burst.
    const code = (await owner.post(createParcel.path({})).send(PARCEL).expect(201)).body.data
      .tracking_code;
    await t.http().get(trackParcel.path({ code })).expect(200);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retried POST with the first answer and makes one parcel', async () => {
    const shop = asKey((await newKey()).secret);
    const first = await shop.post(createParcel.path({}), PARCEL, 'retry-1').expect(201);
    const second = await shop.post(createParcel.path({}), PARCEL, 'retry-1').expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await parcelCount()).toBe(1);
    // The same key with another body is a coded 422; a quoted key (the draft's form) is the same key.
    const other = await shop
      .post(createParcel.path({}), { ...PARCEL, reference: 'B' }, 'retry-1')
      .expect(422);
    expect(other.body.error_codes).toEqual(['idempotency.key_reused']);
    await shop.post(createParcel.path({}), PARCEL, '"retry-1"').expect(201);
    expect(await parcelCount()).toBe(1);
  });

  it('makes one parcel when the same request is sent in parallel', async () => {
    const shop = asKey((await newKey()).secret);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => shop.post(createParcel.path({}), PARCEL, 'parallel-1')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body.error_codes).toEqual(['idempotency.in_progress']);
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await parcelCount()).toBe(1);
    const codes = new Set(
      answers.filter((a) => a.status === 201).map((a) => a.body.data.tracking_code),
    );
    expect(codes.size).toBe(1);
  });

  it('keeps each caller’s keys apart, refuses a malformed key and forgets after 24 hours', async () => {
    const one = asKey((await newKey()).secret);
    const two = asKey((await newKey()).secret);
    await one.post(createParcel.path({}), PARCEL, 'same').expect(201);
    await two.post(createParcel.path({}), PARCEL, 'same').expect(201);
    expect(await parcelCount()).toBe(2);
    const bad = await one.post(createParcel.path({}), PARCEL, 'a'.repeat(256)).expect(400);
    expect(bad.body.error_codes).toEqual(['idempotency.key_format']);
    await t.dataSource.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours'`,
    );
    await one.post(createParcel.path({}), { ...PARCEL, reference: 'NEW' }, 'same').expect(201);
    expect(await parcelCount()).toBe(3);
  });

  it('keeps a refusal but not a failure worth retrying, and works for staff sessions too', async () => {
    const shop = asKey((await newKey()).secret);
    const invalid = await shop
      .post(createParcel.path({}), { recipient_name: '' }, 'bad-1')
      .expect(400);
    const replay = await shop
      .post(createParcel.path({}), { recipient_name: '' }, 'bad-1')
      .expect(400);
    expect(replay.body).toEqual(invalid.body);
    await owner
      .post(createParcel.path({}))
      .set('Idempotency-Key', 'staff-1')
      .send(PARCEL)
      .expect(201);
    await owner
      .post(createParcel.path({}))
      .set('Idempotency-Key', 'staff-1')
      .send(PARCEL)
      .expect(201);
    expect(await parcelCount()).toBe(1);
  });
});

describe('the documentation', () => {
  it('gives exactly the key-open calls the bearer scheme, naming their scope', async () => {
    const document = (await t.http().get(`${API_PREFIX}/docs-json`).expect(200)).body;
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const endpoint of endpoints) {
      const path = endpoint.route.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path][endpoint.method.toLowerCase()];
      const bearer = (operation.security ?? []).some((scheme: object) => 'apiKey' in scheme);
      expect(bearer, `${endpoint.method} ${endpoint.route}`).toBe(endpoint.keyScope !== undefined);
      if (endpoint.keyScope) expect(operation.description).toContain(endpoint.keyScope);
    }
  });

  it('serves the shops’ guide beside the OpenAPI page, as HTML and as markdown', async () => {
    const page = await t.http().get(`${API_PREFIX}/docs/guide`).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<h2 id="quick-start">Quick start</h2>');
    expect(page.text).toContain('Idempotency-Key');
    const markdown = await t.http().get(`${API_PREFIX}/docs/guide?format=md`).expect(200);
    expect(markdown.text.startsWith('# Waybill API for shops')).toBe(true);
  });
});
