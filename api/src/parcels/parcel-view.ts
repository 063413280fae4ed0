import {
  getParcelHistory,
  type Activity,
  type Paged,
  type Parcel,
  type ParcelSummary,
} from '@waybill/shared';
import type { ParcelEntity } from './parcel.entity.js';

/**
 * The response shape of a parcel row: the contract's fields with ISO timestamps, and the stored
 * stage shown (parcel.entity.ts's `current_stage`).
 */
export function parcelSummary(parcel: ParcelEntity): ParcelSummary {
  // The keys are the server's own lookups, not part of the contract.
  const {
    status_key: _key,
    unlock_email: _email,
    unlock_phone_last4: _last4,
    search_text: _search,
    ...fields
  } = parcel;
  return {
    ...fields,
    created_at: parcel.created_at.toISOString(),
    updated_at: parcel.updated_at.toISOString(),
  };
}

export function parcelWithHistory(parcel: ParcelEntity, history: Paged<Activity>): Parcel {
  return { ...parcelSummary(parcel), history };
}

/**
 * The path of a page of a parcel's history, from the code as it goes in a URL. Written from the
 * contract's route by hand (not its path builder) because the tracking SQL passes placeholders.
 */
export const historyPath = (urlCode: string, page: string) =>
  `${getParcelHistory.route.replace(':code', urlCode)}?page=${page}`;

/** Links to the pages of a parcel's history (next_page_url), for the code as it was asked. */
export const historyLink = (code: string) => (page: number) =>
  historyPath(encodeURIComponent(code), String(page));
