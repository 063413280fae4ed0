import { unlockParcel, type ApiResult, type PublicParcel } from '@waybill/shared';
import { api } from '../app/api';
import { checkParcel } from './parcelCheck';

/*
 * The visitor's unlock (docs/product.md §2.3, "Privacy by default"): the answer that showed a
 * parcel's names, photo and exact map is kept for the tab's life (sessionStorage), so a reload or
 * a live update, which brings the code-alone answer, asks for the unlocked one again instead of
 * hiding the details. The unlocked answer itself is never written to local storage.
 */

const storageKey = (code: string) => `waybill.unlock:${code.trim().toUpperCase()}`;

/** The answer that unlocked `code` in this tab, or null. */
export function rememberedAnswer(code: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(code));
  } catch {
    return null; // storage turned off: the visitor answers again after a reload
  }
}

export function remember(code: string, answer: string): void {
  try {
    sessionStorage.setItem(storageKey(code), answer);
  } catch {
    // Kept on screen anyway; only a reload asks again.
  }
}

function forget(code: string): void {
  try {
    sessionStorage.removeItem(storageKey(code));
  } catch {
    // Nothing was kept.
  }
}

/** An unlocked answer checked against the contract, or null when it breaks it. */
function checked(data: unknown): Promise<PublicParcel | null> {
  return checkParcel(data, 'unlocked');
}

/** The outcome of an unlock: the parcel with its details, or the server's answer as it came. */
export interface Unlocked {
  parcel: PublicParcel | null;
  result: ApiResult<PublicParcel>;
}

/** Sends the visitor's answer; a right one is remembered for this tab. */
export async function unlock(code: string, answer: string): Promise<Unlocked> {
  const result = await api.call(unlockParcel, { params: { code }, body: { answer } });
  if (result.problems.length > 0 || !result.data) return { parcel: null, result };
  const parcel = await checked(result.data);
  if (parcel) remember(code, answer);
  return { parcel, result };
}

/**
 * The unlocked answer again, with the answer this tab remembers for `code`; null without one or
 * when it is refused (a refused answer is forgotten: staff may have changed the recipient).
 */
export async function unlockAgain(code: string): Promise<PublicParcel | null> {
  const answer = rememberedAnswer(code);
  if (!answer) return null;
  const { parcel, result } = await unlock(code, answer);
  if (result.status === 403 || result.status === 404 || result.status === 409) forget(code);
  return parcel;
}
