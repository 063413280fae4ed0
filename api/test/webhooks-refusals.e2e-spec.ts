import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  createWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
} from '@waybill/shared';
import { staffClient, type StaffAgent, type TestApp, useStaffApp } from './harness.js';

/**
 * Webhook addresses that would reach inside (docs/webhooks.md, "Safe outgoing calls"), with the
 * development mode off: loopback, private, link-local and metadata addresses, written as such or
 * behind a name that resolves to one, and plain http://, are refused with coded 400s and nothing
 * is saved. The connection's own check (after DNS, on every try): core/outgoing/outgoing.spec.ts
 * and webhooks.e2e-spec.ts.
 */
let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

const create = (url: string) =>
  staffClient(admin).call(createWebhookEndpoint, { body: { url, events: ['parcel.created'] } });

describe('webhook addresses', () => {
  it.each([
    ['https://127.0.0.1/hooks', 'loopback'],
    ['https://[::1]/hooks', 'loopback'],
    ['https://localhost:8443/hooks', 'loopback'],
    ['https://10.0.0.1/hooks', 'private'],
    ['https://192.168.1.20/hooks', 'private'],
    ['https://169.254.169.254/latest/meta-data/', 'link_local'],
    ['https://[::ffff:169.254.169.254]/', 'link_local'],
    ['https://0.0.0.0/', 'reserved'],
  ])('refuses %s (%s)', async (url, kind) => {
    const answer = await create(url);
    expect(answer.status).toBe(400);
    expect(answer.body.error_codes).toEqual(['webhook.url_address']);
    expect(answer.body.error_params).toEqual([{ kind }]);
  });

  it('refuses a name that resolves to this machine or its network', async () => {
    // This machine's own name resolves to one of its addresses: loopback or private.
    const answer = await create(`https://${hostname()}/hooks`);
    expect(answer.status).toBe(400);
    expect(answer.body.error_codes).toEqual(['webhook.url_address']);
    expect(['loopback', 'private', 'link_local']).toContain(answer.body.error_params?.[0]?.kind);
  });

  it('refuses http://, credentials and what is not an address', async () => {
    expect((await create('http://hooks.example.com/in')).body.error_codes).toEqual([
      'webhook.url_https',
    ]);
    expect((await create('http://127.0.0.1:9000/in')).body.error_codes).toEqual([
      'webhook.url_https',
    ]);
    expect((await create('https://user:pw@hooks.example.com/')).body.error_codes).toEqual([
      'webhook.url_credentials',
    ]);
    expect((await create('javascript:alert(1)')).body.error_codes).toEqual(['webhook.url_invalid']);
    const unknownEvent = await staffClient(admin).call(createWebhookEndpoint, {
      body: { url: 'https://hooks.example.com/', events: ['parcel.exploded'] as never },
    });
    expect(unknownEvent.status).toBe(400);
    expect(await staffClient(admin).data(listWebhookEndpoints)).toEqual([]);
  });

  it('refuses an edit that points an endpoint inside, keeping the address it had', async () => {
    await t.dataSource.query(
      `INSERT INTO webhook_endpoints (url, events, secret_sealed)
       VALUES ('https://hooks.example.com/in', '{parcel.created}', 'v1.x.y.z')`,
    );
    const [{ id }] = await staffClient(admin).data(listWebhookEndpoints);
    const answer = await staffClient(admin).call(updateWebhookEndpoint, {
      params: { id: String(id) },
      body: { url: 'https://169.254.169.254/' },
    });
    expect(answer.status).toBe(400);
    const [kept] = await staffClient(admin).data(listWebhookEndpoints);
    expect(kept.url).toBe('https://hooks.example.com/in');
  });
});
