import { describe, expect, it } from 'vitest';
import { createApiKey, createParcel, listParcels, trackParcel } from '@waybill/shared';
import { type StaffAgent, type TestApp, useStaffApp } from './harness.js';

/**
 * Staff find a shop's parcel by its order reference (docs/product.md §4.4): the list's search
 * looks in it as in the other searched fields, and the parcel's whole view carries it. It stays
 * the shop's: staff cannot change it.
 */
let t: TestApp;
let owner: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, owner] = [app, agent];
});

describe('a parcel’s order reference, for staff', () => {
  it('finds the parcel by its reference, whole or in part, whatever the case and punctuation', async () => {
    const made = await owner
      .post(createApiKey.path({}))
      .send({ name: 'Shop', scopes: ['parcels:write'] })
      .expect(201);
    const secret = made.body.data.secret as string;
    const created = await t
      .http()
      .post(createParcel.path({}))
      .set('Authorization', `Bearer ${secret}`)
      .send({ recipient_name: 'Ada Obi', recipient_city: 'Lagos', reference: 'SHOP-Order/7741' })
      .expect(201);
    const code = created.body.data.tracking_code as string;
    await owner
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-OTHER-1', recipient_name: 'Bo', destination: 'Accra' })
      .expect(201);

    for (const term of ['SHOP-Order/7741', 'order7741', '7741', 'shop order']) {
      const found = await owner.get(listParcels.path({}, { search: term })).expect(200);
      expect(
        found.body.data.data.map((row: { tracking_code: string }) => row.tracking_code),
        term,
      ).toEqual([code]);
    }
    const whole = await owner.get(trackParcel.path({ code })).expect(200);
    expect(whole.body.data.reference).toBe('SHOP-Order/7741');
  });
});
