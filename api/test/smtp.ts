import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  /** The SMTP envelope sender (MAIL FROM). */
  from: string | undefined;
  /** The SMTP envelope recipients (RCPT TO). */
  to: string[];
  mail: ParsedMail;
}

/** A login the server was sent, and whether the connection was encrypted when it came. */
export interface LoginAttempt {
  user: string | undefined;
  password: string | undefined;
  encrypted: boolean;
}

export interface Smtp {
  host: string;
  port: number;
  received: Received[];
  logins: LoginAttempt[];
  close: () => Promise<void>;
}

export interface SmtpOptions {
  /** Where it listens: 127.0.0.1 unless said (another address of this machine is not loopback). */
  host?: string;
  /** Offer STARTTLS (with smtp-server's own self-signed certificate); off unless said. */
  startTls?: boolean;
  /** Wait this long before accepting each message: a slow mail server (0 unless said). */
  acceptDelayMs?: number;
}

/** A real SMTP server that parses and keeps every message it accepts, and every login sent. */
export async function startSmtp(
  port = 0,
  login?: { user: string; password: string },
  { host = '127.0.0.1', startTls = false, acceptDelayMs = 0 }: SmtpOptions = {},
): Promise<Smtp> {
  const received: Received[] = [];
  const logins: LoginAttempt[] = [];
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: startTls ? [] : ['STARTTLS'],
    logger: false,
    onAuth(auth, session, callback) {
      logins.push({
        user: auth.username,
        password: auth.password ?? undefined,
        encrypted: session.secure,
      });
      if (login && auth.username === login.user && auth.password === login.password) {
        return callback(null, { user: auth.username });
      }
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      // Accept the message only once it is parsed and recorded, so "sent" implies "received".
      simpleParser(stream).then(
        (mail) => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: rcptTo.map((rcpt) => rcpt.address),
            mail,
          });
          if (acceptDelayMs) setTimeout(() => callback(), acceptDelayMs);
          else callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    host,
    port: (server.server.address() as AddressInfo).port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Retries `probe` every 50 ms until it returns a value (not undefined/false) or the deadline passes. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 10_000, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
