import { retryDelaySeconds } from './backoff.js';

describe('retryDelaySeconds', () => {
  it('waits 15 s after the first failed attempt and doubles after each one', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelaySeconds)).toEqual([
      15, 30, 60, 120, 240, 480, 960, 1920,
    ]);
  });

  it('caps the wait at one hour', () => {
    expect(retryDelaySeconds(9)).toBe(3600);
    expect(retryDelaySeconds(10)).toBe(3600);
    expect(retryDelaySeconds(50)).toBe(3600);
    expect(retryDelaySeconds(10_000)).toBe(3600);
  });

  it('never waits less than 15 s', () => {
    expect(retryDelaySeconds(0)).toBe(15);
    expect(retryDelaySeconds(-3)).toBe(15);
  });

  it('never shrinks as attempts grow', () => {
    const delays = Array.from({ length: 40 }, (_, i) => retryDelaySeconds(i + 1));
    delays.slice(1).forEach((delay, i) => expect(delay).toBeGreaterThanOrEqual(delays[i]));
  });
});
