import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { problem } from '@waybill/shared';
import { Strategy } from 'passport-local';
import { ApiError } from '../core/http/api-error.js';
import { type AdminIdentity, AuthService } from './auth.service.js';

/** passport-local with the contract's field names: email and password. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<AdminIdentity> {
    const admin = await this.auth.verifyCredentials(email, password);
    if (!admin) throw ApiError.unauthorized(problem('auth.wrong_credentials'));
    return admin;
  }
}
