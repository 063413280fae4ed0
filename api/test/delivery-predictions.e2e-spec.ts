import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addParcelUpdate, listParcels, trackParcel } from '@waybill/shared';
import type { JobHandler } from '../src/core/jobs/job-handler.js';
import { JobRegistry } from '../src/core/jobs/job-registry.js';
import { DeliveryPredictions } from '../src/parcels/predictions/delivery-predictions.js';
import { createParcel as createStaffParcel, type ParcelFields } from '../../test-kit/parcels.js';
import { signedInAgent, staffClient, startTestApp, type TestApp } from './harness.js';

/**
 * Predicted delivery (docs/product.md §2.3e, docs/architecture.md §4.9) on a real database: the
 * stage history the database keeps, the scheduled job's statistics and predictions, the
 * tracking answer, the staff's "at risk" filter and the one late e-mail.
 */
const TIMEOUT_MS = 90_000;
const ZONE = 'Europe/Berlin';

const dayIn = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
const job = () => t.app.get(DeliveryPredictions);

/** The jobs' own handlers; the tests run them themselves, when they mean to. */
const handlers = new Map<string, JobHandler<unknown>>();
const PREDICTION_JOBS = ['predictions.parcel', 'predictions.refresh'];

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: ZONE, PUBLIC_URL: 'https://track.courier.example' });
  const registry = t.app.get(JobRegistry);
  // The worker runs jobs as soon as they commit, and the schedule's pass when it is due: here
  // they do nothing, so each test decides when predictions are made.
  for (const name of PREDICTION_JOBS) {
    handlers.set(name, registry.get(name).handler);
    registry.provide(name, { run: async () => {} });
  }
}, TIMEOUT_MS);
afterAll(async () => {
  for (const [name, handler] of handlers) t?.app.get(JobRegistry).provide(name, handler);
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  // No scheduled pass may fall into a test.
  await t.dataSource.query(`UPDATE job_schedules SET next_run_at = now() + interval '1 day'`);
  admin = await signedInAgent(t);
});

/** An open parcel made by staff, in transit from Lagos to Abuja by Express. */
async function openParcel(code: string, extra: Partial<ParcelFields> = {}): Promise<number> {
  const parcel = await createStaffParcel(staffClient(admin), {
    tracking_code: code,
    recipient_name: 'Ada Obi',
    destination: 'Abuja',
    shipped_via: 'Express',
    stage: 'in_transit',
    status: 'In transit',
    sender_country: 'NG',
    sender_region: 'Lagos',
    recipient_country: 'NG',
    recipient_region: 'FCT',
    ...extra,
  });
  return parcel.id;
}

/**
 * `count` delivered parcels like `likeId`, each in transit for 41, 42 … hours before delivery,
 * entering transit on different days (so no single weekday has enough of them).
 */
async function history(likeId: number, count: number): Promise<void> {
  const ids: { id: number }[] = await t.dataSource.query(
    `INSERT INTO parcels (tracking_code, recipient_name, destination, shipped_via, sender_country,
       sender_region, recipient_country, recipient_region, stage, status, created_at)
     SELECT 'PAST-' || n, 'Past', destination, shipped_via, sender_country, sender_region,
            recipient_country, recipient_region, 'delivered', 'Delivered',
            now() - make_interval(days => 40 + n)
     FROM parcels, generate_series(1, $2::int) AS n WHERE id = $1
     RETURNING id`,
    [likeId, count],
  );
  const past = ids.map((row) => row.id);
  await t.dataSource.query(`DELETE FROM parcel_stage_changes WHERE parcel_id = ANY($1::int[])`, [
    past,
  ]);
  await t.dataSource.query(
    `INSERT INTO parcel_stage_changes (parcel_id, stage, entered_at)
     SELECT id, 'in_transit', now() - make_interval(days => (10 + k)::int)
     FROM unnest($1::int[]) WITH ORDINALITY AS u(id, k)
     UNION ALL
     SELECT id, 'delivered', now() - make_interval(days => (10 + k)::int) + make_interval(hours => (40 + k)::int)
     FROM unnest($1::int[]) WITH ORDINALITY AS u(id, k)`,
    [past],
  );
}

const track = async (code: string) =>
  (await t.http().get(trackParcel.path({ code })).expect(200)).body.data;

const lateMails = async (): Promise<{ to_address: string }[]> =>
  t.dataSource.query(
    `SELECT to_address FROM outbox_messages WHERE subject LIKE '%running late%' ORDER BY id`,
  );

describe('predicted delivery', () => {
  it('records every stage a parcel enters, whichever way it moved', async () => {
    const id = await openParcel('WB-STAGES', { stage: undefined, status: 'Picked up' });
    await admin
      .post(addParcelUpdate.path({ code: 'WB-STAGES' }))
      .send({ stage: 'out_for_delivery', status: 'Out for delivery' })
      .expect(201);
    const stages: { stage: string }[] = await t.dataSource.query(
      `SELECT stage FROM parcel_stage_changes WHERE parcel_id = $1 ORDER BY id`,
      [id],
    );
    expect(stages.map((row) => row.stage)).toEqual(['picked_up', 'out_for_delivery']);

    // An update dated by staff (a scan entered late) dates the stage as it says.
    await t.dataSource.query(
      `UPDATE activities SET created_at = now() - interval '1 day' WHERE parcel_id = $1`,
      [id],
    );
    const occurred = new Date(Date.now() - 3 * 3_600_000).toISOString();
    await admin
      .post(addParcelUpdate.path({ code: 'WB-STAGES' }))
      .send({ stage: 'failed_attempt', status: 'Delivery attempted', occurred_at: occurred })
      .expect(201);
    const [last]: { stage: string; entered_at: Date }[] = await t.dataSource.query(
      `SELECT stage, entered_at FROM parcel_stage_changes WHERE parcel_id = $1
       ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(last.stage).toBe('failed_attempt');
    expect(new Date(last.entered_at).toISOString()).toBe(occurred);
  });

  it("predicts a parcel again in its change's transaction, one job per parcel", async () => {
    const id = await openParcel('WB-AGAIN-JOB', { max_expected_delivery_date: dayIn(30) });
    await history(id, 30);
    await job().refreshAll({ rebuildStats: true });
    const before = (await track('WB-AGAIN-JOB')).prediction;
    await admin
      .post(addParcelUpdate.path({ code: 'WB-AGAIN-JOB' }))
      .send({ stage: 'out_for_delivery', status: 'Out for delivery' })
      .expect(201);
    const jobs: { payload: unknown; key: string }[] = await t.dataSource.query(
      `SELECT payload, key FROM jobs WHERE name = 'predictions.parcel' ORDER BY id`,
    );
    expect(jobs.at(-1)).toEqual({ payload: { parcelId: id }, key: `predict:${id}` });
    // Nothing is known of parcels out for delivery: the staff's day, and why it changed.
    await handlers.get('predictions.parcel')!.run({ parcelId: id }, { id: 0, attempt: 1 });
    const after = (await track('WB-AGAIN-JOB')).prediction;
    expect(after).toMatchObject({ basis: 'staff', previous_expected_at: before.expected_at });
    expect(after.change_reason).toBe('stage');
  });

  it('is scheduled on the job queue', async () => {
    const schedules: { name: string; cron: string }[] = await t.dataSource.query(
      `SELECT name, cron FROM job_schedules WHERE name = 'predictions.refresh'`,
    );
    expect(schedules).toEqual([{ name: 'predictions.refresh', cron: '*/10 * * * *' }]);
  });

  it('learns from past deliveries and shows the prediction on the tracking page', async () => {
    const id = await openParcel('WB-PREDICT', { max_expected_delivery_date: dayIn(30) });
    await history(id, 30);
    const result = await job().refreshAll({ rebuildStats: true });
    expect(result.predicted).toBe(1);

    const prediction = (await track('WB-PREDICT')).prediction;
    // 30 on the same route, but at most five on any one day of the week: the route's group.
    expect(prediction).toMatchObject({
      basis: 'route',
      samples: 30,
      at_risk: false,
      change_reason: null,
    });
    const hoursAhead = (Date.parse(prediction.expected_at) - Date.now()) / 3_600_000;
    // The median of 41…70 hours, from now (the parcel entered transit just now).
    expect(hoursAhead).toBeGreaterThan(54);
    expect(hoursAhead).toBeLessThan(56.5);
    expect(Date.parse(prediction.latest_at)).toBeGreaterThan(Date.parse(prediction.expected_at));
    expect(new Date(prediction.latest_at).getUTCMinutes()).toBe(0);
  });

  it("falls back to the staff's date with too little history, and to nothing without one", async () => {
    const id = await openParcel('WB-STAFF', { max_expected_delivery_date: dayIn(5) });
    await openParcel('WB-NODATE');
    await history(id, 10);
    await job().refreshAll({ rebuildStats: true });
    expect((await track('WB-STAFF')).prediction).toMatchObject({ basis: 'staff', samples: 0 });
    expect((await track('WB-NODATE')).prediction).toBeNull();
  });

  it('hides a prediction made for a stage the parcel has left, until the next run', async () => {
    const id = await openParcel('WB-MOVED', { max_expected_delivery_date: dayIn(30) });
    await history(id, 30);
    await job().refreshAll({ rebuildStats: true });
    await admin
      .post(addParcelUpdate.path({ code: 'WB-MOVED' }))
      .send({ stage: 'delivered', status: 'Delivered' })
      .expect(201);
    expect((await track('WB-MOVED')).prediction).toBeNull();
    await job().refreshAll();
    const left: unknown[] = await t.dataSource.query(
      `SELECT 1 FROM parcel_predictions WHERE parcel_id = $1`,
      [id],
    );
    expect(left).toEqual([]);
  });

  it("lists the parcels at risk, and only those, with the staff's filter", async () => {
    const risky = await openParcel('WB-RISK', { max_expected_delivery_date: dayIn(0) });
    await openParcel('WB-SAFE', { max_expected_delivery_date: dayIn(30) });
    await history(risky, 30);
    await job().refreshAll({ rebuildStats: true });

    const all = await admin.get(listParcels.path({}, {})).expect(200);
    const flags = Object.fromEntries(
      all.body.data.data
        .filter((row: { tracking_code: string }) => row.tracking_code.startsWith('WB-'))
        .map((row: { tracking_code: string; at_risk: boolean }) => [
          row.tracking_code,
          row.at_risk,
        ]),
    );
    expect(flags).toEqual({ 'WB-RISK': true, 'WB-SAFE': false });

    const filtered = await admin.get(listParcels.path({}, { at_risk: 'true' })).expect(200);
    expect(
      filtered.body.data.data.map((row: { tracking_code: string }) => row.tracking_code),
    ).toEqual(['WB-RISK']);
    expect((await track('WB-RISK')).prediction.at_risk).toBe(true);
    await admin.get(listParcels.path({}, { at_risk: 'maybe' as 'true' })).expect(400);
  });

  it('e-mails the people waiting once when a parcel becomes late, not at every run', async () => {
    const id = await openParcel('WB-LATE', {
      max_expected_delivery_date: dayIn(0),
      recipient_email: 'ada@example.com',
    });
    await t.dataSource.query(
      `INSERT INTO parcel_subscribers (parcel_id, email, confirmed_at) VALUES ($1, $2, now()),
         ($1, 'never-confirmed@example.com', NULL)`,
      [id, 'watcher@example.com'],
    );
    await history(id, 30);
    expect((await job().refreshAll({ rebuildStats: true })).late).toBe(1);
    expect((await job().refreshAll()).late).toBe(0);
    expect((await lateMails()).map((mail) => mail.to_address).sort()).toEqual([
      'ada@example.com',
      'watcher@example.com',
    ]);
  });

  it('sends the late e-mail once when runs race for it', async () => {
    const id = await openParcel('WB-RACE', {
      max_expected_delivery_date: dayIn(0),
      recipient_email: 'ada@example.com',
    });
    await history(id, 30);
    // Two runs at once (one instance's job and another's, at least once), and claims besides.
    const [first, second] = await Promise.all([
      job().refreshAll({ rebuildStats: true }),
      job().refreshAll({ rebuildStats: true }),
    ]);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => job().notifyLate(id, dayIn(0), new Date())),
    );
    expect(first.late + second.late + claims.filter(Boolean).length).toBe(1);
    expect(await lateMails()).toHaveLength(1);
  });

  it('writes again when staff give a new promised day that passes too', async () => {
    const id = await openParcel('WB-AGAIN', {
      max_expected_delivery_date: dayIn(0),
      recipient_email: 'ada@example.com',
    });
    await history(id, 30);
    await job().refreshAll({ rebuildStats: true });
    await t.dataSource.query(
      `UPDATE parcels SET max_expected_delivery_date = $2::date WHERE id = $1`,
      [id, dayIn(1)],
    );
    await job().refreshAll();
    expect(await lateMails()).toHaveLength(2);
  });
});
