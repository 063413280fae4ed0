import { createHash, timingSafeEqual } from 'node:crypto';
import type { UnlockFact } from '@waybill/shared';

/** What of a parcel the unlock question is checked against. */
export interface UnlockFacts {
  recipient_email: string | null;
  recipient_phone_number: string | null;
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

/** The facts this parcel can be unlocked with (the tracking answer's `unlock_with`). */
export function unlockFacts(parcel: UnlockFacts): UnlockFact[] {
  const facts: UnlockFact[] = [];
  if (parcel.recipient_email?.trim()) facts.push('email');
  if (phoneLast4(parcel.recipient_phone_number)) facts.push('phone_last4');
  return facts;
}

/**
 * Whether `answer` is the recipient's e-mail (any case, spaces around ignored) or the last 4
 * digits of their phone number. Compared as digests in constant time, both facts every time, so
 * how long it takes says nothing about how close a guess was.
 */
export function answerUnlocks(answer: string, parcel: UnlockFacts): boolean {
  const email = parcel.recipient_email?.trim() ? emailForm(parcel.recipient_email) : null;
  const last4 = phoneLast4(parcel.recipient_phone_number);
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
