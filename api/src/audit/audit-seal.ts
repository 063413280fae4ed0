import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Sealing one value of an audit row (crypto-shredding): AES-256-GCM with the key of the record
 * and side it belongs to. The row keeps the sealed text, which its hash covers; deleting the key
 * at an erasure leaves the text unreadable and the chain whole.
 */

/** Whose key: the record (entity and id) and the side of it ('recipient', 'sender' or ''). */
export interface SealSubject {
  entity: string;
  entityId: string;
  side: string;
}

/** A sealed value: the prefix, its side, then base64url of iv (12) | tag (16) | ciphertext. */
const PREFIX = 'sealed:v1:';
const SEALED = /^sealed:v1:([a-z]*):([A-Za-z0-9_-]+)$/;

/** What a value shows once its key is gone (or it cannot be opened). */
export const ERASED_VALUE = '[erased]';

export const SEAL_KEY_BYTES = 32;

export const newSealKey = (): Buffer => randomBytes(SEAL_KEY_BYTES);

/** One text per subject, to find its key in a map. */
export const subjectId = (subject: SealSubject): string =>
  `${subject.entity}\u0000${subject.entityId}\u0000${subject.side}`;

/** The sealed value is bound to its record and side: moved to another row, it does not open. */
const aad = (subject: SealSubject) => Buffer.from(subjectId(subject), 'utf8');

export function seal(key: Buffer, subject: SealSubject, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(subject));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return `${PREFIX}${subject.side}:${sealed}`;
}

/** The side a sealed text was sealed for, or null when the value is not sealed. */
export function sealedSide(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith(PREFIX)) return null;
  return SEALED.exec(value)?.[1] ?? null;
}

/** The value sealed in `text`, or ERASED_VALUE when its key is gone or the text was changed. */
export function unseal(key: Buffer | undefined, subject: SealSubject, text: string): unknown {
  const match = SEALED.exec(text);
  if (!key || !match) return ERASED_VALUE;
  const bytes = Buffer.from(match[2], 'base64url');
  if (bytes.length < 28) return ERASED_VALUE;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(aad(subject));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    // A key made again after an erasure (a new record's) does not open the old text.
    return ERASED_VALUE;
  }
}
