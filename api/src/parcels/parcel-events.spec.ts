import { changeEvents } from './parcel-events.js';

describe('a parcel change’s webhook events', () => {
  it('is always an update, and a stage change only when the stage moved', () => {
    expect(changeEvents('in_transit', 'in_transit')).toEqual(['parcel.updated']);
    expect(changeEvents('picked_up', 'in_transit')).toEqual([
      'parcel.updated',
      'parcel.stage_changed',
    ]);
  });

  it('names delivered, a failed attempt and a cancellation (compared as text)', () => {
    expect(changeEvents('out_for_delivery', 'delivered')).toContain('parcel.delivered');
    expect(changeEvents('out_for_delivery', 'failed_attempt')).toContain('parcel.delivery_failed');
    expect(changeEvents('in_transit', 'cancelled')).toContain('parcel.cancelled');
    expect(changeEvents(null, 'delivered')).toEqual([
      'parcel.updated',
      'parcel.stage_changed',
      'parcel.delivered',
    ]);
  });
});
