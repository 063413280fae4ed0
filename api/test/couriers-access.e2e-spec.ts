import { describe, it, expect } from 'vitest';
import * as contract from '@waybill/shared';
import { API_PREFIX, type Endpoint, getGraph, getMyRun } from '@waybill/shared';
import { type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

// A courier may do nothing but their own run (docs/product.md §4.12): walked from the API's own
// OpenAPI document, every operation that is not public, not the member's own account and not the
// courier's run answers a courier's cookie 403 auth.forbidden, whatever the parameters and body.

const endpoints = Object.values(contract as Record<string, unknown>).filter(
  (value): value is Endpoint =>
    typeof value === 'object' && value !== null && 'route' in value && 'method' in value,
);
const byOperation = new Map(endpoints.map((e) => [`${e.method} ${e.route}`, e]));

let t: TestApp;
let owner: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, owner] = [app, agent];
});

const OPEN_TO_A_COURIER = new Set(['public', 'account', 'courier.run']);

describe('a courier’s cookie', () => {
  it('is refused by every operation of the OpenAPI document outside their run', async () => {
    const courier = await invitedMember(t, owner, 'courier', 'rider@example.com');
    const document = (await t.http().get(`${API_PREFIX}/docs-json`).expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    let refused = 0;
    let theirs = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const methods = Object.keys(operations).filter((key) =>
        ['get', 'post', 'patch', 'put', 'delete'].includes(key),
      );
      for (const method of methods) {
        const route = path.replace(/\{(\w+)\}/g, ':$1');
        const endpoint = byOperation.get(`${method.toUpperCase()} ${route}`);
        expect(endpoint, `${method} ${path} is in the contract`).toBeDefined();
        if (endpoint!.access === 'public' || endpoint!.access === 'account') continue;
        const url = path.replace(/\{(\w+)\}/g, '1');
        for (const body of [{}, { id: 1, courier_id: 1, code: 'WB1', codes: ['WB1'] }]) {
          const answer = await courier[method as 'get'](url).send(body);
          const codes = (answer.body?.error_codes ?? []) as string[];
          if (OPEN_TO_A_COURIER.has(endpoint!.access)) {
            expect({ path, method, status: answer.status }).not.toMatchObject({ status: 403 });
            expect({ path, method, status: answer.status }).not.toMatchObject({ status: 401 });
            theirs += 1;
          } else {
            expect({ path, method, status: answer.status, codes }).toEqual({
              path,
              method,
              status: 403,
              codes: ['auth.forbidden'],
            });
            refused += 1;
          }
        }
      }
    }
    expect(refused).toBeGreaterThan(100);
    expect(theirs).toBeGreaterThan(0);
    // Still signed in as the courier: the walk changed nothing of who they are.
    const graph = await courier.get(getGraph.path({})).expect(200);
    expect(graph.body.data.admin).toMatchObject({ role: 'courier' });
    await courier.get(getMyRun.path({})).expect(200);
  });

  it('opens the run to couriers only', async () => {
    await owner.get(getMyRun.path({})).expect(403);
    for (const role of ['admin', 'dispatcher', 'viewer'] as const) {
      const member = await invitedMember(t, owner, role, `${role}@example.com`);
      await member.get(getMyRun.path({})).expect(403);
    }
  });
});
