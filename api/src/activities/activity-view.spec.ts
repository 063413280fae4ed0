import { ActivityClock } from './activity-view.js';
import type { ActivityEntity } from './activity.entity.js';

const activity = (createdAt: string): ActivityEntity => ({
  id: 1,
  parcel_id: 2,
  title: 'Departed',
  description: 'Left the hub',
  icon: 'airplanemode_active',
  color: 'green',
  parcel_before: null,
  created_at: new Date(createdAt),
  updated_at: new Date(createdAt),
});

describe('ActivityClock', () => {
  it('splits the time into month, day and 24-hour time in the company time zone', () => {
    const view = new ActivityClock('Asia/Tokyo').view(activity('2026-03-31T18:05:00Z'));
    expect(view).toMatchObject({
      created_at_month: 'Apr',
      created_at_day: '01',
      created_at_time: '03:05',
      created_at: '2026-03-31T18:05:00.000Z',
    });
  });

  it('keeps UTC when the company is on UTC', () => {
    const view = new ActivityClock('UTC').view(activity('2026-11-21T00:30:00Z'));
    expect(view).toMatchObject({
      created_at_month: 'Nov',
      created_at_day: '21',
      created_at_time: '00:30',
    });
  });

  it('writes September as Sep, whatever the locale would', () => {
    const view = new ActivityClock('Europe/London').view(activity('2026-09-30T22:59:00Z'));
    expect(view).toMatchObject({
      created_at_month: 'Sep',
      created_at_day: '30',
      created_at_time: '23:59',
    });
  });

  it('takes 23:30 UTC to the next day in Tokyo, midnight as 00', () => {
    const clock = new ActivityClock('Asia/Tokyo');
    expect(clock.view(activity('2026-10-31T23:30:00Z'))).toMatchObject({
      created_at_month: 'Nov',
      created_at_day: '01',
      created_at_time: '08:30',
    });
    expect(clock.view(activity('2026-12-31T15:00:00Z'))).toMatchObject({
      created_at_month: 'Jan',
      created_at_day: '01',
      created_at_time: '00:00',
    });
  });
});
