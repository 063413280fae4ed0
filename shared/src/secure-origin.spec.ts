import { httpsAddress, httpOrigin } from './secure-origin.js';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, href: url.href };
};

describe('httpsAddress', () => {
  it('moves http on a real host to https, keeping path, query and hash', () => {
    expect(httpsAddress(at('http://courier.example/control/parcels?status=late#top'))).toBe(
      'https://courier.example/control/parcels?status=late#top',
    );
  });

  it('leaves https, this machine and the desktop app alone', () => {
    expect(httpsAddress(at('https://courier.example/control/'))).toBeNull();
    expect(httpsAddress(at('http://localhost:3000/control/'))).toBeNull();
    expect(httpsAddress(at('http://127.0.0.1:3000/'))).toBeNull();
    expect(httpsAddress(at('http://[::1]:3000/'))).toBeNull();
    expect(httpsAddress(at('file:///opt/waybill/index.html'))).toBeNull();
  });
});

describe('httpOrigin', () => {
  it.each([
    ['https://couriers.example', 'https://couriers.example'],
    [' https://Couriers.Example:8443/ ', 'https://couriers.example:8443'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['https://couriers.example:443', 'https://couriers.example'],
  ])('keeps %s as %s', (text, origin) => {
    expect(httpOrigin(text)).toBe(origin);
  });

  it.each([
    'couriers.example',
    'ftp://couriers.example',
    'javascript:alert(1)',
    'https://couriers.example/track',
    'https://couriers.example/?',
    'https://couriers.example/#',
    'https://user:pass@couriers.example',
    'https://',
    '',
  ])('refuses %s', (text) => {
    expect(httpOrigin(text)).toBeNull();
  });
});
