import { describe, it, expect } from 'vitest';
import {
  DASHBOARD_STATUS_LIMIT,
  getDashboard,
  getSettings,
  listParcels,
  updateSettings,
} from '@waybill/shared';
import { createParcel, type ParcelFields } from '../../test-kit/parcels.js';
import { OutboxService } from '../src/mail/outbox.service.js';
import { staffClient, type StaffAgent, type TestApp, useStaffApp } from './harness.js';

/** Fourteen hours ahead of UTC: the company's day differs from the server's for most of it. */
const TIME_ZONE = 'Pacific/Kiritimati';

let t: TestApp;
let admin: StaffAgent;
useStaffApp({ TIME_ZONE }, (app, agent) => {
  [t, admin] = [app, agent];
});

/** Today in the company's time zone, as 'YYYY-MM-DD'. */
const companyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' }).format(new Date());

const figures = async () => (await admin.get(getDashboard.path({})).expect(200)).body.data;

const add = (code: string, fields: Partial<ParcelFields> = {}) =>
  createParcel(staffClient(admin), {
    tracking_code: code,
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
    ...fields,
  });

const codes = async (query: Record<string, string>) =>
  (await admin.get(listParcels.path({}, query)).expect(200)).body.data.data
    .map((parcel: { tracking_code: string }) => parcel.tracking_code)
    .sort();

describe('the dashboard', () => {
  it('is for staff only', async () => {
    const response = await t.http().get(getDashboard.path({})).expect(401);
    expect(response.body).toMatchObject({ status: 401, data: null });
  });

  it('counts nothing on a new install', async () => {
    expect(await figures()).toEqual({
      today: companyToday(),
      parcels: 0,
      statuses: [],
      other_statuses: 0,
      late: 0,
      created_today: 0,
      outbox: { failed: 0, queued: 0 },
    });
  });

  it('counts parcels by status, the late ones and those created today, as the list filters them', async () => {
    const today = companyToday();
    await add('LATE-1', { status: 'In transit', max_expected_delivery_date: '2020-01-01' });
    await add('LATE-2', { status: 'Out for delivery', max_expected_delivery_date: '2020-01-01' });
    // Delivered after its due day: not late, whatever the letter case or what follows.
    await add('DONE-1', { status: 'Delivered', max_expected_delivery_date: '2020-01-01' });
    await add('DONE-2', {
      status: 'delivered to a neighbour',
      max_expected_delivery_date: '2020-01-01',
    });
    // Due today is not late yet; due later neither; no due day never.
    const dueToday = await add('DUE-TODAY', {
      status: 'In transit',
      max_expected_delivery_date: today,
    });
    await add('DUE-LATER', { max_expected_delivery_date: '2099-12-31' });
    // Created yesterday in the company's time zone.
    await t.dataSource.query(
      `UPDATE parcels SET created_at = (CAST($1 AS date) - 1)::timestamp AT TIME ZONE $2 + interval '23 hours'
       WHERE id = $3`,
      [today, TIME_ZONE, dueToday.id],
    );

    const answer = await figures();
    expect(answer).toMatchObject({
      today,
      parcels: 6,
      other_statuses: 0,
      late: 2,
      created_today: 5,
    });
    expect(answer.statuses[0]).toEqual({ status: 'In transit', count: 2 });
    expect(answer.statuses).toHaveLength(5);
    expect(answer.statuses).toEqual(
      expect.arrayContaining([
        { status: 'Out for delivery', count: 1 },
        { status: 'Delivered', count: 1 },
        { status: 'delivered to a neighbour', count: 1 },
        { status: null, count: 1 },
      ]),
    );

    // Each figure's list holds the same parcels.
    expect(await codes({ late: 'true' })).toEqual(['LATE-1', 'LATE-2']);
    expect(await codes({ status: 'In transit' })).toEqual(['DUE-TODAY', 'LATE-1']);
    expect(await codes({ created_on: today })).toEqual(
      ['DONE-1', 'DONE-2', 'DUE-LATER', 'LATE-1', 'LATE-2'].sort(),
    );
  });

  it('counts as delivered what the stage says: the one staff chose, else the status mapping', async () => {
    const due = { max_expected_delivery_date: '2020-01-01' };
    // Staff chose Delivered; the status text says otherwise.
    await add('STAGE-DONE', { ...due, status: 'Awaiting signature', stage: 'delivered' });
    // Staff chose a stage before Delivered: the stage decides, whatever the text says.
    await add('STAGE-OPEN', { ...due, status: 'Delivered', stage: 'out_for_delivery' });
    // No stage chosen: a status the mapping turns into Delivered.
    await add('MAPPED-DONE', { ...due, status: 'Left with the neighbour' });
    await add('UNMAPPED', { ...due, status: 'Left at the depot' });
    expect(await codes({ late: 'true' })).toEqual(['MAPPED-DONE', 'STAGE-OPEN', 'UNMAPPED'].sort());

    const settings = (await admin.get(getSettings.path({})).expect(200)).body.data;
    await admin
      .patch(updateSettings.path({}))
      .send({
        status_stages: [
          ...settings.status_stages,
          { status: 'left with the  neighbour', stage: 'delivered' },
        ],
      })
      .expect(200);
    // The mapping counts at once, in the figure and in the list it links to.
    expect((await figures()).late).toBe(2);
    expect(await codes({ late: 'true' })).toEqual(['STAGE-OPEN', 'UNMAPPED']);
  });

  it('names the commonest statuses and counts the rest together', async () => {
    const statuses = DASHBOARD_STATUS_LIMIT + 2;
    for (let i = 0; i < statuses; i += 1) {
      await add(`S-${i}`, { status: `Status ${String(i).padStart(2, '0')}` });
    }
    await add('S-TWICE', { status: 'Status 05' });
    const answer = await figures();
    expect(answer.parcels).toBe(statuses + 1);
    expect(answer.statuses).toHaveLength(DASHBOARD_STATUS_LIMIT);
    expect(answer.statuses[0]).toEqual({ status: 'Status 05', count: 2 });
    expect(answer.other_statuses).toBe(2);
  });

  it('counts the failed and the queued messages of the outbox, not the sent ones', async () => {
    const outbox = t.app.get(OutboxService);
    const message = { to: 'someone@example.com', subject: 'Hello', text: 'Hi' };
    await outbox.record(message, { sent: false, error: 'refused' });
    await outbox.record(message, { sent: false, error: 'refused' });
    await outbox.record(message, { sent: true });
    await outbox.enqueue(message);
    expect((await figures()).outbox).toEqual({ failed: 2, queued: 1 });
  });
});
