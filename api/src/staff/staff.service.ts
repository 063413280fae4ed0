import { Injectable } from '@nestjs/common';
import type { StaffList } from '@waybill/shared';
import { MembersService } from '../auth/members.service.js';
import { InvitationsService } from './invitations.service.js';

/** The owner's view of the staff: the members and the open invitations together. */
@Injectable()
export class StaffService {
  constructor(
    private readonly members: MembersService,
    private readonly invitations: InvitationsService,
  ) {}

  async list(): Promise<StaffList> {
    const [members, invitations] = await Promise.all([
      this.members.list(),
      this.invitations.open(),
    ]);
    return { members, invitations };
  }
}
