import { Injectable } from '@nestjs/common';
import { type RateRule, RateLimiter } from '../core/security/rate-limiter.service.js';
import { RATE_RULES } from './rate-rules.js';
import type { AuthCaller } from './trusted-devices.js';

const ALL_CLIENTS = 'all';
const emailAndClient = (caller: AuthCaller) => `${caller.email}|${caller.client}`;

/** Which limits a guest auth call counts against, before and after it is decided. */
@Injectable()
export class AuthLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Counts the call against the budget of all clients together, after the caller's own limits
   * (so one client cannot spend it alone). A trusted device is spared, so a flood from strangers
   * never keeps the admin's own machine out.
   */
  private async publicCall(caller: AuthCaller): Promise<void> {
    if (caller.device) return;
    await this.limiter.consume(RATE_RULES.publicAuthCalls, ALL_CLIENTS);
  }

  /** Counts a first-admin sign-up: per client, then against the budget of all clients. */
  async signup(client: string): Promise<void> {
    await this.limiter.consume(RATE_RULES.signupPerClient, client);
    await this.limiter.consume(RATE_RULES.publicAuthCalls, ALL_CLIENTS);
  }

  /**
   * Counts the sign-in as a failure before it runs, refusing a caller that has already failed
   * too often; signinSucceeded or signinUndecided take it back. (Counting only after the
   * password was checked would let parallel guesses all pass before any failure is counted.)
   */
  async beforeSignin(caller: AuthCaller): Promise<void> {
    await this.reserveAll(signinFailureRules(caller));
    try {
      await this.publicCall(caller);
    } catch (error) {
      await this.signinUndecided(caller);
      throw error;
    }
  }

  /** A success wipes the caller's failures for this e-mail and takes back the client's one. */
  async signinSucceeded(caller: AuthCaller): Promise<void> {
    if (caller.device) {
      await this.limiter.clear(RATE_RULES.signinFailuresPerDevice, caller.device);
      return;
    }
    await this.limiter.release(RATE_RULES.signinFailuresPerClient, caller.client);
    await this.limiter.release(RATE_RULES.signinFailuresPerEmail, caller.email);
    await this.limiter.clear(RATE_RULES.signinFailuresPerEmailAndClient, emailAndClient(caller));
  }

  /** The sign-in ended without a verdict on the password (busy, an error): not a failure. */
  async signinUndecided(caller: AuthCaller): Promise<void> {
    for (const [rule, subject] of signinFailureRules(caller)) {
      await this.limiter.release(rule, subject);
    }
  }

  /** Reserves each rule in turn; when one refuses, the ones already counted are taken back. */
  private async reserveAll(rules: Array<[RateRule, string]>): Promise<void> {
    for (const [index, [rule, subject]] of rules.entries()) {
      try {
        await this.limiter.reserve(rule, subject);
      } catch (error) {
        for (const [taken, of] of rules.slice(0, index)) await this.limiter.release(taken, of);
        throw error;
      }
    }
  }

  /**
   * Counts a sign-in with a passkey alone, which names no e-mail until it is checked: as a
   * failure of the client's up front (passkeySigninSucceeded takes it back), and against the
   * budget of all clients.
   */
  async beforePasskeySignin(client: string): Promise<void> {
    await this.limiter.reserve(RATE_RULES.signinFailuresPerClient, client);
    try {
      await this.limiter.consume(RATE_RULES.publicAuthCalls, ALL_CLIENTS);
    } catch (error) {
      await this.limiter.release(RATE_RULES.signinFailuresPerClient, client);
      throw error;
    }
  }

  /** The passkey signed in: its failure counted up front is taken back. */
  async passkeySigninSucceeded(client: string): Promise<void> {
    await this.limiter.release(RATE_RULES.signinFailuresPerClient, client);
  }

  /** Counts the start of a passkey sign-in: per client, then against all clients' budget. */
  async passkeyOptions(client: string): Promise<void> {
    await this.limiter.consume(RATE_RULES.passkeyOptionsPerClient, client);
    await this.limiter.consume(RATE_RULES.publicAuthCalls, ALL_CLIENTS);
  }

  /**
   * Counts a PIN request. A stranger's requests use up their own (e-mail, client) budget, not
   * the admin's; the daily cap per e-mail stops mail bombing, and spares a trusted device.
   */
  async sendPin(caller: AuthCaller): Promise<void> {
    if (caller.device) {
      await this.limiter.consume(RATE_RULES.sendPinPerDevice, caller.device);
      return;
    }
    await this.limiter.consume(RATE_RULES.sendPinPerClient, caller.client);
    await this.limiter.consume(RATE_RULES.sendPinPerEmailAndClient, emailAndClient(caller));
    await this.publicCall(caller);
    await this.limiter.consume(RATE_RULES.sendPinPerEmailDaily, caller.email);
  }

  /**
   * Counts the PIN try as a wrong one before it is checked, refusing once the account (or the
   * trusted device) used up its wrong tries today; pinAccepted takes it back. (Counting after the
   * check would let parallel tries all pass it: a race past the daily cap.)
   */
  async beforePinTry(caller: AuthCaller): Promise<void> {
    await this.limiter.consume(RATE_RULES.resetPerClient, caller.client);
    await this.limiter.reserve(...pinFailureRule(caller));
    try {
      await this.publicCall(caller);
    } catch (error) {
      await this.pinAccepted(caller);
      throw error;
    }
  }

  /** The PIN was right (or the try ended without checking it): its wrong try is taken back. */
  async pinAccepted(caller: AuthCaller): Promise<void> {
    await this.limiter.release(...pinFailureRule(caller));
  }
}

/** The failure counts a sign-in is reserved against: the device's alone when it is trusted. */
function signinFailureRules(caller: AuthCaller): Array<[RateRule, string]> {
  if (caller.device) return [[RATE_RULES.signinFailuresPerDevice, caller.device]];
  return [
    [RATE_RULES.signinFailuresPerClient, caller.client],
    [RATE_RULES.signinFailuresPerEmailAndClient, emailAndClient(caller)],
    [RATE_RULES.signinFailuresPerEmail, caller.email],
  ];
}

/** The count of wrong PINs a try is reserved against. */
function pinFailureRule(caller: AuthCaller): [RateRule, string] {
  return caller.device
    ? [RATE_RULES.pinFailuresPerDevice, caller.device]
    : [RATE_RULES.pinFailuresPerEmailDaily, caller.email];
}
