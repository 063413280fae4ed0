import { describe, it, expect } from 'vitest';
import {
  API_PREFIX,
  DEFAULT_STATUS_STAGES,
  addParcelUpdate,
  createActivity,
  deleteActivity,
  getActivity,
  listUpdateStatuses,
  trackParcel,
  updateActivity,
  updateParcel,
  updateSettings,
  statusKey,
  statusStageIndex,
} from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { NotificationsService } from '../src/notifications/notifications.service.js';
import {
  openedAuditRows,
  staffClient,
  type StaffAgent,
  type TestApp,
  useStaffApp,
} from './harness.js';
import { invitedMember } from './staff-kit.js';

// "Add update" (docs/product.md §4.5a): one call moves the parcel and writes its newest history
// entry together, so the tracking answer never shows one without the other.

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

const CODE = 'WB-500';

async function parcel(fields: Record<string, unknown> = {}) {
  return createParcel(staffClient(admin), {
    tracking_code: CODE,
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
    recipient_email: 'ada@example.com',
    status: 'Picked up',
    current_location: 'Kumasi',
    ...fields,
  });
}

const post = (body: Record<string, unknown>, code = CODE, agent = admin) =>
  agent.post(addParcelUpdate.path({ code })).set('X-Request-Id', `upd-${++calls}`).send(body);
let calls = 0;

const stored = async () => {
  const [row] = await t.dataSource.query(
    `SELECT status, stage, current_stage, current_location,
            map_current_latitude AS lat, map_current_longitude AS lng
       FROM parcels WHERE tracking_code = $1`,
    [CODE],
  );
  return row;
};
const count = async (table: string) =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
const auditRows = (requestId: string) =>
  openedAuditRows<{
    entity: string;
    action: string;
    entity_id: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }>(
    t,
    'SELECT entity, action, entity_id, changes FROM audit_log WHERE request_id = $1 ORDER BY id',
    [requestId],
  );

describe('adding an update', () => {
  it('moves status, stage, location and map point and writes the newest entry in one call', async () => {
    const { id } = await parcel();
    const response = await post({
      stage: 'in_transit',
      location: 'Accra, Ghana',
      latitude: 5.56,
      longitude: -0.2,
      note: 'Sorted at the hub',
    }).expect(201);
    expect(response.body.message).toBe('Update added');
    expect(response.body.data).toMatchObject({
      id,
      status: 'In transit',
      stage: 'in_transit',
      current_location: 'Accra, Ghana',
      map_current_latitude: 5.56,
      map_current_longitude: -0.2,
    });
    expect(response.body.data.history.data[0]).toMatchObject({
      title: 'In transit',
      description: 'Sorted at the hub',
      icon: 'local_shipping',
      color: 'green',
    });
    expect(await stored()).toEqual({
      status: 'In transit',
      stage: 'in_transit',
      current_stage: 'in_transit',
      current_location: 'Accra, Ghana',
      lat: 5.56,
      lng: -0.2,
    });
  });

  it('takes the status from Settings’ mapping, the entry’s look from the stage, both overridable', async () => {
    await parcel();
    await admin
      .patch(updateSettings.path({}))
      .send({
        status_stages: [
          { status: 'With the courier', stage: 'out_for_delivery' },
          { status: 'Out for delivery', stage: 'out_for_delivery' },
        ],
      })
      .expect(200);
    const first = await post({ stage: 'out_for_delivery' }).expect(201);
    expect(first.body.data).toMatchObject({
      status: 'With the courier',
      current_location: 'Kumasi',
    });
    const second = await post({
      stage: 'failed_attempt',
      status: 'Nobody home',
      title: 'Knocked twice',
      description: 'Card left',
      icon: 'home_work',
      color: 'gold',
    }).expect(201);
    expect(second.body.data.status).toBe('Nobody home');
    expect(second.body.data.stage).toBe('failed_attempt');
    expect(second.body.data.history.data[0]).toMatchObject({
      title: 'Knocked twice',
      description: 'Card left',
      icon: 'home_work',
      color: 'gold',
    });
    const look = await post({ stage: 'held' }).expect(201);
    expect(look.body.data.history.data[0]).toMatchObject({ icon: 'pan_tool', color: 'gold' });
  });

  it('clears the old map point when the new place is free text the gazetteer does not know', async () => {
    const { id } = await parcel();
    await admin
      .patch(updateParcel.path({}))
      .send({ id, map_current_latitude: 6.7, map_current_longitude: -1.6 })
      .expect(200);
    await post({ stage: 'in_transit', location: 'Depot 7, gate B' }).expect(201);
    expect(await stored()).toMatchObject({
      current_location: 'Depot 7, gate B',
      lat: null,
      lng: null,
    });
  });

  it('dates the entry when it happened, never ahead of the clock', async () => {
    await parcel();
    const at = new Date(Date.now() - 3 * 3600_000).toISOString();
    const response = await post({ stage: 'picked_up', occurred_at: at }).expect(201);
    expect(new Date(response.body.data.history.data[0].created_at).toISOString()).toBe(at);
    const ahead = new Date(Date.now() + 3600_000).toISOString();
    const refused = await post({ stage: 'picked_up', occurred_at: ahead }).expect(400);
    expect(refused.body.errors).toEqual(['occurred_at is invalid']);
  });

  it('shows the visitor a tracking answer that agrees with itself', async () => {
    await parcel();
    await post({ stage: 'out_for_delivery', location: 'Lagos' }).expect(201);
    const tracked = await t
      .http()
      .get(trackParcel.path({ code: CODE }))
      .expect(200);
    const answer = tracked.body.data;
    expect(answer).toMatchObject({
      status: 'Out for delivery',
      current_stage: 'out_for_delivery',
      current_location: 'Lagos',
    });
    expect(answer.history.data[0]).toMatchObject({ title: 'Out for delivery' });
  });

  it('queues the recipient’s e-mail only when asked, and writes one audit row either way', async () => {
    const { id } = await parcel();
    await post({ stage: 'in_transit' }).expect(201);
    expect(await count('outbox_messages')).toBe(0);
    let rows = await auditRows(`upd-${calls}`);
    expect(rows.map((row) => `${row.entity}.${row.action}`)).toEqual(['parcel.update']);
    expect(rows[0].entity_id).toBe(String(id));
    expect(rows[0].changes.status).toEqual({ before: 'Picked up', after: 'In transit' });
    expect(rows[0].changes.history_entry.after).toMatchObject({ title: 'In transit' });
    expect(rows[0].changes).not.toHaveProperty('notified');

    await post({ stage: 'delivered', notify: true }).expect(201);
    const mail = await t.dataSource.query('SELECT to_address, subject FROM outbox_messages');
    expect(mail).toEqual([{ to_address: 'ada@example.com', subject: `Parcel ${CODE}: Delivered` }]);
    rows = await auditRows(`upd-${calls}`);
    expect(rows.map((row) => `${row.entity}.${row.action}`)).toEqual(['parcel.update']);
    expect(rows[0].changes.notified).toEqual({ before: null, after: ['ada@example.com'] });
  });
});

describe('the status texts an update suggests', () => {
  it('lists Settings’ texts in order, then the defaults of stages Settings leaves out, to a dispatcher', async () => {
    await admin
      .patch(updateSettings.path({}))
      .send({
        status_stages: [
          { status: 'With the courier', stage: 'out_for_delivery' },
          { status: 'Handed over', stage: 'delivered' },
        ],
      })
      .expect(200);
    const dispatcher = await invitedMember(t, admin, 'dispatcher');
    const answer = await dispatcher.get(listUpdateStatuses.path({})).expect(200);
    const rows = answer.body.data as { status: string; stage: string }[];
    expect(rows.slice(0, 2)).toEqual([
      { status: 'With the courier', stage: 'out_for_delivery' },
      { status: 'Handed over', stage: 'delivered' },
    ]);
    expect(rows).toContainEqual({ status: 'In transit', stage: 'in_transit' });
    expect(rows.filter((row) => row.stage === 'delivered')).toHaveLength(1);
  });

  it('answers 401 signed out and 403 to a viewer', async () => {
    await t.http().get(listUpdateStatuses.path({})).expect(401);
    const viewer = await invitedMember(t, admin, 'viewer');
    await viewer.get(listUpdateStatuses.path({})).expect(403);
  });
});

describe('two updates at once', () => {
  it('runs one after the other: both entries are kept and the parcel shows the later one', async () => {
    await parcel();
    const [first, second] = await Promise.all([
      post({ stage: 'in_transit', location: 'Accra', status: 'Left Kumasi' }),
      post({ stage: 'out_for_delivery', location: 'Lagos', status: 'With the driver' }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const answer = (
      await t
        .http()
        .get(trackParcel.path({ code: CODE }))
        .expect(200)
    ).body.data;
    const titles = answer.history.data.map((entry: { title: string }) => entry.title);
    expect([...titles].sort()).toEqual(['Left Kumasi', 'With the driver']);
    // Whichever took the lock second is the newest entry, and the parcel is where it says.
    const later =
      titles[0] === 'Left Kumasi' ? ['Left Kumasi', 'Accra'] : ['With the driver', 'Lagos'];
    expect([answer.status, answer.current_location]).toEqual(later);
    expect((await stored()).status).toBe(later[0]);
  });
});

describe('putting the parcel back with the newest entry', () => {
  const history = async () =>
    (
      await t
        .http()
        .get(trackParcel.path({ code: CODE }))
        .expect(200)
    ).body.data.history.data as {
      id: number;
      title: string;
      restorable: boolean;
    }[];

  it('deletes the newest entry and puts status, stage, location and point back, in one call', async () => {
    await parcel();
    await post({ stage: 'in_transit', location: 'Accra', latitude: 5.56, longitude: -0.2 });
    await post({ stage: 'delivered', location: 'Lagos', latitude: 6.45, longitude: 3.4 });
    const [newest] = await history();
    await admin
      .delete(deleteActivity.path({}))
      .set('X-Request-Id', 'restore-delete')
      .send({ id: newest.id, restore_parcel: true })
      .expect(200);
    expect(await stored()).toEqual({
      status: 'In transit',
      stage: 'in_transit',
      current_stage: 'in_transit',
      current_location: 'Accra',
      lat: 5.56,
      lng: -0.2,
    });
    expect((await history()).map((entry) => entry.title)).toEqual(['In transit']);
    const rows = await auditRows('restore-delete');
    expect(rows.map((row) => `${row.entity}.${row.action}`).sort()).toEqual([
      'activity.delete',
      'parcel.update',
    ]);
  });

  it('puts the parcel back to how it was before its first update, and edits the entry', async () => {
    await parcel();
    await post({ stage: 'delivered', location: 'Lagos' });
    const [newest] = await history();
    expect(newest.restorable).toBe(true);
    const edited = await admin
      .patch(updateActivity.path({}))
      .send({ id: newest.id, title: 'Delivery mistaken', restore_parcel: true })
      .expect(200);
    expect(edited.body.data).toMatchObject({ title: 'Delivery mistaken', restorable: false });
    // The staff's own view and the entry's own answer say so too, so the panel no longer offers it.
    expect((await history())[0]).toMatchObject({ id: newest.id, restorable: false });
    const alone = await admin.get(getActivity.path({ id: newest.id })).expect(200);
    expect(alone.body.data.restorable).toBe(false);
    expect(await stored()).toMatchObject({
      status: 'Picked up',
      stage: null,
      current_location: 'Kumasi',
    });
    // Put back once: the entry no longer offers it.
    const again = await admin
      .patch(updateActivity.path({}))
      .send({ id: newest.id, title: 'Mistaken', restore_parcel: true })
      .expect(409);
    expect(again.body.error_codes).toEqual(['activity.nothing_to_restore']);
  });

  it('refuses an older entry, and an entry that moved nothing, changing nothing', async () => {
    const { id } = await parcel();
    await post({ stage: 'in_transit', location: 'Accra' });
    await post({ stage: 'out_for_delivery', location: 'Lagos' });
    const [, older] = await history();
    const refused = await admin
      .delete(deleteActivity.path({}))
      .send({ id: older.id, restore_parcel: true })
      .expect(409);
    expect(refused.body.error_codes).toEqual(['activity.not_newest']);
    const plain = await admin
      .post(createActivity.path({}))
      .send({ parcel_id: id, title: 'Called', description: 'No answer', notify: false })
      .expect(201);
    // An entry added on its own says it has nothing to put back; the updates' entries keep theirs.
    expect(plain.body.data.restorable).toBe(false);
    expect((await history()).map((entry) => entry.restorable)).toEqual([false, true, true]);
    const nothing = await admin
      .delete(deleteActivity.path({}))
      .send({ id: plain.body.data.id, restore_parcel: true })
      .expect(409);
    expect(nothing.body.error_codes).toEqual(['activity.nothing_to_restore']);
    expect((await history()).map((entry) => entry.title)).toEqual([
      'Called',
      'Out for delivery',
      'In transit',
    ]);
    expect(await stored()).toMatchObject({ status: 'Out for delivery', current_location: 'Lagos' });
  });

  it('refuses a restore_parcel that is not a boolean', async () => {
    await parcel();
    await post({ stage: 'in_transit' });
    const [newest] = await history();
    await admin
      .delete(deleteActivity.path({}))
      .send({ id: newest.id, restore_parcel: 'yes' })
      .expect(400);
    expect(await history()).toHaveLength(1);
  });

  it('without restore_parcel, deleting the newest entry leaves the parcel as it is', async () => {
    await parcel();
    await post({ stage: 'in_transit', location: 'Accra' });
    const [newest] = await history();
    await admin.delete(deleteActivity.path({})).send({ id: newest.id }).expect(200);
    expect(await stored()).toMatchObject({ status: 'In transit', current_location: 'Accra' });
  });
});

describe('what it refuses, writing nothing', () => {
  const nothingWritten = async (before: Awaited<ReturnType<typeof counts>>) => {
    expect(await counts()).toEqual(before);
    expect(await stored()).toMatchObject({ status: 'Picked up', current_location: 'Kumasi' });
  };
  const counts = async () => ({
    audit: await count('audit_log'),
    activities: await count('activities'),
    outbox: await count('outbox_messages'),
  });

  it('answers 404 for an unknown code', async () => {
    await parcel();
    const before = await counts();
    const response = await post({ stage: 'in_transit' }, 'NOPE-1').expect(404);
    expect(response.body).toMatchObject({ status: 404, error_codes: ['parcel.not_found'] });
    await nothingWritten(before);
  });

  it('refuses a bad stage, a half point, a point out of range, an unknown icon', async () => {
    await parcel();
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'stage'],
      [{ stage: 'lost_at_sea' }, 'stage'],
      [{ stage: 'in_transit', location: 'Accra', latitude: 5.5 }, 'longitude'],
      [{ stage: 'in_transit', location: 'Accra', latitude: 95, longitude: 1 }, 'latitude'],
      [{ stage: 'in_transit', latitude: 5, longitude: 1 }, 'location'],
      [{ stage: 'in_transit', icon: 'rocket' }, 'icon'],
      [{ stage: 'in_transit', notify: 'yes' }, 'notify'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body).expect(400);
      expect({ body, errors: response.body.errors.join(' ') }).toEqual({
        body,
        errors: expect.stringContaining(field),
      });
      expect(response.body.error_codes.length).toBeGreaterThan(0);
    }
    await nothingWritten(before);
  });

  it('keeps nothing of an update that fails half way', async () => {
    await parcel();
    const before = await counts();
    const notifications = t.app.get(NotificationsService);
    const original = notifications.activityAdded;
    notifications.activityAdded = async () => {
      throw new Error('the outbox is down');
    };
    try {
      await post({ stage: 'delivered', location: 'Lagos', notify: true }).expect(500);
    } finally {
      notifications.activityAdded = original;
    }
    await nothingWritten(before);
  });

  it('answers 401 signed out and 403 to a viewer', async () => {
    await parcel();
    const viewer = await invitedMember(t, admin, 'viewer');
    const before = await counts();
    await t
      .http()
      .post(addParcelUpdate.path({ code: CODE }))
      .send({ stage: 'in_transit' })
      .expect(401);
    await post({ stage: 'in_transit' }, CODE, viewer).expect(403);
    await nothingWritten(before);
  });
});

describe('the contract', () => {
  it('shows the call in the OpenAPI document with its body', async () => {
    const document = await t.http().get(`${API_PREFIX}/docs-json`).expect(200);
    const operation = document.body.paths[addParcelUpdate.route.replace(':code', '{code}')]?.post;
    expect(operation).toBeDefined();
    const body = JSON.stringify(operation.requestBody);
    for (const field of [
      'stage',
      'status',
      'location',
      'latitude',
      'note',
      'notify',
      'occurred_at',
    ]) {
      expect({ field, documented: body.includes(`"${field}"`) }).toEqual({
        field,
        documented: true,
      });
    }
  });

  it('documents restore_parcel on the entry’s edit and delete, and the suggested statuses', async () => {
    const document = await t.http().get(`${API_PREFIX}/docs-json`).expect(200);
    const activities = document.body.paths[updateActivity.route];
    for (const method of ['patch', 'delete']) {
      expect({ method, body: JSON.stringify(activities?.[method]?.requestBody) }).toEqual({
        method,
        body: expect.stringContaining('"restore_parcel"'),
      });
    }
    const statuses = document.body.paths[listUpdateStatuses.route]?.get;
    expect(statuses?.summary).toMatch(/^The status texts an update suggests/);
  });
});

describe('the calls that were there before', () => {
  it('still adds an entry without moving the parcel, and still changes the status alone', async () => {
    const { id } = await parcel();
    const added = await admin
      .post(createActivity.path({}))
      .send({ parcel_id: id, title: 'Picked up', description: 'At the depot', notify: false })
      .expect(201);
    expect(await stored()).toMatchObject({ status: 'Picked up', stage: null });
    await admin
      .patch(updateActivity.path({}))
      .send({ id: added.body.data.id, title: 'Collected' })
      .expect(200);
    const edited = await admin
      .patch(updateParcel.path({}))
      .send({ id, status: 'In transit' })
      .expect(200);
    expect(edited.body.data).toMatchObject({ status: 'In transit', current_location: 'Kumasi' });
    expect(edited.body.data.history.data.map((entry: { title: string }) => entry.title)).toEqual([
      'Collected',
    ]);
  });
});

describe('the tracking answer never contradicts itself', () => {
  const stageOf = statusStageIndex(DEFAULT_STATUS_STAGES);

  /**
   * What a visitor's answer says, checked to agree: the steps show the status's stage (the walk
   * below only uses the mapping's texts), and a newest entry that still keeps its put-back is
   * the update that wrote the status.
   */
  async function seen() {
    const answer = (
      await t
        .http()
        .get(trackParcel.path({ code: CODE }))
        .expect(200)
    ).body.data;
    const [newest] = answer.history.data as { title: string; restorable: boolean }[];
    expect(answer.current_stage).toBe(stageOf.get(statusKey(answer.status)));
    if (newest?.restorable) expect(newest.title).toBe(answer.status);
    return [answer.status, answer.current_stage, newest?.title ?? null];
  }
  const newestId = async () =>
    (await admin.get(trackParcel.path({ code: CODE })).expect(200)).body.data.history.data[0]
      .id as number;

  it('agrees after every way of adding, changing or taking back an update', async () => {
    const { id } = await parcel();
    expect(await seen()).toEqual(['Picked up', 'picked_up', null]);

    await post({ stage: 'in_transit', location: 'Accra' }).expect(201);
    expect(await seen()).toEqual(['In transit', 'in_transit', 'In transit']);

    // "Add activity" writes an entry and leaves the parcel where it was.
    await admin
      .post(createActivity.path({}))
      .send({ parcel_id: id, title: 'Called the recipient', description: 'No answer' })
      .expect(201);
    expect(await seen()).toEqual(['In transit', 'in_transit', 'Called the recipient']);

    await post({ stage: 'out_for_delivery', location: 'Lagos' }).expect(201);
    expect(await seen()).toEqual(['Out for delivery', 'out_for_delivery', 'Out for delivery']);

    // A scan entered late, dated before the newest entry, only fills in the history.
    const earlier = new Date(Date.now() - 3600_000).toISOString();
    const late = await post({ stage: 'held', occurred_at: earlier }).expect(201);
    expect(late.body.data.history.data.map((entry: { title: string }) => entry.title)).toContain(
      'On hold',
    );
    expect(await seen()).toEqual(['Out for delivery', 'out_for_delivery', 'Out for delivery']);

    await admin
      .delete(deleteActivity.path({}))
      .send({ id: await newestId(), restore_parcel: true })
      .expect(200);
    expect(await seen()).toEqual(['In transit', 'in_transit', 'Called the recipient']);

    await post({ stage: 'delivered', location: 'Lagos' }).expect(201);
    expect(await seen()).toEqual(['Delivered', 'delivered', 'Delivered']);

    await admin
      .patch(updateActivity.path({}))
      .send({ id: await newestId(), title: 'Delivery mistaken', restore_parcel: true })
      .expect(200);
    expect(await seen()).toEqual(['In transit', 'in_transit', 'Delivery mistaken']);

    // The seed's PATCH of the status alone: the stage chosen by the update before gives way.
    await admin.patch(updateParcel.path({})).send({ id, status: 'Delivered' }).expect(200);
    expect(await seen()).toEqual(['Delivered', 'delivered', 'Delivery mistaken']);
    expect(await stored()).toMatchObject({ status: 'Delivered', stage: null });
  });

  it('keeps a stage sent with the status, and one whose status did not change', async () => {
    const { id } = await parcel();
    await post({ stage: 'held', status: 'Waiting at the depot' }).expect(201);
    await admin
      .patch(updateParcel.path({}))
      .send({ id, status: 'Waiting at the depot', current_location: 'Accra' })
      .expect(200);
    expect(await stored()).toMatchObject({ stage: 'held', current_stage: 'held' });
    await admin
      .patch(updateParcel.path({}))
      .send({ id, status: 'Waiting for customs', stage: 'held' })
      .expect(200);
    expect(await stored()).toMatchObject({ status: 'Waiting for customs', stage: 'held' });
  });
});
