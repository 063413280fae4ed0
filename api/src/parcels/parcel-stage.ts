import { statusKey } from '@waybill/shared';

/**
 * The status key that goes with a change of status (docs/product.md §2.3b): nothing when the
 * status is not changed, null when it is cleared.
 */
export function statusKeyChange(changes: { status?: string | null }): {
  status_key?: string | null;
} {
  if (changes.status === undefined) return {};
  return { status_key: changes.status === null ? null : statusKey(changes.status) };
}

/**
 * A status changed without a stage (the seed's PATCH, an older client) lets go of the stage staff
 * chose before, so the steps follow the new status (docs/product.md §2.3b) and never say "In
 * transit" beside "Delivered". Nothing when a stage was sent or the status stays as it was.
 */
export function stageFollowsNewStatus(
  changes: { status?: string | null; stage?: unknown },
  parcel: { status: string | null; stage: unknown },
): { stage?: null } {
  if (changes.status === undefined || changes.stage !== undefined) return {};
  if (parcel.stage === null || changes.status === parcel.status) return {};
  return { stage: null };
}
