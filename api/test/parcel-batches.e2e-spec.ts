import { describe, it, expect } from 'vitest';
import type { Response } from 'supertest';
import {
  BULK_MAX,
  KEY_SCOPES,
  createApiKey,
  countParcelSelection,
  createSavedView,
  deleteSavedView,
  getBulkAction,
  getLabelBatch,
  getManifest,
  listSavedViews,
  runBulkAction,
  updateSavedView,
  type ParcelBulkInput,
} from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { BulkActionJob } from '../src/parcels/bulk-action.job.js';
import { readPdf } from './documents.js';
import { staffClient, type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

// Many parcels at once (docs/product.md §4.17): bulk actions all or none with one audit row, a
// batch of labels in one streamed PDF, the day's manifest, and saved views of the list.

let t: TestApp;
let admin: StaffAgent;
useStaffApp({ PUBLIC_URL: 'https://track.example' }, (app, agent) => {
  [t, admin] = [app, agent];
});

/** `count` parcels WB-<prefix>-1 …, each with the fields given; their ids in order. */
async function parcels(count: number, prefix = 'B', fields: Record<string, unknown> = {}) {
  const client = staffClient(admin);
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const parcel = await createParcel(client, {
      tracking_code: `WB-${prefix}-${index}`,
      recipient_name: `Ada ${index}`,
      destination: 'Lagos',
      ...fields,
    });
    ids.push(parcel.id);
  }
  return ids;
}

const bulk = (body: ParcelBulkInput, agent: StaffAgent = admin) =>
  agent.post(runBulkAction.path({})).send(body);

const scalar = async (sql: string, values: unknown[] = []) =>
  Number((await t.dataSource.query(sql, values))[0].n);
const entries = (ids: number[]) =>
  scalar(`SELECT count(*)::int AS n FROM activities WHERE parcel_id = ANY($1::int[])`, [ids]);
const bulkAuditRows = () =>
  t.dataSource.query(
    `SELECT action, entity_id, changes, account_email FROM audit_log
      WHERE entity = 'parcel' AND changes ? 'bulk_action' ORDER BY id`,
  );
const auditCount = () => scalar(`SELECT count(*)::int AS n FROM audit_log`);

const pdf = (response: Response) => response.body as Buffer;

/**
 * Runs `work` while the queue holds bulk jobs back (as while no instance can take them: the
 * handler says it is not ready), so a test sees the action queued and acts before it runs.
 */
async function holdingJobs<T>(work: () => Promise<T>): Promise<T> {
  const handler = t.app.get(BulkActionJob) as BulkActionJob & { ready?: () => boolean };
  handler.ready = () => false;
  try {
    return await work();
  } finally {
    delete handler.ready;
  }
}

describe('a bulk update', () => {
  it('gives 50 parcels the same one-step update: 50 history entries, one audit row naming them', async () => {
    const ids = await parcels(50);
    const before = await entries(ids);
    const answer = await bulk({
      selection: { ids },
      action: 'update',
      update: { stage: 'in_transit', location: 'Accra hub', note: 'Left the hub' },
    }).expect(201);
    expect(answer.body.data).toMatchObject({
      state: 'done',
      total: 50,
      done: 50,
      action: 'update',
    });
    expect((await entries(ids)) - before).toBe(50);
    const stages = await t.dataSource.query(
      `SELECT DISTINCT current_stage, current_location FROM parcels WHERE id = ANY($1::int[])`,
      [ids],
    );
    expect(stages).toEqual([{ current_stage: 'in_transit', current_location: 'Accra hub' }]);
    const rows = await bulkAuditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].action).toBe('update');
    expect(rows[0].account_email).toBe('boss@example.com');
    expect(rows[0].changes.parcels.after).toHaveLength(50);
    expect(rows[0].changes.parcels.after).toContain('WB-B-17');
    expect(rows[0].changes.count.after).toBe(50);
  });

  it('never half-applies: one parcel that refuses the update leaves all of them as they were', async () => {
    const ids = await parcels(5);
    // The third is delivered: it cannot be cancelled (docs/api.md), so none of the five is.
    await bulk({
      selection: { ids: [ids[2]] },
      action: 'update',
      update: { stage: 'delivered' },
    }).expect(201);
    const before = await entries(ids);
    const rowsBefore = await auditCount();
    const refused = await bulk({
      selection: { ids },
      action: 'update',
      update: { stage: 'cancelled' },
    }).expect(409);
    expect(refused.body.error_codes).toEqual(['parcel.not_cancellable']);
    expect(await entries(ids)).toBe(before);
    expect(await auditCount()).toBe(rowsBefore);
    expect(
      await scalar(`SELECT count(*)::int AS n FROM parcels WHERE current_stage = 'cancelled'`),
    ).toBe(0);
    // Nor is the action itself kept.
    expect(
      await scalar(
        `SELECT count(*)::int AS n FROM bulk_actions WHERE action = 'update' AND state <> 'done'`,
      ),
    ).toBe(0);
  });

  it('changes the fields allowed in bulk, and refuses any other field', async () => {
    const ids = await parcels(3);
    await bulk({
      selection: { ids },
      action: 'fields',
      fields: { shipped_via: 'Air freight', max_expected_delivery_date: '2026-12-24' },
    }).expect(201);
    const rows = await t.dataSource.query(
      `SELECT DISTINCT shipped_via, max_expected_delivery_date::text AS due FROM parcels WHERE id = ANY($1::int[])`,
      [ids],
    );
    expect(rows).toEqual([{ shipped_via: 'Air freight', due: '2026-12-24' }]);
    const other = await bulk({
      selection: { ids },
      action: 'fields',
      fields: { recipient_name: 'Mallory' },
    } as unknown as ParcelBulkInput).expect(400);
    expect(other.body.status).toBe(400);
    const none = await bulk({ selection: { ids }, action: 'fields', fields: {} }).expect(400);
    expect(none.body.status).toBe(400);
  });

  it('deletes with one audit row listing what went', async () => {
    const ids = await parcels(4);
    await bulk({ selection: { ids }, action: 'delete' }).expect(201);
    expect(
      await scalar(`SELECT count(*)::int AS n FROM parcels WHERE id = ANY($1::int[])`, [ids]),
    ).toBe(0);
    const rows = await bulkAuditRows();
    expect(rows.at(-1).action).toBe('delete');
    expect(rows.at(-1).changes.parcels.after).toEqual(['WB-B-1', 'WB-B-2', 'WB-B-3', 'WB-B-4']);
    // One row, not one per parcel and per history entry.
    expect(await scalar(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'delete'`)).toBe(
      1,
    );
  });
});

describe('a large selection', () => {
  it('runs as a job on the queue with its progress, selected by the filter on the server', async () => {
    await parcels(120, 'F', { shipped_via: 'Sea' });
    await parcels(3, 'OTHER');
    const filter = { search: 'WB-F' };
    const counted = await admin.get(countParcelSelection.path({}, filter)).expect(200);
    expect(counted.body.data).toEqual({ count: 120, over_limit: false });

    const id = await holdingJobs(async () => {
      const queued = await bulk({
        selection: { filter },
        action: 'update',
        update: { stage: 'out_for_delivery' },
      }).expect(201);
      expect(queued.body.data).toMatchObject({ state: 'queued', total: 120, done: 0 });
      // Nothing happens until the worker runs it.
      expect(
        await scalar(
          `SELECT count(*)::int AS n FROM parcels WHERE current_stage = 'out_for_delivery'`,
        ),
      ).toBe(0);
      return queued.body.data.id as number;
    });

    await t.app.get(JobWorker).runDue();
    const done = await admin.get(getBulkAction.path({ id })).expect(200);
    expect(done.body.data).toMatchObject({ state: 'done', total: 120, done: 120 });
    expect(
      await scalar(
        `SELECT count(*)::int AS n FROM parcels WHERE current_stage = 'out_for_delivery'`,
      ),
    ).toBe(120);
    const rows = await bulkAuditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].changes.parcels.after).toHaveLength(120);
    // Run twice (at least once): the finished action is left alone.
    await t.app.get(JobWorker).runDue();
    expect(await bulkAuditRows()).toHaveLength(1);
  });

  it('fails whole when a selected parcel was deleted before the job ran', async () => {
    const ids = await parcels(110, 'G');
    const id = await holdingJobs(async () => {
      const queued = await bulk({
        selection: { ids },
        action: 'fields',
        fields: { shipped_via: 'Road' },
      }).expect(201);
      await t.dataSource.query(`DELETE FROM parcels WHERE id = $1`, [ids[50]]);
      return queued.body.data.id as number;
    });
    await t.app.get(JobWorker).runDue();
    const failed = await admin.get(getBulkAction.path({ id })).expect(200);
    expect(failed.body.data).toMatchObject({
      state: 'failed',
      error_code: 'bulk.parcels_gone',
      error_params: { count: 1 },
    });
    expect(await scalar(`SELECT count(*)::int AS n FROM parcels WHERE shipped_via = 'Road'`)).toBe(
      0,
    );
    expect(await bulkAuditRows()).toHaveLength(0);
  });
});

describe('attacks on bulk actions', () => {
  it('refuses a viewer, who may read parcels but not change them', async () => {
    const ids = await parcels(2);
    const viewer = await invitedMember(t, admin, 'viewer');
    const refused = await bulk({ selection: { ids }, action: 'delete' }, viewer).expect(403);
    expect(refused.body.error_codes).toEqual(['auth.forbidden']);
    await bulk({ selection: { ids }, action: 'update', update: { stage: 'held' } }, viewer).expect(
      403,
    );
    expect(await scalar(`SELECT count(*)::int AS n FROM parcels`)).toBe(2);
    // A viewer may still print the labels.
    await viewer.get(getLabelBatch.path({}, { ids: ids.join(',') })).expect(200);
  });

  it('refuses a filter that matches more than a bulk action takes, and an empty one', async () => {
    await t.dataSource.query(
      `INSERT INTO parcels (tracking_code, recipient_name, destination)
       SELECT 'WB-M-' || n, 'Many', 'Lagos' FROM generate_series(1, $1::int) AS n`,
      [BULK_MAX + 1],
    );
    const everything = await bulk({
      selection: { filter: {} },
      action: 'delete',
    }).expect(400);
    expect(everything.body.error_codes).toEqual(['bulk.too_many']);
    expect(await scalar(`SELECT count(*)::int AS n FROM parcels`)).toBe(BULK_MAX + 1);
    const counted = await admin.get(countParcelSelection.path({}, {})).expect(200);
    expect(counted.body.data).toEqual({ count: BULK_MAX, over_limit: true });
    await admin.get(getLabelBatch.path({}, {})).expect(400);
    const nothing = await bulk({
      selection: { filter: { search: 'no such parcel at all' } },
      action: 'delete',
    }).expect(400);
    expect(nothing.body.error_codes).toEqual(['bulk.empty']);
  });

  it('refuses ids of parcels that do not exist, naming them, and changes nothing', async () => {
    const ids = await parcels(3);
    const before = await entries(ids);
    const refused = await bulk({
      selection: { ids: [...ids, 999_999, 999_998] },
      action: 'update',
      update: { stage: 'held' },
    }).expect(404);
    expect(refused.body.error_codes).toEqual(['bulk.unknown_parcels']);
    expect(refused.body.error_params).toEqual([{ count: 2, ids: '999998, 999999' }]);
    expect(await entries(ids)).toBe(before);
    await bulk({ selection: { ids: [0] }, action: 'delete' }).expect(400);
    await bulk({ selection: { ids: [] }, action: 'delete' }).expect(400);
    await bulk({
      selection: { ids: ['1 OR 1=1'] },
      action: 'delete',
    } as unknown as ParcelBulkInput).expect(400);
    // Both ways at once is neither.
    await bulk({
      selection: { ids, filter: {} },
      action: 'delete',
    } as unknown as ParcelBulkInput).expect(400);
    await admin.get(getLabelBatch.path({}, { ids: '1,abc' })).expect(400);
    expect(await scalar(`SELECT count(*)::int AS n FROM parcels`)).toBe(3);
  });

  it('refuses a shop’s API key, whatever its scopes: a key reaches only its own parcels', async () => {
    const ids = await parcels(2);
    const key = await admin
      .post(createApiKey.path({}))
      .send({ name: 'Shop', scopes: KEY_SCOPES })
      .expect(201);
    const bearer = `Bearer ${key.body.data.secret}`;
    for (const path of [
      getLabelBatch.path({}, { ids: ids.join(',') }),
      countParcelSelection.path({}, {}),
      getManifest.path({}, { day: '2026-01-01' }),
    ]) {
      const refused = await t.http().get(path).set('Authorization', bearer);
      expect([401, 403]).toContain(refused.status);
    }
    const bulkRefused = await t
      .http()
      .post(runBulkAction.path({}))
      .set('Authorization', bearer)
      .send({ selection: { ids }, action: 'delete' });
    expect([401, 403]).toContain(bulkRefused.status);
    expect(await scalar(`SELECT count(*)::int AS n FROM parcels`)).toBe(2);
  });

  it('runs racing bulk actions one after the other: every update lands, none is lost', async () => {
    const ids = await parcels(30);
    const before = await entries(ids);
    const [first, second] = await Promise.all([
      bulk({ selection: { ids }, action: 'update', update: { stage: 'in_transit', note: 'one' } }),
      bulk({
        selection: { ids: [...ids].reverse() },
        action: 'update',
        update: { stage: 'held', note: 'two' },
      }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await entries(ids)) - before).toBe(60);
    expect(await bulkAuditRows()).toHaveLength(2);
    // Each parcel ends where the later of the two left it: all at one stage.
    const stages = await t.dataSource.query(
      `SELECT DISTINCT current_stage FROM parcels WHERE id = ANY($1::int[])`,
      [ids],
    );
    expect(stages).toHaveLength(1);
  });
});

describe('a batch of labels', () => {
  it('prints 100 labels in one PDF: 100 thermal pages, 25 A4 pages of 4, 13 of 8', async () => {
    const ids = await parcels(100, 'L');
    const query = { ids: ids.join(',') };
    const thermal = await admin
      .get(getLabelBatch.path({}, { ...query, layout: 'thermal' }))
      .responseType('blob')
      .expect(200);
    expect(thermal.headers['content-type']).toBe('application/pdf');
    expect(thermal.headers['content-disposition']).toBe('inline; filename="labels-100.pdf"');
    // Streamed as it is drawn: no length known ahead.
    expect(thermal.headers['content-length']).toBeUndefined();
    const thermalPages = await readPdf(pdf(thermal));
    expect(thermalPages).toHaveLength(100);
    expect([thermalPages[0].width, thermalPages[0].height]).toEqual([288, 432]);
    expect(thermalPages[0].text).toContain('WB-L-1');
    expect(thermalPages[99].text).toContain('WB-L-100');
    expect(thermalPages[0].text).toContain('https://track.example/track.html?code=WB-L-1');

    const four = await admin
      .get(getLabelBatch.path({}, { ...query, layout: 'a4-4' }))
      .responseType('blob')
      .expect(200);
    const fourPages = await readPdf(pdf(four));
    expect(fourPages).toHaveLength(25);
    expect(Math.round(fourPages[0].width)).toBe(595);
    for (const code of ['WB-L-1', 'WB-L-2', 'WB-L-3', 'WB-L-4'])
      expect(fourPages[0].text).toContain(code);
    expect(fourPages[0].text).not.toContain('WB-L-5');

    const eight = await admin
      .get(getLabelBatch.path({}, { ...query, layout: 'a4-8' }))
      .responseType('blob')
      .expect(200);
    expect(await readPdf(pdf(eight))).toHaveLength(13);
  });

  it('prints the labels of every parcel the filter matches, and answers refusals in the envelope', async () => {
    await parcels(6, 'Q');
    await parcels(2, 'R');
    const byFilter = await admin
      .get(getLabelBatch.path({}, { search: 'WB-Q', layout: 'a4-8' }))
      .responseType('blob')
      .expect(200);
    const [page] = await readPdf(pdf(byFilter));
    expect(page.text).toContain('WB-Q-6');
    expect(page.text).not.toContain('WB-R-1');
    const unknown = await admin.get(getLabelBatch.path({}, { ids: '424242' })).expect(404);
    expect(unknown.body.error_codes).toEqual(['bulk.unknown_parcels']);
    await admin.get(getLabelBatch.path({}, { ids: '1', layout: 'a3' as 'a4-4' })).expect(400);
    await t
      .http()
      .get(getLabelBatch.path({}, { ids: '1' }))
      .expect(401);
  });
});

describe('the manifest', () => {
  it('lists a day’s parcels by carrier with the lines both sides sign', async () => {
    await parcels(3, 'AIR', { shipped_via: 'Air freight', weight: '2 kg' });
    await parcels(2, 'SEA', { shipped_via: 'Sea' });
    const [{ day }] = await t.dataSource.query(
      `SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS day`,
      [t.config.timeZone],
    );
    const all = await admin.get(getManifest.path({}, { day })).responseType('blob').expect(200);
    const [page] = await readPdf(pdf(all));
    for (const text of [
      'Manifest',
      `Day ${day}`,
      'Air freight',
      'WB-AIR-1',
      'WB-AIR-3',
      '2 kg',
      '3 parcels handed to Air freight',
      'Sea',
      '2 parcels handed to Sea',
      'HANDED OVER BY',
      'RECEIVED BY, FOR THE CARRIER',
    ]) {
      expect(page.text).toContain(text);
    }
    const sea = await admin
      .get(getManifest.path({}, { day, shipped_via: 'Sea' }))
      .responseType('blob')
      .expect(200);
    const [seaPage] = await readPdf(pdf(sea));
    expect(seaPage.text).toContain('WB-SEA-2');
    expect(seaPage.text).not.toContain('WB-AIR-1');
    const empty = await admin
      .get(getManifest.path({}, { day: '2001-01-01' }))
      .responseType('blob')
      .expect(200);
    expect((await readPdf(pdf(empty)))[0].text).toContain('No parcel was taken in that day.');
    await admin.get(getManifest.path({}, { day: 'yesterday' })).expect(400);
  });
});

describe('saved views', () => {
  const state = {
    search: 'lagos',
    late: true,
    sort: 'updated_desc' as const,
    columns: ['recipient' as const, 'status' as const],
  };

  it('are a member’s own until shared; only their maker changes or deletes them', async () => {
    const dispatcher = await invitedMember(t, admin, 'dispatcher');
    const saved = await admin
      .post(createSavedView.path({}))
      .send({ screen: 'parcels', name: 'Late in Lagos', state })
      .expect(201);
    expect(saved.body.data).toMatchObject({
      name: 'Late in Lagos',
      shared: false,
      mine: true,
      state: { ...state, columns: ['recipient', 'status'] },
    });
    const { id } = saved.body.data;
    const others = () => dispatcher.get(listSavedViews.path({}, { screen: 'parcels' })).expect(200);
    expect((await others()).body.data).toEqual([]);

    await admin.patch(updateSavedView.path({ id })).send({ shared: true }).expect(200);
    const seen = (await others()).body.data;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      id,
      mine: false,
      shared: true,
      owner_name: expect.any(String),
    });

    // Another member's view: not theirs to change or delete (as if it were not there).
    await dispatcher.patch(updateSavedView.path({ id })).send({ shared: false }).expect(404);
    await dispatcher.delete(deleteSavedView.path({ id })).expect(404);
    const taken = await admin
      .post(createSavedView.path({}))
      .send({ screen: 'parcels', name: 'Late in Lagos', state })
      .expect(409);
    expect(taken.body.error_codes).toEqual(['view.name_taken']);
    await admin
      .post(createSavedView.path({}))
      .send({ screen: 'parcels', name: 'Bad', state: { ...state, columns: ['password_hash'] } })
      .expect(400);
    await admin.delete(deleteSavedView.path({ id })).expect(200);
    expect((await others()).body.data).toEqual([]);
    await t
      .http()
      .get(listSavedViews.path({}, { screen: 'parcels' }))
      .expect(401);
  });
});
