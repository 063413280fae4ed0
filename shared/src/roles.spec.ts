import type { Endpoint } from './endpoint.js';
import * as contract from './index.js';
import {
  ASSIGNABLE_ROLES,
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  allows,
  isRole,
  type Permission,
} from './roles.js';

const endpoints = Object.values(contract as Record<string, unknown>).filter(
  (value): value is Endpoint =>
    typeof value === 'object' && value !== null && 'route' in value && 'method' in value,
);

describe('the roles', () => {
  it('give the owner every permission but a courier’s run, and the admin all but staff, security and jobs', () => {
    expect(PERMISSIONS.filter((p) => !ROLE_PERMISSIONS.owner.has(p))).toEqual(['courier.run']);
    expect(PERMISSIONS.filter((p) => !ROLE_PERMISSIONS.admin.has(p)).sort()).toEqual([
      'courier.run',
      'security.manage',
      'staff.manage',
      'system.manage',
    ]);
  });

  it('let a courier do their own run and keep their own account, and nothing else', () => {
    expect([...ROLE_PERMISSIONS.courier]).toEqual(['courier.run']);
    expect(allows('courier', 'courier.run')).toBe(true);
    expect(allows('courier', 'account')).toBe(true);
    expect(allows('courier', 'signed_in')).toBe(false);
    expect(allows('courier', 'parcels.read')).toBe(false);
    for (const role of ['owner', 'admin', 'dispatcher', 'viewer'] as const) {
      expect(allows(role, 'courier.run')).toBe(false);
      expect(allows(role, 'account')).toBe(true);
    }
    expect(allows(undefined, 'account')).toBe(false);
  });

  it('let a dispatcher work on parcels, invoices and mail, and nothing else', () => {
    expect([...ROLE_PERMISSIONS.dispatcher].sort()).toEqual([
      'invoices.read',
      'invoices.write',
      'mail.read',
      'mail.send',
      'parcels.read',
      'parcels.write',
    ]);
  });

  it('let a viewer read exactly what a dispatcher reads and change nothing', () => {
    const reads = (role: 'dispatcher' | 'viewer') =>
      [...ROLE_PERMISSIONS[role]].filter((p) => p.endsWith('.read')).sort();
    expect(reads('viewer')).toEqual(reads('dispatcher'));
    expect([...ROLE_PERMISSIONS.viewer].every((p) => p.endsWith('.read'))).toBe(true);
  });

  it('never let anyone be given the owner role', () => {
    expect(ASSIGNABLE_ROLES).not.toContain('owner');
    expect([...ASSIGNABLE_ROLES, 'owner'].sort()).toEqual([...ROLES].sort());
  });

  it('answer whether a role may call a route', () => {
    expect(allows(undefined, 'public')).toBe(true);
    expect(allows(undefined, 'signed_in')).toBe(false);
    expect(allows(null, 'parcels.read')).toBe(false);
    expect(allows('viewer', 'signed_in')).toBe(true);
    expect(allows('viewer', 'parcels.read')).toBe(true);
    expect(allows('viewer', 'parcels.write')).toBe(false);
    expect(allows('dispatcher', 'settings.write')).toBe(false);
    expect(allows('admin', 'staff.manage')).toBe(false);
    expect(allows('owner', 'staff.manage')).toBe(true);
    // A role the table does not know (an old session, a hand-edited row) may do nothing.
    expect(allows('root' as never, 'parcels.read')).toBe(false);
    expect(isRole('root')).toBe(false);
    expect(isRole('viewer')).toBe(true);
  });
});

describe('every endpoint of the contract', () => {
  it('declares who may call it, from the known permissions', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    const known = new Set<string>(['public', 'signed_in', 'account', ...PERMISSIONS]);
    const undeclared = endpoints.filter((endpoint) => !known.has(endpoint.access));
    expect(undeclared.map((endpoint) => `${endpoint.method} ${endpoint.route}`)).toEqual([]);
  });

  it('keeps pages, reviews, settings and staff from dispatchers', () => {
    const needs = (permission: Permission) =>
      endpoints.filter((endpoint) => endpoint.access === permission).length;
    for (const permission of [
      'pages.write',
      'reviews.write',
      'settings.read',
      'settings.write',
      'staff.manage',
    ] as const) {
      expect(needs(permission)).toBeGreaterThan(0);
      expect(allows('dispatcher', permission)).toBe(false);
    }
  });
});
