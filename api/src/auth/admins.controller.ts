import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type PasswordGuestPayload,
  type PasswordUserPayload,
  type SendPinPayload,
  type SignupPayload,
  passwordGuestSchema,
  passwordUserSchema,
  sendPinSchema,
  signinSchema,
  signupSchema,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { Public } from '../core/http/public.decorator.js';
import { valid } from '../core/http/validation.pipe.js';
import { SESSION_COOKIE } from '../core/session/session.constants.js';
import { markSignedIn } from '../core/session/session-lifetime.js';
import { AuthLimits } from './auth-limits.js';
import { type AdminIdentity, AuthService, PIN_SENT_MESSAGE, publicAdmin } from './auth.service.js';
import { SetupToken } from './first-admin.js';
import { SigninGuard } from './signin.guard.js';
import { TrustedDevices } from './trusted-devices.js';
import { clientOf } from '../core/security/client-key.js';
import { HolderProof } from './two-factor/holder-proof.js';
import { pendingAnswerOf } from './two-factor/second-step.js';

@ApiTags('admin auth')
@Controller('admins')
export class AdminsController {
  constructor(
    private readonly auth: AuthService,
    private readonly limits: AuthLimits,
    private readonly devices: TrustedDevices,
    private readonly setupToken: SetupToken,
    private readonly proof: HolderProof,
  ) {}

  @Public()
  @Get('status')
  @ApiOperation({ summary: 'Whether the first admin has been created (the sign-up screen asks).' })
  async status() {
    return { has_admin: await this.auth.hasAdmin() };
  }

  @Public()
  @Post()
  @ApiOperation({
    summary:
      'Create the first admin and sign in. Single use; needs the token of the sign-up link the server printed, unless sent from the server itself.',
  })
  @ApiSchemaBody(signupSchema)
  async signup(
    @Body(valid(signupSchema)) payload: SignupPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.limits.signup(clientOf(request));
    await this.setupToken.check(request, payload.token);
    const admin = await this.auth.createFirstAdmin(payload);
    await logIn(request, admin);
    markSignedIn(request);
    await this.devices.remember(
      response,
      request,
      await this.devices.callerOf(request, admin.email),
    );
    return reply(publicAdmin(admin), 'Admin account created. You are signed in.');
  }

  @Public()
  @Post('auth/signin')
  @HttpCode(200)
  @UseGuards(SigninGuard)
  @ApiOperation({
    summary:
      'Sign in (multipart form: email, password). With two-factor sign-in, answers the pending second step instead (no session yet).',
  })
  @ApiSchemaBody(signinSchema, 'multipart/form-data')
  signin(@Req() request: Request) {
    // Two-factor sign-in (issue 14): the password was right, a second step is pending.
    const pending = pendingAnswerOf(request);
    if (pending) return reply(pending, 'The password is right: a second step is needed');
    return reply(publicAdmin(request.user as AdminIdentity), 'Signed in');
  }

  /**
   * The original contract's link: from another site's page the request guards refuse it
   * (request-guards.middleware.ts), so the session stays.
   */
  @Public()
  @Get('auth/signout')
  @ApiOperation({
    summary: 'Sign out: the session is destroyed (403 when another site opens this link).',
  })
  async signout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await endSession(request, response);
    return reply(null, 'Signed out');
  }

  @Public()
  @Post('auth/signout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: the session is destroyed (the control panel sends this).' })
  async signoutPost(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await endSession(request, response);
    return reply(null, 'Signed out');
  }

  @Public()
  @Post('auth/send-pin')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a 6-digit PIN to reset a forgotten password.' })
  @ApiSchemaBody(sendPinSchema)
  async sendPin(@Body(valid(sendPinSchema)) payload: SendPinPayload, @Req() request: Request) {
    await this.auth.sendPin(await this.devices.callerOf(request, payload.email));
    return reply(null, PIN_SENT_MESSAGE);
  }

  @Public()
  @Patch('auth/update/password-guest')
  @ApiOperation({ summary: 'Set a new password with the e-mailed PIN.' })
  @ApiSchemaBody(passwordGuestSchema)
  async resetPassword(
    @Body(valid(passwordGuestSchema)) payload: PasswordGuestPayload,
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

  @Patch('auth/update/password-user')
  @ApiOperation({ summary: 'Change the password; every other session is signed out.' })
  @ApiSchemaBody(passwordUserSchema)
  async changePassword(
    @Body(valid(passwordUserSchema)) payload: PasswordUserPayload,
    @Req() request: Request,
  ) {
    const admin = request.user as AdminIdentity;
    await this.proof.check(admin, { password: payload.password }, request);
    await this.auth.changePassword(admin.id, payload.new_password, request.sessionID);
    return reply(null, 'Your password has been changed');
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
