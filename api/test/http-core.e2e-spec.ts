import type { Express } from 'express';
import { ADMIN, signedInAgent, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Calls that visitors may make; every other /api route must demand an admin session. */
const PUBLIC_ROUTES = new Set([
  'GET /api/graph',
  'GET /api/health',
  'GET /api/admins/status',
  'POST /api/admins',
  'POST /api/admins/auth/signin',
  'GET /api/admins/auth/signout',
  'GET /api/users/auth/signout',
  'POST /api/admins/auth/send-pin',
  'PATCH /api/admins/auth/update/password-guest',
  'GET /api/parcels/:code',
  'GET /api/parcels/:code/history',
  'GET /api/pages',
  'GET /api/pages/:slug',
  'GET /api/reviews',
  'POST /api/messages',
  'POST /api/parcels/:code/subscribers',
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe',
  'GET /api/notifications/confirm',
  'POST /api/notifications/confirm',
]);

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
  it('refuses admin-only calls without a session: 401 with admin "false"', async () => {
    const routes = registeredRoutes().filter(
      (route) => route.includes(' /api/') && !route.includes('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.size);
    for (const route of PUBLIC_ROUTES) expect(routes).toContain(route);
    const adminOnly = routes.filter((route) => !PUBLIC_ROUTES.has(route));
    expect(adminOnly).toContain('PATCH /api/admins/auth/update/password-user');
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
    const response = await t.http().get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ status: 404, data: null });
    expect(response.body.errors).toHaveLength(1);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await t
      .http()
      .post('/api/admins')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toEqual({
      status: 400,
      errors: ['The request body is not valid JSON'],
      data: null,
      message: 'The request body is not valid JSON',
    });
  });

  it('answers a body in an unread content type with 415', async () => {
    const response = await t
      .http()
      .post('/api/admins')
      .set('Content-Type', 'text/plain')
      .send('email=a@b.co')
      .expect(415);
    expect(response.body.errors[0]).toMatch(/^Content-Type must be application\/json/);
  });

  it('answers an oversized body with 413', async () => {
    const response = await t
      .http()
      .post('/api/admins')
      .send({ email: ADMIN.email, password: 'x'.repeat(2 * 1024 * 1024) })
      .expect(413);
    expect(response.body.errors).toEqual(['The request body is too large']);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM admins');
    expect(count).toBe(0);
  });

  it('lists text over 300 characters as a readable error', async () => {
    const response = await t
      .http()
      .post('/api/admins/auth/send-pin')
      .send({ email: `${'a'.repeat(300)}@example.com` })
      .expect(400);
    expect(response.body.errors).toEqual(['email must be at most 300 characters']);
  });
});

describe('cross-site requests', () => {
  it('refuses a change requested from another origin', async () => {
    const agent = await signedInAgent(t);
    const response = await agent
      .patch('/api/admins/auth/update/password-user')
      .set('Origin', 'https://evil.example')
      .send({
        password: ADMIN.password,
        new_password: 'hijacked-pass',
        confirm_new_password: 'hijacked-pass',
      })
      .expect(403);
    expect(response.body.errors).toEqual(['Cross-site request refused']);
    await agent
      .post('/api/admins/auth/signin')
      .field('email', ADMIN.email)
      .field('password', ADMIN.password)
      .expect(200);
  });

  it('refuses a cross-site form post identified only by Sec-Fetch-Site', async () => {
    await t
      .http()
      .post('/api/admins')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(403);
  });

  it('tells a same-origin form post with Origin "null" from a cross-site one', async () => {
    const sameSite = await t
      .http()
      .post('/api/admins/auth/send-pin')
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: ADMIN.email })
      .expect(200);
    expect(sameSite.body.status).toBe(200);
    await t
      .http()
      .post('/api/admins/auth/send-pin')
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: ADMIN.email })
      .expect(403);
    await t
      .http()
      .post('/api/admins/auth/send-pin')
      .set('Origin', 'null')
      .send({ email: ADMIN.email })
      .expect(403);
  });

  it('accepts the same origin', async () => {
    const response = await t
      .http()
      .post('/api/admins')
      .set('Origin', 'http://127.0.0.1')
      .set('Host', '127.0.0.1')
      .send(ADMIN)
      .expect(201);
    expect(response.body.data).toEqual({ email: ADMIN.email });
  });
});

describe('headers, health and docs', () => {
  it('sends helmet headers and checks the database in /api/health', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body.data).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes OpenAPI generated from the code', async () => {
    const response = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/admins', '/api/admins/auth/signin', '/api/graph']),
    );
    const signup =
      response.body.paths['/api/admins'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(['email', 'password']);
  });

  it('returns the graph with the default settings record', async () => {
    const response = await t.http().get('/api/graph').expect(200);
    expect(response.body.data).toMatchObject({ reviews: [], admin: false });
    expect(response.body.data.pages.map((page: { slug: string }) => page.slug)).toEqual([
      'about-us',
      'warehosung',
      'privacy-policy',
      'support',
      'warehousing',
      'world-wide-logistics',
    ]);
    expect(response.body.data.settings).toHaveLength(1);
    expect(response.body.data.settings[0].contact_email).toMatch(/@/);
  });
});

describe('unexpected errors', () => {
  it('answers 500 "Internal server error" with a request id and no details', async () => {
    await t.dataSource.query('ALTER TABLE admins RENAME TO admins_hidden');
    try {
      const response = await t
        .http()
        .get('/api/admins/status')
        .set('X-Request-Id', 'trace-me-42')
        .expect(500);
      expect(response.body).toEqual({
        status: 500,
        errors: ['Internal server error'],
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
