import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../../core/housekeeping.service.js';
import { PasskeyChallengesRepository } from './passkey-challenges.repository.js';
import { PASSKEY_CHALLENGE_MINUTES } from './passkey.rules.js';

export type CeremonyPurpose = 'register' | 'step' | 'signin';

/**
 * The challenges of passkey ceremonies, kept on the server: random, bound to what started them
 * (an account, a pending sign-in, or nothing for a sign-in with a passkey alone), valid a few
 * minutes and used once: claiming one deletes it, so a replayed answer finds nothing.
 */
@Injectable()
export class PasskeyChallenges implements OnModuleInit {
  constructor(
    private readonly rows: PasskeyChallengesRepository,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(() => this.deleteExpired());
  }

  deleteExpired(): Promise<void> {
    return this.rows.deleteExpired();
  }

  /**
   * A new challenge (base64url, 32 random bytes). A bound ceremony replaces the one its subject
   * had under way, so an account or a pending sign-in holds at most one.
   */
  async issue(purpose: CeremonyPurpose, boundTo: string | null): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    await this.rows.replace(challenge, purpose, boundTo, PASSKEY_CHALLENGE_MINUTES);
    return challenge;
  }

  /**
   * Uses up the challenge the browser signed (read from its clientDataJSON) when it is live and
   * was issued for this purpose and subject; null otherwise. The signature is checked after,
   * against this challenge, so a claimed challenge is gone whether or not the answer passes.
   */
  async claim(
    clientDataJSON: string,
    purpose: CeremonyPurpose,
    boundTo: string | null,
  ): Promise<string | null> {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) return null;
    return (await this.rows.claim(challenge, purpose, boundTo)) ? challenge : null;
  }
}

/** The challenge a browser's clientDataJSON (base64url JSON) carries; null when it has none. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128
      ? challenge
      : null;
  } catch {
    return null;
  }
}
