import type { StaffInvitation } from '@waybill/shared';
import type { StaffInvitationEntity } from './invitation.entity.js';

/** An open invitation as the owner's list shows it: never its token nor the digest. */
export const invitationView = (invitation: StaffInvitationEntity, now: Date): StaffInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  expires_at: invitation.expiresAt.toISOString(),
  expired: invitation.expiresAt <= now,
  created_at: invitation.createdAt.toISOString(),
});
