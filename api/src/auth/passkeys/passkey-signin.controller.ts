import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PasskeySigninPayload, passkeySigninSchema } from '@waybill/shared';
import type { Request, Response } from 'express';
import { reply } from '../../core/http/api-error.js';
import { ApiSchemaBody } from '../../core/http/openapi.js';
import { Public } from '../../core/http/public.decorator.js';
import { valid } from '../../core/http/validation.pipe.js';
import { PasskeySignin } from './passkey-signin.js';

/** Signing in with a passkey: a pending sign-in's second step, or a passkey alone. */
@ApiTags('passkeys')
@Controller('admins/auth/signin')
export class PasskeySigninController {
  constructor(private readonly signin: PasskeySignin) {}

  @Public()
  @Post('verify/passkey/options')
  @HttpCode(200)
  @ApiOperation({ summary: 'The options to finish a pending sign-in with a passkey.' })
  stepOptions(@Req() request: Request) {
    return this.signin.stepOptions(request);
  }

  @Public()
  @Post('verify/passkey')
  @HttpCode(200)
  @ApiOperation({ summary: 'Finish a pending sign-in with a passkey.' })
  @ApiSchemaBody(passkeySigninSchema)
  async finishStep(
    @Body(valid(passkeySigninSchema)) payload: PasskeySigninPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(await this.signin.finishStep(request, response, payload), 'Signed in');
  }

  @Public()
  @Post('passkey/options')
  @HttpCode(200)
  @ApiOperation({ summary: 'The options to sign in with a passkey alone.' })
  options(@Req() request: Request) {
    return this.signin.options(request);
  }

  @Public()
  @Post('passkey')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a passkey alone.' })
  @ApiSchemaBody(passkeySigninSchema)
  async signIn(
    @Body(valid(passkeySigninSchema)) payload: PasskeySigninPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(await this.signin.signIn(request, response, payload), 'Signed in');
  }
}
