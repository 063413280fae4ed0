import { dayInTimeZone, localNow } from './calendar.js';

describe('localNow', () => {
  it('reads the day and time in the company’s time zone', () => {
    const at = new Date('2026-11-29T23:30:00Z');
    expect(localNow(at, 'UTC')).toEqual({ day: '2026-11-29', time: '23:30' });
    expect(localNow(at, 'Africa/Lagos')).toEqual({ day: '2026-11-30', time: '00:30' });
    expect(localNow(at, 'America/New_York')).toEqual({ day: '2026-11-29', time: '18:30' });
  });
});

describe('dayInTimeZone', () => {
  const lateEvening = new Date('2026-01-31T23:30:00Z');

  it('is the date where the company is, not where the caller is', () => {
    expect(dayInTimeZone('UTC', lateEvening)).toBe('2026-01-31');
    expect(dayInTimeZone('Asia/Tokyo', lateEvening)).toBe('2026-02-01');
    expect(dayInTimeZone('America/Los_Angeles', lateEvening)).toBe('2026-01-31');
    expect(dayInTimeZone('Pacific/Kiritimati', new Date('2026-12-31T10:30:00Z'))).toBe(
      '2027-01-01',
    );
  });

  it('writes the year, month and day as the date field does, whatever the digits of the locale', () => {
    expect(dayInTimeZone('Asia/Tehran', new Date('2026-03-05T12:00:00Z'))).toMatch(/^2026-03-05$/);
  });
});
