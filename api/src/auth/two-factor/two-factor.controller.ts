import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AccountTotpEnablePayload,
  type SigninVerifyPayload,
  accountTotpEnableSchema,
  type TotpEnablePayload,
  type TwoFactorPolicy,
  type TwoFactorProof,
  signinVerifySchema,
  totpEnableSchema,
  twoFactorPolicySchema,
  twoFactorProofSchema,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { reply } from '../../core/http/api-error.js';
import { ApiSchemaBody } from '../../core/http/openapi.js';
import { Public } from '../../core/http/public.decorator.js';
import { valid } from '../../core/http/validation.pipe.js';
import type { AdminIdentity } from '../auth.service.js';
import { HolderProof } from './holder-proof.js';
import { SecondStep } from './second-step.js';
import { TwoFactorService } from './two-factor.service.js';

/** Two-factor sign-in: the sign-in's second step and the signed-in account's factors. */
@ApiTags('two-factor sign-in')
@Controller('admins')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly secondStep: SecondStep,
    private readonly proof: HolderProof,
  ) {}

  @Public()
  @Post('auth/signin/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Finish a pending sign-in with a TOTP code or a recovery code.' })
  @ApiSchemaBody(signinVerifySchema)
  async verify(
    @Body(valid(signinVerifySchema)) payload: SigninVerifyPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(await this.secondStep.verify(request, response, payload), 'Signed in');
  }

  @Public()
  @Post('auth/signin/totp')
  @HttpCode(200)
  @ApiOperation({ summary: 'During a sign-in that must set up two-factor: a new TOTP secret.' })
  async startSigninSetup(@Req() request: Request) {
    return this.secondStep.startSetup(request);
  }

  @Public()
  @Post('auth/signin/totp/enable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the TOTP secret set up during sign-in; signs in.' })
  @ApiSchemaBody(totpEnableSchema)
  async finishSigninSetup(
    @Body(valid(totpEnableSchema)) payload: TotpEnablePayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(
      await this.secondStep.finishSetup(request, response, payload.code),
      'Two-factor sign-in is on. Keep the recovery codes somewhere safe. You are signed in.',
    );
  }

  @Get('2fa')
  @ApiOperation({ summary: 'The signed-in account’s second factors.' })
  status(@Req() request: Request) {
    return this.twoFactor.status(adminOf(request).id);
  }

  @Post('2fa/totp')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new TOTP secret to set up (not on until confirmed).' })
  startTotp(@Req() request: Request) {
    const admin = adminOf(request);
    return this.twoFactor.startEnrolment(admin.id, admin.email);
  }

  @Post('2fa/totp/enable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm the TOTP secret with a code and the password; answers the recovery codes.',
  })
  @ApiSchemaBody(accountTotpEnableSchema)
  async enableTotp(
    @Body(valid(accountTotpEnableSchema)) payload: AccountTotpEnablePayload,
    @Req() request: Request,
  ) {
    const admin = adminOf(request);
    await this.proof.check(admin, { password: payload.password }, request);
    const codes = await this.twoFactor.confirmEnrolment(admin.id, payload.code);
    return reply(
      { recovery_codes: codes },
      'Two-factor sign-in is on. Keep the recovery codes somewhere safe.',
    );
  }

  @Post('2fa/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn two-factor sign-in off (the password or a current code).' })
  @ApiSchemaBody(twoFactorProofSchema)
  async disable(
    @Body(valid(twoFactorProofSchema)) payload: TwoFactorProof,
    @Req() request: Request,
  ) {
    const admin = adminOf(request);
    await this.proof.check(admin, payload, request);
    await this.twoFactor.disable(admin.id);
    return reply(null, 'Two-factor sign-in is off');
  }

  @Post('2fa/recovery-codes')
  @HttpCode(200)
  @ApiOperation({ summary: 'New recovery codes (the password or a current code).' })
  @ApiSchemaBody(twoFactorProofSchema)
  async regenerate(
    @Body(valid(twoFactorProofSchema)) payload: TwoFactorProof,
    @Req() request: Request,
  ) {
    const admin = adminOf(request);
    await this.proof.check(admin, payload, request);
    const codes = await this.twoFactor.regenerateRecoveryCodes(admin.id);
    return reply({ recovery_codes: codes }, 'New recovery codes: the old ones no longer work.');
  }

  /**
   * The owner's alone: its endpoint declares `security.manage` (shared/src/roles.ts), which the
   * guard enforces.
   */
  @Patch('2fa/policy')
  @ApiOperation({ summary: 'Require two-factor sign-in for every account, or not.' })
  @ApiSchemaBody(twoFactorPolicySchema)
  async policy(
    @Body(valid(twoFactorPolicySchema)) payload: TwoFactorPolicy,
    @Req() request: Request,
  ) {
    await this.twoFactor.setRequired(adminOf(request).id, payload.required);
    return reply(
      { required: payload.required },
      payload.required
        ? 'Every account now needs two-factor sign-in'
        : 'Two-factor sign-in is no longer required',
    );
  }
}

const adminOf = (request: Request) => request.user as AdminIdentity;
