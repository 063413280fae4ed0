import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { getSetupChecklist, updateMailServer, updateSettings } from '@waybill/shared';
import { signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

const doneOf = (body: { data: { items: Array<{ item: string; done: boolean }> } }) =>
  Object.fromEntries(body.data.items.map(({ item, done }) => [item, done]));

describe('the set-up checklist of a new install', () => {
  let t: TestApp;
  let owner: StaffAgent;
  beforeAll(async () => {
    t = await startTestApp({});
  }, 90_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.reset();
    owner = await signedInAgent(t);
  });

  it('counts the made-up details as missing, and is complete once each is set', async () => {
    const first = await owner.get(getSetupChecklist.path({})).expect(200);
    expect(doneOf(first.body)).toEqual({
      company_name: false,
      logo: false,
      contact_address: false,
      contact_email: false,
      contact_phone: false,
      public_url: false,
      time_zone: false,
      mail: false,
    });
    expect(first.body.data.complete).toBe(false);
    expect(first.body.data.public_url).toEqual({ source: 'none', value: null });

    await owner
      .patch(updateSettings.path({}))
      .send({
        company_name: 'Harbour Couriers',
        contact_email: 'desk@harbour-couriers.test',
        contact_phone: '+44 20 7946 0000',
        contact_address: '12 Quay Street, Bristol',
      })
      .expect(200);
    await owner
      .patch(updateMailServer.path({}))
      .send({ host: '127.0.0.1', port: 2525, security: 'none' })
      .expect(200);
    const after = await owner.get(getSetupChecklist.path({})).expect(200);
    expect(doneOf(after.body)).toMatchObject({
      company_name: true,
      contact_address: true,
      contact_email: true,
      contact_phone: true,
      mail: true,
    });
  });

  it('is read by members who read settings, and by no visitor', async () => {
    const dispatcher = await invitedMember(t, owner, 'dispatcher');
    await dispatcher.get(getSetupChecklist.path({})).expect(403);
    await t.http().get(getSetupChecklist.path({})).expect(401);
  });
});

describe('the set-up checklist with PUBLIC_URL and TIME_ZONE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://couriers.test', TIME_ZONE: 'Europe/London' });
  }, 90_000);
  afterAll(() => t?.close());

  it('counts them done', async () => {
    await t.reset();
    const owner = await signedInAgent(t);
    const answer = await owner.get(getSetupChecklist.path({})).expect(200);
    expect(doneOf(answer.body)).toMatchObject({ public_url: true, time_zone: true });
    expect(answer.body.data.public_url).toEqual({
      source: 'environment',
      value: 'https://couriers.test',
    });
  });
});
