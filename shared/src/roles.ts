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
  // The background job queue: its jobs and schedules, a failed job run again.
  'system.manage',
  // API keys for shops' systems (docs/api.md): create, list, revoke.
  'keys.manage',
  // Webhooks: the endpoints told of parcel events and their delivery log.
  'webhooks.manage',
  // A courier's own run (docs/product.md §4.12): the run, scans, the sync of the phone's actions.
  'courier.run',
  // Data requests (docs/product.md §4.18): a person's records found, exported, erased.
  'privacy.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What a route needs: nothing (a visitor), a member working in the office (`signed_in`: every role
 * but the courier), the member's own account (`account`: any signed-in member, couriers too:
 * their password, sessions and second factors), or one permission.
 */
export type Access = 'public' | 'signed_in' | 'account' | Permission;

export const ROLES = ['owner', 'admin', 'dispatcher', 'viewer', 'courier'] as const;
export type Role = (typeof ROLES)[number];

/** The roles the owner can give; ownership itself is only handed over, never given. */
export const ASSIGNABLE_ROLES = [
  'admin',
  'dispatcher',
  'viewer',
  'courier',
] as const satisfies Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** What a viewer reads is what a dispatcher works on. */
const VIEWER: Permission[] = ['parcels.read', 'invoices.read', 'mail.read'];
const DISPATCHER: Permission[] = [...VIEWER, 'parcels.write', 'invoices.write', 'mail.send'];
/** Only the owner manages staff, the account security rules and the background jobs. */
const OWNER_ONLY: Permission[] = ['staff.manage', 'security.manage', 'system.manage'];
/** Only a courier has a run: the office works on runs through parcels' permissions. */
const COURIER_ONLY: Permission[] = ['courier.run'];
const OFFICE = PERMISSIONS.filter((permission) => !COURIER_ONLY.includes(permission));

export const ROLE_PERMISSIONS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  owner: new Set(OFFICE),
  admin: new Set(OFFICE.filter((permission) => !OWNER_ONLY.includes(permission))),
  dispatcher: new Set(DISPATCHER),
  viewer: new Set(VIEWER),
  // A courier may do nothing but their own run (and keep their own account).
  courier: new Set(COURIER_ONLY),
};

/** The roles that work in the office, and may open what any signed-in member may. */
export function isOfficeRole(role: Role): boolean {
  return role !== 'courier';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a member of `role` may call a route that needs `access` (false when signed out). */
export function allows(role: Role | null | undefined, access: Access): boolean {
  if (access === 'public') return true;
  if (!role || !isRole(role)) return false;
  if (access === 'account') return true;
  if (access === 'signed_in') return isOfficeRole(role);
  return ROLE_PERMISSIONS[role].has(access);
}

/**
 * What an API key may be given (docs/api.md): a key opens only the endpoints that name one of
 * its scopes (endpoint.ts, `keyScope`), so an endpoint that names none (the panel, sessions,
 * staff, settings, audit) is closed to every key by construction.
 */
export const KEY_SCOPES = [
  'parcels:read',
  'parcels:write',
  'labels:read',
  'webhooks:manage',
] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

export function isKeyScope(value: unknown): value is KeyScope {
  return typeof value === 'string' && (KEY_SCOPES as readonly string[]).includes(value);
}
