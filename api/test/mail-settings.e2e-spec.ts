import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
import {
  copyInvitationLink,
  getMailServer,
  getMailStatus,
  inviteStaff,
  listOutbox,
  revealOutboxMessage,
  sendPasswordPin,
  testMailServer,
  updateMailServer,
} from '@waybill/shared';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { ADMIN, signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';
import { type Smtp, startSmtp, waitFor } from './smtp.js';

const PASSWORD = 'Mail-Pa55word-Only-Here';
const LOGIN = { user: 'mailer', password: PASSWORD };

const auditText = async (t: TestApp) =>
  JSON.stringify(await t.dataSource.query('SELECT * FROM audit_log ORDER BY id'));

// One app a file: nestjs-pino keeps its root logger per process, so the log is read on an app
// that is the first of its file.
describe('mail settings in the panel (no MAIL_URL)', () => {
  let t: TestApp;
  let owner: StaffAgent;
  let smtp: Smtp;
  let written: string[];
  const write = process.stdout.write;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    smtp = await startSmtp(0, LOGIN);
  }, 90_000);
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
    smtp.logins.length = 0;
    written = [];
    process.stdout.write = ((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    owner = await signedInAgent(t);
  });
  afterEach(() => {
    process.stdout.write = write;
  });

  const setServer = (body: object) => owner.patch(updateMailServer.path({})).send(body);

  it('says that mail is not sent while no server is set, and no answer says "sent"', async () => {
    const status = await owner.get(getMailStatus.path({})).expect(200);
    expect(status.body.data).toEqual({ source: 'none', waiting: 0 });

    const invited = await owner
      .post(inviteStaff.path({}))
      .send({ email: 'new@example.com', role: 'viewer' })
      .expect(201);
    expect(invited.body.data.delivery).toBe('held');
    // The owner copies its link from the staff screen while its e-mail waits (audited).
    const copied = await owner
      .post(copyInvitationLink.path({}))
      .send({ id: invited.body.data.id })
      .expect(200);
    expect(copied.body.data.link).toMatch(
      /^http:\/\/[^ ]+\/control\/invitation\?token=[\w%-]{20,}$/,
    );
    const [audited] = await t.dataSource.query(
      `SELECT entity, action FROM audit_log WHERE entity = 'invitation' AND action = 'reveal'`,
    );
    expect(audited).toBeDefined();
    await owner.post(copyInvitationLink.path({})).send({ id: 999_999 }).expect(404);

    const pin = await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email });
    expect(pin.status).toBe(200);
    expect(pin.body.data).toEqual({ delivery: 'held' });
    expect(pin.body.message).not.toMatch(/\bsent\b/);
    expect(pin.body.message).toContain('once mail is set up');

    const waiting = await owner.get(getMailStatus.path({})).expect(200);
    expect(waiting.body.data).toEqual({ source: 'none', waiting: 2 });
  });

  it("shows each message's text, a secret one only to the owner while unsent, audited", async () => {
    const admin = await invitedMember(t, owner, 'admin', 'second@example.com');
    await owner
      .post(inviteStaff.path({}))
      .send({ email: 'new@example.com', role: 'viewer' })
      .expect(201);
    const list = await owner.get(listOutbox.path({})).expect(200);
    const message = list.body.data.data.find((row: { to: string }) => row.to === 'new@example.com');
    expect(message).toMatchObject({ secret: true, text: null, status: 'queued' });

    // Another member, even an admin, may not read it.
    await admin.post(revealOutboxMessage.path({})).send({ id: message.id }).expect(403);
    const revealed = await owner
      .post(revealOutboxMessage.path({}))
      .send({ id: message.id })
      .expect(200);
    expect(revealed.body.data.text).toMatch(/\/control\/invitation\?token=[\w%-]{20,}/);
    const [row] = await t.dataSource.query(
      `SELECT entity, entity_id, action, account_email FROM audit_log WHERE action = 'reveal'`,
    );
    expect(row).toMatchObject({
      entity: 'mail',
      entity_id: String(message.id),
      account_email: ADMIN.email,
    });

    await owner.post(revealOutboxMessage.path({})).send({ id: 999_999 }).expect(404);
    await owner.post(revealOutboxMessage.path({})).send({ id: 'x' }).expect(400);
  });

  it('sends through the server set in the panel; the password is never answered, logged or audited', async () => {
    await owner.post(inviteStaff.path({})).send({ email: 'new@example.com', role: 'viewer' });
    const saved = await setServer({
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: LOGIN.user,
      password: PASSWORD,
      sender: 'desk@courier.test',
    }).expect(200);
    expect(saved.body.data).toEqual({
      source: 'panel',
      env_server: null,
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: LOGIN.user,
      password_set: true,
      sender: 'desk@courier.test',
    });
    const read = await owner.get(getMailServer.path({})).expect(200);
    expect(read.body.data.password_set).toBe(true);

    const tested = await owner
      .post(testMailServer.path({}))
      .send({ to: 'me@example.com' })
      .expect(200);
    expect(tested.body.data.response).toMatch(/^250/);
    expect(smtp.received.find((mail) => mail.to.includes('me@example.com'))?.from).toBe(
      'desk@courier.test',
    );
    expect(smtp.logins).toContainEqual(
      expect.objectContaining({ user: 'mailer', password: PASSWORD }),
    );

    // The invitation that waited goes out now; its link is no longer kept to copy.
    await t.app.get(JobWorker).runDue();
    await waitFor(() => smtp.received.some((mail) => mail.to.includes('new@example.com')));
    const [invitation] = await t.dataSource.query('SELECT id FROM staff_invitations');
    const gone = await owner.post(copyInvitationLink.path({})).send({ id: invitation.id });
    expect(gone.status).toBe(409);
    expect(gone.body.error_codes).toEqual(['staff.invitation_link_sent']);
    expect((await owner.get(getMailStatus.path({}))).body.data).toEqual({
      source: 'panel',
      waiting: 0,
    });

    // Stored sealed, not in clear.
    const [stored] = await t.dataSource.query('SELECT password_sealed FROM mail_servers');
    expect(stored.password_sealed).not.toContain(PASSWORD);
    expect(stored.password_sealed.length).toBeGreaterThan(20);

    // Kept when left out, removed with ''.
    await setServer({ host: '127.0.0.1' }).expect(200);
    expect((await owner.get(getMailServer.path({}))).body.data.password_set).toBe(true);

    const answers = [saved.text, read.text, tested.text];
    for (const answer of answers) expect(answer).not.toContain(PASSWORD);
    expect(await auditText(t)).not.toContain(PASSWORD);
    const audit = await t.dataSource.query(
      `SELECT changes FROM audit_log WHERE entity = 'settings' ORDER BY id LIMIT 1`,
    );
    expect(JSON.stringify(audit[0].changes)).toContain('password_sealed');
    expect(written.join('')).not.toContain(PASSWORD);
    expect(written.join('')).not.toContain(stored.password_sealed);

    await setServer({ password: '' }).expect(200);
    expect((await owner.get(getMailServer.path({}))).body.data.password_set).toBe(false);
  });

  it("answers the server's refusal as a coded error: login, connection", async () => {
    await setServer({
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: LOGIN.user,
      password: 'wrong',
    }).expect(200);
    const refused = await owner.post(testMailServer.path({})).send({ to: 'me@example.com' });
    expect(refused.status).toBe(400);
    expect(refused.body.error_codes).toEqual(['mail.login_refused']);

    // A port nobody listens on: the closed server's.
    const closed = await startSmtp();
    await closed.close();
    await setServer({ port: closed.port }).expect(200);
    const unreachable = await owner.post(testMailServer.path({})).send({ to: 'me@example.com' });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error_codes).toEqual(['mail.connection_refused']);
    expect(unreachable.body.error_params[0]).toEqual({ server: `127.0.0.1:${closed.port}` });

    await setServer({ host: '' }).expect(200);
    const none = await owner.post(testMailServer.path({})).send({ to: 'me@example.com' });
    expect(none.status).toBe(400);
    expect(none.body.error_codes).toEqual(['mail.not_configured']);
  });

  it('refuses bad input and members without the right', async () => {
    for (const body of [{ port: 0 }, { port: 70_000 }, { security: 'ssl3' }, { sender: 'nope' }]) {
      const answer = await setServer(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    await owner.post(testMailServer.path({})).send({ to: 'not-an-address' }).expect(400);
    const viewer = await invitedMember(t, owner, 'dispatcher');
    await viewer.patch(updateMailServer.path({})).send({ host: 'evil.test' }).expect(403);
    await viewer.post(testMailServer.path({})).send({ to: 'me@example.com' }).expect(403);
    await t.http().get(getMailStatus.path({})).expect(401);
  });
});

describe('mail settings with MAIL_URL', () => {
  let t: TestApp;
  let owner: StaffAgent;
  beforeAll(async () => {
    t = await startTestApp({ MAIL_URL: 'smtp://user:url-secret@127.0.0.1:2599' });
  }, 90_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.reset();
    owner = await signedInAgent(t);
  });

  it('says MAIL_URL wins, and names its server without its login', async () => {
    const answer = await owner.get(getMailServer.path({})).expect(200);
    expect(answer.body.data).toMatchObject({ source: 'env', env_server: '127.0.0.1:2599' });
    expect(answer.text).not.toContain('url-secret');
    expect((await owner.get(getMailStatus.path({}))).body.data.source).toBe('env');
  });
});
