import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { getAdminStatus, getSettings, signIn, updateSettings } from '@waybill/shared';
import { ADMIN, signedInAgent, startTestApp, type TestApp } from './harness.js';

/**
 * The API refuses every change (POST/PUT/PATCH/DELETE) a browser sends from an origin but ours,
 * `Origin: null` included: that is what the sandboxed chat widget frame sends, so a widget's
 * script cannot act for a signed-in staff member (docs/architecture.md §4.3).
 */
const PUBLIC_URL = 'https://parcels.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const CHANGE = { meta_description: 'Changed by a stranger' };

async function metaDescription(agent: Awaited<ReturnType<typeof signedInAgent>>) {
  const response = await agent.get(getSettings.path({})).expect(200);
  return (response.body.data as { meta_description: string }).meta_description;
}

describe('changes from another origin', () => {
  it('refuses Origin: null (a sandboxed frame) while staff are signed in, whatever else it says', async () => {
    const agent = await signedInAgent(t);
    const before = await metaDescription(agent);
    for (const fetchSite of [undefined, 'cross-site', 'same-origin']) {
      const call = agent.patch(updateSettings.path({})).set('Origin', 'null');
      if (fetchSite) call.set('Sec-Fetch-Site', fetchSite);
      const response = await call.send(CHANGE).expect(403);
      expect(response.body).toMatchObject({
        status: 403,
        errors: ['Cross-site request refused'],
        error_codes: ['request.cross_site'],
        data: null,
      });
    }
    // A form post (URL-encoded) from the frame is refused the same way.
    await agent
      .post(signIn.path({}))
      .set('Origin', 'null')
      .type('form')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(403);
    expect(await metaDescription(agent)).toBe(before);
  });

  it('refuses a foreign origin for every changing method, before any route', async () => {
    const agent = await signedInAgent(t);
    const before = await metaDescription(agent);
    const path = updateSettings.path({});
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:1',
      'https://parcels.example.com.evil.example',
      'not a url',
    ]) {
      for (const call of [
        agent.post(path),
        agent.put(path),
        agent.patch(path),
        agent.delete(path),
      ]) {
        const response = await call.set('Origin', origin).send(CHANGE).expect(403);
        expect(response.body.error_codes).toEqual(['request.cross_site']);
      }
    }
    expect(await metaDescription(agent)).toBe(before);
  });

  it('accepts our own origin: the host the request was sent to, or PUBLIC_URL behind a proxy', async () => {
    const agent = await signedInAgent(t);
    await agent
      .patch(updateSettings.path({}))
      .set('Host', 'waybill.internal:8080')
      .set('Origin', 'http://waybill.internal:8080')
      .send({ meta_description: 'From our own page' })
      .expect(200);
    expect(await metaDescription(agent)).toBe('From our own page');
    await agent
      .patch(updateSettings.path({}))
      .set('Host', '10.0.0.5:3000')
      .set('Origin', PUBLIC_URL)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ meta_description: 'Through the proxy' })
      .expect(200);
    expect(await metaDescription(agent)).toBe('Through the proxy');
  });

  it('accepts a client that is not a browser (no Origin), unless Sec-Fetch-Site says cross-site', async () => {
    const agent = await signedInAgent(t);
    await agent
      .patch(updateSettings.path({}))
      .send({ meta_description: 'From a script' })
      .expect(200);
    expect(await metaDescription(agent)).toBe('From a script');
    const refused = await agent
      .patch(updateSettings.path({}))
      .set('Sec-Fetch-Site', 'cross-site')
      .send(CHANGE)
      .expect(403);
    expect(refused.body.error_codes).toEqual(['request.cross_site']);
    expect(await metaDescription(agent)).toBe('From a script');
  });
});

describe('what another origin can read', () => {
  it('gets no CORS permission: a browser keeps the answer from a frame or another site', async () => {
    const agent = await signedInAgent(t);
    for (const origin of ['null', 'https://evil.example']) {
      const response = await agent.get(getSettings.path({})).set('Origin', origin).expect(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await t
        .http()
        .options(updateSettings.path({}))
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'PATCH');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('sends the session cookie HttpOnly and SameSite Lax (or stricter), and our pages their Origin (Referrer-Policy)', async () => {
    await signedInAgent(t);
    const response = await t
      .http()
      .post(signIn.path({}))
      .field('email', ADMIN.email)
      .field('password', ADMIN.password)
      .expect(200);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=(Lax|Strict)/);
    const status = await t.http().get(getAdminStatus.path({})).expect(200);
    expect(status.headers['referrer-policy']).toBe('same-origin');
  });
});
