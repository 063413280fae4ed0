import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiResult, INVALID_JSON, createClient } from './client.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server: each path answers in its own way and every request is recorded. */
function startServer(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      switch (req.url) {
        case '/api/graph':
          return json(200, { status: 200, errors: [], data: { pages: [] }, message: 'ok' });
        case '/api/echo':
          return json(200, { status: 200, errors: [], data: { method: req.method, body } });
        case '/api/bare':
          return json(201, { data: { id: 7 } });
        case '/api/text':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>oops</html>');
        case '/api/admin-out':
          return json(401, {
            status: 401,
            errors: ['Sign in'],
            data: null,
            message: '',
            admin: 'false',
          });
        case '/api/user-out':
          return json(401, {
            status: 401,
            errors: ['Sign in'],
            data: null,
            message: '',
            user: 'false',
          });
        case '/api/tagged':
          if (req.headers['if-none-match'] === 'W/"v1"') {
            res.writeHead(304, { etag: 'W/"v1"' });
            return res.end();
          }
          res.setHeader('etag', 'W/"v1"');
          return json(200, { status: 200, errors: [], data: { version: 1 }, message: '' });
        case '/api/busy':
          res.setHeader('retry-after', '90');
          return json(429, { status: 429, errors: ['Too many'], data: null, message: '' });
        case '/api/forbidden':
          return json(403, { status: 403, errors: ['Forbidden'], data: null, message: '' });
        default:
          return json(404, { status: 404, errors: ['Not Found'], data: null, message: '' });
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, received });
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}

describe('createClient against a real HTTP server', () => {
  let server: Server;
  let origin: string;
  let received: Received[];

  beforeAll(async () => {
    ({ server, origin, received } = await startServer());
  });
  afterAll(() => close(server));
  beforeEach(() => {
    received.length = 0;
  });

  it('GET parses the JSON envelope, sends no body and asks for JSON', async () => {
    const client = createClient({ baseHost: origin });
    const result = await client.get<{ pages: unknown[] }>('/api/graph');
    expect(result).toEqual({
      status: 200,
      errors: [],
      problems: [],
      data: { pages: [] },
      message: 'ok',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/graph', body: '' });
    expect(received[0].headers.accept).toBe('application/json');
    expect(received[0].headers['content-type']).toBeUndefined();
  });

  it('prepends the base host to "/" paths and uses absolute URLs as they are', async () => {
    const withWrongHost = createClient({ baseHost: 'http://127.0.0.1:1' });
    const absolute = await withWrongHost.get<{ pages: unknown[] }>(`${origin}/api/graph`);
    expect(absolute.data).toEqual({ pages: [] });

    const client = createClient({ baseHost: origin });
    const relative = await client.get<{ pages: unknown[] }>('/api/graph');
    expect(relative.data).toEqual({ pages: [] });
    expect(received.map((request) => request.url)).toEqual(['/api/graph', '/api/graph']);
  });

  it('revalidate sends If-None-Match only with a tag, and a 304 comes back without data', async () => {
    const client = createClient({ baseHost: origin });
    const first = await client.revalidate<{ version: number }>('/api/tagged', null);
    expect(first).toMatchObject({ status: 200, data: { version: 1 }, etag: 'W/"v1"' });
    expect(received[0].headers['if-none-match']).toBeUndefined();

    const again = await client.revalidate<{ version: number }>('/api/tagged', 'W/"v1"');
    expect(again).toEqual({
      status: 304,
      errors: [],
      problems: [],
      data: null,
      message: '',
      etag: 'W/"v1"',
      retryAfter: null,
    });
    expect(received[1].headers['if-none-match']).toBe('W/"v1"');
    expect(received[1].headers.cookie).toBeUndefined();
  });

  it('revalidate reports how long the server asked to wait', async () => {
    const busy = await createClient({ baseHost: origin }).revalidate('/api/busy', 'W/"old"');
    expect(busy).toMatchObject({ status: 429, errors: ['Too many'], retryAfter: 90, etag: null });
  });

  it('fills in what a bare answer leaves out, taking the status from HTTP', async () => {
    const result = await createClient({ baseHost: origin }).get<{ id: number }>('/api/bare');
    expect(result).toEqual({ status: 201, errors: [], problems: [], data: { id: 7 }, message: '' });
  });

  it('sendJson posts JSON by default, with credentials', async () => {
    const credentials: (RequestCredentials | undefined)[] = [];
    const client = createClient({
      baseHost: origin,
      // A recorder in front of the real fetch: credentials never reach the wire in Node.
      fetch: (input, init) => {
        credentials.push(init?.credentials);
        return fetch(input, init);
      },
    });
    const result = await client.sendJson<{ method: string; body: string }>('/api/echo', {
      title: 'About us',
      icon: 'people',
    });
    expect(result.data).toEqual({ method: 'POST', body: '{"title":"About us","icon":"people"}' });
    expect(received[0].headers['content-type']).toBe('application/json');
    expect(received[0].headers.accept).toBe('application/json');
    expect(JSON.parse(received[0].body)).toEqual({ title: 'About us', icon: 'people' });

    await client.get('/api/graph');
    expect(credentials).toEqual(['include', undefined]);
  });

  it('sendJson honours PATCH and DELETE', async () => {
    const client = createClient({ baseHost: origin });
    await client.sendJson('/api/echo', { id: 3, title: 'New' }, 'PATCH');
    await client.sendJson('/api/echo', { id: 3 }, 'DELETE');
    expect(received.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'PATCH', body: '{"id":3,"title":"New"}' },
      { method: 'DELETE', body: '{"id":3}' },
    ]);
  });

  it('sendForm sends multipart with the boundary fetch chose', async () => {
    const form = new FormData();
    form.append('name', 'Ada Obi');
    form.append('review', 'Fast and careful.');
    form.append(
      'image',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      'a.jpg',
    );

    const result = await createClient({ baseHost: origin }).sendForm('/api/echo', form);

    expect(result.status).toBe(200);
    const request = received[0];
    expect(request.method).toBe('POST');
    const contentType = request.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const boundary = contentType.split('boundary=')[1];
    expect(request.body).toContain(`--${boundary}`);
    expect(request.body).toContain('name="name"\r\n\r\nAda Obi\r\n');
    expect(request.body).toContain('name="review"\r\n\r\nFast and careful.\r\n');
    expect(request.body).toContain('name="image"; filename="a.jpg"');
  });

  it('sendForm honours another method', async () => {
    const form = new FormData();
    form.append('id', '4');
    await createClient({ baseHost: origin }).sendForm('/api/echo', form, 'PATCH');
    expect(received[0].method).toBe('PATCH');
  });

  it('turns a body that is not JSON into Invalid Json with the HTTP status', async () => {
    const client = createClient({ baseHost: origin });
    expect(await client.get('/api/text')).toEqual({
      status: 200,
      errors: [INVALID_JSON],
      problems: [{ code: 'client.invalid_json', params: {}, message: INVALID_JSON }],
      data: null,
      message: '',
    });
    const sent = await client.sendJson('/api/text', {});
    expect(sent).toMatchObject({ status: 200, errors: ['Invalid Json'], data: null, message: '' });
    expect(typeof sent.jsError).toBe('string');
    expect(sent.jsError).not.toBe('');
  });

  it('turns a refused connection into Invalid Json, with jsError only on sends', async () => {
    const closed = await startServer();
    await close(closed.server);
    const client = createClient({ baseHost: closed.origin });

    const got = await client.get('/api/graph');
    expect(got).toEqual({
      status: 0,
      errors: ['Invalid Json'],
      problems: [{ code: 'client.invalid_json', params: {}, message: 'Invalid Json' }],
      data: null,
      message: '',
    });
    expect('jsError' in got).toBe(false);

    const sentJson = await client.sendJson('/api/pages', { title: 'x' });
    expect(sentJson).toMatchObject({
      status: 0,
      errors: ['Invalid Json'],
      data: null,
      message: '',
    });
    expect(sentJson.jsError).toEqual(expect.any(String));
    expect(sentJson.jsError).not.toBe('');

    const sentForm = await client.sendForm('/api/reviews', new FormData());
    expect(sentForm).toMatchObject({ status: 0, errors: ['Invalid Json'], data: null });
    expect(sentForm.jsError).toEqual(expect.any(String));
  });

  it('calls onUnauthorized with a 401 that signs the admin or user out, not on a 403', async () => {
    const seen: ApiResult<unknown>[] = [];
    const client = createClient({
      baseHost: origin,
      onUnauthorized: (result) => seen.push(result),
    });

    const forbidden = await client.sendJson('/api/forbidden', {});
    expect(forbidden.status).toBe(403);
    expect(seen).toEqual([]);

    const adminOut = await client.get('/api/admin-out');
    const userOut = await client.sendJson('/api/user-out', {}, 'DELETE');
    const signIn = {
      errors: ['Sign in'],
      problems: [{ code: 'request.refused', params: { reason: 'Sign in' }, message: 'Sign in' }],
    };
    expect(seen).toEqual([
      { status: 401, ...signIn, data: null, message: '', admin: 'false' },
      { status: 401, ...signIn, data: null, message: '', user: 'false' },
    ]);
    expect(seen[0]).toBe(adminOut);
    expect(seen[1]).toBe(userOut);
  });
});
