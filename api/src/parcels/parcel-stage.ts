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
