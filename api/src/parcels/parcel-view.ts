import type { Activity, Paged, Parcel, ParcelSummary } from '@waybill/shared';
import type { ParcelEntity } from './parcel.entity.js';

/** The response shape of a parcel row: the contract's fields with ISO timestamps. */
export function parcelSummary(parcel: ParcelEntity): ParcelSummary {
  return {
    ...parcel,
    created_at: parcel.created_at.toISOString(),
    updated_at: parcel.updated_at.toISOString(),
  };
}

export function parcelWithHistory(parcel: ParcelEntity, history: Paged<Activity>): Parcel {
  return { ...parcelSummary(parcel), history };
}

export const historyLink = (code: string) => (page: number) =>
  `/api/parcels/${encodeURIComponent(code)}/history?page=${page}`;
