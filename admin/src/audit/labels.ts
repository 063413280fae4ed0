import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@waybill/shared';
import { hasText, t } from '../i18n/i18n';
import type { AdminMessageKey } from '../i18n/keys';

const ENTITY_KEYS = {
  parcel: 'audit.entity.parcel',
  activity: 'audit.entity.activity',
  page: 'audit.entity.page',
  review: 'audit.entity.review',
  settings: 'audit.entity.settings',
  invoice: 'audit.entity.invoice',
  mail: 'audit.entity.mail',
  account: 'audit.entity.account',
  passkey: 'audit.entity.passkey',
  invitation: 'audit.entity.invitation',
  subscription: 'audit.entity.subscription',
  two_factor_policy: 'audit.entity.two_factor_policy',
  session: 'audit.entity.session',
  audit: 'audit.entity.audit',
  // Named where the rest of the background jobs' text is.
  job: 'audit.entity.job',
  message: 'audit.entity.message',
  api_key: 'audit.entity.api_key',
  webhook: 'audit.entity.webhook',
  run: 'audit.entity.run',
  parcel_import: 'audit.entity.parcel_import',
  personal_data: 'audit.entity.personal_data',
} as const satisfies Record<AuditEntity, AdminMessageKey>;

const ACTION_KEYS = {
  create: 'audit.action.create',
  update: 'audit.action.update',
  delete: 'audit.action.delete',
  signin: 'audit.action.signin',
  signin_failed: 'audit.action.signin_failed',
  password_change: 'audit.action.password_change',
  passkey_add: 'audit.action.passkey_add',
  passkey_rename: 'audit.action.passkey_rename',
  passkey_remove: 'audit.action.passkey_remove',
  signin_passkey: 'audit.action.signin_passkey',
  password_reset_request: 'audit.action.password_reset_request',
  role_change: 'audit.action.role_change',
  disable: 'audit.action.disable',
  enable: 'audit.action.enable',
  handover: 'audit.action.handover',
  accept: 'audit.action.accept',
  revoke: 'audit.action.revoke',
  two_factor_on: 'audit.action.two_factor_on',
  two_factor_off: 'audit.action.two_factor_off',
  recovery_codes_renew: 'audit.action.recovery_codes_renew',
  proof_failed: 'audit.action.proof_failed',
  end: 'audit.action.end',
  checkpoint_export: 'audit.action.checkpoint_export',
  reveal: 'audit.action.reveal',
  handover_failed: 'audit.action.handover_failed',
  handover_reset: 'audit.action.handover_reset',
  export: 'audit.action.export',
  erase: 'audit.action.erase',
} as const satisfies Record<AuditAction, AdminMessageKey>;

const isEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);
const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** A record kind's name; one added later by the API shows as its code until translated. */
export const entityLabel = (entity: string) => (isEntity(entity) ? t(ENTITY_KEYS[entity]) : entity);
export const actionLabel = (action: string) => (isAction(action) ? t(ACTION_KEYS[action]) : action);

export const entityChoices = () =>
  AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) }));
export const actionChoices = () =>
  AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));

/** Records whose fields are named by their own form's labels (`<prefix><field>`). */
const FORM_LABELS: Partial<Record<string, string>> = {
  parcel: 'parcels.field.',
  activity: 'activities.field.',
  invoice: 'invoices.field.',
};

/** Other stored fields, by the label their screen (or the trail) gives them. */
const FIELD_KEYS: Record<string, AdminMessageKey> = {
  company_name: 'settings.companyName',
  contact_email: 'settings.contactEmail',
  contact_phone: 'settings.contactPhone',
  contact_phone_alt: 'settings.alternatePhone',
  contact_address: 'settings.address',
  meta_description: 'settings.metaDescription',
  chat_code: 'settings.chatCode',
  mail_driver: 'settings.mailDriver',
  mail_template: 'settings.mailTemplate',
  notify_recipients: 'settings.notifyRecipients',
  tracking_shows_names: 'settings.trackingShowsNames',
  tracking_shows_photo: 'settings.trackingShowsPhoto',
  tracking_shows_exact_map: 'settings.trackingShowsExactMap',
  preference_options: 'settings.preferences',
  preference_window_days: 'settings.preferenceWindow',
  preference_cutoff: 'settings.preferenceCutoff',
  personal_data_days: 'privacy.keepDays',
  name: 'audit.field.name',
  email: 'audit.field.email',
  role: 'audit.field.role',
  disabled: 'audit.field.disabled',
  password_hash: 'audit.field.password',
  how: 'audit.field.how',
  title: 'audit.field.title',
  image: 'audit.field.image',
  status: 'audit.field.status',
  created_at: 'audit.field.created_at',
  expires_at: 'audit.field.expires_at',
};

/**
 * A field by the name staff know it by: its form's label, else the trail's own word for it, else
 * its stored name made readable ("status_key" → "Status key"), never the raw key.
 */
export function fieldLabel(entity: string, field: string): string {
  const formKey = `${FORM_LABELS[entity] ?? 'audit.field.'}${field}`;
  if (hasText(formKey)) return t(formKey);
  const key = FIELD_KEYS[field];
  if (key && hasText(key)) return t(key);
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
