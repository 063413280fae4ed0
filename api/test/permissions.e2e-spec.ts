import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Express } from 'express';
import * as contract from '@waybill/shared';
import {
  API_PREFIX,
  type Access,
  type Endpoint,
  type Role,
  PERMISSIONS,
  ROLES,
  allows,
  getGraph,
  listStaff,
  searchPlaces,
} from '@waybill/shared';
import { type StaffAgent, type TestApp, signedInAgent, startTestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

// The permission matrix: every route the server registered × every role and a visitor, from the
// server's own route table. A route the contract gives no access to fails here, as does a role
// that reaches what its permissions do not give it, or one kept from what they do.

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

const endpoints = Object.values(contract as Record<string, unknown>).filter(
  (value): value is Endpoint =>
    typeof value === 'object' && value !== null && 'route' in value && 'method' in value,
);
const ACCESS = new Map(endpoints.map((e) => [`${e.method} ${e.route}`, e.access]));

let t: TestApp;
const agents = {} as Record<Role, StaffAgent>;
beforeAll(async () => {
  t = await startTestApp();
  agents.owner = await signedInAgent(t);
  for (const role of ['admin', 'dispatcher', 'viewer', 'courier'] as const) {
    agents[role] = await invitedMember(t, agents.owner, role);
  }
});
afterAll(() => t.close());

/** Every /api route Express serves, as `METHOD /api/route`. */
function registeredRoutes(): string[] {
  const express = t.app.getHttpAdapter().getInstance() as Express;
  const stack = (express.router as unknown as { stack: Layer[] }).stack;
  return stack
    .flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map(
            (method) => `${method.toUpperCase()} ${layer.route!.path}`,
          )
        : [],
    )
    .filter((route) => route.includes(` ${API_PREFIX}/`) && !route.includes(`${API_PREFIX}/docs`))
    .filter((route, index, all) => all.indexOf(route) === index);
}

/** Calls a route with placeholder parameters and an empty body. */
async function call(agent: StaffAgent | null, route: string) {
  const [method, path] = route.split(' ');
  const url = path.replace(/:(\w+)/g, '1');
  const client = agent ?? t.http();
  const response = await client[method.toLowerCase() as 'get'](url).send({});
  const codes = (response.body?.error_codes ?? []) as string[];
  return { status: response.status, codes };
}

const DENIALS = ['auth.signed_out', 'auth.forbidden'];

describe('the route table', () => {
  it('gives every registered route an access from the contract', () => {
    const routes = registeredRoutes();
    // Some routes are registered twice (a fast path before Nest's handler): one entry each.
    expect(routes.length).toBe(endpoints.length);
    const undeclared = routes.filter((route) => !ACCESS.has(route));
    expect(undeclared).toEqual([]);
    const known = new Set<string>(['public', 'signed_in', 'account', ...PERMISSIONS]);
    expect(routes.filter((route) => !known.has(ACCESS.get(route)!))).toEqual([]);
  });

  it('has routes each role is kept from, and routes only the owner may call', () => {
    const needs = (route: string) => ACCESS.get(route) as Access;
    const routes = registeredRoutes();
    for (const role of ['admin', 'dispatcher', 'viewer', 'courier'] as const) {
      expect(routes.some((route) => !allows(role, needs(route)))).toBe(true);
    }
    expect(routes.filter((route) => needs(route) === 'staff.manage').length).toBeGreaterThan(3);
  });
});

describe('a visitor', () => {
  it('gets 401 auth.signed_out on every route that is not public, and in on public ones', async () => {
    for (const route of registeredRoutes()) {
      const answer = await call(null, route);
      if (ACCESS.get(route) === 'public') {
        expect({ route, codes: answer.codes.filter((c) => DENIALS.includes(c)) }).toEqual({
          route,
          codes: [],
        });
      } else {
        expect({ route, ...answer }).toEqual({ route, status: 401, codes: ['auth.signed_out'] });
      }
    }
  });
});

describe('a HEAD request', () => {
  it('needs what its GET needs', async () => {
    await t.http().head(getGraph.path({})).expect(200);
    await t.http().head(listStaff.path({})).expect(401);
    await agents.viewer.head(listStaff.path({})).expect(403);
    await agents.owner.head(listStaff.path({})).expect(200);
  });
});

describe('the place search', () => {
  it('serves those who write parcels: not a viewer, not a visitor', async () => {
    const route = `${searchPlaces.method} ${searchPlaces.route}`;
    expect(ACCESS.get(route)).toBe('parcels.write');
    const address = searchPlaces.path({}, { search: 'cairo' });
    await t.http().get(address).expect(401);
    await agents.viewer.get(address).expect(403);
    for (const role of ['owner', 'admin', 'dispatcher'] as const) {
      const answer = await agents[role].get(address).expect(200);
      expect(answer.body.data[0]).toMatchObject({ name: 'Cairo', country: 'EG' });
    }
  });
});

describe.each(ROLES)('a signed-in %s', (role) => {
  it('is let through exactly where its role allows, and gets 403 auth.forbidden elsewhere', async () => {
    // Public routes include signing out, which would end the session the rest relies on.
    const routes = registeredRoutes().filter((route) => ACCESS.get(route) !== 'public');
    let allowed = 0;
    for (const route of routes) {
      const answer = await call(agents[role], route);
      if (allows(role, ACCESS.get(route)!)) {
        allowed += 1;
        const denied = answer.codes.filter((code) => DENIALS.includes(code));
        expect({ route, refused: [401, 403].includes(answer.status), denied }).toEqual({
          route,
          refused: false,
          denied: [],
        });
      } else {
        expect({ route, ...answer }).toEqual({ route, status: 403, codes: ['auth.forbidden'] });
      }
    }
    expect(allowed).toBeGreaterThan(0);
    // Still signed in with the same role: nothing above changed who this member is.
    const graph = await agents[role].get(getGraph.path({})).expect(200);
    expect(graph.body.data.admin).toEqual(expect.objectContaining({ role }));
  });
});
