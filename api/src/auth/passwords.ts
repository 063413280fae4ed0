import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes, 1 lane), in WebAssembly:
 * the native argon2 addon's prebuilt binary crashes on some Linux machines, and WASM runs anywhere.
 */
const COST = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

export function hashSecret(secret: string): Promise<string> {
  return argon2id({ ...COST, password: secret, salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  try {
    return await argon2Verify({ password: secret, hash });
  } catch {
    return false;
  }
}

/** A hash of nothing, verified when there is no account, so both answers take as long. */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(secret: string): Promise<false> {
  decoyHash ??= hashSecret('decoy password that matches nothing');
  await verifySecret(await decoyHash, secret);
  return false;
}
