import { describe, it, expect } from 'vitest';
import {
  acceptInvitation,
  deleteParcel,
  getGraph,
  handOverOwnership,
  inviteStaff,
  listParcels,
  listStaff,
  revokeInvitation,
  sendPasswordPin,
  signIn,
  updateStaffMember,
  type StaffList,
} from '@waybill/shared';
import { InvitationsService } from '../src/staff/invitations.service.js';
import { ACCEPT_PER_CLIENT } from '../src/staff/staff-rate-rules.js';
import { ADMIN, type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { MEMBER_PASSWORD, invitationToken, invitedMember } from './staff-kit.js';

let t: TestApp;
let owner: StaffAgent;
useStaffApp({}, (app, agent) => {
  t = app;
  owner = agent;
});

const list = async (agent: StaffAgent = owner): Promise<StaffList> =>
  (await agent.get(listStaff.path({})).expect(200)).body.data;
const memberId = async (email: string) =>
  (await list()).members.find((member) => member.email === email)!.id;
const whoAmI = async (agent: StaffAgent) =>
  (await agent.get(getGraph.path({})).expect(200)).body.data.admin;

async function invite(email: string, role = 'dispatcher') {
  await owner.post(inviteStaff.path({})).send({ email, role }).expect(201);
  return invitationToken(t.dataSource, email);
}

function accept(token: string, agent: StaffAgent = t.agent()) {
  return agent
    .post(acceptInvitation.path({}))
    .send({ token, name: 'Dee Patcher', password: MEMBER_PASSWORD });
}

function signInAs(email: string, password = MEMBER_PASSWORD) {
  return t.agent().post(signIn.path({})).field('email', email).field('password', password);
}

describe('an invitation', () => {
  it('e-mails a single-use link; accepting it makes a signed-in member with its role', async () => {
    const answer = await owner
      .post(inviteStaff.path({}))
      .send({ email: 'Dee@Example.com', role: 'dispatcher' })
      .expect(201);
    expect(answer.body.data).toEqual(
      expect.objectContaining({ email: 'dee@example.com', role: 'dispatcher', expired: false }),
    );
    const days = (Date.parse(answer.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(JSON.stringify(answer.body)).not.toMatch(/token/);
    const token = await invitationToken(t.dataSource, 'dee@example.com');
    // Only its digest is stored.
    const [row] = await t.dataSource.query(`SELECT * FROM staff_invitations`);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await list()).invitations.map((each) => each.email)).toEqual(['dee@example.com']);

    const member = t.agent();
    const accepted = await accept(token, member).expect(200);
    const dee = { email: 'dee@example.com', name: 'Dee Patcher', role: 'dispatcher' };
    expect(accepted.body.data).toEqual(dee);
    expect(await whoAmI(member)).toEqual(dee);
    await member.get(listParcels.path({})).expect(200);
    const after = await list();
    expect(after.invitations).toEqual([]);
    expect(after.members.map(({ email, role, disabled }) => ({ email, role, disabled }))).toEqual([
      { email: ADMIN.email, role: 'owner', disabled: false },
      { email: 'dee@example.com', role: 'dispatcher', disabled: false },
    ]);
    await signInAs('dee@example.com').expect(200);
  });

  it('refuses a link used before: 410 staff.invitation_used, and makes one member of two tries', async () => {
    const token = await invite('dee@example.com');
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect([409, 410]).toContain(refused.status);
    const again = await accept(token).expect(410);
    expect(again.body.error_codes).toEqual(['staff.invitation_used']);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM admins WHERE email = 'dee@example.com'`,
    );
    expect(count).toBe(1);
  });

  it('refuses an expired link: 410 staff.invitation_expired; the owner can invite again', async () => {
    const token = await invite('dee@example.com');
    await t.dataSource.query(`UPDATE staff_invitations SET expires_at = now() - interval '1 s'`);
    expect((await list()).invitations[0].expired).toBe(true);
    const answer = await accept(token).expect(410);
    expect(answer.body.error_codes).toEqual(['staff.invitation_expired']);
    const fresh = await invite('dee@example.com');
    await accept(fresh).expect(200);
    // The first link stays dead.
    expect((await accept(token).expect(410)).body.error_codes).toEqual([
      'staff.invitation_revoked',
    ]);
  });

  it('refuses a revoked link: 410 staff.invitation_revoked; revoking twice is 404', async () => {
    const token = await invite('dee@example.com');
    const { id } = (await list()).invitations[0];
    await owner.delete(revokeInvitation.path({})).send({ id }).expect(200);
    expect((await list()).invitations).toEqual([]);
    const answer = await accept(token).expect(410);
    expect(answer.body.error_codes).toEqual(['staff.invitation_revoked']);
    const twice = await owner.delete(revokeInvitation.path({})).send({ id }).expect(404);
    expect(twice.body.error_codes).toEqual(['staff.invitation_not_found']);
  });

  it('refuses a wrong token with 404 staff.invitation_unknown, and a guesser is rate limited', async () => {
    await invite('dee@example.com');
    const guesser = t.agent();
    const first = await accept('not-the-token', guesser).expect(404);
    expect(first.body.error_codes).toEqual(['staff.invitation_unknown']);
    let status = 404;
    for (let attempt = 0; attempt <= ACCEPT_PER_CLIENT.limit && status !== 429; attempt += 1) {
      status = (await accept(`guess-${attempt}`, guesser)).status;
    }
    expect(status).toBe(429);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM admins`);
    expect(count).toBe(1);
  });

  it('is refused for a member or an address already invited (409), and for the owner role (400)', async () => {
    const taken = await owner
      .post(inviteStaff.path({}))
      .send({ email: ADMIN.email, role: 'admin' })
      .expect(409);
    expect(taken.body.error_codes).toEqual(['staff.email_taken']);
    await invite('dee@example.com');
    const twice = await owner
      .post(inviteStaff.path({}))
      .send({ email: 'dee@example.com', role: 'viewer' })
      .expect(409);
    expect(twice.body.error_codes).toEqual(['staff.already_invited']);
    await owner
      .post(inviteStaff.path({}))
      .send({ email: 'other@example.com', role: 'owner' })
      .expect(400);
  });
});

describe('housekeeping', () => {
  it('deletes invitations a month past their use or expiry, and keeps the open ones', async () => {
    await invite('old@example.com');
    await invite('open@example.com');
    await t.dataSource.query(
      `UPDATE staff_invitations SET expires_at = now() - interval '31 days',
         created_at = now() - interval '38 days' WHERE email = 'old@example.com'`,
    );
    await t.app.get(InvitationsService).deleteOld();
    const rows: Array<{ email: string }> = await t.dataSource.query(
      `SELECT email FROM staff_invitations`,
    );
    expect(rows.map((row) => row.email)).toEqual(['open@example.com']);
  });
});

describe('disabling a member', () => {
  it('ends its sessions at once and refuses its sign-in like a wrong password', async () => {
    const member = await invitedMember(t, owner, 'dispatcher', 'dee@example.com');
    const id = await memberId('dee@example.com');
    const disabled = await owner
      .patch(updateStaffMember.path({}))
      .send({ id, disabled: true })
      .expect(200);
    expect(disabled.body.data).toEqual(expect.objectContaining({ id, disabled: true }));
    const rows = await t.dataSource.query(`SELECT sid FROM sessions WHERE admin_id = $1`, [id]);
    expect(rows).toEqual([]);
    const refused = await member.get(listParcels.path({})).expect(401);
    expect(refused.body.error_codes).toEqual(['auth.signed_out']);
    const signin = await signInAs('dee@example.com').expect(401);
    expect(signin.body.error_codes).toEqual(['auth.wrong_credentials']);
    // No reset PIN either (the answer is the same as for anyone).
    await t.http().post(sendPasswordPin.path({})).send({ email: 'dee@example.com' }).expect(200);
    const pinMails = () =>
      t.dataSource.query(
        `SELECT id FROM outbox_messages WHERE to_address = 'dee@example.com' AND subject LIKE '%PIN%'`,
      );
    expect(await pinMails()).toEqual([]);

    await owner.patch(updateStaffMember.path({})).send({ id, disabled: false }).expect(200);
    await signInAs('dee@example.com').expect(200);
    await t.http().post(sendPasswordPin.path({})).send({ email: 'dee@example.com' }).expect(200);
    expect(await pinMails()).toHaveLength(1);
  });
});

describe('the owner', () => {
  it('cannot be disabled or given another role: 409 staff.owner_locked', async () => {
    const id = await memberId(ADMIN.email);
    for (const change of [{ disabled: true }, { role: 'admin' }]) {
      const answer = await owner
        .patch(updateStaffMember.path({}))
        .send({ id, ...change })
        .expect(409);
      expect(answer.body.error_codes).toEqual(['staff.owner_locked']);
    }
    expect(await whoAmI(owner)).toEqual(expect.objectContaining({ role: 'owner' }));
  });

  it('hands ownership over to an active member and becomes an admin', async () => {
    const admin = await invitedMember(t, owner, 'admin', 'ada@example.com');
    await invitedMember(t, owner, 'viewer', 'vic@example.com');
    const ada = await memberId('ada@example.com');
    const vic = await memberId('vic@example.com');
    const ownerId = await memberId(ADMIN.email);
    await owner.patch(updateStaffMember.path({})).send({ id: vic, disabled: true }).expect(200);
    for (const id of [vic, ownerId, 999]) {
      const refused = await owner.post(handOverOwnership.path({})).send({ id }).expect(409);
      expect(refused.body.error_codes).toEqual(['staff.handover_target']);
    }

    const answer = await owner.post(handOverOwnership.path({})).send({ id: ada }).expect(200);
    const roles = (answer.body.data as StaffList).members.map(({ email, role }) => [email, role]);
    expect(roles).toEqual([
      ['ada@example.com', 'owner'],
      [ADMIN.email, 'admin'],
      ['vic@example.com', 'viewer'],
    ]);
    expect(await whoAmI(owner)).toEqual(expect.objectContaining({ role: 'admin' }));
    const now = await owner.get(listStaff.path({})).expect(403);
    expect(now.body.error_codes).toEqual(['auth.forbidden']);
    await admin.get(listStaff.path({})).expect(200);
  });
});

describe('a dispatcher', () => {
  it('cannot raise its own role, invite, or take ownership', async () => {
    const member = await invitedMember(t, owner, 'dispatcher', 'dee@example.com');
    const id = await memberId('dee@example.com');
    const attempts = [
      member.patch(updateStaffMember.path({})).send({ id, role: 'admin' }),
      member.post(handOverOwnership.path({})).send({ id }),
      member.post(inviteStaff.path({})).send({ email: 'friend@example.com', role: 'admin' }),
      member.get(listStaff.path({})),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect({ status: answer.status, codes: answer.body.error_codes }).toEqual({
        status: 403,
        codes: ['auth.forbidden'],
      });
    }
    expect(await whoAmI(member)).toEqual(expect.objectContaining({ role: 'dispatcher' }));
  });

  it('loses what a new role takes away with its next call', async () => {
    const member = await invitedMember(t, owner, 'dispatcher', 'dee@example.com');
    const id = await memberId('dee@example.com');
    await owner.patch(updateStaffMember.path({})).send({ id, role: 'viewer' }).expect(200);
    await member.get(listParcels.path({})).expect(200);
    const write = await member.delete(deleteParcel.path({})).send({ id: 1 });
    expect({ status: write.status, codes: write.body.error_codes }).toEqual({
      status: 403,
      codes: ['auth.forbidden'],
    });
  });
});
