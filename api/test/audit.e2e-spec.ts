import { describe, it, expect } from 'vitest';
import {
  type AuditEntry,
  changePassword,
  createActivity,
  createInvoice,
  createPage,
  createParcel,
  createReview,
  deleteActivity,
  deletePage,
  deleteParcel,
  deleteReview,
  exportAuditCsv,
  retryOutboxMessage,
  listAudit,
  sendEmail,
  sendPasswordPin,
  signIn,
  trackParcel,
  updateActivity,
  updatePage,
  updateParcel,
  updateSettings,
  uploadParcelImage,
  verifyAudit,
  checkAuditCheckpoint,
  exportAuditCheckpoint,
} from '@waybill/shared';
import { tinyPng } from '../../test-kit/pictures.js';
import { type AuditContent, legacyHash } from '../src/audit/audit-chain.js';
import { AuditCheckpoints } from '../src/audit/audit-checkpoints.js';
import { AuditRetention } from '../src/audit/audit-retention.js';
import { AuditRepository } from '../src/audit/audit.repository.js';
import { Housekeeping } from '../src/core/housekeeping.service.js';
import { ADMIN, type StaffAgent, type TestApp, pinFromOutbox, useStaffApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

/** The first page of the trail as the API lists it, newest first. */
async function rows(agent: StaffAgent = admin): Promise<AuditEntry[]> {
  const list = await agent.get(listAudit.path({})).expect(200);
  return list.body.data.data as AuditEntry[];
}

async function rowCount(): Promise<number> {
  const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM audit_log');
  return count as number;
}

/**
 * Runs `sql` as someone with direct database access would: past the trigger that keeps the app
 * (and any bug of it) from changing a row.
 */
async function tamper(sql: string, parameters: unknown[] = []): Promise<void> {
  await t.dataSource.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
  try {
    await t.dataSource.query(sql, parameters);
  } finally {
    await t.dataSource.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
  }
}

async function newParcel(fields: Record<string, unknown> = {}): Promise<{ id: number }> {
  const response = await admin
    .post(createParcel.path({}))
    .send({ tracking_code: 'WB-1', recipient_name: 'Ada Obi', destination: 'Lagos', ...fields })
    .expect(201);
  return response.body.data as { id: number };
}

describe('a row for each change', () => {
  it('records a parcel made, changed (before → after) and deleted, with who and from where', async () => {
    const parcel = await newParcel();
    await admin
      .patch(updateParcel.path({}))
      .set('User-Agent', 'AuditTest/1.0')
      .set('X-Request-Id', 'trace-audit-1')
      .send({ id: parcel.id, destination: 'Abuja', status: 'In transit' })
      .expect(200);
    const [update, create] = await rows();
    expect(create).toMatchObject({
      entity: 'parcel',
      entity_id: String(parcel.id),
      action: 'create',
      account_email: ADMIN.email,
      account_role: 'owner',
    });
    expect(create.changes.tracking_code).toEqual({ before: null, after: 'WB-1' });
    expect(update).toMatchObject({
      entity: 'parcel',
      entity_id: String(parcel.id),
      action: 'update',
      account_id: expect.any(Number),
      account_email: ADMIN.email,
      account_role: 'owner',
      user_agent: 'AuditTest/1.0',
      request_id: 'trace-audit-1',
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    expect(update.changes).toEqual({
      destination: { before: 'Lagos', after: 'Abuja' },
      status: { before: null, after: 'In transit' },
    });
    expect(Date.now() - Date.parse(update.at)).toBeLessThan(60_000);

    await admin.delete(deleteParcel.path({})).send({ id: parcel.id }).expect(200);
    const [removed] = await rows();
    expect(removed).toMatchObject({
      entity: 'parcel',
      action: 'delete',
      entity_id: String(parcel.id),
    });
    expect(removed.changes.destination).toEqual({ before: 'Abuja', after: null });
  });

  it('adds exactly one row for a parcel update, and none for an update that changes nothing', async () => {
    const parcel = await newParcel();
    const before = await rowCount();
    await admin
      .patch(updateParcel.path({}))
      .send({ id: parcel.id, destination: 'Kano' })
      .expect(200);
    expect(await rowCount()).toBe(before + 1);
    await admin
      .patch(updateParcel.path({}))
      .send({ id: parcel.id, destination: 'Kano' })
      .expect(200);
    expect(await rowCount()).toBe(before + 1);
  });

  it('records the picture, the history, pages, reviews, settings, mail and invoices', async () => {
    const parcel = await newParcel({ recipient_email: 'ada@example.com' });
    await admin
      .post(uploadParcelImage.path({}))
      .field('id', String(parcel.id))
      .attach('image', tinyPng(), 'box.png')
      .expect(201);
    const activity = await admin
      .post(createActivity.path({}))
      .send({
        parcel_id: parcel.id,
        title: 'Picked up',
        description: 'At the depot',
        notify: false,
      })
      .expect(201);
    const activityId = activity.body.data.id as number;
    await admin
      .patch(updateActivity.path({}))
      .send({ id: activityId, title: 'Collected' })
      .expect(200);
    await admin.delete(deleteActivity.path({})).send({ id: activityId }).expect(200);
    const page = await admin
      .post(createPage.path({}))
      .send({ title: 'Rates', content: 'Our rates' })
      .expect(201);
    await admin
      .patch(updatePage.path({}))
      .send({ id: page.body.data.id, title: 'Prices' })
      .expect(200);
    await admin.delete(deletePage.path({})).send({ id: page.body.data.id }).expect(200);
    const review = await admin
      .post(createReview.path({}))
      .field('name', 'Bola')
      .field('review', 'Quick')
      .expect(201);
    await admin.delete(deleteReview.path({})).send({ id: review.body.data.id }).expect(200);
    await admin.patch(updateSettings.path({})).send({ company_name: 'Swift Couriers' }).expect(200);
    await admin
      .post(sendEmail.path({}))
      .send({
        reply_to: 'desk@example.com',
        to: 'ada@example.com',
        subject: 'Your parcel',
        body: 'Hello',
      })
      .expect(200);
    await admin.post(createInvoice.path({})).send({ product: 'Express' }).expect(201);

    const all = await rows();
    const seen = (entity: string, action: string) =>
      all.find((row) => row.entity === entity && row.action === action);
    expect(seen('parcel', 'update')?.changes.image).toEqual({
      before: null,
      after: expect.stringMatching(/\.(webp|png|jpe?g)$/),
    });
    expect(seen('activity', 'create')?.changes.title).toEqual({ before: null, after: 'Picked up' });
    expect(seen('activity', 'update')?.changes).toEqual({
      title: { before: 'Picked up', after: 'Collected' },
    });
    expect(seen('activity', 'delete')?.entity_id).toBe(String(activityId));
    expect(seen('page', 'create')?.changes.title).toEqual({ before: null, after: 'Rates' });
    expect(seen('page', 'update')?.changes.title).toEqual({ before: 'Rates', after: 'Prices' });
    expect(seen('page', 'delete')?.changes.title).toEqual({ before: 'Prices', after: null });
    expect(seen('review', 'create')?.changes.name).toEqual({ before: null, after: 'Bola' });
    expect(seen('review', 'delete')?.changes.name).toEqual({ before: 'Bola', after: null });
    expect(seen('settings', 'update')?.changes).toEqual({
      company_name: { before: 'Waybill', after: 'Swift Couriers' },
    });
    const mail = all.find(
      (row) => row.entity === 'mail' && row.changes.subject?.after === 'Your parcel',
    );
    expect(mail?.changes.to_address).toEqual({ before: null, after: 'ada@example.com' });
    expect(mail?.changes.text).toEqual({ before: null, after: '[hidden]' });
    expect(seen('invoice', 'create')?.changes.product).toEqual({ before: null, after: 'Express' });
  });

  it('records a failed message queued again, and nothing for a message already waiting', async () => {
    const [failed, waiting] = (await t.dataSource.query(
      `INSERT INTO outbox_messages (to_address, from_address, subject, text, status, next_attempt_at)
       VALUES ('a@example.com', 'desk@example.com', 'Late', 'body', 'failed', now()),
              ('b@example.com', 'desk@example.com', 'Soon', 'body', 'queued', now() + interval '1 day')
       RETURNING id`,
    )) as { id: number }[];
    const before = await rowCount();
    await admin.post(retryOutboxMessage.path({})).send({ id: failed.id }).expect(200);
    const [retried] = await rows();
    expect(retried).toMatchObject({
      entity: 'mail',
      entity_id: String(failed.id),
      action: 'update',
    });
    expect(retried.changes).toEqual({ status: { before: 'failed', after: 'queued' } });
    await admin.post(retryOutboxMessage.path({})).send({ id: waiting.id }).expect(200);
    expect(await rowCount()).toBe(before + 1);
  });

  it('records sign-ins, failed sign-ins and password changes, never a password or its hash', async () => {
    const stranger = t.agent();
    await stranger
      .post(signIn.path({}))
      .send({ email: ADMIN.email, password: 'wrong-password-1' })
      .expect(401);
    const member = t.agent();
    await member.post(signIn.path({})).send(ADMIN).expect(200);
    await member
      .patch(changePassword.path({}))
      .send({
        password: ADMIN.password,
        new_password: 'another-horse-battery',
        confirm_new_password: 'another-horse-battery',
      })
      .expect(200);

    // The password change ended every other session, the first agent's too.
    const all = await rows(member);
    expect(all.find((row) => row.action === 'signin_failed')).toMatchObject({
      entity: 'account',
      account_id: null,
      account_email: ADMIN.email,
    });
    expect(all.find((row) => row.action === 'signin')).toMatchObject({
      entity: 'account',
      account_email: ADMIN.email,
      account_role: 'owner',
    });
    expect(all.find((row) => row.action === 'password_change')?.changes).toEqual({
      password_hash: { before: '[hidden]', after: '[hidden]' },
      how: { before: null, after: 'changed' },
    });
    // The sign-up's row hides the hash too.
    expect(
      all.find((row) => row.action === 'create' && row.entity === 'account')?.changes.password_hash,
    ).toEqual({ before: null, after: '[hidden]' });

    // A PIN mailed for a reset and a password typed into Send Email stay out of the trail too.
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await member
      .post(sendEmail.path({}))
      .send({
        reply_to: 'desk@example.com',
        to: 'ada@example.com',
        subject: 'Hi',
        body: 'Hello',
        password: 'smtp-secret-9',
      })
      .expect(200);
    expect((await rows(member)).some((row) => row.entity === 'mail')).toBe(true);

    const stored = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_log'));
    const [{ password_hash: hash }] = await t.dataSource.query('SELECT password_hash FROM admins');
    for (const secret of [
      ADMIN.password,
      'another-horse-battery',
      'wrong-password-1',
      hash,
      pin,
      'smtp-secret-9',
    ]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('records text with a lone surrogate as the database stored it', async () => {
    const parcel = await newParcel({ recipient_name: 'Ada \ud800' });
    const [created] = await rows();
    expect(created.entity_id).toBe(String(parcel.id));
    expect(created.changes.recipient_name).toEqual({ before: null, after: 'Ada \uFFFD' });
    const [stored] = await t.dataSource.query('SELECT recipient_name FROM parcels');
    expect(stored.recipient_name).toBe(created.changes.recipient_name.after);
    expect((await admin.get(verifyAudit.path({})).expect(200)).body.data.ok).toBe(true);
  });

  it('writes nothing for a tracking lookup', async () => {
    await newParcel();
    const before = await rowCount();
    await t
      .http()
      .get(trackParcel.path({ code: 'WB-1' }))
      .expect(200);
    await admin.get(trackParcel.path({ code: 'WB-1' })).expect(200);
    expect(await rowCount()).toBe(before);
  });
});

describe('nothing written when the change fails', () => {
  it('keeps no row for an update refused by a duplicate tracking code', async () => {
    await newParcel({ tracking_code: 'WB-1' });
    const second = await newParcel({ tracking_code: 'WB-2' });
    const before = await rowCount();
    await admin
      .patch(updateParcel.path({}))
      .send({ id: second.id, tracking_code: 'WB-1', destination: 'Kano' })
      .expect(409);
    await admin
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-2', recipient_name: 'X', destination: 'Y' })
      .expect(409);
    expect(await rowCount()).toBe(before);
    expect((await admin.get(verifyAudit.path({})).expect(200)).body.data.ok).toBe(true);
  });

  it('rolls the change back when its row cannot be written', async () => {
    const parcel = await newParcel();
    // The table refuses inserts for a moment: the change must not happen without its row.
    await t.dataSource.query(
      `ALTER TABLE audit_log ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    );
    try {
      await admin
        .patch(updateParcel.path({}))
        .send({ id: parcel.id, destination: 'Kano' })
        .expect(500);
    } finally {
      await t.dataSource.query(`ALTER TABLE audit_log DROP CONSTRAINT refuse_all`);
    }
    const [stored] = await t.dataSource.query('SELECT destination FROM parcels WHERE id = $1', [
      parcel.id,
    ]);
    expect(stored.destination).toBe('Lagos');
  });
});

describe('the chain', () => {
  /** The ids of the trail after a parcel is made and changed three times (sign-up rows first). */
  async function fourRows(): Promise<number[]> {
    const parcel = await newParcel();
    for (const destination of ['Abuja', 'Kano', 'Jos']) {
      await admin.patch(updateParcel.path({})).send({ id: parcel.id, destination }).expect(200);
    }
    return (await t.dataSource.query('SELECT id FROM audit_log ORDER BY id')).map(
      (row: { id: number }) => row.id,
    );
  }

  const verify = async () => (await admin.get(verifyAudit.path({})).expect(200)).body.data;
  const hourly = () => t.app.get(AuditCheckpoints).hourly();

  it('verifies an untouched trail and names the first edited row', async () => {
    await fourRows();
    expect(await verify()).toEqual({
      ok: true,
      checked: await rowCount(),
      first_broken: null,
      problem: null,
      checkpoint: null,
      checkpoints: 0,
    });

    const [target] = await t.dataSource.query(
      `SELECT id, at FROM audit_log WHERE changes->'destination'->>'after' = 'Kano'`,
    );
    await tamper(
      `UPDATE audit_log SET changes = jsonb_set(changes, '{destination,after}', '"Kaduna"') WHERE id = $1`,
      [target.id],
    );
    expect(await verify()).toEqual({
      ok: false,
      checked: expect.any(Number),
      first_broken: { id: target.id, at: (target.at as Date).toISOString() },
      problem: 'row_edited',
      checkpoint: null,
      checkpoints: 0,
    });
  });

  it('names a row edited with every hash after it computed again the old, unkeyed way', async () => {
    const ids = await fourRows();
    await tamper(
      `UPDATE audit_log SET changes = jsonb_set(changes, '{destination,after}', '"Kaduna"') WHERE id = $1`,
      [ids[2]],
    );
    await rehashUnkeyed();
    const result = await verify();
    expect(result).toMatchObject({ ok: false, problem: 'row_edited' });
    // Hashed again from the first row on, the first row is the first that does not hold.
    expect(result.first_broken.id).toBe(ids[0]);
  });

  it('catches the rows hashed again the old way past a moved keyed_from, by the checkpoint', async () => {
    const ids = await fourRows();
    await hourly();
    await tamper(
      `UPDATE audit_log SET changes = jsonb_set(changes, '{destination,after}', '"Kaduna"') WHERE id = $1`,
      [ids[2]],
    );
    await rehashUnkeyed();
    // Every row now "legacy": each holds under the old algorithm, but not the checkpoint.
    await t.dataSource.query(`UPDATE audit_chain SET keyed_from = 1000000`);
    try {
      const result = await verify();
      expect(result).toMatchObject({
        ok: false,
        problem: 'checkpoint_mismatch',
        first_broken: { id: ids.at(-1) },
        checkpoint: { count: ids.length },
        checkpoints: 1,
      });
    } finally {
      await t.dataSource.query(`UPDATE audit_chain SET keyed_from = 1`);
    }
  });

  it('checks rows written before the upgrade the old way, the first keyed row linking to them', async () => {
    // An install upgraded with two rows: they keep their sha256 hashes, ids from 3 are keyed.
    await t.dataSource.query(`DELETE FROM audit_log`);
    let previous: string | null = null;
    for (const id of [1, 2]) {
      const row = {
        ...legacyRowContent(id),
        at: new Date(Date.now() - (3 - id) * 1000).toISOString(),
      };
      const hash = legacyHash(previous, row);
      await insertRow(row, previous, hash);
      previous = hash;
    }
    await t.dataSource.query(`SELECT setval('audit_log_id_seq', 2)`);
    await t.dataSource.query(`UPDATE audit_chain SET keyed_from = 3`);
    try {
      await newParcel();
      const [third] = await t.dataSource.query(`SELECT id, prev_hash FROM audit_log WHERE id = 3`);
      expect(third.prev_hash).toBe(previous);
      expect(await verify()).toMatchObject({ ok: true, checked: 3, problem: null });
      // An old row edited and hashed again: the first keyed row no longer links to it.
      await tamper(`UPDATE audit_log SET action = 'delete' WHERE id = 2`);
      await rehashUnkeyed({ through: 2 });
      expect(await verify()).toMatchObject({
        ok: false,
        problem: 'link_broken',
        first_broken: { id: 3 },
      });
    } finally {
      await t.dataSource.query(`UPDATE audit_chain SET keyed_from = 1`);
    }
  });

  it('refuses to change a row, even in SQL', async () => {
    await newParcel();
    await expect(t.dataSource.query(`UPDATE audit_log SET action = 'delete'`)).rejects.toThrow(
      /append-only/,
    );
    expect((await verify()).ok).toBe(true);
  });

  it('names the row after a deleted one (its link is broken)', async () => {
    const ids = await fourRows();
    await t.dataSource.query('DELETE FROM audit_log WHERE id = $1', [ids[2]]);
    expect(await verify()).toMatchObject({ problem: 'link_broken', first_broken: { id: ids[3] } });
  });

  it('names rows cut at the head that an hourly checkpoint counted', async () => {
    const ids = await fourRows();
    await hourly();
    await t.dataSource.query('DELETE FROM audit_log WHERE id >= $1', [ids[2]]);
    expect(await verify()).toMatchObject({
      ok: false,
      checked: 2,
      first_broken: null,
      problem: 'head_cut',
      checkpoint: { count: ids.length },
      checkpoints: 1,
    });
  });

  it('names rows cut at the tail: the oldest kept row does not link to where the chain began', async () => {
    const ids = await fourRows();
    await hourly();
    await t.dataSource.query('DELETE FROM audit_log WHERE id <= $1', [ids[1]]);
    expect(await verify()).toMatchObject({
      ok: false,
      checked: 0,
      first_broken: { id: ids[2] },
      problem: 'tail_cut',
    });
  });

  it('still verifies after the retention purge removed the oldest rows, but not a cut beyond it', async () => {
    const ids = await fourRows();
    await hourly();
    const total = await rowCount();
    // The two oldest rows grow older than the retention (730 days by default).
    await tamper(
      `UPDATE audit_log SET at = at - interval '800 days' WHERE id IN (SELECT id FROM audit_log ORDER BY id LIMIT 2)`,
    );
    await hourly(); // nothing new since the last checkpoint: none written
    await t.app.get(AuditRetention).purge();
    expect(await rowCount()).toBe(total - 2);
    // The hourly checkpoint stays (beyond the base); the purge's own is the base.
    const kinds = await t.dataSource.query(
      `SELECT kind, count FROM audit_checkpoints ORDER BY count, id`,
    );
    expect(kinds).toEqual([
      { kind: 'retention', count: 2 },
      { kind: 'hourly', count: ids.length },
    ]);
    expect(await verify()).toEqual({
      ok: true,
      checked: total - 2,
      first_broken: null,
      problem: null,
      checkpoint: null,
      checkpoints: 2,
    });
    // Another row cut at the tail, beyond what the retention recorded.
    await t.dataSource.query('DELETE FROM audit_log WHERE id = $1', [ids[2]]);
    expect(await verify()).toMatchObject({
      ok: false,
      problem: 'tail_cut',
      first_broken: { id: ids[3] },
    });
  });

  it('names a checkpoint written or changed without the key', async () => {
    await fourRows();
    await hourly();
    await t.dataSource.query(`UPDATE audit_checkpoints SET count = 3`);
    expect(await verify()).toMatchObject({
      ok: false,
      problem: 'checkpoint_forged',
      checkpoint: { count: 3 },
    });
    // A made-up retention base, to pass off a cut at the tail as the purge's.
    await t.dataSource.query(`DELETE FROM audit_checkpoints`);
    await t.dataSource.query(
      `INSERT INTO audit_checkpoints (kind, at, count, head, first, sig)
       SELECT 'retention', now(), 1, hash, hash, repeat('0', 64) FROM audit_log ORDER BY id LIMIT 1`,
    );
    await t.dataSource.query(`DELETE FROM audit_log WHERE id = (SELECT min(id) FROM audit_log)`);
    expect(await verify()).toMatchObject({ ok: false, problem: 'checkpoint_forged' });
  });

  it('says the key changed when the chain was written with another key', async () => {
    const ids = await fourRows();
    const [{ key_id: keyId }] = await t.dataSource.query(`SELECT key_id FROM audit_chain`);
    await t.dataSource.query(`UPDATE audit_chain SET key_id = $1`, ['0'.repeat(16)]);
    try {
      // Nothing wrong: nothing to explain.
      expect((await verify()).ok).toBe(true);
      await tamper(`UPDATE audit_log SET action = 'delete' WHERE id = $1`, [ids[1]]);
      expect(await verify()).toMatchObject({
        ok: false,
        problem: 'key_changed',
        first_broken: { id: ids[1] },
      });
    } finally {
      await t.dataSource.query(`UPDATE audit_chain SET key_id = $1`, [keyId]);
    }
  });

  it('writes one hourly checkpoint per clock hour, however many instances sweep', async () => {
    const ids = await fourRows();
    // The hourly sweep of each instance (the housekeeping runs it, as the timer does).
    const housekeeping = t.app.get(Housekeeping);
    await Promise.all([housekeeping.sweep(), housekeeping.sweep(), hourly()]);
    await newParcel({ tracking_code: 'WB-2' });
    await hourly();
    const written: { kind: string; hour: Date; count: number }[] = await t.dataSource.query(
      `SELECT kind, hour, count FROM audit_checkpoints ORDER BY id`,
    );
    // One per clock hour: the three sweeps of one hour wrote one (two rows only if the hour
    // turned between the sweeps).
    expect(written[0]).toMatchObject({ kind: 'hourly', count: ids.length });
    expect(new Set(written.map((row) => row.hour.toISOString())).size).toBe(written.length);
    expect(written.length).toBeLessThanOrEqual(2);
    expect((await verify()).ok).toBe(true);
  });

  it('keeps the chain whole under concurrent changes', async () => {
    const parcel = await newParcel();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin
          .patch(updateParcel.path({}))
          .send({ id: parcel.id, destination: `Town ${i}` })
          .expect(200),
      ),
    );
    expect(await verify()).toMatchObject({ ok: true, checked: await rowCount() });
  });
});

describe('an exported checkpoint', () => {
  it('is signed, recorded in the trail, and still held later as the chain grows', async () => {
    await newParcel();
    const exported = await admin.post(exportAuditCheckpoint.path({})).expect(201);
    const { checkpoint, line } = exported.body.data;
    expect(JSON.parse(line)).toEqual(checkpoint);
    expect(Object.keys(JSON.parse(line))).toEqual(['at', 'count', 'head', 'first', 'sig']);
    expect(checkpoint.count).toBe(await rowCount());
    const [row] = await rows();
    expect(row).toMatchObject({
      entity: 'audit',
      action: 'checkpoint_export',
      account_email: ADMIN.email,
    });
    const [{ hash }] = await t.dataSource.query(
      `SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(checkpoint.head).toBe(hash);

    await newParcel({ tracking_code: 'WB-2' });
    const later = await admin
      .post(checkAuditCheckpoint.path({}))
      .send(JSON.parse(line))
      .expect(200);
    expect(later.body.data).toEqual({
      state: 'held',
      verification: expect.objectContaining({ ok: true, checkpoints: 1 }),
    });
  });

  it('tells a chain cut before it, or rewritten at it', async () => {
    await newParcel();
    const { checkpoint } = (await admin.post(exportAuditCheckpoint.path({})).expect(201)).body.data;
    // Its own stored copy removed too, as someone covering their tracks would.
    await t.dataSource.query(`DELETE FROM audit_checkpoints`);
    const [newest] = await t.dataSource.query(`SELECT id FROM audit_log ORDER BY id DESC LIMIT 1`);
    await t.dataSource.query(`DELETE FROM audit_log WHERE id = $1`, [newest.id]);
    const cut = await admin.post(checkAuditCheckpoint.path({})).send(checkpoint).expect(200);
    expect(cut.body.data.state).toBe('cut');
    // The chain itself still verifies: only the exported checkpoint shows the cut.
    expect(cut.body.data.verification.ok).toBe(true);

    await newParcel({ tracking_code: 'WB-2' });
    const rewritten = await admin.post(checkAuditCheckpoint.path({})).send(checkpoint).expect(200);
    expect(rewritten.body.data.state).toBe('rewritten');
  });

  it('tells another chain, and a row the retention has removed since', async () => {
    await newParcel();
    const { checkpoint } = (await admin.post(exportAuditCheckpoint.path({})).expect(201)).body.data;
    const check = async () =>
      (await admin.post(checkAuditCheckpoint.path({})).send(checkpoint).expect(200)).body.data;
    // Every row older than the retention: the purge removes them all, its base is the export.
    await tamper(`UPDATE audit_log SET at = at - interval '800 days'`);
    await t.app.get(AuditRetention).purge();
    expect(await rowCount()).toBe(0);
    expect(await check()).toMatchObject({ state: 'held', verification: { ok: true } });
    await newParcel({ tracking_code: 'WB-2' });
    await tamper(`UPDATE audit_log SET at = at - interval '800 days'`);
    await t.app.get(AuditRetention).purge();
    expect(await check()).toMatchObject({ state: 'purged', verification: { ok: true } });
    // A trail started again from nothing (rows and checkpoints gone): another first row.
    await t.dataSource.query(`TRUNCATE audit_log, audit_checkpoints`);
    await newParcel({ tracking_code: 'WB-3' });
    expect(await check()).toMatchObject({ state: 'other_chain', verification: { ok: true } });
  });

  it('is refused when altered, with a coded 400', async () => {
    await newParcel();
    const { checkpoint } = (await admin.post(exportAuditCheckpoint.path({})).expect(201)).body.data;
    const altered = await admin
      .post(checkAuditCheckpoint.path({}))
      .send({ ...checkpoint, count: checkpoint.count + 1 })
      .expect(400);
    expect(altered.body.error_codes).toEqual(['audit.checkpoint_signature']);
    const malformed = await admin
      .post(checkAuditCheckpoint.path({}))
      .send({ ...checkpoint, head: 'nothex', extra: 1 })
      .expect(400);
    expect(malformed.body.error_codes.length).toBeGreaterThan(0);
  });

  it('is exported by the owner only; an admin may check one', async () => {
    await newParcel();
    const { checkpoint } = (await admin.post(exportAuditCheckpoint.path({})).expect(201)).body.data;
    const member = await invitedMember(t, admin, 'admin');
    const before = await rowCount();
    const refused = await member.post(exportAuditCheckpoint.path({})).expect(403);
    expect(refused.body.error_codes).toEqual(['auth.forbidden']);
    expect(await rowCount()).toBe(before);
    const checked = await member.post(checkAuditCheckpoint.path({})).send(checkpoint).expect(200);
    expect(checked.body.data.state).toBe('held');
  });
});

/** The content of an old (pre-key) row with `id`, as the tests insert one. */
function legacyRowContent(id: number): AuditContent {
  return {
    id,
    at: new Date().toISOString(),
    account_id: null,
    account_email: 'old@example.com',
    account_role: 'owner',
    ip: '127.0.0.1',
    user_agent: 'Old',
    request_id: `old-${id}`,
    entity: 'parcel',
    entity_id: String(id),
    action: 'create',
    changes: { destination: { before: null, after: `Town ${id}` } },
  };
}

/** Writes a row as the trail's writer would, with the link and hash the caller computed. */
async function insertRow(row: AuditContent, previous: string | null, hash: string) {
  await t.app.get(AuditRepository).insertEntry(t.dataSource.manager, row, previous, hash);
}

/**
 * What someone who can write the database but lacks the key does after an edit: computes every
 * row's link and hash again (through id `through`) with the unkeyed sha256 the chain used to have.
 */
async function rehashUnkeyed({ through = 2_147_483_647 } = {}): Promise<void> {
  const stored = await t.dataSource.query(`SELECT * FROM audit_log WHERE id <= $1 ORDER BY id`, [
    through,
  ]);
  let previous: string | null = null;
  for (const row of stored) {
    const content: AuditContent = {
      id: row.id,
      at: (row.at as Date).toISOString(),
      account_id: row.account_id,
      account_email: row.account_email,
      account_role: row.account_role,
      ip: row.ip,
      user_agent: row.user_agent,
      request_id: row.request_id,
      entity: row.entity,
      entity_id: row.entity_id,
      action: row.action,
      changes: row.changes,
    };
    const hash = legacyHash(previous, content);
    await tamper(`UPDATE audit_log SET prev_hash = $1, hash = $2 WHERE id = $3`, [
      previous,
      hash,
      row.id,
    ]);
    previous = hash;
  }
}

describe('the list', () => {
  it('pages newest first and filters by entity, record, action, member and days', async () => {
    const parcel = await newParcel();
    for (let i = 0; i < 55; i += 1) {
      await admin
        .patch(updateParcel.path({}))
        .send({ id: parcel.id, destination: `Town ${i}` })
        .expect(200);
    }
    const first = await admin
      .get(listAudit.path({}, { entity: 'parcel', entity_id: String(parcel.id), action: 'update' }))
      .expect(200);
    expect(first.body.data.data).toHaveLength(50);
    expect(first.body.data.data[0].changes.destination.after).toBe('Town 54');
    expect(first.body.data.current_page).toBe(1);
    expect(first.body.data.next_page_url).toBe(
      listAudit.path(
        {},
        { entity: 'parcel', entity_id: String(parcel.id), action: 'update', page: 2 },
      ),
    );
    const second = await admin.get(first.body.data.next_page_url).expect(200);
    expect(second.body.data.data.map((row: AuditEntry) => row.changes.destination.after)).toEqual([
      'Town 4',
      'Town 3',
      'Town 2',
      'Town 1',
      'Town 0',
    ]);
    expect(second.body.data.next_page_url).toBeNull();

    const created = await admin
      .get(listAudit.path({}, { action: 'create', entity: 'parcel' }))
      .expect(200);
    expect(created.body.data.data).toHaveLength(1);
    const byEmail = await admin
      .get(listAudit.path({}, { email: 'BOSS@example.com', entity: 'parcel', action: 'create' }))
      .expect(200);
    expect(byEmail.body.data.data).toHaveLength(1);
    const nobody = await admin.get(listAudit.path({}, { email: 'nobody@example.com' })).expect(200);
    expect(nobody.body.data.data).toEqual([]);
    const accountId = created.body.data.data[0].account_id as number;
    const mine = await admin
      .get(listAudit.path({}, { account_id: accountId, action: 'create', entity: 'parcel' }))
      .expect(200);
    expect(mine.body.data.data).toHaveLength(1);

    const later = await admin.get(listAudit.path({}, { from: '2999-01-01' })).expect(200);
    expect(later.body.data.data).toEqual([]);
    const earlier = await admin.get(listAudit.path({}, { to: '2000-01-01' })).expect(200);
    expect(earlier.body.data.data).toEqual([]);
    const around = await admin
      .get(
        listAudit.path(
          {},
          { from: '2000-01-01', to: '2999-12-31', entity: 'parcel', action: 'create' },
        ),
      )
      .expect(200);
    expect(around.body.data.data).toHaveLength(1);
  });

  it.each([
    ['entity', 'spaceship'],
    ['action', 'explode'],
    ['from', '2026-13-01'],
    ['to', 'yesterday'],
    ['account_id', 'abc'],
    ['page', '0'],
    ['from', '0000-01-01'],
  ])('refuses %s=%s with a 400', async (name, value) => {
    const response = await admin.get(`${listAudit.path({})}?${name}=${value}`).expect(400);
    expect(response.body.error_codes.length).toBeGreaterThan(0);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await admin
      .get(listAudit.path({}, { from: '2026-02-01', to: '2026-01-01' }))
      .expect(400);
    expect(response.body.error_codes).toEqual(['audit.date_order']);
  });
});

describe('the CSV export', () => {
  it('streams the filtered rows with a header, defusing cells a spreadsheet would run', async () => {
    const parcel = await newParcel({ recipient_name: '=HYPERLINK("http://evil")' });
    await admin
      .patch(updateParcel.path({}))
      .send({ id: parcel.id, destination: '@SUM(A1)' })
      .expect(200);
    const response = await admin
      .get(exportAuditCsv.path({}, { entity: 'parcel', action: 'update' }))
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,at,account_id,account_email,account_role,ip,user_agent,request_id,entity,entity_id,action,changes',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${ADMIN.email},owner,`);
    expect(lines[1]).toContain(',parcel,');
    expect(lines[1]).toContain('""after"":""@SUM(A1)""');

    // A member's e-mail that starts like a formula is defused in its own cell.
    await t.dataSource.query(`UPDATE admins SET email = '=cmd@example.com'`);
    await admin
      .patch(updateParcel.path({}))
      .send({ id: parcel.id, destination: 'Jos' })
      .expect(200);
    const again = await admin
      .get(exportAuditCsv.path({}, { entity: 'parcel', action: 'update' }))
      .expect(200);
    expect(again.text.split('\r\n')[1]).toContain(",'=cmd@example.com,");
  });

  it('refuses bad filters with a 400 in the envelope', async () => {
    const response = await admin
      .get(exportAuditCsv.path({}, { entity: 'nothing' as 'parcel' }))
      .expect(400);
    expect(response.body.status).toBe(400);
  });
});

describe('guests', () => {
  it.each([listAudit, exportAuditCsv, verifyAudit])('answer 401 to $route', async (endpoint) => {
    const response = await t.http().get(endpoint.path({})).expect(401);
    expect(response.body.status).toBe(401);
  });

  it.each([exportAuditCheckpoint, checkAuditCheckpoint])(
    'answer 401 to POST $route',
    async (endpoint) => {
      const response = await t.http().post(endpoint.path({})).send({}).expect(401);
      expect(response.body.status).toBe(401);
    },
  );
});
