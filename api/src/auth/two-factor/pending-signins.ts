import { createHash, randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { signIn } from '@waybill/shared';
import type { Request, Response } from 'express';
import { Housekeeping } from '../../core/housekeeping.service.js';
import { cookieValue } from '../trusted-devices.js';
import { PendingSigninsRepository } from './pending-signins.repository.js';
import { PENDING_SIGNIN_MAX_FAILURES, PENDING_SIGNIN_MINUTES } from './two-factor.rules.js';

export const PENDING_SIGNIN_COOKIE = 'waybill.signin-step';
/** Sent only to the sign-in calls (…/auth/signin/verify, …/auth/signin/totp…). */
const COOKIE_PATH = signIn.path({});

export interface PendingSignin {
  id: number;
  adminId: number;
  purpose: 'verify' | 'setup';
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sign-ins whose password was right and that wait for their second step. The browser holds a
 * random token in an HttpOnly cookie; the table keeps its hash, the account, what is awaited,
 * and the wrong tries. No session exists until the step is done.
 */
@Injectable()
export class PendingSignins implements OnModuleInit {
  constructor(
    private readonly rows: PendingSigninsRepository,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(() => this.deleteExpired());
  }

  deleteExpired(): Promise<void> {
    return this.rows.deleteExpired();
  }

  /** Starts a pending sign-in and gives the browser its cookie. */
  async begin(
    request: Request,
    response: Response,
    adminId: number,
    purpose: PendingSignin['purpose'],
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.rows.insert(digest(token), adminId, purpose, PENDING_SIGNIN_MINUTES);
    response.cookie(PENDING_SIGNIN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.secure,
      maxAge: PENDING_SIGNIN_MINUTES * 60_000,
      path: COOKIE_PATH,
    });
  }

  /** The browser's live pending sign-in awaiting `purpose`, without counting a try. */
  async find(request: Request, purpose: PendingSignin['purpose']): Promise<PendingSignin | null> {
    const token = cookieValue(request.headers.cookie, PENDING_SIGNIN_COOKIE);
    if (!token) return null;
    const row = await this.rows.findLive(digest(token), purpose, PENDING_SIGNIN_MAX_FAILURES);
    return row ? { id: row.id, adminId: row.admin_id, purpose } : null;
  }

  /**
   * The browser's pending sign-in awaiting `purpose`, with this try counted as a wrong one up
   * front (in the same statement, so parallel tries cannot pass the limit); null when there is
   * none, it expired, or it used up its tries.
   */
  async claimTry(
    request: Request,
    purpose: PendingSignin['purpose'],
  ): Promise<PendingSignin | null> {
    const token = cookieValue(request.headers.cookie, PENDING_SIGNIN_COOKIE);
    if (!token) return null;
    const row = await this.rows.claimTry(digest(token), purpose, PENDING_SIGNIN_MAX_FAILURES);
    return row ? { id: row.id, adminId: row.admin_id, purpose } : null;
  }

  /** Ends a pending sign-in that succeeded; false when another request already ended it. */
  async finish(pending: PendingSignin, response: Response): Promise<boolean> {
    const deleted = await this.rows.delete(pending.id);
    response.clearCookie(PENDING_SIGNIN_COOKIE, { path: COOKIE_PATH });
    return deleted;
  }

  /** A right password was set: sign-ins waiting with the old one are dropped. */
  async dropFor(adminId: number): Promise<void> {
    await this.rows.deleteFor(adminId);
  }
}
