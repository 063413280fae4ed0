import { Injectable } from '@nestjs/common';

/** The time TOTP codes are checked against; the tests fix it (two-factor.e2e-spec.ts). */
@Injectable()
export class TwoFactorClock {
  now(): number {
    return Date.now();
  }
}
