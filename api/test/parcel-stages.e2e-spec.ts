import { describe, it, expect } from 'vitest';
import {
  DEFAULT_STATUS_STAGES,
  STATUS_STAGES_MAX,
  createParcel as createParcelEndpoint,
  getGraph,
  getSettings,
  listParcels,
  rateParcel,
  trackParcel,
  updateParcel,
  updateSettings,
  type StatusStage,
} from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { staffClient, type StaffAgent, type TestApp, useStaffApp } from './harness.js';

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

const staff = () => staffClient(admin);

/** What a visitor (no session cookie: the fast route) is shown for a code. */
async function visitorSees(code: string) {
  const response = await t.http().get(trackParcel.path({ code })).expect(200);
  const { stage, current_stage, status } = response.body.data as Record<string, unknown>;
  return { stage, current_stage, status };
}

const newParcel = (fields: Record<string, string> = {}) =>
  createParcel(staff(), {
    tracking_code: 'WB-STAGE-1',
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
    ...fields,
  });

const saveMapping = (rows: unknown) =>
  staff().call(updateSettings, { body: { status_stages: rows as StatusStage[] } });

describe('a stage chosen by staff', () => {
  it('is kept, answered to staff and visitors, and shown whatever the status says', async () => {
    // The create form takes a stage and a status too.
    const created = await staff().data(
      createParcelEndpoint,
      {
        body: {
          tracking_code: 'WB-STAGE-1',
          recipient_name: 'Ada Obi',
          destination: 'Lagos',
          status: 'Delivered',
          stage: 'failed_attempt',
        },
      },
      201,
    );
    expect(created).toMatchObject({
      status: 'Delivered',
      stage: 'failed_attempt',
      current_stage: 'failed_attempt',
    });
    expect(created).not.toHaveProperty('status_key');
    expect(await visitorSees('WB-STAGE-1')).toEqual({
      status: 'Delivered',
      stage: 'failed_attempt',
      current_stage: 'failed_attempt',
    });

    const changed = await staff().data(updateParcel, {
      body: { id: created.id, stage: 'out_for_delivery' },
    });
    expect(changed.current_stage).toBe('out_for_delivery');
    expect((await visitorSees('wb-stage-1')).current_stage).toBe('out_for_delivery');

    // The staff's own detail (the admin statement) says the same.
    const detail = await admin.get(trackParcel.path({ code: 'WB-STAGE-1' })).expect(200);
    expect(detail.body.data).toMatchObject({
      stage: 'out_for_delivery',
      current_stage: 'out_for_delivery',
    });
  });

  it('cleared, gives way to the status text again', async () => {
    const parcel = await newParcel({ status: 'In transit', stage: 'held' });
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBe('held');
    const cleared = await staff().data(updateParcel, { body: { id: parcel.id, stage: '' } });
    expect(cleared).toMatchObject({ stage: null, current_stage: 'in_transit' });
    expect(await visitorSees('WB-STAGE-1')).toEqual({
      status: 'In transit',
      stage: null,
      current_stage: 'in_transit',
    });
  });

  it('refuses a stage the product does not know, and changes nothing', async () => {
    const parcel = await newParcel({ status: 'In transit' });
    for (const stage of ['lost', 'IN_TRANSIT', 42, ['held'], { stage: 'held' }]) {
      const answer = await staff().call(updateParcel, {
        body: { id: parcel.id, stage } as never,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatch(/^stage must be|^stage /);
    }
    const unknown = await staff().call(updateParcel, {
      body: { id: parcel.id, stage: 'lost' } as never,
    });
    expect(unknown.body.error_codes).toEqual(['field.one_of']);
    expect(unknown.body.errors).toEqual([
      'stage must be one of: created, picked_up, in_transit, out_for_delivery, delivered, held, failed_attempt, returned, cancelled',
    ]);
    expect(await visitorSees('WB-STAGE-1')).toMatchObject({ stage: null });
  });
});

describe('a stage that follows the status text', () => {
  it('comes from the mapping, whatever the case and spacing of the status', async () => {
    const parcel = await newParcel({ status: '  OUT   for delivery ' });
    expect(parcel.current_stage).toBeNull(); // created first, the status comes with the PATCH
    expect(await visitorSees('WB-STAGE-1')).toEqual({
      status: 'OUT   for delivery',
      stage: null,
      current_stage: 'out_for_delivery',
    });
    const list = await staff().data(listParcels, { query: { search: 'WB-STAGE' } });
    expect(list.data.map((row) => row.current_stage)).toEqual(['out_for_delivery']);

    await staff().data(updateParcel, { body: { id: parcel.id, status: 'Somewhere unusual' } });
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBeNull();
    await staff().data(updateParcel, { body: { id: parcel.id, status: '' } });
    expect(await visitorSees('WB-STAGE-1')).toEqual({
      status: null,
      stage: null,
      current_stage: null,
    });
  });

  it('matches statuses beyond ASCII by their letters, not their case', async () => {
    await saveMapping([{ status: 'En tránsito', stage: 'in_transit' }]).then((answer) =>
      expect(answer.status).toBe(200),
    );
    await newParcel({ status: 'EN TRÁNSITO' });
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBe('in_transit');
  });

  it('follows a change of the mapping in Settings at once', async () => {
    await newParcel({ status: 'Waiting at the depot' });
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBeNull();

    const saved = await saveMapping([
      ...DEFAULT_STATUS_STAGES,
      { status: 'waiting at the DEPOT', stage: 'held' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.data?.status_stages.at(-1)).toEqual({
      status: 'waiting at the DEPOT',
      stage: 'held',
    });
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBe('held');

    await saveMapping([{ status: 'Waiting at the depot', stage: 'in_transit' }]);
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBe('in_transit');
    const list = await staff().data(listParcels, {});
    expect(list.data[0].current_stage).toBe('in_transit');

    await saveMapping([]);
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBeNull();
  });

  it('is Delivered for a status starting with "delivered" the mapping does not name, everywhere', async () => {
    const parcel = await newParcel({ status: 'Delivered to a neighbour' });
    await staff().data(updateParcel, {
      body: { id: parcel.id, max_expected_delivery_date: '2020-01-01' },
    });
    // The tracking page, staff's list, the late filter and the rating read the one stage.
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBe('delivered');
    expect((await staff().data(listParcels, {})).data[0].current_stage).toBe('delivered');
    expect((await staff().data(listParcels, { query: { late: true } })).data).toEqual([]);
    await t
      .http()
      .post(rateParcel.path({ code: 'WB-STAGE-1' }))
      .send({ rating: 5, comment: 'Left safely next door' })
      .expect(200);

    // The mapping decides first: named otherwise, the parcel is late again.
    await saveMapping([{ status: 'Delivered to a neighbour', stage: 'held' }]);
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBe('held');
    const late = await staff().data(listParcels, { query: { late: true } });
    expect(late.data.map((row) => row.id)).toEqual([parcel.id]);
  });

  it('starts with the common status texts and keeps the mapping out of the graph', async () => {
    const settings = await staff().data(getSettings, {});
    expect(settings.status_stages).toEqual(DEFAULT_STATUS_STAGES);
    expect(settings).not.toHaveProperty('status_stage_index');
    const graph = await t.http().get(getGraph.path({})).expect(200);
    expect(graph.body.data.settings[0]).not.toHaveProperty('status_stages');
    expect(graph.body.data.settings[0]).not.toHaveProperty('status_stage_index');
  });

  it('treats statuses named like object properties as plain texts', async () => {
    await saveMapping([{ status: '__proto__', stage: 'returned' }]);
    await newParcel({ status: 'constructor' });
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBeNull();
    const list = await staff().data(listParcels, {});
    expect(list.data[0].current_stage).toBeNull();
    await staff().data(updateParcel, { body: { id: list.data[0].id, status: '__PROTO__' } });
    expect((await visitorSees('WB-STAGE-1')).current_stage).toBe('returned');
  });

  it('records the mapping and the stage in the audit trail, without the lookup keys', async () => {
    const parcel = await newParcel({ status: 'On hold' });
    await saveMapping([{ status: 'On hold', stage: 'held' }]);
    await staff().data(updateParcel, { body: { id: parcel.id, stage: 'returned' } });
    const rows: { entity: string; changes: Record<string, unknown> }[] = await t.dataSource.query(
      `SELECT entity, changes FROM audit_log WHERE action = 'update' ORDER BY id`,
    );
    const changed = rows.map((row) => `${row.entity}:${Object.keys(row.changes).sort().join(',')}`);
    expect(changed).toEqual(['parcel:status', 'settings:status_stages', 'parcel:stage']);
  });
});

describe('a bad mapping', () => {
  const refused = async (rows: unknown) => {
    const answer = await saveMapping(rows);
    expect(answer.status).toBe(400);
    return { errors: answer.body.errors, codes: answer.body.error_codes };
  };

  it('is refused with readable errors, and the mapping stays as it was', async () => {
    expect(await refused([{ status: 'Lost', stage: 'lost' }])).toEqual({
      errors: [
        'status_stages.0.stage must be one of: created, picked_up, in_transit, out_for_delivery, delivered, held, failed_attempt, returned, cancelled',
      ],
      codes: ['field.one_of'],
    });
    const tooMany = Array.from({ length: STATUS_STAGES_MAX + 1 }, (_, n) => ({
      status: `Status ${n}`,
      stage: 'held',
    }));
    expect(await refused(tooMany)).toEqual({
      errors: [`status_stages can hold at most ${STATUS_STAGES_MAX} statuses`],
      codes: ['settings.too_many_statuses'],
    });
    expect(await refused([{ status: 'x'.repeat(301), stage: 'held' }])).toEqual({
      errors: ['status_stages.0.status must be at most 300 characters'],
      codes: ['field.too_long'],
    });
    expect(
      await refused([
        { status: 'On hold', stage: 'held' },
        { status: 'on hold', stage: 'returned' },
      ]),
    ).toEqual({
      errors: ['status_stages.1.status repeats a status already in the list'],
      codes: ['settings.status_repeated'],
    });
    expect((await refused(null)).codes).toEqual(['field.required']);
    expect((await refused('Delivered=delivered')).codes).toEqual(['field.type']);
    expect((await refused([{ status: 'On hold' }])).codes).toEqual(['field.required']);
    expect((await refused([{ status: 'a\u0000b', stage: 'held' }])).codes).toEqual(['field.nul']);

    const settings = await staff().data(getSettings, {});
    expect(settings.status_stages).toEqual(DEFAULT_STATUS_STAGES);
  });

  it('a huge mapping is refused by its count, without a 500', async () => {
    const rows = Array.from({ length: 20_000 }, () => ({ status: 'x', stage: 'held' }));
    expect((await refused(rows)).codes).toEqual(['settings.too_many_statuses']);
  });

  it('cannot be saved by a visitor', async () => {
    const answer = await t
      .http()
      .patch(updateSettings.path({}))
      .send({ status_stages: [{ status: 'Delivered', stage: 'returned' }] });
    expect(answer.status).toBe(401);
    const settings = await staff().data(getSettings, {});
    expect(settings.status_stages).toEqual(DEFAULT_STATUS_STAGES);
  });
});
