import { ASSIGNABLE_ROLES, type Role } from '@waybill/shared';
import type { SelectOption } from '../forms';
import { t } from '../i18n/i18n';

/** A role's name in the member's language (a shell text: the top bar says it on every screen). */
export const roleName = (role: Role) => t(`shell.role.${role}`);

/** The roles the owner can give, named, with what each may do as a hint. */
export function roleOptions(): SelectOption[] {
  return ASSIGNABLE_ROLES.map((role) => ({ value: role, label: roleName(role) }));
}
