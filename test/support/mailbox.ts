import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server that keeps what it receives, for reading e-mailed PINs in tests. */
export class Mailbox {
  readonly messages: ParsedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The newest message to `to`, once it has arrived. */
  latestTo(to: string): ParsedMail | undefined {
    return [...this.messages]
      .reverse()
      .find((mail) =>
        (Array.isArray(mail.to) ? mail.to : [mail.to]).some((address) =>
          address?.value.some((entry) => entry.address === to),
        ),
      );
  }
}
