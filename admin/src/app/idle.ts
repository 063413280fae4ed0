/** Runs `task` when the browser has nothing else to do (a second later where it cannot say). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: 5000 });
  } else {
    window.setTimeout(task, 1000);
  }
}

/** A phone that asked to save data fetches nothing it was not asked for. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Fetches code a screen will likely need soon (a later step, a library behind a button) once the
 * first screen is drawn and the browser is idle; nothing when the browser asks to save data.
 */
export function prefetchWhenIdle(after: Promise<void>, ...loads: (() => unknown)[]): void {
  if (savesData()) return;
  void after.then(() =>
    whenIdle(() => {
      for (const load of loads) void Promise.resolve(load()).catch(() => undefined);
    }),
  );
}

/** `load` run once and remembered (a failed fetch is tried again on the next call). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
