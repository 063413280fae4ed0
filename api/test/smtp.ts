import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  /** The SMTP envelope recipients (RCPT TO). */
  to: string[];
  mail: ParsedMail;
}

export interface Smtp {
  port: number;
  received: Received[];
  close: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that parses and keeps every message it accepts. */
export async function startSmtp(
  port = 0,
  login?: { user: string; password: string },
): Promise<Smtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password) {
        return callback(null, { user: auth.username });
      }
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      // Accept the message only once it is parsed and recorded, so "sent" implies "received".
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
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
