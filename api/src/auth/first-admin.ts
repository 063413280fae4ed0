import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { ApiError } from '../core/http/api-error.js';
import { appSecret } from '../core/security/app-secrets.repository.js';
import { isLoopbackHost } from '../core/security/loopback.js';

/** Where a new install's first admin is created: the admin app's sign-up screen, with its token. */
export function firstAdminSignupUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/cp/signup?token=${encodeURIComponent(token)}`;
}

/** Headers a reverse proxy adds: a request carrying one came from elsewhere through it. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether the request comes from this machine: a loopback peer, no proxy header, and sent to a
 * loopback name (a proxy on this machine that adds no X-Forwarded-For but passes the public Host
 * on is caught by the last). The socket's own address, never request.ip, which TRUST_PROXY takes
 * from a header.
 */
export function fromThisMachine(request: Request): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  return (
    loopback &&
    PROXY_HEADERS.every((name) => request.headers[name] === undefined) &&
    isLoopbackHost(hostnameOf(request.headers.host))
  );
}

/** The name in a Host header, without its port ('' when missing or unreadable). */
function hostnameOf(host: string | undefined): string {
  return (host && URL.parse(`http://${host}`)?.hostname) || '';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The secret of the one-time sign-up link that creates the first admin (a fresh install on a
 * public address would otherwise belong to whoever reaches /cp/signup first). SETUP_TOKEN, or
 * one generated once and kept in the database, so every instance prints and accepts the same.
 */
@Injectable()
export class SetupToken {
  private token: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  value(): Promise<string> {
    this.token ??= this.config.setupToken
      ? Promise.resolve(this.config.setupToken)
      : appSecret(this.dataSource, 'setup-token');
    return this.token;
  }

  /** Refuses a sign-up without the right token, unless it comes from this machine. */
  async check(request: Request, given: string | undefined): Promise<void> {
    if (given !== undefined && timingSafeEqual(digest(given), digest(await this.value()))) return;
    if (given === undefined && fromThisMachine(request)) return;
    throw ApiError.forbidden(problem('auth.setup_token'));
  }
}
