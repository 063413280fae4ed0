import { createHash, timingSafeEqual } from 'node:crypto';
import type { UnlockFact } from '@waybill/shared';

/** The recipient's fields the unlock facts come from. */
export interface RecipientContact {
  recipient_email: string | null;
  recipient_phone_number: string | null;
}

/**
 * The unlock facts as stored with the parcel (written with the recipient's e-mail and phone, as
 * `status_key` is with the status): the e-mail as compared, the phone's last 4 digits; null when
 * the parcel has none. The tracking statement's `unlock_with` and the check below read these.
 */
export interface StoredUnlockFacts {
  unlock_email: string | null;
  unlock_phone_last4: string | null;
}

/** An e-mail as compared: trimmed, in one letter case. */
const emailForm = (email: string) => email.normalize('NFC').trim().toLowerCase();

/** The last 4 digits of a phone number, or null when it has fewer. */
function phoneLast4(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * The answer as 4 phone digits ("12 34", "12-34" too), or null when it is something else: only
 * spaces, dashes and dots may stand between the digits.
 */
function answerDigits(answer: string): string | null {
  const digits = answer.replace(/[\s.-]/g, '');
  return /^[0-9]{4}$/.test(digits) ? digits : null;
}

/** The one definition of the unlock facts, computed when the recipient's contact is written. */
export function storedUnlockFacts(contact: RecipientContact): StoredUnlockFacts {
  const email = contact.recipient_email?.trim() ? emailForm(contact.recipient_email) : null;
  return { unlock_email: email, unlock_phone_last4: phoneLast4(contact.recipient_phone_number) };
}

/** The stored facts that go with a change: those of the contact fields sent, nothing else. */
export function unlockFactsChange(changes: Partial<RecipientContact>): Partial<StoredUnlockFacts> {
  const facts = storedUnlockFacts({
    recipient_email: changes.recipient_email ?? null,
    recipient_phone_number: changes.recipient_phone_number ?? null,
  });
  return {
    ...(changes.recipient_email !== undefined && { unlock_email: facts.unlock_email }),
    ...(changes.recipient_phone_number !== undefined && {
      unlock_phone_last4: facts.unlock_phone_last4,
    }),
  };
}

/** The facts this parcel can be unlocked with (as the tracking answer's `unlock_with`). */
export function unlockFacts(parcel: StoredUnlockFacts): UnlockFact[] {
  const facts: UnlockFact[] = [];
  if (parcel.unlock_email !== null) facts.push('email');
  if (parcel.unlock_phone_last4 !== null) facts.push('phone_last4');
  return facts;
}

/**
 * Whether `answer` is the recipient's e-mail (any case, spaces around ignored) or the last 4
 * digits of their phone number. Compared as digests in constant time, both facts every time, so
 * how long it takes says nothing about how close a guess was.
 */
export function answerUnlocks(answer: string, parcel: StoredUnlockFacts): boolean {
  const { unlock_email: email, unlock_phone_last4: last4 } = parcel;
  const digits = answerDigits(answer);
  const emailMatches = sameText(emailForm(answer), email);
  const phoneMatches = sameText(digits ?? '', last4);
  return (email !== null && emailMatches) || (last4 !== null && digits !== null && phoneMatches);
}

/** Constant-time equality of two texts (their SHA-256 digests); never equal to a missing fact. */
function sameText(given: string, known: string | null): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  // A missing fact is compared too (against a text no answer digests to), so it takes as long.
  const matches = timingSafeEqual(digest(given), digest(known ?? '\u0000missing'));
  return known !== null && matches;
}
