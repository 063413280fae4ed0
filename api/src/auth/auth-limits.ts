import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../core/security/rate-limiter.service.js';
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

  /** Refuses a sign-in whose caller has already failed too often (failures only are counted). */
  async beforeSignin(caller: AuthCaller): Promise<void> {
    if (caller.device) {
      await this.limiter.assertAllowed(RATE_RULES.signinFailuresPerDevice, caller.device);
      return;
    }
    await this.limiter.assertAllowed(RATE_RULES.signinFailuresPerClient, caller.client);
    await this.limiter.assertAllowed(
      RATE_RULES.signinFailuresPerEmailAndClient,
      emailAndClient(caller),
    );
    await this.publicCall(caller);
  }

  async signinFailed(caller: AuthCaller): Promise<void> {
    if (caller.device) {
      await this.limiter.count(RATE_RULES.signinFailuresPerDevice, caller.device);
      return;
    }
    await this.limiter.count(RATE_RULES.signinFailuresPerClient, caller.client);
    await this.limiter.count(RATE_RULES.signinFailuresPerEmailAndClient, emailAndClient(caller));
  }

  /** A success wipes the caller's failures for this e-mail. */
  async signinSucceeded(caller: AuthCaller): Promise<void> {
    if (caller.device) await this.limiter.clear(RATE_RULES.signinFailuresPerDevice, caller.device);
    await this.limiter.clear(RATE_RULES.signinFailuresPerEmailAndClient, emailAndClient(caller));
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

  /** Refuses a PIN try once the account (or the trusted device) used up its wrong tries today. */
  async beforePinTry(caller: AuthCaller): Promise<void> {
    await this.limiter.consume(RATE_RULES.resetPerClient, caller.client);
    if (caller.device) {
      await this.limiter.assertAllowed(RATE_RULES.pinFailuresPerDevice, caller.device);
    } else {
      await this.limiter.assertAllowed(RATE_RULES.pinFailuresPerEmailDaily, caller.email);
    }
    await this.publicCall(caller);
  }

  async pinFailed(caller: AuthCaller): Promise<void> {
    if (caller.device) await this.limiter.count(RATE_RULES.pinFailuresPerDevice, caller.device);
    else await this.limiter.count(RATE_RULES.pinFailuresPerEmailDaily, caller.email);
  }
}
