import { hashSecret, verifyDecoy, verifySecret } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hashSecret('correct horse');
    const second = await hashSecret('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toEqual(second);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right secret only', async () => {
    const hash = await hashSecret('correct horse');
    await expect(verifySecret(hash, 'correct horse')).resolves.toBe(true);
    await expect(verifySecret(hash, 'Correct horse')).resolves.toBe(false);
  });

  it('treats a damaged hash as a mismatch, not a crash', async () => {
    await expect(verifySecret('not a hash', 'anything')).resolves.toBe(false);
    await expect(verifyDecoy('anything')).resolves.toBe(false);
  });
});
