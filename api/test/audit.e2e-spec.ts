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
} from '@waybill/shared';
import { tinyPng } from '../../test-kit/pictures.js';
import { AuditRetention } from '../src/audit/audit-retention.js';
import { ADMIN, type StaffAgent, type TestApp, pinFromOutbox, useStaffApp } from './harness.js';

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
  it('verifies an untouched trail and names the first edited row', async () => {
    const parcel = await newParcel();
    for (const destination of ['Abuja', 'Kano', 'Jos']) {
      await admin.patch(updateParcel.path({})).send({ id: parcel.id, destination }).expect(200);
    }
    const good = await admin.get(verifyAudit.path({})).expect(200);
    expect(good.body.data).toEqual({ ok: true, checked: await rowCount(), first_broken: null });

    const [target] = await t.dataSource.query(
      `SELECT id, at FROM audit_log WHERE changes->'destination'->>'after' = 'Kano'`,
    );
    await tamper(
      `UPDATE audit_log SET changes = jsonb_set(changes, '{destination,after}', '"Kaduna"') WHERE id = $1`,
      [target.id],
    );
    const bad = await admin.get(verifyAudit.path({})).expect(200);
    expect(bad.body.data).toEqual({
      ok: false,
      checked: expect.any(Number),
      first_broken: { id: target.id, at: (target.at as Date).toISOString() },
    });
  });

  it('refuses to change a row, even in SQL', async () => {
    await newParcel();
    await expect(t.dataSource.query(`UPDATE audit_log SET action = 'delete'`)).rejects.toThrow(
      /append-only/,
    );
    expect((await admin.get(verifyAudit.path({})).expect(200)).body.data.ok).toBe(true);
  });

  it('names the row after a deleted one (its link is broken)', async () => {
    const parcel = await newParcel();
    for (const destination of ['Abuja', 'Kano', 'Jos']) {
      await admin.patch(updateParcel.path({})).send({ id: parcel.id, destination }).expect(200);
    }
    const ids = (await t.dataSource.query('SELECT id FROM audit_log ORDER BY id')).map(
      (row: { id: number }) => row.id,
    );
    await t.dataSource.query('DELETE FROM audit_log WHERE id = $1', [ids[2]]);
    const bad = await admin.get(verifyAudit.path({})).expect(200);
    expect(bad.body.data.first_broken.id).toBe(ids[3]);
  });

  it('still verifies after the retention purge removed the oldest rows', async () => {
    const parcel = await newParcel();
    for (const destination of ['Abuja', 'Kano']) {
      await admin.patch(updateParcel.path({})).send({ id: parcel.id, destination }).expect(200);
    }
    const total = await rowCount();
    // The two oldest rows grow older than the retention (730 days by default).
    await tamper(
      `UPDATE audit_log SET at = at - interval '800 days' WHERE id IN (SELECT id FROM audit_log ORDER BY id LIMIT 2)`,
    );
    await t.app.get(AuditRetention).purge();
    expect(await rowCount()).toBe(total - 2);
    const result = await admin.get(verifyAudit.path({})).expect(200);
    expect(result.body.data).toEqual({ ok: true, checked: total - 2, first_broken: null });
  });
});

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
});
