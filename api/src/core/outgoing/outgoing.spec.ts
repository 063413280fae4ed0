import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressClass, refusedClass } from './address-policy.js';
import { OutgoingRefused, resolvedProblem, safePost } from './safe-post.js';
import { urlProblem } from './url-policy.js';

const STRICT = { allowPrivate: false, devMode: false };
const DEV = { allowPrivate: false, devMode: true };

/** A resolver that answers every name with these addresses (a name pointing inside). */
const resolvesTo = (...addresses: string[]) =>
  ((_host: string, _options: unknown, callback: (...args: unknown[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as never;

describe('the outgoing address policy', () => {
  it('classes loopback, private, link-local (metadata) and reserved addresses', () => {
    expect(addressClass('127.0.0.1')).toBe('loopback');
    expect(addressClass('::1')).toBe('loopback');
    expect(addressClass('10.0.0.1')).toBe('private');
    expect(addressClass('172.20.1.1')).toBe('private');
    expect(addressClass('192.168.1.1')).toBe('private');
    expect(addressClass('fd00:ec2::254')).toBe('private');
    expect(addressClass('169.254.169.254')).toBe('link_local');
    expect(addressClass('fe80::1')).toBe('link_local');
    expect(addressClass('0.0.0.0')).toBe('reserved');
    expect(addressClass('::')).toBe('reserved');
    expect(addressClass('93.184.215.14')).toBeNull();
    expect(addressClass('2606:4700::1111')).toBeNull();
  });

  it('sees IPv4 written inside IPv6', () => {
    expect(addressClass('::ffff:127.0.0.1')).toBe('loopback');
    expect(addressClass('::ffff:a00:1')).toBe('private');
    expect(addressClass('64:ff9b::a9fe:a9fe')).toBe('link_local');
  });

  it('opens private networks and loopback only when told, and metadata never', () => {
    const open = { allowPrivate: true, devMode: true };
    expect(refusedClass('10.0.0.1', open)).toBeNull();
    expect(refusedClass('127.0.0.1', open)).toBeNull();
    expect(refusedClass('169.254.169.254', open)).toBe('link_local');
    expect(refusedClass('10.0.0.1', DEV)).toBe('private');
    expect(refusedClass('127.0.0.1', { allowPrivate: true, devMode: false })).toBe('loopback');
  });
});

describe('a webhook URL', () => {
  it('must be https, without credentials, to an allowed literal address', () => {
    expect(urlProblem('https://hooks.example.com/in', STRICT)).toBeNull();
    expect(urlProblem('http://hooks.example.com/in', STRICT)?.code).toBe('webhook.url_https');
    expect(urlProblem('ftp://hooks.example.com/', STRICT)?.code).toBe('webhook.url_invalid');
    expect(urlProblem('not a url', STRICT)?.code).toBe('webhook.url_invalid');
    expect(urlProblem('https://a:b@hooks.example.com/', STRICT)?.code).toBe(
      'webhook.url_credentials',
    );
    for (const host of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '[::1]', 'localhost']) {
      expect(urlProblem(`https://${host}/in`, STRICT)?.code).toBe('webhook.url_address');
    }
  });

  it('may be http:// to this machine only in the development mode', () => {
    expect(urlProblem('http://127.0.0.1:9000/in', DEV)).toBeNull();
    expect(urlProblem('http://localhost:9000/in', DEV)).toBeNull();
    expect(urlProblem('http://10.0.0.1/in', DEV)?.code).toBe('webhook.url_https');
    expect(urlProblem('http://127.0.0.1:9000/in', STRICT)?.code).toBe('webhook.url_https');
  });

  it('is refused when its name resolves to an inside address', async () => {
    const url = 'https://inside.example.com/in';
    expect(await resolvedProblem(url, STRICT, resolvesTo('169.254.169.254'))).toBe('link_local');
    expect(await resolvedProblem(url, STRICT, resolvesTo('93.184.215.14', '10.0.0.1'))).toBe(
      'private',
    );
    expect(await resolvedProblem(url, STRICT, resolvesTo('93.184.215.14'))).toBeNull();
  });
});

describe('safePost', () => {
  let server: http.Server;
  let port: number;
  let answer: (response: http.ServerResponse) => void;
  let hits = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits += 1;
      request.resume();
      request.on('end', () => answer(response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (url: string, options: Partial<Parameters<typeof safePost>[1]> = {}) =>
    safePost(url, { headers: {}, body: '{}', policy: DEV, ...options });

  it('reads the status and at most the first bytes of the answer', async () => {
    answer = (response) => response.writeHead(200).end('x'.repeat(100_000));
    const result = await post(`http://127.0.0.1:${port}/in`, { maxBytes: 1024 });
    expect(result).toEqual({ status: 200, body: 'x'.repeat(1024) });
  });

  it('never follows a redirect', async () => {
    answer = (response) => response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    const before = hits;
    expect((await post(`http://127.0.0.1:${port}/in`)).status).toBe(302);
    expect(hits).toBe(before + 1);
  });

  it('keeps its connection for the next call when the receiver keeps it a second', async () => {
    // The receiver says `Keep-Alive: timeout=1`: Node's own agent would let go at once.
    const keptBefore = server.keepAliveTimeout;
    server.keepAliveTimeout = 1000;
    let connections = 0;
    const counted = () => (connections += 1);
    server.on('connection', counted);
    try {
      answer = (response) => response.writeHead(200).end('ok');
      const url = `http://127.0.0.1:${port}/kept`;
      expect((await post(url, { keepAlive: true })).status).toBe(200);
      expect((await post(url, { keepAlive: true })).status).toBe(200);
      expect(connections).toBe(1);
    } finally {
      server.off('connection', counted);
      server.keepAliveTimeout = keptBefore;
    }
  });

  it('gives up after its deadline', async () => {
    answer = () => undefined; // never answers
    await expect(post(`http://127.0.0.1:${port}/slow`, { timeoutMs: 200 })).rejects.toThrow(
      /No answer within 200 ms/,
    );
  });

  it('counts its deadline from its connection, not while it waits for one of the host’s kept ones', async () => {
    // A receiver taking 120 ms an answer, sent 32 calls at once with a 200 ms deadline: the host
    // gets at most 16 connections, so the second 16 wait about 120 ms for theirs and still answer.
    let open = 0;
    let most = 0;
    answer = (response) => {
      open += 1;
      most = Math.max(most, open);
      setTimeout(() => {
        open -= 1;
        response.writeHead(200).end('ok');
      }, 120);
    };
    const url = `http://127.0.0.1:${port}/queued`;
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => post(url, { keepAlive: true, timeoutMs: 200 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(32).fill(200));
    expect(most).toBeLessThanOrEqual(16);
  });

  it('refuses loopback, private and metadata addresses without connecting', async () => {
    const before = hits;
    for (const url of [
      `https://127.0.0.1:${port}/in`,
      'https://10.0.0.1/in',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      await expect(safePost(url, { headers: {}, body: '{}', policy: STRICT })).rejects.toThrow(
        OutgoingRefused,
      );
    }
    expect(hits).toBe(before);
  });

  it('refuses a name that resolves inside, on the connection itself', async () => {
    answer = (response) => response.writeHead(200).end('ok');
    const before = hits;
    const refused = post(`http://localhost:${port}/in`, {
      policy: STRICT,
      lookup: resolvesTo('127.0.0.1'),
    });
    await expect(refused).rejects.toBeInstanceOf(OutgoingRefused);
    const inside = safePost(`https://hooks.example.com:${port}/in`, {
      headers: {},
      body: '{}',
      policy: STRICT,
      lookup: resolvesTo('127.0.0.1'),
    });
    await expect(inside).rejects.toMatchObject({ kind: 'loopback' });
    expect(hits).toBe(before);
  });
});
