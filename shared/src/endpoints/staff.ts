/** Staff accounts: the owner's list, invitations, roles, hand-over of ownership. */
import { endpoint, type In } from '../endpoint.js';
import type {
  InvitationAcceptAnswer,
  InvitationCreated,
  InvitationLink,
  StaffList,
  StaffMember,
  invitationAcceptSchema,
  invitationCreateSchema,
  staffIdSchema,
  staffPatchSchema,
} from '../schemas/staff.js';

export const listStaff = endpoint({
  method: 'GET',
  route: '/api/staff',
  access: 'staff.manage',
  ...({} as { data: StaffList }),
});

export const inviteStaff = endpoint({
  method: 'POST',
  route: '/api/staff/invitations',
  access: 'staff.manage',
  audit: { writes: ['invitation.create', 'invitation.revoke', 'mail.create'] },
  created: true,
  ...({} as { body: In<typeof invitationCreateSchema>; data: InvitationCreated }),
});

export const acceptInvitation = endpoint({
  method: 'POST',
  route: '/api/staff/invitations/accept',
  access: 'public',
  audit: { writes: ['invitation.accept', 'account.create'] },
  startsSession: true,
  ...({} as { body: In<typeof invitationAcceptSchema>; data: InvitationAcceptAnswer }),
});

export const revokeInvitation = endpoint({
  method: 'DELETE',
  route: '/api/staff/invitations',
  access: 'staff.manage',
  audit: { writes: ['invitation.revoke'] },
  ...({} as { body: In<typeof staffIdSchema> }),
});

export const copyInvitationLink = endpoint({
  method: 'POST',
  route: '/api/staff/invitations/link',
  access: 'staff.manage',
  audit: { writes: ['invitation.reveal'] },
  ...({} as { body: In<typeof staffIdSchema>; data: InvitationLink }),
});

export const updateStaffMember = endpoint({
  method: 'PATCH',
  route: '/api/staff',
  access: 'staff.manage',
  audit: { writes: ['account.role_change', 'account.disable', 'account.enable'] },
  ...({} as { body: In<typeof staffPatchSchema>; data: StaffMember }),
});

export const handOverOwnership = endpoint({
  method: 'POST',
  route: '/api/staff/ownership',
  access: 'staff.manage',
  audit: { writes: ['account.handover'] },
  ...({} as { body: In<typeof staffIdSchema>; data: StaffList }),
});
