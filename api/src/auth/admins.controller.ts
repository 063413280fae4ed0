import { Body, Controller, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type PasswordGuestPayload,
  type PasswordUserPayload,
  type SendPinPayload,
  type SignupPayload,
  getAdminStatus,
  signUp,
  signIn,
  signOut,
  signOutPost,
  sendPasswordPin,
  resetPassword,
  changePassword,
  renameAccount,
  type AccountNamePayload,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { SESSION_COOKIE } from '../core/session/session.constants.js';
import { markSignedIn } from '../core/session/session-lifetime.js';
import { AuthLimits } from './auth-limits.js';
import { OutboxService } from '../mail/outbox.service.js';
import {
  type AdminIdentity,
  AuthService,
  PIN_HELD_MESSAGE,
  PIN_SENT_MESSAGE,
  publicAdmin,
} from './auth.service.js';
import { SetupToken } from './first-admin.js';
import { SigninGuard } from './signin.guard.js';
import { TrustedDevices } from './trusted-devices.js';
import { clientOf } from '../core/security/client-key.js';
import { HolderProof } from './two-factor/holder-proof.js';
import { pendingAnswerOf } from './two-factor/second-step.js';

@ApiTags('admin auth')
@Controller()
export class AdminsController {
  constructor(
    private readonly auth: AuthService,
    private readonly limits: AuthLimits,
    private readonly devices: TrustedDevices,
    private readonly setupToken: SetupToken,
    private readonly proof: HolderProof,
    private readonly outbox: OutboxService,
  ) {}

  @Route(getAdminStatus)
  async status() {
    return { has_admin: await this.auth.hasAdmin() };
  }

  @Route(signUp)
  async signup(
    @Body() payload: SignupPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.limits.signup(clientOf(request));
    await this.setupToken.check(request, payload.token);
    const admin = await this.auth.createFirstAdmin(payload);
    await logIn(request, admin);
    await markSignedIn(request);
    await this.devices.remember(
      response,
      request,
      await this.devices.callerOf(request, admin.email),
    );
    return reply(publicAdmin(admin), 'Admin account created. You are signed in.');
  }

  @Route(signIn)
  @UseGuards(SigninGuard)
  signin(@Req() request: Request) {
    // Two-factor sign-in: the password was right, a second step is pending.
    const pending = pendingAnswerOf(request);
    if (pending) return reply(pending, 'The password is right: a second step is needed');
    return reply(publicAdmin(request.user as AdminIdentity), 'Signed in');
  }

  /**
   * The original contract's link: from another site's page the request guards refuse it
   * (request-guards.middleware.ts), so the session stays.
   */
  @Route(signOut)
  async signout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await endSession(request, response);
    return reply(null, 'Signed out');
  }

  @Route(signOutPost)
  async signoutPost(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await endSession(request, response);
    return reply(null, 'Signed out');
  }

  @Route(sendPasswordPin)
  async sendPin(@Body() payload: SendPinPayload, @Req() request: Request) {
    await this.auth.sendPin(await this.devices.callerOf(request, payload.email));
    // Whether mail goes out at all, the same for every address (it tells nothing of accounts).
    const delivery = this.outbox.deliverable ? 'queued' : 'held';
    return reply({ delivery }, delivery === 'queued' ? PIN_SENT_MESSAGE : PIN_HELD_MESSAGE);
  }

  @Route(resetPassword)
  async resetPassword(
    @Body() payload: PasswordGuestPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const caller = await this.devices.callerOf(request, payload.email);
    await this.auth.resetWithPin(payload, caller);
    // The PIN proved the mailbox: this browser is trusted like after a sign-in, so strangers
    // holding the e-mail's sign-in limit for untrusted clients cannot keep the admin out.
    await this.devices.remember(response, request, caller);
    return reply(null, 'Your password has been changed. Sign in with the new password.');
  }

  @Route(changePassword)
  async changePassword(@Body() payload: PasswordUserPayload, @Req() request: Request) {
    const admin = request.user as AdminIdentity;
    await this.proof.check(admin, { password: payload.password }, request);
    await this.auth.changePassword(admin.id, payload.new_password, request.sessionID);
    return reply(null, 'Your password has been changed');
  }

  @Route(renameAccount)
  async rename(@Body() payload: AccountNamePayload, @Req() request: Request) {
    const admin = request.user as AdminIdentity;
    return reply(publicAdmin(await this.auth.rename(admin.id, payload.name)), 'Name saved');
  }
}

export function logIn(request: Request, admin: AdminIdentity): Promise<void> {
  return new Promise((resolve, reject) =>
    request.logIn(admin, (error) => (error ? reject(error) : resolve())),
  );
}

/** Destroys the server-side session and clears the cookie. */
export function endSession(request: Request, response: Response): Promise<void> {
  response.clearCookie(SESSION_COOKIE, { path: '/' });
  if (!request.session) return Promise.resolve();
  return new Promise((resolve, reject) =>
    request.session.destroy((error) => (error ? reject(error) : resolve())),
  );
}
