import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { type AdminIdentity, AuthService } from './auth.service.js';

type Done<T> = (error: unknown, value?: T) => void;

/**
 * The session keeps only the admin's id; each request reloads who that is, and whether a second
 * factor the owner requires is missing (AdminGuard then opens only its set-up).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly auth: AuthService) {
    super();
  }

  serializeUser(admin: AdminIdentity, done: Done<number>): void {
    done(null, admin.id);
  }

  deserializeUser(id: number, done: Done<AdminIdentity | false>): void {
    this.auth.findSessionIdentity(id).then(
      (admin) => done(null, admin ?? false),
      (error) => done(error),
    );
  }
}
