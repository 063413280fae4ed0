import { addDays, closedReason, preferenceWindow, storedPreference } from './preference-rules.js';

describe('delivery preference rules (docs/product.md §2.3d)', () => {
  it('offers tomorrow to the window’s last day, across months and years', () => {
    expect(preferenceWindow('2026-12-30', 5)).toEqual({
      first_day: '2026-12-31',
      last_day: '2027-01-04',
    });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('closes for the end of the journey, out for delivery, and a parcel due today past the cut-off', () => {
    const now = { day: '2026-11-29', time: '07:00' };
    const due = (
      day: string | null,
      stage: Parameters<typeof closedReason>[0]['current_stage'],
    ) => ({
      current_stage: stage,
      min_expected_delivery_date: day,
    });
    expect(closedReason(due('2026-11-29', 'delivered'), now, '07:00')).toBe('final');
    expect(closedReason(due('2026-12-01', 'returned'), now, '07:00')).toBe('final');
    expect(closedReason(due('2026-12-01', 'out_for_delivery'), now, '07:00')).toBe(
      'out_for_delivery',
    );
    // Due today: open until the cut-off, closed from it on.
    expect(closedReason(due('2026-11-29', 'in_transit'), { ...now, time: '06:59' }, '07:00')).toBe(
      null,
    );
    expect(closedReason(due('2026-11-29', 'in_transit'), now, '07:00')).toBe('cutoff');
    // Overdue counts as due; tomorrow's and an undated parcel are open.
    expect(closedReason(due('2026-11-20', 'held'), now, '07:00')).toBe('cutoff');
    expect(closedReason(due('2026-11-30', 'in_transit'), now, '07:00')).toBe(null);
    expect(closedReason(due(null, null), now, '00:00')).toBe(null);
  });

  it('keeps every field, those of other kinds null', () => {
    const at = new Date('2026-11-29T10:00:00Z');
    expect(
      storedPreference({ kind: 'neighbour', neighbour_name: 'Bello', neighbour_house: '4' }, at),
    ).toEqual({
      kind: 'neighbour',
      note: null,
      neighbour_name: 'Bello',
      neighbour_house: '4',
      date: null,
      chosen_at: '2026-11-29T10:00:00.000Z',
    });
  });
});
