import { it, expect, beforeAll, afterAll } from 'vitest';
import { StaffRoles1766620000001 } from '../src/core/database/migrations/1766620000001-staff-roles.js';
import { ADMIN, type TestApp, signUpAdmin, startTestApp } from './harness.js';

// The roles migration on an install from before roles: its one admin becomes the owner.

let t: TestApp;
beforeAll(async () => {
  // It takes migrations down and up: on PostgreSQL, a database of its own.
  t = await startTestApp({}, { changesSchema: true });
});
afterAll(() => t.close());

async function migrate(step: 'up' | 'down') {
  const runner = t.dataSource.createQueryRunner();
  try {
    await new StaffRoles1766620000001()[step](runner);
  } finally {
    await runner.release();
  }
}

it('makes the existing admin the owner, named after its e-mail, and allows one owner only', async () => {
  await signUpAdmin(t);
  await migrate('down');
  const [before] = await t.dataSource.query(`SELECT * FROM admins`);
  expect(before).not.toHaveProperty('role');

  await migrate('up');
  const rows = await t.dataSource.query(`SELECT email, name, role, disabled_at FROM admins`);
  expect(rows).toEqual([{ email: ADMIN.email, name: 'boss', role: 'owner', disabled_at: null }]);
  await expect(
    t.dataSource.query(
      `INSERT INTO admins (email, password_hash, name, role) VALUES ('x@example.com', 'x', 'x', 'owner')`,
    ),
  ).rejects.toThrow();
  await expect(
    t.dataSource.query(
      `INSERT INTO admins (email, password_hash, name, role) VALUES ('y@example.com', 'y', 'y', 'root')`,
    ),
  ).rejects.toThrow();
});
