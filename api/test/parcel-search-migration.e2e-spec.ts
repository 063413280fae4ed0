import { it, expect, beforeAll, afterAll } from 'vitest';
import { listParcels } from '@waybill/shared';
import { ParcelSearchText1767800000000 } from '../src/core/database/migrations/1767800000000-parcel-search-text.js';
import { createParcel } from '../../test-kit/parcels.js';
import {
  signedInAgent,
  staffClient,
  startTestApp,
  type StaffAgent,
  type TestApp,
} from './harness.js';

// The migration that gives every parcel its search text, on parcels written before it existed
// (its `down` takes the column away, as those versions had it).

let t: TestApp;
let admin: StaffAgent;

beforeAll(async () => {
  // It takes migrations down and up: on PostgreSQL, a database of its own.
  t = await startTestApp({}, { changesSchema: true });
  admin = await signedInAgent(t);
});
afterAll(async () => {
  await t.close();
});

async function migrate(step: 'up' | 'down') {
  const runner = t.dataSource.createQueryRunner();
  try {
    await new ParcelSearchText1767800000000()[step](runner);
  } finally {
    await runner.release();
  }
}

it('writes the search text of the parcels already there, so the search finds them', async () => {
  await migrate('down');
  // Written as the versions before the search text did: no column to fill.
  await t.dataSource.query(
    `INSERT INTO parcels (tracking_code, recipient_name, recipient_email, recipient_phone_number,
       destination, current_location, status)
     VALUES ('OLD-1', 'María González', 'Maria.G@example.com', '+234 803 123 4567', 'São Paulo',
       'Łódź hub', 'Out for delivery'),
       ('OLD-2', 'Seán O''Brien', NULL, NULL, 'Accra', NULL, NULL)`,
  );
  await migrate('up');
  const find = async (search: string) =>
    (await admin.get(listParcels.path({}, { search })).expect(200)).body.data.data.map(
      (parcel: { tracking_code: string }) => parcel.tracking_code,
    );
  expect(await find('gonzalez')).toEqual(['OLD-1']);
  expect(await find('lodz')).toEqual(['OLD-1']);
  expect(await find('0803 123 4567')).toEqual(['OLD-1']);
  expect(await find('maria.g@example.com')).toEqual(['OLD-1']);
  expect(await find('O’Brien')).toEqual(['OLD-2']);
  const [index] = await t.dataSource.query(
    `SELECT indexdef FROM pg_indexes WHERE indexname = 'parcels_search_text'`,
  );
  expect(index.indexdef).toContain('gin_trgm_ops');
  // A parcel saved now gets its text from the API, as before.
  await createParcel(staffClient(admin), {
    tracking_code: 'NEW-1',
    recipient_name: 'Zoë Ndlovu',
    destination: 'Durban',
  });
  expect(await find('zoe')).toEqual(['NEW-1']);
});
