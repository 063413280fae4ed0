import { Body, Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type PasskeySigninPayload,
  startPasskeyStep,
  verifyPasskeyStep,
  startPasskeySignin,
  passkeySignin,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { reply } from '../../core/http/api-error.js';
import { Route } from '../../core/http/route.decorator.js';
import { PasskeySignin } from './passkey-signin.js';

/** Signing in with a passkey: a pending sign-in's second step, or a passkey alone. */
@ApiTags('passkeys')
@Controller()
export class PasskeySigninController {
  constructor(private readonly signin: PasskeySignin) {}

  @Route(startPasskeyStep)
  stepOptions(@Req() request: Request) {
    return this.signin.stepOptions(request);
  }

  @Route(verifyPasskeyStep)
  async finishStep(
    @Body() payload: PasskeySigninPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(await this.signin.finishStep(request, response, payload), 'Signed in');
  }

  @Route(startPasskeySignin)
  options(@Req() request: Request) {
    return this.signin.options(request);
  }

  @Route(passkeySignin)
  async signIn(
    @Body() payload: PasskeySigninPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(await this.signin.signIn(request, response, payload), 'Signed in');
  }
}
