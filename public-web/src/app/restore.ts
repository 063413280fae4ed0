import { readSavedState } from '@waybill/shared';
import { useAppStore } from './store';

/**
 * docs/product.md §3.3: the saved pages, settings, reviews and admin, each slice checked by the
 * contract.
 */
export function restoreSavedState(): void {
  useAppStore.getState().restoreSaved(readSavedState());
}
