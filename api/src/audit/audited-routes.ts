import {
  type AuditAction,
  type AuditEntity,
  type Endpoint,
  acceptInvitation,
  addPasskey,
  approveReview,
  changePassword,
  checkAuditCheckpoint,
  confirmSubscription,
  createActivity,
  createInvoice,
  createPage,
  createParcel,
  createReview,
  deleteActivity,
  deletePage,
  deleteParcel,
  deleteReview,
  endMemberSession,
  endMyOtherSessions,
  endMySession,
  disableTwoFactor,
  exportAuditCheckpoint,
  enableSigninTotp,
  enableTotp,
  handOverOwnership,
  passkeySignin,
  rateParcel,
  inviteStaff,
  regenerateRecoveryCodes,
  removePasskey,
  renamePasskey,
  resetPassword,
  retryOutboxMessage,
  revokeInvitation,
  sendContactMessage,
  sendEmail,
  sendPasswordPin,
  signIn,
  signOut,
  signOutPost,
  signOutUser,
  signUp,
  startPasskeyRegistration,
  startPasskeySignin,
  startPasskeyStep,
  startSigninTotpSetup,
  startTotp,
  subscribeToParcel,
  unlockParcel,
  unsubscribe,
  updateActivity,
  updatePage,
  updateParcel,
  updateSettings,
  updateStaffMember,
  updateTwoFactorPolicy,
  uploadParcelImage,
  verifyPasskeyStep,
  verifySignin,
} from '@waybill/shared';

/** A kind of audit row: its record and action, e.g. `parcel.update`. */
export type AuditKind = `${AuditEntity}.${AuditAction}`;

/**
 * What a route's success writes to the trail (every kind it may write; a call writes at least
 * one), or why it writes nothing.
 */
export type RouteAudit =
  { endpoint: Endpoint; writes: readonly AuditKind[] } | { endpoint: Endpoint; exempt: string };

/**
 * Every route that changes something, with the audit rows it writes (docs/product.md, "Audit
 * trail"). api/test/audit-coverage.e2e-spec.ts fails when a route of the contract that is not a
 * GET is missing here, when a call writes a kind not listed, and when a listed kind is never
 * seen: a new route cannot forget the trail.
 */
export const ROUTE_AUDIT: readonly RouteAudit[] = [
  // Accounts. The first sign-up and an accepted invitation create the account (entity subscriber).
  { endpoint: signUp, writes: ['account.create'] },
  { endpoint: signIn, writes: ['account.signin', 'account.signin_failed'] },
  { endpoint: signOut, exempt: 'ends the caller’s own session; changes no record' },
  { endpoint: signOutPost, exempt: 'ends the caller’s own session; changes no record' },
  { endpoint: signOutUser, exempt: 'the legacy sign-out: ends the caller’s own session' },
  // The PIN stays out of the row; the e-mail carrying it is a mail row with its body hidden.
  { endpoint: sendPasswordPin, writes: ['account.password_reset_request', 'mail.create'] },
  { endpoint: resetPassword, writes: ['account.password_change', 'mail.create'] },
  {
    endpoint: changePassword,
    writes: ['account.password_change', 'mail.create', 'account.proof_failed'],
  },

  // Two-factor sign-in: the secret and the codes never; only that they changed. A wrong password
  // or code given by a signed-in account is `proof_failed` (which, never what).
  { endpoint: verifySignin, writes: ['account.signin', 'account.signin_failed'] },
  {
    endpoint: startSigninTotpSetup,
    exempt: 'a secret not yet in use; turning it on is recorded (enableSigninTotp)',
  },
  { endpoint: enableSigninTotp, writes: ['account.two_factor_on', 'account.signin'] },
  {
    endpoint: startTotp,
    exempt: 'a secret not yet in use; turning it on is recorded (enableTotp)',
  },
  { endpoint: enableTotp, writes: ['account.two_factor_on', 'account.proof_failed'] },
  { endpoint: disableTwoFactor, writes: ['account.two_factor_off', 'account.proof_failed'] },
  {
    endpoint: regenerateRecoveryCodes,
    writes: ['account.recovery_codes_renew', 'account.proof_failed'],
  },
  { endpoint: updateTwoFactorPolicy, writes: ['two_factor_policy.update'] },

  // Passkeys: never the public key or a challenge.
  // A challenge is not yet a passkey (adding it is recorded); a wrong proof for it is.
  { endpoint: startPasskeyRegistration, writes: ['account.proof_failed'] },
  { endpoint: addPasskey, writes: ['passkey.passkey_add'] },
  { endpoint: renamePasskey, writes: ['passkey.passkey_rename'] },
  { endpoint: removePasskey, writes: ['passkey.passkey_remove', 'account.proof_failed'] },
  { endpoint: startPasskeyStep, exempt: 'a challenge for the pending sign-in; no record changes' },
  { endpoint: verifyPasskeyStep, writes: ['account.signin_passkey', 'account.signin_failed'] },
  { endpoint: startPasskeySignin, exempt: 'a challenge for a sign-in; no record changes' },
  { endpoint: passkeySignin, writes: ['account.signin_passkey', 'account.signin_failed'] },

  // Staff: invitations (never their token), roles, disabling, ownership.
  { endpoint: inviteStaff, writes: ['invitation.create', 'invitation.revoke', 'mail.create'] },
  { endpoint: acceptInvitation, writes: ['invitation.accept', 'account.create'] },
  { endpoint: revokeInvitation, writes: ['invitation.revoke'] },
  {
    endpoint: updateStaffMember,
    writes: ['account.role_change', 'account.disable', 'account.enable'],
  },
  { endpoint: handOverOwnership, writes: ['account.handover'] },

  // Sessions ended by their member or by the owner: one row each, never the session's secret id.
  { endpoint: endMySession, writes: ['session.end'] },
  { endpoint: endMyOtherSessions, writes: ['session.end'] },
  { endpoint: endMemberSession, writes: ['session.end'] },

  // Parcels, their picture and map, and their history.
  { endpoint: createParcel, writes: ['parcel.create'] },
  { endpoint: updateParcel, writes: ['parcel.update'] },
  { endpoint: deleteParcel, writes: ['parcel.delete'] },
  { endpoint: uploadParcelImage, writes: ['parcel.update'] },
  { endpoint: createActivity, writes: ['activity.create', 'mail.create'] },
  { endpoint: updateActivity, writes: ['activity.update'] },
  { endpoint: deleteActivity, writes: ['activity.delete'] },

  // Content, settings, invoices and mail.
  { endpoint: createPage, writes: ['page.create'] },
  { endpoint: updatePage, writes: ['page.update'] },
  { endpoint: deletePage, writes: ['page.delete'] },
  { endpoint: createReview, writes: ['review.create'] },
  { endpoint: deleteReview, writes: ['review.delete'] },
  { endpoint: approveReview, writes: ['review.update'] },
  { endpoint: updateSettings, writes: ['settings.update'] },
  { endpoint: createInvoice, writes: ['invoice.create'] },
  { endpoint: sendEmail, writes: ['mail.create'] },
  { endpoint: retryOutboxMessage, writes: ['mail.update'] },

  // Visitors: a contact message and e-mail updates on a parcel (no account on the row).
  { endpoint: sendContactMessage, writes: ['mail.create'] },
  { endpoint: subscribeToParcel, writes: ['subscription.create', 'mail.create'] },
  { endpoint: confirmSubscription, writes: ['subscription.update'] },
  // A rating of a delivered parcel: a pending review (issue 16).
  { endpoint: rateParcel, writes: ['review.create'] },
  // Tracking privacy (issue 16): reads the parcel once the recipient's fact is right.
  {
    endpoint: unlockParcel,
    exempt: 'shows a parcel to a visitor who knows its recipient; changes no record',
  },
  { endpoint: unsubscribe, writes: ['subscription.update', 'parcel.update'] },

  // The chain itself: an exported checkpoint is covered by the row recording its export.
  { endpoint: exportAuditCheckpoint, writes: ['audit.checkpoint_export'] },
  {
    endpoint: checkAuditCheckpoint,
    exempt: 'compares a checkpoint with the chain; changes no record',
  },
];
