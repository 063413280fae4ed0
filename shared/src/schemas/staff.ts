import { z } from 'zod';
import { ASSIGNABLE_ROLES, ROLES } from '../roles.js';
import { PASSWORD_MIN, TEXT_MAX, idSchema, requiredEmail, requiredText } from '../validation.js';
import { adminSchema } from './auth.js';
import { signinSetupStepSchema } from './two-factor.js';

/** How long an invitation link can be used. */
export const INVITATION_VALID_DAYS = 7;

/** A member of the staff as the owner's list shows it. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation not yet accepted nor withdrawn; `expired` once its 7 days are over. */
export const staffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  expires_at: z.string(),
  expired: z.boolean(),
  created_at: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/**
 * POST /api/staff/invitations' answer: the invitation (never its link) and whether its e-mail goes
 * out now or waits for mail to be set up.
 */
export const invitationCreatedSchema = staffInvitationSchema.extend({
  delivery: z.enum(['queued', 'held']),
});

/**
 * POST /api/staff/invitations/link: an open invitation's link, read by the owner from its e-mail
 * while that is unsent (to pass on by hand); audited.
 */
export const invitationLinkSchema = z.object({ link: z.string() });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** GET /api/staff: the members (owner first) and the open invitations. */
export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /api/staff/invitations. The owner is never invited: ownership is handed over. */
export const invitationCreateSchema = z.object({
  email: requiredEmail(),
  role: z.enum(ASSIGNABLE_ROLES),
});
export type InvitationCreatePayload = z.infer<typeof invitationCreateSchema>;

/** POST /api/staff/invitations/accept: the link's token, and the new member's name and password. */
export const invitationAcceptSchema = z.object({
  token: z.string().trim().min(1).max(TEXT_MAX),
  name: requiredText(),
  password: z.string().min(PASSWORD_MIN).max(TEXT_MAX),
});
export type InvitationAcceptPayload = z.infer<typeof invitationAcceptSchema>;

/**
 * Its answer: the new member, signed in; or, while the owner requires two-factor sign-in, the
 * sign-in's set-up step (no session until TOTP is set up, docs/product.md §4.1a).
 */
export const invitationAcceptAnswerSchema = z.union([adminSchema, signinSetupStepSchema]);
export type InvitationAcceptAnswer = z.infer<typeof invitationAcceptAnswerSchema>;

/** PATCH /api/staff: another role, or disabled / enabled again. */
export const staffPatchSchema = z.object({
  id: idSchema,
  role: z.enum(ASSIGNABLE_ROLES).optional(),
  disabled: z.boolean().optional(),
});
export type StaffPatchPayload = z.infer<typeof staffPatchSchema>;

/** DELETE /api/staff/invitations and POST /api/staff/ownership: which one. */
export const staffIdSchema = z.object({ id: idSchema });
export type StaffIdPayload = z.infer<typeof staffIdSchema>;
