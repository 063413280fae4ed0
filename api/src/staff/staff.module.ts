import { InvitationsRepository } from './invitations.repository.js';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { InvitationsService } from './invitations.service.js';
import { MemberSessionsController } from './member-sessions.controller.js';
import { StaffController } from './staff.controller.js';
import { StaffService } from './staff.service.js';

/** Staff accounts: the owner's list, invitations, roles, ownership and every member's sessions. */
@Module({
  imports: [AuthModule, MailModule],
  controllers: [StaffController, MemberSessionsController],
  providers: [StaffService, InvitationsService, InvitationsRepository],
})
export class StaffModule {}
