/**
 * Staff roles and what each may do, written once (docs/product.md, "Roles"). The API's guard
 * checks the permission an endpoint declares (endpoint.ts, `access`) against the signed-in
 * member's role; the control panel reads the same table to show only what the role may open.
 */

/** Every permission a route can ask for. A `.read` lets a member see; the others change things. */
export const PERMISSIONS = [
  'parcels.read',
  'parcels.write',
  'invoices.read',
  'invoices.write',
  'mail.read',
  'mail.send',
  'pages.write',
  'reviews.write',
  'settings.read',
  'settings.write',
  'staff.manage',
  'security.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What a route needs: nothing (a visitor), any signed-in member, or one permission. */
export type Access = 'public' | 'signed_in' | Permission;

export const ROLES = ['owner', 'admin', 'dispatcher', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The roles the owner can give; ownership itself is only handed over, never given. */
export const ASSIGNABLE_ROLES = ['admin', 'dispatcher', 'viewer'] as const satisfies Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** What a viewer reads is what a dispatcher works on. */
const VIEWER: Permission[] = ['parcels.read', 'invoices.read', 'mail.read'];
const DISPATCHER: Permission[] = [...VIEWER, 'parcels.write', 'invoices.write', 'mail.send'];
/** Only the owner manages staff and the account security rules. */
const OWNER_ONLY: Permission[] = ['staff.manage', 'security.manage'];

export const ROLE_PERMISSIONS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  owner: new Set(PERMISSIONS),
  admin: new Set(PERMISSIONS.filter((permission) => !OWNER_ONLY.includes(permission))),
  dispatcher: new Set(DISPATCHER),
  viewer: new Set(VIEWER),
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a member of `role` may call a route that needs `access` (false when signed out). */
export function allows(role: Role | null | undefined, access: Access): boolean {
  if (access === 'public') return true;
  if (!role || !isRole(role)) return false;
  if (access === 'signed_in') return true;
  return ROLE_PERMISSIONS[role].has(access);
}
