import argon2 from 'argon2';

/** argon2id with the library's recommended cost. */
export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, { type: argon2.argon2id });
}

export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, secret);
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
