import { type AssignableRole, acceptInvitation, inviteStaff } from '@waybill/shared';
import type { DataSource } from 'typeorm';
import type { StaffAgent, TestApp } from './harness.js';

export const MEMBER_PASSWORD = 'member-password-1';

/** The token of the newest invitation e-mailed to `email`, read from its link in the outbox. */
export async function invitationToken(dataSource: DataSource, email: string): Promise<string> {
  const rows: Array<{ text: string }> = await dataSource.query(
    `SELECT text FROM outbox_messages WHERE to_address = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const match = /\/control\/invitation\?token=([\w%-]+)/.exec(rows[0]?.text ?? '');
  if (!match) throw new Error(`No invitation e-mail for ${email}`);
  return decodeURIComponent(match[1]);
}

/** The owner invites `email` with `role`; the invited person accepts: an agent signed in as them. */
export async function invitedMember(
  testApp: TestApp,
  owner: StaffAgent,
  role: AssignableRole,
  email = `${role}@example.com`,
): Promise<StaffAgent> {
  await owner.post(inviteStaff.path({})).send({ email, role }).expect(201);
  const token = await invitationToken(testApp.dataSource, email);
  const agent = testApp.agent();
  await agent
    .post(acceptInvitation.path({}))
    .send({ token, name: `A ${role}`, password: MEMBER_PASSWORD })
    .expect(200);
  return agent;
}
