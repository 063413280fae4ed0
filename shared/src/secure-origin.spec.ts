import { httpsAddress } from './secure-origin.js';

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
