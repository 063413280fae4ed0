import { Body, Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type InvitationAcceptPayload,
  type InvitationCreatePayload,
  type StaffIdPayload,
  type StaffPatchPayload,
  listStaff,
  inviteStaff,
  acceptInvitation,
  revokeInvitation,
  copyInvitationLink,
  updateStaffMember,
  handOverOwnership,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { logIn } from '../auth/admins.controller.js';
import { type AdminIdentity, publicAdmin } from '../auth/auth.service.js';
import { MembersService } from '../auth/members.service.js';
import { SecondStep } from '../auth/two-factor/second-step.js';
import { reply } from '../core/http/api-error.js';
import { LinkBase } from '../core/http/link-base.js';
import { Route } from '../core/http/route.decorator.js';
import { clientOf } from '../core/security/client-key.js';
import { markSignedIn } from '../core/session/session-lifetime.js';
import { InvitationsService } from './invitations.service.js';
import { StaffService } from './staff.service.js';

/** Staff accounts (docs/product.md, "Roles and staff"); each route's access is in the contract. */
@ApiTags('staff')
@Controller()
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly members: MembersService,
    private readonly invitations: InvitationsService,
    private readonly secondStep: SecondStep,
    private readonly linkBase: LinkBase,
  ) {}

  @Route(listStaff)
  list() {
    return this.staff.list();
  }

  @Route(inviteStaff)
  async invite(@Body() payload: InvitationCreatePayload, @Req() request: Request) {
    const owner = request.user as AdminIdentity;
    // Never this request's Host as such: a forged one would send the link elsewhere (link-base.ts).
    const base = await this.linkBase.required();
    // No message: the control panel says it in the owner's language.
    return this.invitations.invite(payload, owner.id, base);
  }

  @Route(acceptInvitation)
  async accept(
    @Body() payload: InvitationAcceptPayload,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const member = await this.invitations.accept(payload, clientOf(request));
    // Asked once the account is committed, so a requirement switched on meanwhile still holds:
    // no session until TOTP is set up, exactly like a sign-in (docs/product.md §4.1a).
    const setup = await this.secondStep.setupIfRequired(request, response, member);
    if (setup) {
      return reply(setup, 'Your account is ready. Set up two-factor sign-in to finish signing in.');
    }
    await logIn(request, member);
    await markSignedIn(request);
    return reply(publicAdmin(member), 'Welcome! Your account is ready and you are signed in.');
  }

  @Route(copyInvitationLink)
  link(@Body() payload: StaffIdPayload) {
    return this.invitations.link(payload.id);
  }

  @Route(revokeInvitation)
  async revoke(@Body() payload: StaffIdPayload) {
    await this.invitations.revoke(payload.id);
    return reply(null, 'Invitation withdrawn');
  }

  @Route(updateStaffMember)
  async update(@Body() payload: StaffPatchPayload) {
    return reply(await this.members.update(payload), 'Member updated');
  }

  @Route(handOverOwnership)
  async handOver(@Body() payload: StaffIdPayload, @Req() request: Request) {
    const owner = request.user as AdminIdentity;
    await this.members.handOver(owner.id, payload.id);
    return reply(await this.staff.list(), 'Ownership handed over');
  }
}
