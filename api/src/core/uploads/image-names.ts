/** A name the store gives: the SHA-256 of the bytes written and their extension. */
export const STORED_NAME = /^[0-9a-f]{64}\.(jpg|png)$/;

/**
 * A name a picture stored before names were content hashes may have (a UUID, or a name written
 * into the folder by hand): letters, digits, dashes, underscores and inner dots, a picture's
 * extension. No slash, no leading dot, no percent sign: nothing that reaches outside the store.
 */
const LEGACY_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,150}\.(jpe?g|png)$/i;

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Whether a requested or stored name is one the store may hold; anything else is never looked up. */
export function isImageName(name: string): boolean {
  return STORED_NAME.test(name) || (LEGACY_NAME.test(name) && !name.includes('..'));
}

/** A content-addressed name always means the same bytes: cached for a year, never revalidated. */
export function isContentAddressed(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The type a picture is served with, from the extension the store gave it. */
export function contentTypeOf(name: string): string {
  return TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
