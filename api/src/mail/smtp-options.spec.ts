import { loadConfig } from '../core/config/config.js';
import { isLoopbackHost } from '../core/security/loopback.js';
import { mailUrlProblem, smtpOptions, smtpOptionsWithLogin } from './smtp-options.js';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.8.9.10', '[::1]', '::1', 'localhost', 'LOCALHOST', 'mail.localhost'])(
    '%s is this machine',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each([
    '192.0.2.2',
    '10.0.0.1',
    'mail.example.com',
    '[fd00::2]',
    '128.0.0.1',
    'localhost.evil',
  ])('%s is not', (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe('smtpOptions', () => {
  it('requires STARTTLS for smtp:// to another machine, before the login is sent', () => {
    expect(smtpOptions('smtp://u:p@mail.example.com:587')).toMatchObject({
      url: 'smtp://u:p@mail.example.com:587',
      requireTLS: true,
    });
  });

  it('does not for smtps:// (TLS from the start), loopback, or ?tls=off, which nodemailer never sees', () => {
    expect(smtpOptions('smtps://u:p@mail.example.com').requireTLS).toBe(false);
    expect(smtpOptions('smtp://127.0.0.1:2525').requireTLS).toBe(false);
    const optedOut = smtpOptions('smtp://u:p@relay.lan:25?tls=off&socketTimeout=5000');
    expect(optedOut).toMatchObject({ requireTLS: false });
    expect(optedOut.url).toBe('smtp://u:p@relay.lan:25?socketTimeout=5000');
  });

  it("uses staff's own login on the same server, under the same rule", () => {
    const options = smtpOptionsWithLogin('smtp://office:x@mail.example.com:587', {
      user: 'kofi',
      pass: 'secret',
    });
    expect(options).toMatchObject({
      url: 'smtp://mail.example.com:587',
      auth: { user: 'kofi', pass: 'secret' },
      requireTLS: true,
    });
  });
});

describe('mailUrlProblem', () => {
  it('accepts plain URLs and ?tls=off on smtp://', () => {
    expect(mailUrlProblem('smtp://u:p@mail.example.com:587')).toBeUndefined();
    expect(mailUrlProblem('smtp://relay.lan:25?tls=off')).toBeUndefined();
    expect(mailUrlProblem('smtps://mail.example.com?tls.rejectUnauthorized=false')).toBeUndefined();
  });

  it.each([
    'smtp://h?tls=no',
    'smtp://h?tls=off&tls=off',
    'smtps://h?tls=off',
    'smtp://h?ignoreTLS=true',
    'smtp://h?opportunisticTLS=true',
    'smtp://h?secure=false',
  ])('refuses %s', (url) => expect(mailUrlProblem(url)).toEqual(expect.any(String)));

  it('stops the configuration with the reason', () => {
    expect(() => loadConfig({ MAIL_URL: 'smtp://h?ignoreTLS=true' })).toThrow(
      /MAIL_URL: MAIL_URL may not set ignoreTLS/,
    );
  });
});
