// Audit trail.
import { AuditEntryEntity } from '../../audit/audit-entry.entity.js';
import { ActivityEntity } from '../../activities/activity.entity.js';
import { InvoiceEntity } from '../../invoices/invoice.entity.js';
import { AdminEntity } from '../../auth/admin.entity.js';
import { PasswordResetEntity } from '../../auth/password-reset.entity.js';
import { OutboxMessageEntity } from '../../mail/outbox-message.entity.js';
import { MailServerEntity } from '../../mail/mail-server.entity.js';
import { ContactMessageEntity } from '../../messages/contact-message.entity.js';
import { SubscriberEntity } from '../../notifications/subscriber.entity.js';
import { PageEntity } from '../../pages/page.entity.js';
import { ParcelEntity } from '../../parcels/parcel.entity.js';
import { ReviewEntity } from '../../reviews/review.entity.js';
import { SettingsEntity } from '../../settings/settings.entity.js';
import { AppSecretEntity } from '../security/app-secret.entity.js';
import { RateLimitEntity } from '../security/rate-limit.entity.js';
import { SessionEntity } from '../session/session.entity.js';
// Roles and staff accounts.
import { StaffInvitationEntity } from '../../staff/invitation.entity.js';
// Two-factor sign-in.
import { TWO_FACTOR_ENTITIES } from '../../auth/two-factor/two-factor.entities.js';
// Passkeys.
import { PASSKEY_ENTITIES } from '../../auth/passkeys/passkey.entities.js';
// Uploaded pictures' uses.
import { ImageReferenceEntity } from '../uploads/image-reference.entity.js';

export const ENTITIES = [
  AdminEntity,
  PasswordResetEntity,
  SessionEntity,
  OutboxMessageEntity,
  MailServerEntity,
  ContactMessageEntity,
  SettingsEntity,
  RateLimitEntity,
  AppSecretEntity,
  ParcelEntity,
  ActivityEntity,
  PageEntity,
  ReviewEntity,
  SubscriberEntity,
  InvoiceEntity,
  // Audit trail.
  AuditEntryEntity,
  StaffInvitationEntity,
  // Two-factor sign-in.
  ...TWO_FACTOR_ENTITIES,
  // Passkeys.
  ...PASSKEY_ENTITIES,
  // Uploaded pictures' uses.
  ImageReferenceEntity,
];
