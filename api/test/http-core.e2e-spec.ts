import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import type { Express } from 'express';
import { ADMIN, signedInAgent, startTestApp, type TestApp, OWNER_VIEW } from './harness.js';
import * as contract from '@waybill/shared';
import {
  API_PREFIX,
  type Endpoint,
  changePassword,
  acceptInvitation,
  confirmSubscription,
  confirmSubscriptionPage,
  getAdminStatus,
  getGraph,
  getHealth,
  getHealthLive,
  getHealthReady,
  getPage,
  getParcelHistory,
  listPages,
  listParcels,
  listReviews,
  rateParcel,
  unlockParcel,
  getDeliveryChoices,
  setDeliveryPreference,
  manageSubscriptionPage,
  manageSubscription,
  resetPassword,
  sendContactMessage,
  sendPasswordPin,
  signIn,
  signOut,
  signOutPost,
  signOutUser,
  signUp,
  subscribeToParcel,
  trackParcel,
  unsubscribe,
  unsubscribePage,
  // Two-factor sign-in.
  enableSigninTotp,
  passkeySignin,
  startPasskeySignin,
  startPasskeyStep,
  verifyPasskeyStep,
  startSigninTotpSetup,
  verifySignin,
} from '@waybill/shared';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Calls that visitors may make; every other /api route must demand an admin session. */
const PUBLIC_ENDPOINTS: Endpoint[] = [
  getGraph,
  getHealth,
  getAdminStatus,
  signUp,
  signIn,
  signOut,
  signOutPost,
  signOutUser,
  sendPasswordPin,
  resetPassword,
  trackParcel,
  getParcelHistory,
  listPages,
  getPage,
  listReviews,
  sendContactMessage,
  subscribeToParcel,
  unsubscribePage,
  unsubscribe,
  confirmSubscriptionPage,
  confirmSubscription,
  // The invited person has no session yet.
  acceptInvitation,
  // Two-factor sign-in: the second step, before any session (a pending sign-in's cookie).
  verifySignin,
  startSigninTotpSetup,
  enableSigninTotp,
  // Passkeys: the second step with a passkey, and signing in with one alone.
  startPasskeyStep,
  verifyPasskeyStep,
  startPasskeySignin,
  passkeySignin,
  // A load balancer's probes.
  getHealthLive,
  getHealthReady,
  // A visitor rates a delivered parcel.
  rateParcel,
  // A visitor who knows the recipient sees the names, photo and exact map.
  unlockParcel,
  // The recipient's delivery choices, asked with the same answer as the unlock.
  getDeliveryChoices,
  setDeliveryPreference,
  // A subscriber's chosen e-mails, behind the signed link of each e-mail.
  manageSubscriptionPage,
  manageSubscription,
];
const callOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.route}`;
const PUBLIC_ROUTES = new Set(PUBLIC_ENDPOINTS.map(callOf));

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

function registeredRoutes(): string[] {
  const express = t.app.getHttpAdapter().getInstance() as Express;
  const stack = (express.router as unknown as { stack: Layer[] }).stack;
  return stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map(
          (method) => `${method.toUpperCase()} ${layer.route!.path}`,
        )
      : [],
  );
}

describe('every route', () => {
  it('is public exactly when the contract says so', () => {
    const described = Object.values(contract as Record<string, unknown>)
      .filter(
        (value): value is Endpoint =>
          typeof value === 'object' && value !== null && 'route' in value && 'method' in value,
      )
      .filter((endpoint) => endpoint.access === 'public')
      .map(callOf);
    expect(described.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('refuses admin-only calls without a session: 401 with admin "false"', async () => {
    const routes = registeredRoutes().filter(
      (route) => route.includes(` ${API_PREFIX}/`) && !route.includes(`${API_PREFIX}/docs`),
    );
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.size);
    for (const route of PUBLIC_ROUTES) expect(routes).toContain(route);
    const adminOnly = routes.filter((route) => !PUBLIC_ROUTES.has(route));
    expect(adminOnly).toContain(callOf(changePassword));
    for (const route of adminOnly) {
      const [method, path] = route.split(' ');
      const url = path.replace(/:(\w+)/g, '1');
      const response = await t.http()[method.toLowerCase() as 'get'](url).send({});
      expect({ route, status: response.status, admin: response.body.admin }).toEqual({
        route,
        status: 401,
        admin: 'false',
      });
      expect(response.body.errors).toEqual(['You must be signed in as an admin to do this']);
    }
  });
});

describe('the envelope', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await t.http().get(`${API_PREFIX}/no-such-thing`).expect(404);
    expect(response.body).toMatchObject({ status: 404, data: null });
    expect(response.body.errors).toHaveLength(1);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await t
      .http()
      .post(signUp.path({}))
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toEqual({
      status: 400,
      errors: ['The request body is not valid JSON'],
      error_codes: ['request.invalid_json'],
      error_params: [{}],
      data: null,
      message: 'The request body is not valid JSON',
    });
  });

  it('answers a body in an unread content type with 415', async () => {
    const response = await t
      .http()
      .post(signUp.path({}))
      .set('Content-Type', 'text/plain')
      .send('email=a@b.co')
      .expect(415);
    expect(response.body.errors[0]).toMatch(/^Content-Type must be application\/json/);
  });

  it('answers an oversized body with 413', async () => {
    const response = await t
      .http()
      .post(signUp.path({}))
      .send({ email: ADMIN.email, password: 'x'.repeat(2 * 1024 * 1024) })
      .expect(413);
    expect(response.body.errors).toEqual(['The request body is too large']);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM admins');
    expect(count).toBe(0);
  });

  it('lists text over 300 characters as a readable error', async () => {
    const response = await t
      .http()
      .post(sendPasswordPin.path({}))
      .send({ email: `${'a'.repeat(300)}@example.com` })
      .expect(400);
    expect(response.body.errors).toEqual(['email must be at most 300 characters']);
  });
});

describe('cross-site requests', () => {
  it('refuses a change requested from another origin', async () => {
    const agent = await signedInAgent(t);
    const response = await agent
      .patch(changePassword.path({}))
      .set('Origin', 'https://evil.example')
      .send({
        password: ADMIN.password,
        new_password: 'hijacked-pass',
        confirm_new_password: 'hijacked-pass',
      })
      .expect(403);
    expect(response.body.errors).toEqual(['Cross-site request refused']);
    await agent
      .post(signIn.path({}))
      .field('email', ADMIN.email)
      .field('password', ADMIN.password)
      .expect(200);
  });

  it('refuses a cross-site form post identified only by Sec-Fetch-Site', async () => {
    await t
      .http()
      .post(signUp.path({}))
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(403);
  });

  it('refuses Origin "null" (an opaque origin; our pages send theirs), whatever Sec-Fetch-Site says', async () => {
    await t
      .http()
      .post(sendPasswordPin.path({}))
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: ADMIN.email })
      .expect(403);
    await t
      .http()
      .post(sendPasswordPin.path({}))
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: ADMIN.email })
      .expect(403);
    await t
      .http()
      .post(sendPasswordPin.path({}))
      .set('Origin', 'null')
      .send({ email: ADMIN.email })
      .expect(403);
  });

  it('accepts the same origin', async () => {
    const response = await t
      .http()
      .post(signUp.path({}))
      .set('Origin', 'http://127.0.0.1')
      .set('Host', '127.0.0.1')
      .send(ADMIN)
      .expect(201);
    expect(response.body.data).toEqual(OWNER_VIEW);
  });
});

describe('headers, health and docs', () => {
  it('sends helmet headers and checks the database in /api/health', async () => {
    const response = await t.http().get(getHealth.path({})).expect(200);
    expect(response.body.data).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes OpenAPI generated from the code', async () => {
    const response = await t.http().get(`${API_PREFIX}/docs-json`).expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([signUp.path({}), signIn.path({}), getGraph.path({})]),
    );
    const signup =
      response.body.paths[signUp.path({})].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(['email', 'password']);
  });

  it('returns the graph with the default settings record', async () => {
    const response = await t.http().get(getGraph.path({})).expect(200);
    expect(response.body.data).toMatchObject({ reviews: [], admin: false });
    expect(response.body.data.pages.map((page: { slug: string }) => page.slug)).toEqual([
      'about-us',
      'warehouses',
      'privacy-policy',
      'support',
      'warehousing',
      'world-wide-logistics',
    ]);
    expect(response.body.data.settings).toHaveLength(1);
    // A new install's made-up address is never shown to visitors.
    expect(response.body.data.settings[0].contact_email).toBe('');
  });
});

describe('unexpected errors', () => {
  it('answers 500 "Internal server error" with a request id and no details', async () => {
    await t.dataSource.query('ALTER TABLE admins RENAME TO admins_hidden');
    try {
      const response = await t
        .http()
        .get(getAdminStatus.path({}))
        .set('X-Request-Id', 'trace-me-42')
        .expect(500);
      expect(response.body).toEqual({
        status: 500,
        errors: ['Internal server error'],
        error_codes: ['server.internal'],
        error_params: [{}],
        data: null,
        message: 'Internal server error',
      });
      expect(response.headers['x-request-id']).toBe('trace-me-42');
      expect(response.text).not.toMatch(/admins|relation|stack/i);
    } finally {
      await t.dataSource.query('ALTER TABLE admins_hidden RENAME TO admins');
    }
  });
});

describe("requests Node's HTTP parser refuses", () => {
  const expectEnvelope = (body: unknown, status: number, code: string, sentence: string) =>
    expect(body).toEqual({
      status,
      errors: [sentence],
      error_codes: [code],
      error_params: [{}],
      data: null,
      message: sentence,
    });

  /** Sends the bytes as they are and reads the whole answer: the server closes the connection. */
  async function raw(bytes: string): Promise<{ head: string; body: unknown }> {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { head, body: JSON.parse(body) };
  }

  it('answers an address or headers over 16 KB with a 431 envelope (Node sent a bare line)', async () => {
    const sentence = 'The address or the headers of the request are too large';
    const longAddress = await t.http().get(listParcels.path({}, { search: 'x'.repeat(20_000) }));
    expect(longAddress.status).toBe(431);
    expect(longAddress.headers['content-type']).toBe('application/json; charset=utf-8');
    expectEnvelope(longAddress.body, 431, 'request.headers_too_large', sentence);

    const longHeader = await t.http().get(listPages.path({})).set('X-Padding', 'x'.repeat(20_000));
    expect(longHeader.status).toBe(431);
    expectEnvelope(longHeader.body, 431, 'request.headers_too_large', sentence);
  });

  it('keeps an idle keep-alive connection open longer than clients and proxies keep theirs', async () => {
    // Node's 5 s would close a connection a client is about to reuse ('socket hang up').
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const head = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET ${getHealthLive.path({})} HTTP/1.1\r\nHost: x\r\n\r\n`),
      );
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (!received.includes('\r\n\r\n')) return;
        socket.destroy();
        resolve(received.split('\r\n\r\n')[0]);
      });
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.split('\r\n')).toContainEqual(expect.stringMatching(/^Keep-Alive: timeout=65$/i));
    // The headers' limit above it, or Node could cut a connection whose next request is arriving.
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('answers bytes that are not HTTP with a 400 envelope', async () => {
    for (const bytes of [
      `GET ${listPages.path({})} HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n`,
      'GARBAGE\r\n\r\n',
      `GET ${listPages.path({})} HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n`,
    ]) {
      const { head, body } = await raw(bytes);
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expectEnvelope(body, 400, 'request.malformed', 'The request is not valid HTTP');
    }
  });
});
