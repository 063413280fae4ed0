/** The schemas and summaries of the endpoints in staff.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  invitationAcceptAnswerSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationCreatedSchema,
  invitationLinkSchema,
  staffIdSchema,
  staffListSchema,
  staffMemberSchema,
  staffPatchSchema,
} from '../schemas/staff.js';
import * as endpoints from './staff.js';

export const staffSchemas = describeArea(endpoints, {
  listStaff: {
    summary: 'The members (owner first) and the open invitations.',
    data: () => staffListSchema,
  },
  inviteStaff: {
    summary: 'Invite a new member by e-mail with a role: a single-use link valid 7 days.',
    body: invitationCreateSchema,
    data: () => invitationCreatedSchema,
  },
  acceptInvitation: {
    summary:
      "Accept an invitation with the link's token, a name and a password; signs in, or, while two-factor is required, answers its set-up step.",
    body: invitationAcceptSchema,
    data: () => invitationAcceptAnswerSchema,
  },
  revokeInvitation: {
    summary: 'Withdraw an open invitation: its link stops working.',
    body: staffIdSchema,
  },
  copyInvitationLink: {
    summary:
      "The owner reads an open invitation's link from its e-mail while that is unsent (no mail server yet), to pass it on; audited.",
    body: staffIdSchema,
    data: () => invitationLinkSchema,
  },
  updateStaffMember: {
    summary: "Change a member's role, or disable (sessions end at once) or enable it.",
    body: staffPatchSchema,
    data: () => staffMemberSchema,
  },
  handOverOwnership: {
    summary: 'Make another active member the owner; the owner becomes an admin.',
    body: staffIdSchema,
    data: () => staffListSchema,
  },
});
