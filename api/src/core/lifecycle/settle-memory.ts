import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A start leaves V8's heap half garbage (modules' compilation, Nest's scan of the app, the
 * migrations' work): about 30 MB of heap pages that V8 keeps while nothing makes it collect them
 * all. One full, compacting collection a few seconds after the server starts serving hands them
 * back (a pause of a few tens of milliseconds, once). The collector is reached the documented
 * way: `--expose-gc` set for the moment a new context is made, which then holds `gc`.
 */
export function settleMemoryAfterStart(delayMs = SETTLE_DELAY_MS): void {
  setTimeout(() => fullCollection(), delayMs).unref();
}

const SETTLE_DELAY_MS = 3_000;

function fullCollection(): void {
  const exposed = typeof globalThis.gc === 'function';
  if (!exposed) v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as () => void;
  if (!exposed) v8.setFlagsFromString('--no-expose-gc');
  collect();
}
