import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { ActivityTimeFormat } from '../src/activities/activity-time.js';
import { activityTimeSql } from '../src/activities/history.repository.js';
import { toPage } from '../src/core/http/pagination.js';
import { linkSql, pageFieldsSql } from '../src/parcels/tracking.repository.js';
import { historyLink, historyPath } from '../src/parcels/parcel-view.js';
import { createParcel as createStaffParcel } from '../../test-kit/parcels.js';
import { signedInAgent, staffClient, startTestApp, type TestApp } from './harness.js';
import { createActivity, getParcelHistory, trackParcel } from '@waybill/shared';

/**
 * An activity's time and a history's paging are derived in two places: PostgreSQL builds the
 * tracking answer whole (parcels/tracking.repository.ts), the process builds history pages, the
 * admin's answers and the e-mails. Both must read the same, in the company's time zone.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

// Activities get the time the test sets (staff cannot choose it): a trigger stands in for the
// clock, so each one goes through the real path, e-mail included.
const CLOCK_SETUP = [
  `DROP TRIGGER IF EXISTS test_activity_clock ON activities`,
  `DROP TABLE IF EXISTS test_activity_clock`,
  `CREATE TABLE test_activity_clock (at timestamptz NOT NULL)`,
  `CREATE OR REPLACE FUNCTION test_activity_clock() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     NEW.created_at := COALESCE((SELECT at FROM test_activity_clock LIMIT 1), NEW.created_at);
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER test_activity_clock BEFORE INSERT ON activities
   FOR EACH ROW EXECUTE FUNCTION test_activity_clock()`,
];
const CLOCK_TEARDOWN = [
  `DROP TRIGGER IF EXISTS test_activity_clock ON activities`,
  `DROP FUNCTION IF EXISTS test_activity_clock()`,
  `DROP TABLE IF EXISTS test_activity_clock`,
];

async function setClock(at: string | null) {
  await t.dataSource.query('DELETE FROM test_activity_clock');
  if (at) await t.dataSource.query('INSERT INTO test_activity_clock (at) VALUES ($1)', [at]);
}

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'Asia/Tokyo' });
  for (const sql of CLOCK_SETUP) await t.dataSource.query(sql);
});
afterAll(async () => {
  for (const sql of CLOCK_TEARDOWN) await t.dataSource.query(sql);
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  await setClock(null);
  admin = await signedInAgent(t);
});

const CODE = 'WB-TOKYO';

async function createParcel(): Promise<number> {
  const parcel = await createStaffParcel(staffClient(admin), {
    tracking_code: CODE,
    recipient_name: 'Aiko',
    destination: 'Osaka',
    recipient_email: 'aiko@example.com',
  });
  return parcel.id;
}

interface ShownTime {
  created_at_month: string;
  created_at_day: string;
  created_at_time: string;
}
const shown = ({ created_at_month, created_at_day, created_at_time }: ShownTime): ShownTime => ({
  created_at_month,
  created_at_day,
  created_at_time,
});
const byTitle = (entries: Array<ShownTime & { title: string }>, title: string) => {
  const entry = entries.find((candidate) => candidate.title === title);
  if (!entry) throw new Error(`No entry "${title}" in ${JSON.stringify(entries)}`);
  return shown(entry);
};

const CASES = [
  {
    title: 'Sorted in September',
    at: '2026-09-14T10:05:00.000Z',
    expected: { created_at_month: 'Sep', created_at_day: '14', created_at_time: '19:05' },
  },
  {
    // 23:30 UTC on 31 October is already 1 November in Tokyo.
    title: 'Left late in the evening',
    at: '2026-10-31T23:30:00.000Z',
    expected: { created_at_month: 'Nov', created_at_day: '01', created_at_time: '08:30' },
  },
];

describe('an activity reads the same everywhere (TIME_ZONE=Asia/Tokyo)', () => {
  it('in the tracking answer, history page 2, the admin’s answers and the e-mail', async () => {
    const parcelId = await createParcel();
    const added: Record<string, ShownTime> = {};
    for (const { title, at } of CASES) {
      await setClock(at);
      const response = await admin
        .post(createActivity.path({}))
        .send({ title, description: 'On its way', parcel_id: parcelId })
        .expect(201);
      expect(response.body.data.created_at).toBe(at);
      added[title] = shown(response.body.data);
    }

    const visitor = (
      await t
        .http()
        .get(trackParcel.path({ code: CODE }))
        .expect(200)
    ).body.data;
    const staff = (await admin.get(trackParcel.path({ code: CODE })).expect(200)).body.data;

    // Ten newer entries push both to the second page of the history.
    for (let day = 1; day <= 10; day += 1) {
      await setClock(`2026-12-${String(day).padStart(2, '0')}T12:00:00.000Z`);
      await admin
        .post(createActivity.path({}))
        .send({ title: `December ${day}`, description: 'x', parcel_id: parcelId, notify: false })
        .expect(201);
    }
    const pageTwo = (
      await t
        .http()
        .get(getParcelHistory.path({ code: CODE }, { page: 2 }))
        .expect(200)
    ).body.data;
    expect(pageTwo.data).toHaveLength(2);

    const mails: Array<{ subject: string; text: string }> = await t.dataSource.query(
      'SELECT subject, text FROM outbox_messages ORDER BY id',
    );
    expect(mails).toHaveLength(2);

    for (const { title, expected } of CASES) {
      expect(byTitle(visitor.history.data, title)).toEqual(expected);
      expect(byTitle(staff.history.data, title)).toEqual(expected);
      expect(byTitle(pageTwo.data, title)).toEqual(expected);
      expect(added[title]).toEqual(expected);
      const mail = mails.find((candidate) => candidate.subject === `Parcel ${CODE}: ${title}`);
      expect(mail?.text).toContain(
        `${expected.created_at_month} ${expected.created_at_day}, ${expected.created_at_time} (Asia/Tokyo)`,
      );
    }
  });

  it('every month the same in the tracking answer and the history pages', async () => {
    const parcelId = await createParcel();
    // 23:30 UTC on the last day of each month of 2025: the first of the next month in Tokyo.
    const times = Array.from({ length: 12 }, (_, month) =>
      new Date(Date.UTC(2025, month + 1, 0, 23, 30)).toISOString(),
    );
    for (const [index, at] of times.entries()) {
      await setClock(at);
      await admin
        .post(createActivity.path({}))
        .send({ title: `Month ${index + 1}`, description: 'x', parcel_id: parcelId, notify: false })
        .expect(201);
    }
    const answer = (
      await t
        .http()
        .get(trackParcel.path({ code: CODE }))
        .expect(200)
    ).body.data.history;
    const pageOne = (
      await t
        .http()
        .get(getParcelHistory.path({ code: CODE }, { page: 1 }))
        .expect(200)
    ).body.data;
    expect(answer.data.map(shown)).toEqual(pageOne.data.map(shown));
    const months = [...answer.data, ...(await t.http().get(answer.next_page_url)).body.data.data]
      .map(shown)
      .reverse();
    expect(months.map((entry) => entry.created_at_month)).toEqual([
      ...['Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      'Jan',
    ]);
    expect(
      new Set(months.map((entry) => `${entry.created_at_day} ${entry.created_at_time}`)),
    ).toEqual(new Set(['01 08:30']));
  });
});

describe('the history’s paging reads the same in the tracking answer and the history pages', () => {
  it.each([0, 1, 10, 11, 20, 21])('with %i entries', async (count) => {
    const parcelId = await createParcel();
    await t.dataSource.query(
      `INSERT INTO activities (parcel_id, title, description, icon, color)
       SELECT $1, 'Step ' || n, 'x', 'moped', 'green' FROM generate_series(1, $2::int) n`,
      [parcelId, count],
    );
    // Looked up in another letter case than it was saved: the links follow the code as asked.
    for (const code of [CODE, CODE.toLowerCase()]) {
      const { data: _rows, ...answer } = (
        await t.http().get(trackParcel.path({ code })).expect(200)
      ).body.data.history;
      const { data: _same, ...pageOne } = (
        await t
          .http()
          .get(getParcelHistory.path({ code }, { page: 1 }))
          .expect(200)
      ).body.data;
      const lastPage = Math.max(1, Math.ceil(count / 10));
      expect(answer).toEqual({
        current_page: 1,
        last_page: lastPage,
        next_page_url: lastPage > 1 ? getParcelHistory.path({ code }, { page: 2 }) : null,
      });
      expect(pageOne).toEqual(answer);
    }
  });
});

describe('the two writings of one definition agree on this database', () => {
  it.each([
    'Asia/Tokyo',
    'UTC',
    'Europe/London',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
  ])('activity times in %s, every 7 h 13 min through two years', async (timeZone) => {
    const start = Date.UTC(2025, 0, 1);
    const times = Array.from({ length: 2500 }, (_, index) =>
      new Date(start + index * (7 * 60 + 13) * 60_000).toISOString(),
    );
    const rows: Array<{ time: Record<string, string> }> = await t.dataSource.query(
      `SELECT json_build_object(${activityTimeSql('at', '$1').join(', ')}) AS time
         FROM unnest($2::timestamptz[]) WITH ORDINALITY AS moments(at, n) ORDER BY n`,
      [timeZone, times],
    );
    const format = new ActivityTimeFormat(timeZone);
    expect(rows.map((row) => row.time)).toEqual(times.map((at) => format.format(new Date(at))));
  });

  it('paging, for every total up to 45 and pages 1 to 5', async () => {
    for (const page of [1, 2, 3, 4, 5]) {
      const fields = pageFieldsSql({
        total: 'total',
        page,
        perPage: 10,
        linkTo: (next) => linkSql(historyPath, '$1', next),
      });
      const rows: Array<{ paging: object }> = await t.dataSource.query(
        `SELECT json_build_object(${fields.join(', ')}) AS paging
         FROM generate_series(0, 45) AS total ORDER BY total`,
        [encodeURIComponent('WB 1/ü')],
      );
      expect(rows.map((row) => row.paging)).toEqual(
        Array.from({ length: 46 }, (_, total) => {
          const { data: _rows, ...paging } = toPage([], total, page, 10, historyLink('WB 1/ü'));
          return paging;
        }),
      );
    }
  });
});
