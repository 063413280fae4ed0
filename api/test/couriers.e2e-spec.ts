import { randomUUID } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import {
  HANDOVER_TRIES_MAX,
  addMyStop,
  assignToRun,
  cancelParcel,
  createWebhookEndpoint,
  getDeliveryProof,
  getDeliveryProofPdf,
  getMyRun,
  getRun,
  listCouriers,
  removeFromRun,
  reorderRun,
  resetHandoverCode,
  scanCode,
  syncCourierActions,
  trackParcel,
  unlockParcel,
  uploadProofPicture,
  type CourierActionPayload,
} from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { solidPng, tinyPng } from '../../test-kit/pictures.js';
import { staffClient, type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

// Couriers on the road (docs/product.md §4.12): the dispatcher's runs, the courier's run and
// scans, the sync of the phone's queued actions through the one-step update, proofs of delivery
// and handover codes, and the attacks on each: another courier's parcel, replayed and racing
// action ids, forged upload ids, guessed handover codes.

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

const DAY = new Date().toISOString().slice(0, 10);

async function courier(name: string) {
  const agent = await invitedMember(t, admin, 'courier', `${name}@example.com`);
  const [row] = await t.dataSource.query(`SELECT id FROM admins WHERE email = $1`, [
    `${name}@example.com`,
  ]);
  return { agent, id: row.id as number };
}

async function parcel(code: string, fields: Record<string, unknown> = {}) {
  return createParcel(staffClient(admin), {
    tracking_code: code,
    recipient_name: 'Jane Smith',
    destination: 'Lagos',
    recipient_email: 'jane@example.com',
    recipient_phone_number: '+2348031234567',
    ...fields,
  });
}

const assign = (courierId: number, codes: string[], date = DAY) =>
  admin.post(assignToRun.path({})).send({ courier_id: courierId, date, codes });

let sequence = 0;
let clock = Date.now() - 60 * 60 * 1000;
/** An action as the phone makes it: a new id, the next sequence, a minute after the last. */
function action(
  code: string,
  kind: CourierActionPayload['action'],
  extra: Partial<CourierActionPayload> = {},
): CourierActionPayload {
  clock += 60_000;
  return {
    id: randomUUID(),
    code,
    action: kind,
    done_at: new Date(clock).toISOString(),
    sequence: ++sequence,
    position: { latitude: 6.5244, longitude: 3.3792, accuracy: 12 },
    ...extra,
  };
}

const sync = (agent: StaffAgent, actions: CourierActionPayload[]) =>
  agent.post(syncCourierActions.path({})).send({ actions });

const historyTitles = async (code: string) =>
  (
    await t.dataSource.query(
      `SELECT a.title FROM activities a JOIN parcels p ON p.id = a.parcel_id
        WHERE p.tracking_code = $1 ORDER BY a.created_at, a.id`,
      [code],
    )
  ).map((row: { title: string }) => row.title) as string[];

const stageOf = async (code: string) =>
  (
    await t.dataSource.query(`SELECT current_stage FROM parcels WHERE tracking_code = $1`, [code])
  )[0].current_stage as string;

async function upload(agent: StaffAgent, kind: 'photo' | 'signature', picture = tinyPng()) {
  const answer = await agent
    .post(uploadProofPicture.path({}))
    .field('kind', kind)
    .attach('image', picture, { filename: 'x.png', contentType: 'image/png' })
    .expect(201);
  return answer.body.data.id as string;
}

/** The newest handover code e-mailed to the address, read from the outbox. */
async function handoverCodeSent(email = 'jane@example.com'): Promise<string | null> {
  const rows: { text: string }[] = await t.dataSource.query(
    `SELECT text FROM outbox_messages WHERE to_address = $1 AND subject LIKE 'Your handover code%'
      ORDER BY id DESC LIMIT 1`,
    [email],
  );
  return /hand it over: (\d{6})/.exec(rows[0]?.text ?? '')?.[1] ?? null;
}

describe('the dispatcher’s runs', () => {
  it('lists couriers, assigns parcels in order, reorders and removes them', async () => {
    const ada = await courier('ada');
    await invitedMember(t, admin, 'dispatcher', 'desk@example.com');
    await Promise.all(['R1', 'R2', 'R3'].map((code) => parcel(code)));
    const couriers = (await admin.get(listCouriers.path({})).expect(200)).body.data;
    expect(couriers).toEqual([
      { id: ada.id, name: 'A courier', email: 'ada@example.com', active: true },
    ]);

    const run = (await assign(ada.id, ['R2', 'r1']).expect(200)).body.data;
    expect(run.stops.map((s: { tracking_code: string }) => s.tracking_code)).toEqual(['R2', 'R1']);
    await assign(ada.id, ['R3']).expect(200);
    const ordered = await admin
      .post(reorderRun.path({}))
      .send({ courier_id: ada.id, date: DAY, codes: ['R3', 'R1', 'R2'] })
      .expect(200);
    expect(
      ordered.body.data.stops.map((s: { position: number; tracking_code: string }) => [
        s.position,
        s.tracking_code,
      ]),
    ).toEqual([
      [1, 'R3'],
      [2, 'R1'],
      [3, 'R2'],
    ]);
    const removed = await admin
      .delete(removeFromRun.path({}))
      .send({ courier_id: ada.id, date: DAY, code: 'R1' })
      .expect(200);
    expect(removed.body.data.stops.map((s: { tracking_code: string }) => s.tracking_code)).toEqual([
      'R3',
      'R2',
    ]);
    const read = await admin.get(getRun.path({}, { courier_id: ada.id, date: DAY })).expect(200);
    expect(read.body.data.stops).toHaveLength(2);
    const audit = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'run' AND action = 'update'`,
    );
    expect(audit[0].n).toBe(4);
  });

  it('refuses repeated codes, an incomplete order, unknown codes, a member who is no courier and a parcel whose journey is over', async () => {
    const ada = await courier('ada');
    await Promise.all(['R1', 'R2'].map((code) => parcel(code)));
    expect((await assign(ada.id, ['R1', 'r1']).expect(400)).body.error_codes).toEqual([
      'run.codes_repeated',
    ]);
    expect((await assign(ada.id, ['NOPE']).expect(404)).body.error_codes).toEqual([
      'parcel.code_unknown',
    ]);
    const [owner] = await t.dataSource.query(`SELECT id FROM admins WHERE role = 'owner'`);
    expect((await assign(owner.id, ['R1']).expect(404)).body.error_codes).toEqual([
      'run.not_a_courier',
    ]);
    await assign(ada.id, ['R1', 'R2']).expect(200);
    const wrongOrder = await admin
      .post(reorderRun.path({}))
      .send({ courier_id: ada.id, date: DAY, codes: ['R1'] })
      .expect(409);
    expect(wrongOrder.body.error_codes).toEqual(['run.order_mismatch']);
    const notOnRun = await admin
      .delete(removeFromRun.path({}))
      .send({ courier_id: ada.id, date: '2030-01-01', code: 'R1' })
      .expect(404);
    expect(notOnRun.body.error_codes).toEqual(['run.not_on_run']);
    await admin
      .post(cancelParcel.path({ code: 'R2' }))
      .send({})
      .expect(200);
    await parcel('R3');
    await admin
      .post(cancelParcel.path({ code: 'R3' }))
      .send({})
      .expect(200);
    expect((await assign(ada.id, ['R3']).expect(409)).body.error_codes).toEqual([
      'run.parcel_over',
    ]);
  });

  it('moves a parcel from another courier’s run of the day', async () => {
    const [ada, bo] = [await courier('ada'), await courier('bo')];
    await parcel('R1');
    await assign(ada.id, ['R1']).expect(200);
    await assign(bo.id, ['R1']).expect(200);
    expect(
      (await ada.agent.get(getMyRun.path({}, { date: DAY })).expect(200)).body.data.stops,
    ).toEqual([]);
    expect(
      (await bo.agent.get(getMyRun.path({}, { date: DAY })).expect(200)).body.data.stops,
    ).toHaveLength(1);
  });
});

describe('the courier’s run and scans', () => {
  it('shows the courier their stops with what they need at the door', async () => {
    const ada = await courier('ada');
    await parcel('R1', {
      handover_code_required: true,
      recipient_address_line1: '12 Marina Road',
      recipient_city: 'Lagos',
      recipient_country: 'NG',
      parcel_content: 'Books',
    });
    await assign(ada.id, ['R1']).expect(200);
    const run = (await ada.agent.get(getMyRun.path({}, { date: DAY })).expect(200)).body.data;
    expect(run.courier).toMatchObject({ id: ada.id, name: 'A courier' });
    expect(run.stops[0]).toMatchObject({
      position: 1,
      tracking_code: 'R1',
      recipient_name: 'Jane Smith',
      recipient_phone_number: '+2348031234567',
      handover_code_required: true,
      handover_locked: false,
      parcel_content: 'Books',
    });
    expect(run.stops[0].address_lines.join('\n')).toContain('12 Marina Road');
  });

  it('says whether a scanned code is on the run, shows nothing of one that is not, and adds it', async () => {
    const [ada, bo] = [await courier('ada'), await courier('bo')];
    await Promise.all(['R1', 'R2', 'R3'].map((code) => parcel(code)));
    await assign(ada.id, ['R1']).expect(200);
    await assign(bo.id, ['R3']).expect(200);
    const on = (await ada.agent.get(scanCode.path({ code: 'r1' }, { date: DAY })).expect(200)).body
      .data;
    expect(on).toMatchObject({ tracking_code: 'R1', on_run: true, can_add: false, refusal: null });
    expect(on.stop.recipient_name).toBe('Jane Smith');
    const off = (await ada.agent.get(scanCode.path({ code: 'R2' }, { date: DAY })).expect(200)).body
      .data;
    expect(off).toEqual({
      tracking_code: 'R2',
      on_run: false,
      stop: null,
      can_add: true,
      refusal: null,
    });
    const others = (await ada.agent.get(scanCode.path({ code: 'R3' }, { date: DAY })).expect(200))
      .body.data;
    expect(others).toEqual({
      tracking_code: 'R3',
      on_run: false,
      stop: null,
      can_add: false,
      refusal: 'courier.on_other_run',
    });
    const unknown = (await ada.agent.get(scanCode.path({ code: 'ZZ9' }, { date: DAY })).expect(200))
      .body.data;
    expect(unknown).toMatchObject({
      on_run: false,
      stop: null,
      can_add: false,
      refusal: 'parcel.not_found',
    });

    const added = await ada.agent
      .post(addMyStop.path({}))
      .send({ code: 'R2', date: DAY })
      .expect(200);
    expect(added.body.data.stops.map((s: { tracking_code: string }) => s.tracking_code)).toEqual([
      'R1',
      'R2',
    ]);
    const taken = await ada.agent
      .post(addMyStop.path({}))
      .send({ code: 'R3', date: DAY })
      .expect(409);
    expect(taken.body.error_codes).toEqual(['courier.on_other_run']);
  });

  it('assigns the parcel list’s selection (ticked ids or its filter): a parcel whose journey is over is left out and named, one already on the run stays, twice changes nothing', async () => {
    const ada = await courier('ada');
    const bo = await courier('bo');
    // One after another: a selection is taken lowest id first, and the answers below name the
    // parcels in that order (made at once, PostgreSQL may give SEL2 a lower id than SEL1).
    const one = await parcel('SEL1');
    const two = await parcel('SEL2');
    const over = await parcel('SEL3');
    const moved = await parcel('SEL4');
    await parcel('OTHER1');
    await admin
      .post(cancelParcel.path({ code: 'SEL3' }))
      .send({})
      .expect(200);
    await assign(bo.id, ['SEL4']).expect(200);
    const pick = (selection: unknown) =>
      admin.post(assignToRun.path({})).send({ courier_id: ada.id, date: DAY, selection });

    const ticked = (await pick({ ids: [over.id, one.id] }).expect(200)).body.data;
    expect(ticked).toMatchObject({
      added: ['SEL1'],
      kept: [],
      refused: [{ tracking_code: 'SEL3', error_code: 'run.parcel_over', stage: 'cancelled' }],
    });
    const matching = (await pick({ filter: { search: 'SEL' } }).expect(200)).body.data;
    expect(matching).toMatchObject({ added: ['SEL2', 'SEL4'], kept: ['SEL1'] });
    expect(matching.refused.map((r: { tracking_code: string }) => r.tracking_code)).toEqual([
      'SEL3',
    ]);
    const codes = (run: { stops: { tracking_code: string }[] }) =>
      run.stops.map((stop) => stop.tracking_code);
    expect(codes(matching)).toEqual(['SEL1', 'SEL2', 'SEL4']);
    // SEL4 moved from Bo's run of the day.
    const bos = await admin.get(getRun.path({}, { courier_id: bo.id, date: DAY })).expect(200);
    expect(bos.body.data.stops).toEqual([]);

    const again = (await pick({ ids: [two.id, moved.id, one.id] }).expect(200)).body.data;
    expect(again).toMatchObject({ added: [], kept: ['SEL1', 'SEL2', 'SEL4'], refused: [] });
    expect(codes(again)).toEqual(['SEL1', 'SEL2', 'SEL4']);
    const audit = await t.dataSource.query(
      `SELECT changes FROM audit_log WHERE entity = 'run' AND entity_id = $1 ORDER BY id`,
      [String(ada.id)],
    );
    expect(
      audit.map((row: { changes: { added: { after: string[] } } }) => row.changes.added.after),
    ).toEqual([['SEL1'], ['SEL2', 'SEL4']]);

    // What the list's selection may not be.
    const refused = async (body: Record<string, unknown>, status: number) =>
      (
        await admin
          .post(assignToRun.path({}))
          .send({ courier_id: ada.id, date: DAY, ...body })
          .expect(status)
      ).body.error_codes;
    expect(await refused({ codes: ['SEL1'], selection: { ids: [one.id] } }, 400)).toEqual([
      'run.codes_or_selection',
    ]);
    expect(await refused({}, 400)).toEqual(['run.codes_or_selection']);
    expect(await refused({ selection: { ids: [999_999] } }, 404)).toEqual(['bulk.unknown_parcels']);
    expect(await refused({ selection: { filter: { search: 'NOTHING-LIKE-IT' } } }, 400)).toEqual([
      'bulk.empty',
    ]);
    await t.dataSource.query(
      `INSERT INTO parcels (tracking_code, recipient_name, destination)
       SELECT 'MANY' || n, 'Many', 'Accra' FROM generate_series(1, 201) n`,
    );
    expect(await refused({ selection: { filter: { search: 'MANY' } } }, 400)).toEqual([
      'run.too_many',
    ]);
    await ada.agent
      .post(assignToRun.path({}))
      .send({ courier_id: ada.id, date: DAY, selection: { ids: [one.id] } })
      .expect(403);
  });

  it('stops a courier who keeps scanning codes that do not exist', async () => {
    const ada = await courier('ada');
    await parcel('R1');
    for (let n = 0; n < 30; n += 1) {
      const miss = await ada.agent
        .get(scanCode.path({ code: `GUESS${n}` }, { date: DAY }))
        .expect(200);
      expect(miss.body.data.refusal).toBe('parcel.not_found');
    }
    const stopped = await ada.agent.get(scanCode.path({ code: 'R1' }, { date: DAY })).expect(429);
    expect(stopped.body.error_codes).toEqual(['rate.too_many']);
  });

  it('keeps the dispatcher’s calls from a courier', async () => {
    const ada = await courier('ada');
    await ada.agent.get(listCouriers.path({})).expect(403);
    await ada.agent
      .post(assignToRun.path({}))
      .send({ courier_id: ada.id, date: DAY, codes: ['X'] })
      .expect(403);
    await ada.agent.get(getRun.path({}, { courier_id: ada.id, date: DAY })).expect(403);
    await admin.get(getMyRun.path({})).expect(403);
  });
});

describe('the sync of a phone’s actions', () => {
  it('applies each action once, in the order the courier did them, as the panel’s one-step update', async () => {
    const ada = await courier('ada');
    await parcel('R1');
    await assign(ada.id, ['R1']).expect(200);
    // The webhooks fire as for any update (a public address written as such: no DNS lookup).
    await admin
      .post(createWebhookEndpoint.path({}))
      .send({
        url: 'https://93.184.215.14/hooks',
        events: ['parcel.delivered', 'parcel.delivery_failed'],
      })
      .expect(201);
    const photo = await upload(ada.agent, 'photo', solidPng(40, [20, 120, 200]));
    const signature = await upload(ada.agent, 'signature');
    const steps = [
      action('R1', 'picked_up'),
      action('R1', 'at_hub'),
      action('R1', 'out_for_delivery'),
      action('R1', 'delivery_failed', { failure_reason: 'nobody_home', next_attempt_on: DAY }),
      action('R1', 'delivered', {
        received_by: 'Jane Smith',
        photo_upload_id: photo,
        signature_upload_id: signature,
      }),
    ];
    // Sent shuffled: the server orders them by the phone's time.
    const sent = [steps[3], steps[0], steps[4], steps[2], steps[1]];
    const first = await sync(ada.agent, sent).expect(200);
    expect(
      first.body.data.results.map((r: { id: string; outcome: string }) => [r.id, r.outcome]),
    ).toEqual(sent.map((each) => [each.id, 'applied']));
    expect(first.body.data.results[2].stage).toBe('delivered');
    expect(await historyTitles('R1')).toEqual([
      'Picked up',
      'Arrived at hub',
      'Out for delivery',
      'Failed delivery attempt',
      'Delivered',
    ]);
    expect(await stageOf('R1')).toBe('delivered');
    const events = await t.dataSource.query(
      `SELECT event_type FROM webhook_deliveries ORDER BY id`,
    );
    expect(events.map((row: { event_type: string }) => row.event_type)).toEqual([
      'parcel.delivery_failed',
      'parcel.delivered',
    ]);

    // The network dropped before the answer: the phone sends them all again.
    const again = await sync(ada.agent, sent).expect(200);
    expect(again.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(
      Array(5).fill('already_applied'),
    );
    expect(await historyTitles('R1')).toHaveLength(5);

    // One audit row per applied action, each the parcel's update.
    const audit = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'parcel' AND action = 'update'
          AND account_email = 'ada@example.com'`,
    );
    expect(audit[0].n).toBe(5);
    // Time and position recorded with each action.
    const kept = await t.dataSource.query(
      `SELECT action, latitude, longitude, accuracy, outcome FROM courier_actions ORDER BY done_at`,
    );
    expect(kept.map((row: { action: string }) => row.action)).toEqual([
      'picked_up',
      'at_hub',
      'out_for_delivery',
      'delivery_failed',
      'delivered',
    ]);
    expect(kept[0]).toMatchObject({
      latitude: 6.5244,
      longitude: 3.3792,
      accuracy: 12,
      outcome: 'applied',
    });
  });

  it('applies an id sent by two syncs at once only once', async () => {
    const ada = await courier('ada');
    await parcel('R1');
    await assign(ada.id, ['R1']).expect(200);
    const actions = [
      action('R1', 'picked_up'),
      action('R1', 'at_hub'),
      action('R1', 'out_for_delivery'),
    ];
    const answers = await Promise.all([
      sync(ada.agent, actions),
      sync(ada.agent, actions),
      sync(ada.agent, actions),
    ]);
    const outcomes = answers.flatMap((answer) =>
      answer.body.data.results.map((r: { outcome: string }) => r.outcome),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'already_applied')).toHaveLength(6);
    expect(await historyTitles('R1')).toEqual(['Picked up', 'Arrived at hub', 'Out for delivery']);
  });

  it('refuses an id used again for another action, or by another courier', async () => {
    const [ada, bo] = [await courier('ada'), await courier('bo')];
    await parcel('R1');
    await assign(ada.id, ['R1']).expect(200);
    const first = action('R1', 'picked_up');
    await sync(ada.agent, [first]).expect(200);
    const changed = await sync(ada.agent, [{ ...first, action: 'at_hub' }]).expect(200);
    expect(changed.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      error_code: 'courier.id_reused',
    });
    const stolen = await sync(bo.agent, [first]).expect(200);
    expect(stolen.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      error_code: 'courier.id_reused',
    });
    expect(await historyTitles('R1')).toEqual(['Picked up']);
  });

  it('refuses another courier’s parcel, and says nothing of it', async () => {
    const [ada, bo] = [await courier('ada'), await courier('bo')];
    await parcel('R1');
    await assign(ada.id, ['R1']).expect(200);
    const answer = await sync(bo.agent, [action('R1', 'delivered', { received_by: 'Me' })]).expect(
      200,
    );
    expect(answer.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      error_code: 'courier.not_on_run',
      stage: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain('Jane');
    expect(await historyTitles('R1')).toEqual([]);
    const unknown = await sync(bo.agent, [action('NOPE', 'picked_up')]).expect(200);
    expect(unknown.body.data.results[0].error_code).toBe('parcel.not_found');
    // A courier's cookie reads the tracking answer as a visitor does, not as staff.
    const tracked = (await bo.agent.get(trackParcel.path({ code: 'R1' })).expect(200)).body.data;
    expect(tracked).toMatchObject({ locked: true, recipient_name: null });
    expect(tracked).not.toHaveProperty('recipient_email');
  });

  it('refuses an action on a parcel cancelled meanwhile, and the same again when it is sent again', async () => {
    const ada = await courier('ada');
    await parcel('R1');
    await assign(ada.id, ['R1']).expect(200);
    await sync(ada.agent, [action('R1', 'picked_up')]).expect(200);
    await admin
      .post(cancelParcel.path({ code: 'R1' }))
      .send({})
      .expect(200);
    const late = action('R1', 'delivered', { received_by: 'Jane Smith' });
    const answer = await sync(ada.agent, [late]).expect(200);
    expect(answer.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      error_code: 'courier.parcel_over',
      error_params: { code: 'R1', stage: 'cancelled' },
    });
    const again = await sync(ada.agent, [late]).expect(200);
    expect(again.body.data.results[0]).toEqual(answer.body.data.results[0]);
    expect(await stageOf('R1')).toBe('cancelled');
  });

  it('refuses a whole batch that breaks the schema, applying none of it', async () => {
    const ada = await courier('ada');
    await parcel('R1');
    await assign(ada.id, ['R1']).expect(200);
    const bad = await sync(ada.agent, [
      action('R1', 'picked_up'),
      action('R1', 'delivered'),
    ]).expect(400);
    expect(bad.body.error_codes).toContain('field.required');
    const future = await sync(ada.agent, [
      { ...action('R1', 'picked_up'), done_at: new Date(Date.now() + 3_600_000).toISOString() },
    ]).expect(200);
    expect(future.body.data.results[0].error_code).toBe('courier.too_far_ahead');
    expect(await historyTitles('R1')).toEqual([]);
    await sync(ada.agent, []).expect(400);
    await sync(ada.agent, [
      { ...action('R1', 'picked_up'), extra: 1 } as CourierActionPayload,
    ]).expect(400);
  });
});

describe('proofs of delivery', () => {
  it('refuses forged, another courier’s and reused upload ids, and pictures that are not pictures', async () => {
    const [ada, bo] = [await courier('ada'), await courier('bo')];
    await Promise.all(['R1', 'R2'].map((code) => parcel(code)));
    await assign(ada.id, ['R1', 'R2']).expect(200);
    const bosPhoto = await upload(bo.agent, 'photo');
    const adasSignature = await upload(ada.agent, 'signature');
    const refusal = async (extra: Partial<CourierActionPayload>) =>
      (
        await sync(ada.agent, [action('R1', 'delivered', { received_by: 'J', ...extra })]).expect(
          200,
        )
      ).body.data.results[0];
    expect(await refusal({ photo_upload_id: randomUUID() })).toMatchObject({
      error_code: 'courier.upload_unknown',
      error_params: { field: 'photo_upload_id' },
    });
    expect((await refusal({ photo_upload_id: bosPhoto })).error_code).toBe(
      'courier.upload_unknown',
    );
    // A signature named as a photo.
    expect((await refusal({ photo_upload_id: adasSignature })).error_code).toBe(
      'courier.upload_unknown',
    );
    expect(await stageOf('R1')).not.toBe('delivered');
    const ok = await sync(ada.agent, [
      action('R1', 'delivered', { received_by: 'J', signature_upload_id: adasSignature }),
    ]).expect(200);
    expect(ok.body.data.results[0].outcome).toBe('applied');
    const reused = await sync(ada.agent, [
      action('R2', 'delivered', { received_by: 'J', signature_upload_id: adasSignature }),
    ]).expect(200);
    expect(reused.body.data.results[0].error_code).toBe('courier.upload_used');

    const lying = await ada.agent
      .post(uploadProofPicture.path({}))
      .field('kind', 'photo')
      .attach('image', Buffer.from('<svg onload=alert(1)>'), {
        filename: 'x.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(lying.body.error_codes).toEqual(['image.not_an_image']);
    await ada.agent
      .post(uploadProofPicture.path({}))
      .field('kind', 'selfie')
      .attach('image', tinyPng(), 'x.png')
      .expect(400);
  });

  it('shows staff the proof and its PDF, and the tracking page the initials until the recipient check', async () => {
    const ada = await courier('ada');
    await parcel('R1');
    await assign(ada.id, ['R1']).expect(200);
    const photo = await upload(ada.agent, 'photo', solidPng(32, [200, 40, 40]));
    const signature = await upload(ada.agent, 'signature');
    const delivered = action('R1', 'delivered', {
      received_by: 'Jane Smith',
      photo_upload_id: photo,
      signature_upload_id: signature,
    });
    await sync(ada.agent, [delivered]).expect(200);

    const proof = (await admin.get(getDeliveryProof.path({ code: 'R1' })).expect(200)).body.data;
    expect(proof).toMatchObject({
      tracking_code: 'R1',
      received_by: 'Jane Smith',
      latitude: 6.5244,
      longitude: 3.3792,
      accuracy: 12,
      handover_code_checked: false,
      courier: { id: ada.id, name: 'A courier' },
    });
    expect(proof.photo).toMatch(/^[0-9a-f]{64}\.(png|jpg)$/);
    expect(proof.signature).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(Date.parse(proof.delivered_at)).toBe(Date.parse(delivered.done_at));
    const pdf = await admin.get(getDeliveryProofPdf.path({ code: 'R1' })).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(
      Buffer.from(pdf.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await ada.agent.get(getDeliveryProof.path({ code: 'R1' })).expect(403);
    await parcel('R2');
    const none = await admin.get(getDeliveryProofPdf.path({ code: 'R2' })).expect(404);
    expect(none.body.error_codes).toEqual(['proof.not_found']);

    const visitor = (
      await t
        .http()
        .get(trackParcel.path({ code: 'R1' }))
        .expect(200)
    ).body.data;
    expect(visitor.delivery_proof).toMatchObject({
      received_by_initials: 'J. S.',
      received_by: null,
      photo: null,
    });
    expect(visitor.locked).toBe(true);
    const unlocked = (
      await t
        .http()
        .post(unlockParcel.path({ code: 'R1' }))
        .send({ answer: 'jane@example.com' })
        .expect(200)
    ).body.data;
    expect(unlocked.delivery_proof).toMatchObject({
      received_by_initials: 'J. S.',
      received_by: 'Jane Smith',
      photo: proof.photo,
    });
    expect(JSON.stringify(visitor)).not.toContain('handover_code_required');
  });
});

describe('handover codes', () => {
  async function outForDelivery() {
    const ada = await courier('ada');
    await parcel('R1', { handover_code_required: true });
    await assign(ada.id, ['R1']).expect(200);
    await sync(ada.agent, [action('R1', 'out_for_delivery')]).expect(200);
    return ada;
  }

  it('e-mails a code as the parcel goes out, and delivers with it', async () => {
    const ada = await outForDelivery();
    const code = await handoverCodeSent();
    expect(code).toMatch(/^\d{6}$/);
    const missing = await sync(ada.agent, [
      action('R1', 'delivered', { received_by: 'Jane' }),
    ]).expect(200);
    expect(missing.body.data.results[0].error_code).toBe('courier.handover_code_required');
    const right = await sync(ada.agent, [
      action('R1', 'delivered', { received_by: 'Jane', handover_code: code! }),
    ]).expect(200);
    expect(right.body.data.results[0]).toMatchObject({ outcome: 'applied', stage: 'delivered' });
    const proof = (await admin.get(getDeliveryProof.path({ code: 'R1' })).expect(200)).body.data;
    expect(proof.handover_code_checked).toBe(true);
    // Only its keyed hash is stored.
    const [row] = await t.dataSource.query(`SELECT code_hash FROM handover_codes`);
    expect(row.code_hash).not.toContain(code);
  });

  it('locks the parcel after five wrong codes, audited, until a dispatcher sends a new one', async () => {
    const ada = await outForDelivery();
    const code = (await handoverCodeSent())!;
    const wrong = code === '000000' ? '111111' : '000000';
    const left: unknown[] = [];
    for (let i = 0; i < HANDOVER_TRIES_MAX - 1; i += 1) {
      const answer = await sync(ada.agent, [
        action('R1', 'delivered', { received_by: 'J', handover_code: wrong }),
      ]).expect(200);
      left.push(answer.body.data.results[0].error_params);
    }
    expect(left).toEqual([
      { tries_left: 4 },
      { tries_left: 3 },
      { tries_left: 2 },
      { tries_left: 1 },
    ]);
    const last = await sync(ada.agent, [
      action('R1', 'delivered', { received_by: 'J', handover_code: wrong }),
    ]).expect(200);
    expect(last.body.data.results[0].error_code).toBe('courier.handover_locked');
    // Locked: even the right code is refused now.
    const right = await sync(ada.agent, [
      action('R1', 'delivered', { received_by: 'J', handover_code: code }),
    ]).expect(200);
    expect(right.body.data.results[0].error_code).toBe('courier.handover_locked');
    const run = (await ada.agent.get(getMyRun.path({}, { date: DAY })).expect(200)).body.data;
    expect(run.stops[0].handover_locked).toBe(true);
    const audit = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'handover_failed'`,
    );
    expect(audit[0].n).toBe(HANDOVER_TRIES_MAX);
    // A courier cannot unlock it by going out again.
    await sync(ada.agent, [action('R1', 'out_for_delivery')]).expect(200);
    expect(
      (await ada.agent.get(getMyRun.path({}, { date: DAY })).expect(200)).body.data.stops[0]
        .handover_locked,
    ).toBe(true);

    await ada.agent.post(resetHandoverCode.path({ code: 'R1' })).expect(403);
    await admin.post(resetHandoverCode.path({ code: 'R1' })).expect(200);
    const renewed = (await handoverCodeSent())!;
    const delivered = await sync(ada.agent, [
      action('R1', 'delivered', { received_by: 'J', handover_code: renewed }),
    ]).expect(200);
    expect(delivered.body.data.results[0].outcome).toBe('applied');
  });

  it('counts guesses sent at once one by one: no more than five are ever tried', async () => {
    const ada = await outForDelivery();
    const code = (await handoverCodeSent())!;
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) =>
        sync(ada.agent, [action('R1', 'delivered', { received_by: 'J', handover_code: guess })]),
      ),
    );
    const codes = answers.map((answer) => answer.body.data.results[0].error_code);
    expect(codes.filter((c) => c === 'courier.handover_code_wrong')).toHaveLength(
      HANDOVER_TRIES_MAX - 1,
    );
    expect(codes.filter((c) => c === 'courier.handover_locked')).toHaveLength(
      12 - (HANDOVER_TRIES_MAX - 1),
    );
    const [row] = await t.dataSource.query(`SELECT wrong_tries FROM handover_codes`);
    expect(row.wrong_tries).toBe(HANDOVER_TRIES_MAX);
  });
});
