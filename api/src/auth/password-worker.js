// The argon2id work, in a worker thread of the password pool (passwords.ts): 19 MiB and tens of
// milliseconds per call, which must not hold up the event loop that answers everyone else.
// Plain JavaScript so Node runs it as it is, from the sources (tests) and from dist alike.
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';
import { workerData } from 'piscina';

/**
 * OWASP's recommended minimum cost for argon2id (19 MiB, 2 passes, 1 lane), in WebAssembly: the
 * native argon2 addon's prebuilt binary crashes on some Linux machines, and WASM runs anywhere.
 * The test suite hashes with the least argon2id allows (8 KiB, 1 pass), a hundred times quicker:
 * PASSWORD_HASH_COST=test, which the configuration refuses unless NODE_ENV=test. A hash keeps
 * its own cost, so either one verifies what the other made.
 */
const COSTS = {
  standard: { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 },
  test: { parallelism: 1, iterations: 1, memorySize: 8, hashLength: 32 },
};
const COST = COSTS[workerData?.cost === 'test' ? 'test' : 'standard'];

/** @param {string} secret */
export function hash(secret) {
  return argon2id({ ...COST, password: secret, salt: randomBytes(16), outputType: 'encoded' });
}

/** @param {{ hash: string, secret: string }} task */
export async function verify({ hash: encoded, secret }) {
  try {
    return await argon2Verify({ password: secret, hash: encoded });
  } catch {
    return false;
  }
}
