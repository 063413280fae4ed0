import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@waybill/shared';
import { en, type AdminMessageKey } from '../i18n/en';
import { t } from '../i18n/i18n';

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

/** A parcel's field by the name its form gives it; other fields by their stored name. */
export function fieldLabel(entity: string, field: string): string {
  const key = `parcels.field.${field}`;
  return entity === 'parcel' && key in en ? t(key as AdminMessageKey) : field;
}
