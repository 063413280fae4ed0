import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { Inject, Injectable } from '@nestjs/common';
import { problem, type PublicUrlSource } from '@waybill/shared';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { isLoopbackHost } from '../security/loopback.js';
import { ApiError } from './api-error.js';

/** Where the links' address comes from (GET /api/setup says it, docs/product.md §4.3). */
export interface ConfiguredBase {
  source: PublicUrlSource;
  value: string | null;
}

/**
 * Reads the public address kept in settings ('' for none), in the caller's transaction when one is
 * given. The settings module registers it (storedIn): core reads no table it does not own.
 */
export type StoredPublicUrl = (manager?: EntityManager) => Promise<string>;

/**
 * The public base URL links in e-mail start with (invitations, subscription and notification
 * links; docs/product.md §10): PUBLIC_URL when set, else the public address kept in settings.
 * Without either, the address of the last signed-in staff request that was sent straight to this
 * server's own listening address (ownAddressOf), never a Host header alone: anyone can write one,
 * on a password reset or a subscription too.
 */
@Injectable()
export class LinkBase {
  private seen: string | null = null;
  private stored: StoredPublicUrl = () => Promise.resolve('');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Called once by the settings module, which owns the stored address. */
  storedIn(reader: StoredPublicUrl): void {
    this.stored = reader;
  }

  /** PUBLIC_URL, else the settings' address, else null (never a request's). */
  async configured(manager?: EntityManager): Promise<ConfiguredBase> {
    if (this.config.publicUrl) return { source: 'environment', value: this.config.publicUrl };
    const stored = await this.stored(manager);
    return stored ? { source: 'settings', value: stored } : { source: 'none', value: null };
  }

  /** The configured address, else the one seen on a signed-in staff request (observe), else null. */
  async current(manager?: EntityManager): Promise<string | null> {
    return (await this.configured(manager)).value ?? this.seen;
  }

  /** As current(), for a link that must reach someone elsewhere: refused (409) without one. */
  async required(manager?: EntityManager): Promise<string> {
    const base = await this.current(manager);
    if (!base) throw ApiError.conflict(problem('mail.public_url_required'));
    return base;
  }

  /** As current(), else this server on localhost (a link that works on this machine only). */
  async orThisMachine(manager?: EntityManager): Promise<string> {
    return (await this.current(manager)) ?? `http://localhost:${this.config.port}`;
  }

  /**
   * Called for every signed-in staff request (core/http/admin.guard.ts): remembers its address
   * when it is this server's own (ownAddressOf). Per instance, in memory: several instances, or a
   * proxy in front, need a public address (PUBLIC_URL or the settings').
   */
  observe(request: Request): void {
    if (this.config.publicUrl) return;
    const own = ownAddressOf(request);
    if (own) this.seen = own;
  }
}

/**
 * The request's `http(s)://host[:port]` when its Host names the very address and port the
 * connection arrived at (the socket's, never a header's): an IP literal equal to the local address,
 * or a loopback name on a loopback connection. Anything else (a name from DNS, which whoever owns
 * it may point anywhere later, another port, a path) is null.
 */
export function ownAddressOf(request: Request): string | null {
  const socket = request.socket;
  const localAddress = plainAddress(socket.localAddress ?? '');
  const localPort = socket.localPort;
  const host = request.headers.host;
  if (!host || !localAddress || !localPort) return null;
  const secure = (socket as TLSSocket).encrypted === true;
  const protocol = secure ? 'https' : 'http';
  const url = URL.parse(`${protocol}://${host}`);
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return null;
  }
  const port = Number(url.port || (secure ? 443 : 80));
  if (port !== localPort) return null;
  const name = url.hostname.replace(/^\[|\]$/g, '');
  const sameAddress = isIP(name) !== 0 && canonical(name) === canonical(localAddress);
  const loopbackName = isIP(name) === 0 && isLoopbackHost(name) && isLoopbackHost(localAddress);
  return sameAddress || loopbackName ? url.origin : null;
}

/** An IPv4 address a dual-stack socket reports as IPv6 (::ffff:127.0.0.1), as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** One spelling per address (IPv6 compressed and lower-case), as URLs write it. */
function canonical(address: string): string {
  const plain = plainAddress(address);
  return URL.parse(`http://${isIP(plain) === 6 ? `[${plain}]` : plain}`)?.hostname ?? plain;
}
