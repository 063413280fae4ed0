import { Body, Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AccountTotpEnablePayload,
  type SigninVerifyPayload,
  type TotpEnablePayload,
  type TwoFactorPolicy,
  type TwoFactorProof,
  verifySignin,
  startSigninTotpSetup,
  enableSigninTotp,
  getTwoFactor,
  startTotp,
  enableTotp,
  disableTwoFactor,
  regenerateRecoveryCodes,
  updateTwoFactorPolicy,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { reply } from '../../core/http/api-error.js';
import { Route } from '../../core/http/route.decorator.js';
import type { AdminIdentity } from '../auth.service.js';
import { HolderProof } from './holder-proof.js';
import { SecondStep } from './second-step.js';
import { TwoFactorService } from './two-factor.service.js';

/** Two-factor sign-in: the sign-in's second step and the signed-in account's factors. */
@ApiTags('two-factor sign-in')
@Controller()
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly secondStep: SecondStep,
    private readonly proof: HolderProof,
  ) {}

  @Route(verifySignin)
  async verify(
    @Body() payload: SigninVerifyPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(await this.secondStep.verify(request, response, payload), 'Signed in');
  }

  @Route(startSigninTotpSetup)
  async startSigninSetup(@Req() request: Request) {
    return this.secondStep.startSetup(request);
  }

  @Route(enableSigninTotp)
  async finishSigninSetup(
    @Body() payload: TotpEnablePayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(
      await this.secondStep.finishSetup(request, response, payload.code),
      'Two-factor sign-in is on. Keep the recovery codes somewhere safe. You are signed in.',
    );
  }

  @Route(getTwoFactor)
  status(@Req() request: Request) {
    return this.twoFactor.status(adminOf(request).id);
  }

  @Route(startTotp)
  startTotp(@Req() request: Request) {
    const admin = adminOf(request);
    return this.twoFactor.startEnrolment(admin.id, admin.email);
  }

  @Route(enableTotp)
  async enableTotp(@Body() payload: AccountTotpEnablePayload, @Req() request: Request) {
    const admin = adminOf(request);
    await this.proof.check(admin, { password: payload.password }, request);
    const codes = await this.twoFactor.confirmEnrolment(admin.id, payload.code);
    return reply(
      { recovery_codes: codes },
      'Two-factor sign-in is on. Keep the recovery codes somewhere safe.',
    );
  }

  @Route(disableTwoFactor)
  async disable(@Body() payload: TwoFactorProof, @Req() request: Request) {
    const admin = adminOf(request);
    await this.proof.check(admin, payload, request);
    await this.twoFactor.disable(admin.id);
    return reply(null, 'Two-factor sign-in is off');
  }

  @Route(regenerateRecoveryCodes)
  async regenerate(@Body() payload: TwoFactorProof, @Req() request: Request) {
    const admin = adminOf(request);
    await this.proof.check(admin, payload, request);
    const codes = await this.twoFactor.regenerateRecoveryCodes(admin.id);
    return reply({ recovery_codes: codes }, 'New recovery codes: the old ones no longer work.');
  }

  /**
   * The owner's alone: its endpoint declares `security.manage` (shared/src/roles.ts), which the
   * guard enforces.
   */
  @Route(updateTwoFactorPolicy)
  async policy(@Body() payload: TwoFactorPolicy, @Req() request: Request) {
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
