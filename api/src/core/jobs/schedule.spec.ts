import { nextTry } from './backoff.js';
import { nextRunAfter, parseSchedule } from './schedule.js';

describe('nextRunAfter', () => {
  it('runs an hourly schedule on the next hour, UTC', () => {
    expect(nextRunAfter('0 * * * *', new Date('2026-01-01T10:30:00Z'))).toEqual(
      new Date('2026-01-01T11:00:00Z'),
    );
  });

  it('never returns the instant it starts from', () => {
    expect(nextRunAfter('0 * * * *', new Date('2026-01-01T10:00:00Z'))).toEqual(
      new Date('2026-01-01T11:00:00Z'),
    );
  });

  it('reads the day-of-week and day-of-month fields', () => {
    // 2026-01-01 is a Thursday: the next Monday 03:15 is the 5th.
    expect(nextRunAfter('15 3 * * 1', new Date('2026-01-01T00:00:00Z'))).toEqual(
      new Date('2026-01-05T03:15:00Z'),
    );
    expect(nextRunAfter('0 0 1 * *', new Date('2026-01-01T00:00:00Z'))).toEqual(
      new Date('2026-02-01T00:00:00Z'),
    );
  });

  it('refuses an expression that is not cron', () => {
    expect(() => parseSchedule('every hour')).toThrow(/CronPattern/);
    expect(() => parseSchedule('61 * * * *')).toThrow();
  });
});

describe('nextTry', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('waits 15 s after a first failed try, then doubles', () => {
    expect(nextTry(1, 8, now)).toEqual(new Date('2026-01-01T00:00:15Z'));
    expect(nextTry(3, 8, now)).toEqual(new Date('2026-01-01T00:01:00Z'));
  });

  it('gives none after the last try: the job is dead', () => {
    expect(nextTry(8, 8, now)).toBeNull();
    expect(nextTry(1, 1, now)).toBeNull();
  });
});
