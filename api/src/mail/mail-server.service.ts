import { Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type {
  MailServer,
  MailServerPatchPayload,
  MailStatus,
  MailTestAnswer,
} from '@waybill/shared';
import { ApiError } from '../core/http/api-error.js';
import { MailServerStore } from './mail-server.store.js';
import { MailTransport } from './mail-transport.js';
import { OutboxRepository } from './outbox.repository.js';

/** Mail Settings' server: what is set (never the password), its changes, and a test message. */
@Injectable()
export class MailServerService {
  constructor(
    private readonly store: MailServerStore,
    private readonly transport: MailTransport,
    private readonly outbox: OutboxRepository,
  ) {}

  async view(): Promise<MailServer> {
    const [row, inUse] = await Promise.all([this.store.row(), this.store.resolve()]);
    return {
      source: inUse?.source ?? 'none',
      env_server: inUse?.source === 'env' ? inUse.server : null,
      host: row.host,
      port: row.port,
      security: row.security,
      username: row.username,
      password_set: row.passwordSealed !== '',
      sender: row.sender,
    };
  }

  async update(payload: MailServerPatchPayload): Promise<MailServer> {
    const { password, ...fields } = payload;
    const changes = Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [field, value ?? '']),
    );
    await this.store.save(changes, password);
    // This instance follows at once; others within a few seconds (mail-transport.ts).
    await this.transport.refresh();
    return this.view();
  }

  /** For the panel's banner: whether mail goes out, and how many messages wait. */
  async status(): Promise<MailStatus> {
    const [inUse, { queued }] = await Promise.all([
      this.store.resolve(),
      this.outbox.waitingAndFailed(),
    ]);
    return { source: inUse?.source ?? 'none', waiting: queued };
  }

  /**
   * Sends one message straight to the server in use (not through the outbox) and answers what
   * the server said; its refusal is a coded error the panel says in the member's language.
   */
  async test(to: string, companyName: string): Promise<MailTestAnswer> {
    await this.transport.refresh();
    const inUse = await this.store.resolve();
    if (!inUse) throw ApiError.badRequest(problem('mail.not_configured'));
    try {
      return await this.transport.send({
        to,
        subject: `${companyName || 'Waybill'}: test e-mail`,
        text: 'This is a test e-mail from the control panel: mail is being delivered.',
      });
    } catch (error) {
      throw testFailure(
        error,
        inUse.server,
        String((inUse.options.auth as { user?: string })?.user ?? ''),
      );
    }
  }
}

/** The server's refusal as a coded error: connection, TLS, login, or what the server said. */
function testFailure(error: unknown, server: string, user: string): ApiError {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const reason = response || message || String(error);
  if (code === 'EAUTH' || responseCode === 535) {
    return ApiError.badRequest(problem('mail.login_refused', { user }));
  }
  if (/ECONNREFUSED/.test(String(message)) || code === 'ECONNREFUSED') {
    return new ApiError(502, [problem('mail.connection_refused', { server })]);
  }
  if (code === 'ETLS' || /TLS|SSL|certificate|wrong version number/i.test(String(message))) {
    return new ApiError(502, [problem('mail.tls_failed', { reason })]);
  }
  if (responseCode) return new ApiError(502, [problem('mail.server_said', { reason })]);
  return new ApiError(502, [problem('mail.unreachable', { reason })]);
}
