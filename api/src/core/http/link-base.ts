import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { Inject, Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { isLoopbackHost } from '../security/loopback.js';
import { ApiError } from './api-error.js';

/**
 * The public base URL links in e-mail start with (invitations, subscription and notification
 * links; docs/product.md §10): PUBLIC_URL when set. Without it, the address of the last signed-in
 * staff request that was sent straight to this server's own listening address (ownAddressOf),
 * never a Host header alone: anyone can write one, on a password reset or a subscription too.
 */
@Injectable()
export class LinkBase {
  private seen: string | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** PUBLIC_URL, else the address seen on a signed-in staff request (observe), else null. */
  current(): string | null {
    return this.config.publicUrl ?? this.seen;
  }

  /** As current(), for a link that must reach someone elsewhere: refused (409) without one. */
  required(): string {
    const base = this.current();
    if (!base) throw ApiError.conflict(problem('mail.public_url_required'));
    return base;
  }

  /** As current(), else this server on localhost (a link that works on this machine only). */
  orThisMachine(): string {
    return this.current() ?? `http://localhost:${this.config.port}`;
  }

  /**
   * Called for every signed-in staff request (core/http/admin.guard.ts): remembers its address
   * when it is this server's own (ownAddressOf). Per instance, in memory: several instances, or a
   * proxy in front, need PUBLIC_URL.
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
