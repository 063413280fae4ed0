import { Body, Controller, Inject, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type PasskeyAddPayload,
  type PasskeyRemovePayload,
  type PasskeyRenamePayload,
  type TwoFactorProof,
  listPasskeys,
  startPasskeyRegistration,
  addPasskey,
  renamePasskey,
  removePasskey,
} from '@waybill/shared';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { reply } from '../../core/http/api-error.js';
import { Route } from '../../core/http/route.decorator.js';
import type { AdminIdentity } from '../auth.service.js';
import { HolderProof } from '../two-factor/holder-proof.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { PasskeysService } from './passkeys.service.js';
import { relyingPartyOf } from './relying-party.js';

/** The signed-in account's passkeys: list, add (a browser ceremony), rename, remove. */
@ApiTags('passkeys')
@Controller()
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly proof: HolderProof,
    private readonly twoFactor: TwoFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(listPasskeys)
  list(@Req() request: Request) {
    return this.passkeys.list(adminOf(request).id);
  }

  /**
   * The proof is asked here, before the browser creates anything: a refused password leaves no
   * orphan credential on the device, and the challenge (bound to the account, single use) then
   * stands for it when the passkey is added.
   */
  @Route(startPasskeyRegistration)
  async options(@Body() proof: TwoFactorProof, @Req() request: Request) {
    const admin = adminOf(request);
    await this.proof.check(admin, proof, request);
    return this.passkeys.registrationOptions(admin, relyingPartyOf(this.config.publicUrl, request));
  }

  @Route(addPasskey)
  async add(@Body() payload: PasskeyAddPayload, @Req() request: Request) {
    const admin = adminOf(request);
    const passkey = await this.passkeys.add(
      admin.id,
      payload.name,
      payload.response,
      relyingPartyOf(this.config.publicUrl, request),
    );
    return reply(passkey, 'Passkey added');
  }

  @Route(renamePasskey)
  async rename(@Body() payload: PasskeyRenamePayload, @Req() request: Request) {
    const passkey = await this.passkeys.rename(adminOf(request).id, payload.id, payload.name);
    return reply(passkey, 'Passkey renamed');
  }

  @Route(removePasskey)
  async remove(@Body() payload: PasskeyRemovePayload, @Req() request: Request) {
    const admin = adminOf(request);
    await this.proof.check(admin, payload, request);
    // While a second factor is required, the last passkey of an account without TOTP stays.
    const mayRemoveLast =
      !(await this.twoFactor.isRequired()) || (await this.twoFactor.isEnabled(admin.id));
    await this.passkeys.remove(admin.id, payload.id, mayRemoveLast);
    return reply(null, 'Passkey removed');
  }
}

const adminOf = (request: Request) => request.user as AdminIdentity;
