import type { Request } from 'express';
import type { AppConfig } from '../config/config.js';
import type { ApiError } from './api-error.js';
import { LinkBase, ownAddressOf } from './link-base.js';

/** A request whose Host is `host`, on a connection that arrived at `local`:`port`. */
function arriving(host: string | undefined, local = '127.0.0.1', port = 3000): Request {
  return {
    headers: host === undefined ? {} : { host },
    socket: { localAddress: local, localPort: port },
  } as unknown as Request;
}

const config = (publicUrl?: string) => ({ publicUrl, port: 3000 }) as AppConfig;

describe('ownAddressOf', () => {
  it.each([
    ['127.0.0.1:3000', '127.0.0.1', 'http://127.0.0.1:3000'],
    ['localhost:3000', '127.0.0.1', 'http://localhost:3000'],
    ['LOCALHOST:3000', '::ffff:127.0.0.1', 'http://localhost:3000'],
    ['[::1]:3000', '::1', 'http://[::1]:3000'],
    ['192.168.1.10:3000', '::ffff:192.168.1.10', 'http://192.168.1.10:3000'],
    ['[fe80:0::1]:3000', 'fe80::1', 'http://[fe80::1]:3000'],
  ])('takes %s on a connection to %s', (host, local, origin) => {
    expect(ownAddressOf(arriving(host, local))).toBe(origin);
  });

  it.each([
    ['a name from DNS', 'evil.example:3000', '127.0.0.1'],
    ['a name from DNS with no port', 'evil.example', '127.0.0.1'],
    ['another address', '10.0.0.9:3000', '192.168.1.10'],
    ['another port', '127.0.0.1:4000', '127.0.0.1'],
    ['no port (80)', '127.0.0.1', '127.0.0.1'],
    ['a loopback name on a network connection', 'localhost:3000', '192.168.1.10'],
    ['a user part', '127.0.0.1:3000@evil.example', '127.0.0.1'],
    ['a path', '127.0.0.1:3000/evil', '127.0.0.1'],
    ['a backslash path', '127.0.0.1:3000\\evil.example', '127.0.0.1'],
    ['a query', '127.0.0.1:3000?x=evil.example', '127.0.0.1'],
    ['garbage', '::::', '127.0.0.1'],
    ['no Host', undefined, '127.0.0.1'],
  ])('refuses %s', (_what, host, local) => {
    expect(ownAddressOf(arriving(host, local))).toBeNull();
  });

  it('takes port 80 when the server listens there', () => {
    expect(ownAddressOf(arriving('192.168.1.10', '192.168.1.10', 80))).toBe('http://192.168.1.10');
  });
});

describe('LinkBase', () => {
  const stored = (address: string) => () => Promise.resolve(address);

  it('is PUBLIC_URL when set, whatever the requests show or the settings keep', async () => {
    const base = new LinkBase(config('https://track.example'));
    base.storedIn(stored('https://kept.example'));
    base.observe(arriving('127.0.0.1:3000'));
    expect(await base.current()).toBe('https://track.example');
    expect(await base.required()).toBe('https://track.example');
    expect(await base.configured()).toEqual({
      source: 'environment',
      value: 'https://track.example',
    });
  });

  it('without PUBLIC_URL: the address kept in settings, before any request seen', async () => {
    const base = new LinkBase(config());
    let kept = 'https://kept.example';
    base.storedIn(() => Promise.resolve(kept));
    base.observe(arriving('192.168.1.10:3000', '192.168.1.10'));
    expect(await base.required()).toBe('https://kept.example');
    expect(await base.configured()).toEqual({ source: 'settings', value: 'https://kept.example' });
    // Cleared in settings: back to the own address seen, and the checklist says none is set.
    kept = '';
    expect(await base.required()).toBe('http://192.168.1.10:3000');
    expect(await base.configured()).toEqual({ source: 'none', value: null });
  });

  it('without either: nothing until an own address is seen, never a forged one', async () => {
    const base = new LinkBase(config());
    base.observe(arriving('evil.example:3000'));
    expect(await base.current()).toBeNull();
    const refusal = await base.required().then(
      () => undefined,
      (error: unknown) => error as ApiError,
    );
    expect(refusal?.getStatus()).toBe(409);
    expect(refusal?.problems.map((each) => each.code)).toEqual(['mail.public_url_required']);
    expect(await base.orThisMachine()).toBe('http://localhost:3000');
    base.observe(arriving('192.168.1.10:3000', '192.168.1.10'));
    base.observe(arriving('evil.example:3000', '192.168.1.10'));
    expect(await base.required()).toBe('http://192.168.1.10:3000');
  });
});
