import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { signIn } from '@waybill/shared';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { appSecret } from '../core/security/app-secrets.repository.js';
import { clientOf } from '../core/security/client-key.js';

export const DEVICE_COOKIE = 'waybill.device';
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** The cookie goes only to the guest auth calls (sign-in, send-pin, PIN reset), nowhere else. */
const DEVICE_COOKIE_PATH = signIn.path({}).replace(/\/signin$/, '');

/**
 * Who a guest auth call comes from: the e-mail it names, the client (IPv4 address or IPv6 /64)
 * and, when it carries a valid device cookie for that e-mail, the device. A device that signed in
 * before is counted on its own, so strangers hammering the e-mail elsewhere never lock it out.
 */
export interface AuthCaller {
  email: string;
  client: string;
  device: string | null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * OWASP's device cookies: after a successful sign-in the browser gets a long-lived cookie naming
 * the account and a random device id, signed with an app secret (HMAC-SHA256), so it cannot be
 * forged or moved to another account.
 */
@Injectable()
export class TrustedDevices {
  private key: Promise<string> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** The caller of a guest auth call naming `email`. */
  async callerOf(request: Request, email: string): Promise<AuthCaller> {
    const normalized = normalizeEmail(email);
    return {
      email: normalized,
      client: clientOf(request),
      device: await this.deviceOf(request, normalized),
    };
  }

  /** Gives the browser (again) a device cookie for `email`, keeping its device id if it has one. */
  async remember(response: Response, request: Request, caller: AuthCaller): Promise<void> {
    const device = caller.device ?? randomBytes(16).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ e: caller.email, d: device })).toString(
      'base64url',
    );
    response.cookie(DEVICE_COOKIE, `${payload}.${await this.sign(payload)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      path: DEVICE_COOKIE_PATH,
    });
  }

  private async deviceOf(request: Request, email: string): Promise<string | null> {
    const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
    const [payload, signature] = value?.split('.') ?? [];
    if (!payload || !signature) return null;
    const expected = Buffer.from(await this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const { e, d } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        e?: unknown;
        d?: unknown;
      };
      return e === email && typeof d === 'string' ? d : null;
    } catch {
      return null;
    }
  }

  private async sign(payload: string): Promise<string> {
    this.key ??= appSecret(this.dataSource, 'device-cookie');
    return createHmac('sha256', await this.key)
      .update(payload)
      .digest('base64url');
  }
}

/** One cookie's value from a Cookie header (Express reads no cookies without cookie-parser). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
