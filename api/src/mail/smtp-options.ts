import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { isLoopbackHost } from '../core/security/loopback.js';

/**
 * MAIL_URL's own parameter: `?tls=off` lets an smtp:// server that does not offer STARTTLS
 * receive the login and the mail in clear (a relay on a trusted network). Nodemailer never sees
 * it.
 */
export const TLS_PARAMETER = 'tls';

/** Nodemailer's URL parameters that would weaken the rule below: `?tls=off` says it instead. */
const TLS_OVERRIDES = ['requireTLS', 'ignoreTLS', 'opportunisticTLS', 'secure'];

/**
 * Bounds on a stalled server, well under the delivery lease (120 s), so a slow send fails and is
 * retried instead of outliving its claim. A `?socketTimeout=` etc. in MAIL_URL still wins.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
};

/** Why MAIL_URL cannot be used, or undefined when it can. */
export function mailUrlProblem(mailUrl: string): string | undefined {
  const url = new URL(mailUrl);
  const tls = url.searchParams.getAll(TLS_PARAMETER);
  if (tls.length > 1 || (tls.length === 1 && tls[0] !== 'off')) {
    return `MAIL_URL's ${TLS_PARAMETER} may only be "off" (send without STARTTLS)`;
  }
  if (tls.length === 1 && url.protocol === 'smtps:') {
    return `MAIL_URL's ${TLS_PARAMETER}=off does not apply to smtps://, which is always TLS`;
  }
  const override = TLS_OVERRIDES.find((name) => url.searchParams.has(name));
  if (override) {
    return `MAIL_URL may not set ${override}: smtps:// is TLS from the start, smtp:// requires STARTTLS (add ?${TLS_PARAMETER}=off to allow a server without it)`;
  }
  return undefined;
}

/**
 * Nodemailer's options for MAIL_URL (checked by `mailUrlProblem` first). smtps:// is TLS from the
 * first byte; smtp:// must upgrade with STARTTLS before the login and the message are sent
 * (`requireTLS`), unless the server is on this machine or MAIL_URL says `?tls=off`.
 */
export function smtpOptions(mailUrl: string): SMTPTransport.Options & { url: string } {
  const url = new URL(mailUrl);
  const optOut = url.searchParams.get(TLS_PARAMETER) === 'off';
  url.searchParams.delete(TLS_PARAMETER);
  const secure = url.protocol === 'smtps:';
  return {
    url: url.href,
    ...SMTP_TIMEOUTS,
    requireTLS: !secure && !optOut && !isLoopbackHost(url.hostname),
  };
}

/** The same server with another login (the smtp mail driver: staff send with their own). */
export function smtpOptionsWithLogin(
  mailUrl: string,
  auth: { user: string; pass: string },
): SMTPTransport.Options & { url: string } {
  const url = new URL(mailUrl);
  url.username = '';
  url.password = '';
  return { ...smtpOptions(url.href), auth };
}
