import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals a short secret (the mail server's password) with AES-256-GCM under a key derived from one
 * of the server's own app secrets, so a database dump or backup alone does not give it away in
 * clear. Format: v1.<iv>.<tag>.<ciphertext>, each base64url.
 */
export function seal(secret: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map(encode).join('.');
}

/** The secret, or throws when the text was not sealed with this key (or was altered). */
export function open(text: string, appSecret: string): string {
  const [version, iv, tag, sealed] = text.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined)
    throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');

const keyOf = (appSecret: string) => createHash('sha256').update(appSecret).digest();
