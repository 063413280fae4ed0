import { instantAt, nextDay, upToTheHour, wallClock } from './zoned-time.js';

describe('the company clock', () => {
  it('reads the day, the hour and the ISO weekday where the company is', () => {
    // Sunday 23:30 in London is already Monday 00:30 in Berlin (winter).
    const instant = new Date('2026-01-04T23:30:00Z');
    expect(wallClock(instant, 'Europe/London')).toMatchObject({
      date: '2026-01-04',
      hour: 23,
      weekday: 7,
    });
    expect(wallClock(instant, 'Europe/Berlin')).toMatchObject({
      date: '2026-01-05',
      hour: 0,
      minute: 30,
      weekday: 1,
    });
  });

  it('finds the instant of an hour on a day, in summer and in winter', () => {
    expect(instantAt('2026-01-15', 12, 'Europe/Berlin').toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(instantAt('2026-07-15', 12, 'Europe/Berlin').toISOString()).toBe(
      '2026-07-15T10:00:00.000Z',
    );
    expect(instantAt('2026-07-15', 0, 'America/New_York').toISOString()).toBe(
      '2026-07-15T04:00:00.000Z',
    );
  });

  it('takes the hour after the jump when spring skips it, the first when autumn repeats it', () => {
    // 29 March 2026: Berlin's clocks go from 02:00 to 03:00.
    expect(instantAt('2026-03-29', 2, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(instantAt('2026-03-29', 12, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
    // 25 October 2026: 02:00–03:00 happens twice (summer time first).
    expect(instantAt('2026-10-25', 2, 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:00:00.000Z',
    );
    expect(instantAt('2026-10-26', 0, 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it("rounds up to the next whole hour on the zone's clock, half-hour zones too", () => {
    // 13:40 in Kolkata (UTC+5:30) is 08:10 UTC: the next whole hour there is 08:30 UTC.
    expect(upToTheHour(new Date('2026-01-05T08:10:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-01-05T08:30:00.000Z',
    );
    expect(upToTheHour(new Date('2026-01-05T08:10:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-01-05T09:00:00.000Z',
    );
    const whole = new Date('2026-01-05T09:00:00Z');
    expect(upToTheHour(whole, 'Europe/Berlin')).toBe(whole);
  });

  it('counts days across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
