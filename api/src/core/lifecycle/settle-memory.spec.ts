import { settleMemoryAfterStart } from './settle-memory.js';

describe('settleMemoryAfterStart', () => {
  it('collects the whole heap once, after the delay, leaving gc as it was', async () => {
    const exposedBefore = typeof globalThis.gc;
    let garbage: object | undefined = { rows: Array.from({ length: 10_000 }, (_, i) => ({ i })) };
    const reference = new WeakRef(garbage);
    garbage = undefined;
    settleMemoryAfterStart(20);
    // Nothing else allocates here, so only a full collection clears an object this old.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reference.deref()).toBeUndefined();
    expect(typeof globalThis.gc).toBe(exposedBefore);
  });
});
