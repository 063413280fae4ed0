import { describe, expect, it } from 'vitest';
import {
  type AuditListEntry,
  createActivity,
  createParcel,
  deleteActivity,
  deleteParcel,
  getGraph,
  listAudit,
  renameAccount,
  updateActivity,
  updateParcel,
} from '@waybill/shared';
import { ADMIN, type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

let t: TestApp;
let owner: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, owner] = [app, agent];
});

const whoAmI = async (agent: StaffAgent) =>
  (await agent.get(getGraph.path({})).expect(200)).body.data.admin;

async function trail(agent: StaffAgent = owner): Promise<AuditListEntry[]> {
  return (await agent.get(listAudit.path({})).expect(200)).body.data.data as AuditListEntry[];
}

describe('the display name', () => {
  it('is set by the member, trimmed, shown by the next request, and written once to the trail', async () => {
    const answer = await owner
      .patch(renameAccount.path({}))
      .send({ name: '  Ada Boss  ' })
      .expect(200);
    expect(answer.body.data).toEqual({ email: ADMIN.email, name: 'Ada Boss', role: 'owner' });
    expect(await whoAmI(owner)).toMatchObject({ name: 'Ada Boss' });
    // Saving the same name again changes nothing and writes nothing.
    await owner.patch(renameAccount.path({})).send({ name: 'Ada Boss' }).expect(200);
    const renames = (await trail()).filter(
      (row) => row.entity === 'account' && row.action === 'update',
    );
    expect(renames).toHaveLength(1);
    expect(renames[0].changes).toEqual({ name: { before: 'boss', after: 'Ada Boss' } });
    // The trail names the member and the account by the name they have now.
    expect(renames[0]).toMatchObject({ account_name: 'Ada Boss', entity_name: 'Ada Boss' });
  });

  it('refuses a blank, missing, too long or non-text name with a coded 400, changing nothing', async () => {
    for (const [body, code] of [
      [{ name: '   ' }, 'field.required'],
      [{}, 'field.required'],
      [{ name: 'x'.repeat(301) }, 'field.too_long'],
      [{ name: 42 }, 'field.type'],
      [{ name: 'Nul\u0000byte' }, 'field.nul'],
    ] as const) {
      const refused = await owner.patch(renameAccount.path({})).send(body).expect(400);
      expect(refused.body.error_codes, JSON.stringify(body)).toEqual([code]);
    }
    expect(await whoAmI(owner)).toMatchObject({ name: 'boss' });
  });

  it('renames only the caller: another member’s id in the body is ignored; signed out is 401', async () => {
    const viewer = await invitedMember(t, owner, 'viewer');
    const [{ id: ownerId }] = await t.dataSource.query(`SELECT id FROM admins WHERE email = $1`, [
      ADMIN.email,
    ]);
    await viewer
      .patch(renameAccount.path({}))
      .send({ name: 'Mallory', id: ownerId, email: ADMIN.email, role: 'owner' })
      .expect(200);
    expect(await whoAmI(viewer)).toMatchObject({ name: 'Mallory', role: 'viewer' });
    expect(await whoAmI(owner)).toMatchObject({ name: 'boss', role: 'owner' });
    await t.agent().patch(renameAccount.path({})).send({ name: 'Nobody' }).expect(401);
  });

  it('is never blank in the database (migration 1767800000200)', async () => {
    await expect(
      t.dataSource.query(`UPDATE admins SET name = '  ' WHERE email = $1`, [ADMIN.email]),
    ).rejects.toThrow(/admins_name_present/);
  });
});

describe('the trail names its records', () => {
  it('gives a parcel’s rows its tracking code, kept from its own rows once it is deleted', async () => {
    const made = await owner
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-NAMED', recipient_name: 'Ada Obi', destination: 'Lagos' })
      .expect(201);
    const id = made.body.data.id as number;
    await owner.patch(updateParcel.path({})).send({ id, destination: 'Abuja' }).expect(200);
    let rows = (await trail()).filter((row) => row.entity === 'parcel');
    expect(rows.map((row) => row.entity_name)).toEqual(['WB-NAMED', 'WB-NAMED']);
    expect(rows.every((row) => row.entity_id === String(id))).toBe(true);

    await owner.delete(deleteParcel.path({})).send({ id }).expect(200);
    rows = (await trail()).filter((row) => row.entity === 'parcel');
    expect(rows[0].action).toBe('delete');
    // The parcel is gone: the code comes from what its rows recorded.
    expect(rows.map((row) => row.entity_name)).toEqual(['WB-NAMED', 'WB-NAMED', 'WB-NAMED']);
  });

  it('names a history entry by its parcel’s code and its title, kept once both are deleted', async () => {
    const made = await owner
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-ENTRY', recipient_name: 'Ada Obi', destination: 'Lagos' })
      .expect(201);
    const parcelId = made.body.data.id as number;
    const added = await owner
      .post(createActivity.path({}))
      .send({ parcel_id: parcelId, title: 'Called', description: 'No answer', notify: false })
      .expect(201);
    const id = added.body.data.id as number;
    await owner.patch(updateActivity.path({})).send({ id, title: 'Called twice' }).expect(200);
    const entryRows = async () => (await trail()).filter((row) => row.entity === 'activity');
    const named = (rows: AuditListEntry[]) =>
      rows.map((row) => [row.action, row.parcel_code, row.entity_name]);
    // Read when the page is read: every row, the older ones too, by the entry's name now.
    expect(named(await entryRows())).toEqual([
      ['update', 'WB-ENTRY', 'Called twice'],
      ['create', 'WB-ENTRY', 'Called twice'],
    ]);
    // The parcel's own rows have no parcel_code of their own: their name is the code.
    expect((await trail()).find((row) => row.entity === 'parcel')).toMatchObject({
      entity_name: 'WB-ENTRY',
      parcel_code: null,
    });

    await owner.delete(deleteActivity.path({})).send({ id }).expect(200);
    await owner.delete(deleteParcel.path({})).send({ id: parcelId }).expect(200);
    // Both gone: the title and the code come from what their rows recorded.
    expect(named(await entryRows())).toEqual([
      ['delete', 'WB-ENTRY', 'Called twice'],
      ['update', 'WB-ENTRY', 'Called twice'],
      ['create', 'WB-ENTRY', 'Called twice'],
    ]);
  });
});
